import type { PlanType } from '@waybook/core';

// One decorative pictogram per plan type (24 × 24, stroked in the current colour). The type's name
// is always written beside it, so the icon is hidden from assistive technology.
const PATHS: Readonly<Record<PlanType, string>> = {
  air: 'M2 14l8-2 4-8h2l-2 8 6-1.5 1.5-2.5h1.5l-1 4 1 4h-1.5L20 13.5l-6-1.5 2 8h-2l-4-8-8-2z',
  lodging: 'M3 19V6M3 14h18v5M21 14v-3a3 3 0 00-3-3h-7v6M7 11.5a1.5 1.5 0 100-.01',
  car: 'M4 16v-4l2-5h12l2 5v4M3 16h18M7 19a1.5 1.5 0 100-.01M17 19a1.5 1.5 0 100-.01M6 12h12',
  rail: 'M7 3h10a2 2 0 012 2v10a2 2 0 01-2 2H7a2 2 0 01-2-2V5a2 2 0 012-2zM5 10h14M9 21l1.5-4M15 21l-1.5-4M8.5 14h.01M15.5 14h.01',
  transport: 'M5 5h14v11H5zM5 11h14M7 19a1.5 1.5 0 100-.01M17 19a1.5 1.5 0 100-.01M9 8h6',
  cruise: 'M3 15l2 5h14l2-5H3zM6 15V9h12v6M9 9V5h6v4M2 21c2 1 4 1 6 0s4-1 6 0 4 1 6 0',
  restaurant: 'M7 3v8M5 3v5a2 2 0 004 0V3M7 11v10M17 3c-2 1-3 4-3 7h3v11',
  activity: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5 6.7 19.4l1.2-6L3.4 9.3l6-.7z',
  note: 'M6 3h9l4 4v14H6zM15 3v4h4M9 11h7M9 15h7',
  map: 'M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14M15 6v14',
  directions: 'M12 2l9 9-9 9-9-9zM9 13v-2h5M12 8.5L14.5 11 12 13.5',
  parking: 'M5 3h14v18H5zM10 17V7h3a3 3 0 010 6h-3',
};

/**
 * The pictogram of a plan type, decorative.
 *
 * @example
 * <PlanTypeIcon type="cruise" />
 */
export function PlanTypeIcon({ type, size = 28 }: { readonly type: PlanType; readonly size?: number }) {
  return (
    <svg
      className="wb-plan-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-plan-type={type}
    >
      <path d={PATHS[type]} />
    </svg>
  );
}
