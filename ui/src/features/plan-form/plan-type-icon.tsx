import type { PlanType } from '@waybook/core';

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The line drawing of each plan type, on a 24 × 24 grid. */
const PATHS: Readonly<Record<PlanType, readonly string[]>> = {
  air: ['M2.5 13.5l7-2 4-7.5h2l-1.5 7 5-1.5a1.5 1.5 0 0 1 .8 2.9L5.5 17l-3-3.5z', 'M6 20h12'],
  lodging: ['M3 18V7', 'M3 14h18v4', 'M21 14v-2a3 3 0 0 0-3-3h-7v5', 'M6.5 11.5a1.5 1.5 0 1 0 0-.01'],
  car: ['M4 16v-3.5L6 8h12l2 4.5V16', 'M3 16h18v2H3z', 'M7 18v2M17 18v2', 'M6.5 13h2M15.5 13h2'],
  rail: ['M7 3h10a2 2 0 0 1 2 2v9a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3V5a2 2 0 0 1 2-2z', 'M5 10h14', 'M9 14h.01M15 14h.01', 'M8 17l-2 4M16 17l2 4'],
  transport: ['M5 4h14a1 1 0 0 1 1 1v11H4V5a1 1 0 0 1 1-1z', 'M4 11h16', 'M4 16v3h3v-3M17 16v3h3v-3', 'M8 13.5h.01M16 13.5h.01'],
  cruise: ['M3 15l2 4h14l2-4H3z', 'M6 15V9h12v6', 'M9 9V5h6v4', 'M2 21c2 0 2-1 4-1s2 1 4 1 2-1 4-1 2 1 4 1 2-1 4-1'],
  restaurant: ['M7 3v7a2 2 0 0 0 2 2v9', 'M11 3v7a2 2 0 0 1-2 2', 'M9 3v5', 'M17 21V3c-2 1-3 4-3 8h3'],
  activity: ['M4 8a2 2 0 0 0 2-2h12a2 2 0 0 0 2 2v8a2 2 0 0 0-2 2H6a2 2 0 0 0-2-2V8z', 'M12 9l1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5L11 11z'],
  note: ['M6 3h9l4 4v14H6z', 'M15 3v4h4', 'M9 11h7M9 14h7M9 17h4'],
  map: ['M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2z', 'M9 4v14M15 6v14'],
  directions: ['M12 3v18', 'M12 5h6l2 2-2 2h-6', 'M12 11H6l-2 2 2 2h6', 'M8 21h8'],
  parking: ['M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z', 'M9 17V7h4a3 3 0 0 1 0 6H9'],
};

/**
 * The icon of a plan type (decorative: the label beside it names the type).
 *
 * @example
 * <PlanTypeIcon type="lodging" />
 */
export function PlanTypeIcon({ type }: { readonly type: PlanType }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PATHS[type].map((d) => (
        <path key={d} d={d} {...STROKE} />
      ))}
    </svg>
  );
}
