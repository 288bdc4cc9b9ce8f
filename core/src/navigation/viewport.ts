/**
 * The viewport sizes of part 1 section 2.8, smallest first.
 *
 * @example
 * VIEWPORT_SIZES.filter(isMobileViewport) // ['xs', 'sm']
 */
export const VIEWPORT_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/**
 * One of the viewport sizes.
 *
 * @example
 * const size: ViewportSize = 'lg';
 */
export type ViewportSize = (typeof VIEWPORT_SIZES)[number];

/**
 * The smallest width (CSS pixels) of each size, as in the CSS media queries.
 *
 * @example
 * VIEWPORT_MIN_WIDTH.lg // 992
 */
export const VIEWPORT_MIN_WIDTH: Readonly<Record<ViewportSize, number>> = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 };

/**
 * The viewport size of a width in CSS pixels.
 *
 * @example
 * viewportSize(375)  // 'xs'
 * viewportSize(800)  // 'md'
 * viewportSize(1280) // 'xl'
 */
export function viewportSize(width: number): ViewportSize {
  let size: ViewportSize = 'xs';
  for (const candidate of VIEWPORT_SIZES) if (width >= VIEWPORT_MIN_WIDTH[candidate]) size = candidate;
  return size;
}

/**
 * Mobile is xs or sm (below 768 px).
 *
 * @example
 * isMobileViewport('sm') // true
 * isMobileViewport('md') // false
 */
export function isMobileViewport(size: ViewportSize): boolean {
  return size === 'xs' || size === 'sm';
}

/**
 * The navigation bar is expanded at lg or xl (992 px and wider) and collapsed behind a menu
 * button below.
 *
 * @example
 * isNavbarExpanded('lg') // true
 * isNavbarExpanded('md') // false
 */
export function isNavbarExpanded(size: ViewportSize): boolean {
  return size === 'lg' || size === 'xl';
}
