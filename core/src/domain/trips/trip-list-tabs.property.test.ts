import { describe, it } from 'vitest';
import fc from 'fast-check';
import { parseTravelerFilter } from './traveler-filter.js';
import { TRIP_LIST_TABS, TRIP_PERMISSION_FILTERS, tripListFilters, tripListQuery, tripListTabFromQuery } from './trip-list-tabs.js';

const tab = fc.constantFrom(...TRIP_LIST_TABS);
const permission = fc.constantFrom(...TRIP_PERMISSION_FILTERS);

describe('trip list tabs: properties', () => {
  it('every tab pages by 10; only unassigned lists unfiled items; only past has past=true', () => {
    fc.assert(
      fc.property(tab, permission, (t, p) => {
        const f = tripListFilters(t, p);
        if (f.pageSize !== 10) return false;
        if (t === 'unassigned') return f.kind === 'unfiled';
        return f.kind === 'trips' && f.past === (t === 'past') && f.tripPermissionFilter === p;
      }),
    );
  });
  it('the query carries the filters in wire form that the traveler parser reads back', () => {
    fc.assert(
      fc.property(tab, permission, fc.integer({ min: 1, max: 1000 }), (t, p, page) => {
        const f = tripListFilters(t, p);
        if (f.kind !== 'trips') return true;
        const q = tripListQuery(f, page);
        const traveler = parseTravelerFilter(q['traveler'] ?? '');
        return (
          traveler.ok &&
          traveler.value === f.traveler &&
          q['page_size'] === '10' &&
          q['page_num'] === String(page) &&
          q['past'] === String(f.past) &&
          q['trip_permission_filter'] === p
        );
      }),
    );
  });
  it('the tab read from a query is always a tab, and a tab query gives its tab back', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('tab', 'filter', 'x'), fc.oneof(fc.string(), tab)),
        tab,
        (q, t) => TRIP_LIST_TABS.includes(tripListTabFromQuery(q)) && tripListTabFromQuery({ tab: t }) === t,
      ),
    );
  });
});
