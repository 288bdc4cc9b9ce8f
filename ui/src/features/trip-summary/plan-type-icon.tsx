import type { PlanType } from '@waybook/core';

// One outline icon per plan type (24 × 24, stroked in the text colour). They are decoration: the
// row they sit in names its kind in text.
const PATHS: Readonly<Record<PlanType, string>> = {
  air: 'M10.5 20.5 12 17l-1-6-7 3v-2l7-5V3.5a1.5 1.5 0 0 1 3 0V7l7 5v2l-7-3-1 6 1.5 3.5',
  lodging: 'M3 19V6M3 15h18v4M21 15v-3a3 3 0 0 0-3-3h-7v6M7 12.5a1.5 1.5 0 1 0 0-.01',
  car: 'M5 16v3M19 16v3M3 16v-4l2-5h14l2 5v4zM3 12h18M7 14h.01M17 14h.01',
  rail: 'M7 3h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM5 10h14M9 14h.01M15 14h.01M8 17l-2 4M16 17l2 4',
  transport: 'M6 4h12a2 2 0 0 1 2 2v11H4V6a2 2 0 0 1 2-2zM4 11h16M7 17v3M17 17v3M8 14h.01M16 14h.01',
  cruise: 'M3 15h18l-2 5H5zM6 15V9h12v6M9 9V5h6v4M2 21c2 0 2-1 4-1s2 1 4 1 2-1 4-1 2 1 4 1 2-1 4-1',
  restaurant: 'M7 3v18M4 3v5a3 3 0 0 0 6 0V3M17 21V3c-2 1-3 4-3 8h3',
  activity: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4l-5.3 3 1.2-6-4.5-4.1 6-.7z',
  note: 'M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h7',
  map: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  directions: 'M12 2l10 10-10 10L2 12zM9 14v-2a2 2 0 0 1 2-2h4M13 8l2 2-2 2',
  parking: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM9 17V7h4a3 3 0 0 1 0 6H9',
};

/** The icon a layover row shows: a clock. */
const LAYOVER_PATH = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2';

/**
 * The icon of a plan type, or of a layover, hidden from assistive technology.
 *
 * @example
 * <PlanTypeIcon type="air" />
 */
export function PlanTypeIcon({ type }: { readonly type: PlanType | 'layover' }) {
  return (
    <svg className={`wb-plan-icon wb-plan-icon--${type}`} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={type === 'layover' ? LAYOVER_PATH : PATHS[type]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
