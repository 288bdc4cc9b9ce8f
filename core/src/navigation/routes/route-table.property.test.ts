import { describe, it } from 'vitest';
import fc from 'fast-check';
import { isRouteName, ROUTES, type RouteName } from './route-table.js';

const KNOWN_PARAMS = ['tripUuid', 'segmentUuid', 'reservationUuid', 'emailUuid', 'receiptId', 'pointsProgramId'];
const name = fc.constantFrom(...(Object.keys(ROUTES) as RouteName[]));

describe('route table: properties', () => {
  it('every route is absolute, has no empty segment, and only known parameters, each once', () => {
    fc.assert(
      fc.property(name, (n) => {
        const pattern: string = ROUTES[n];
        const params = pattern
          .split('/')
          .filter((s) => s.startsWith(':'))
          .map((s) => s.slice(1));
        const innerEmpty =
          pattern !== '/' &&
          pattern
            .split('/')
            .slice(1)
            .some((s) => s === '');
        return (
          isRouteName(n) && pattern.startsWith('/') && !innerEmpty && params.every((p) => KNOWN_PARAMS.includes(p)) && new Set(params).size === params.length
        );
      }),
    );
  });
  it('segment routes live under /trips/:tripUuid or /unfiled and unfiled ones use :reservationUuid', () => {
    fc.assert(
      fc.property(name, (n) => {
        const pattern: string = ROUTES[n];
        if (n.startsWith('unfiled_segment_')) return pattern.startsWith('/unfiled/') && pattern.includes(':reservationUuid');
        if (n.startsWith('segment_')) return pattern.startsWith('/trips/:tripUuid/') && !pattern.includes(':reservationUuid');
        return true;
      }),
    );
  });
});
