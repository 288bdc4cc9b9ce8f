/**
 * The scroll button shows once the page is taller than this many window heights.
 *
 * @example
 * documentHeight > SCROLL_BUTTON_HEIGHT_RATIO * viewportHeight
 */
export const SCROLL_BUTTON_HEIGHT_RATIO = 2.5;

/**
 * Scroll events are looked at no more often than this (milliseconds).
 *
 * @example
 * window.addEventListener('scroll', throttle(update, SCROLL_BUTTON_THROTTLE_MS));
 */
export const SCROLL_BUTTON_THROTTLE_MS = 100;

/**
 * Hidden, or offering a jump to the bottom or back to the top.
 *
 * @example
 * const state: ScrollButtonState = 'to-top';
 */
export type ScrollButtonState = 'hidden' | 'to-bottom' | 'to-top';

/**
 * What the back-to-top / scroll-to-bottom button shows (part 1 sections 2.6, 9): hidden unless the
 * document is taller than 2.5 window heights; "scroll to bottom" until the user is past half of
 * the scrollable height, then "back to top".
 *
 * @example
 * scrollButtonState({ scrollY: 0, viewportHeight: 800, documentHeight: 1000 })    // 'hidden'
 * scrollButtonState({ scrollY: 0, viewportHeight: 800, documentHeight: 4000 })    // 'to-bottom'
 * scrollButtonState({ scrollY: 2000, viewportHeight: 800, documentHeight: 4000 }) // 'to-top'
 */
export function scrollButtonState(input: { readonly scrollY: number; readonly viewportHeight: number; readonly documentHeight: number }): ScrollButtonState {
  const { scrollY, viewportHeight, documentHeight } = input;
  if (!(viewportHeight > 0) || !(documentHeight > SCROLL_BUTTON_HEIGHT_RATIO * viewportHeight)) return 'hidden';
  const scrollable = documentHeight - viewportHeight;
  return scrollY > scrollable / 2 ? 'to-top' : 'to-bottom';
}

/**
 * Where the button scrolls to: the top, or the bottom of the document.
 *
 * @example
 * scrollButtonTarget('to-top', 4000)    // 0
 * scrollButtonTarget('to-bottom', 4000) // 4000
 */
export function scrollButtonTarget(state: Exclude<ScrollButtonState, 'hidden'>, documentHeight: number): number {
  return state === 'to-top' ? 0 : documentHeight;
}
