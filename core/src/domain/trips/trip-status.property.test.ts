import { describe, it } from 'vitest';
import fc from 'fast-check';
import { TRIP_STATUSES } from './trip.js';
import { displayedTripStatuses, TRIP_STATUS_LABEL_KEYS, tripStatusLabels } from './trip-status.js';

const statuses = fc.array(fc.constantFrom(...TRIP_STATUSES), { maxLength: 12 });

describe('trip status display: properties', () => {
  it('shows a subset of the statuses, without duplicates, and something whenever there is something', () => {
    fc.assert(
      fc.property(statuses, (list) => {
        const shown = displayedTripStatuses(list);
        return shown.every((s) => list.includes(s)) && new Set(shown).size === shown.length && (list.length === 0) === (shown.length === 0);
      }),
    );
  });
  it('conflict or connection_at_risk is shown alone, conflict first; otherwise every status is shown', () => {
    fc.assert(
      fc.property(statuses, (list) => {
        const shown = displayedTripStatuses(list);
        if (list.includes('conflict')) return shown.join() === 'conflict';
        if (list.includes('connection_at_risk')) return shown.join() === 'connection_at_risk';
        return new Set(shown).size === new Set(list).size;
      }),
    );
  });
  it('the order of the input does not matter', () => {
    fc.assert(fc.property(statuses, (list) => displayedTripStatuses(list).join() === displayedTripStatuses([...list].reverse()).join()));
  });
  it('labels are the keys of the shown statuses', () => {
    fc.assert(
      fc.property(
        statuses,
        (list) =>
          tripStatusLabels(list).join() ===
          displayedTripStatuses(list)
            .map((s) => TRIP_STATUS_LABEL_KEYS[s])
            .join(),
      ),
    );
  });
});
