import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isMobileViewport, isNavbarExpanded, VIEWPORT_MIN_WIDTH, VIEWPORT_SIZES, viewportSize } from './viewport.js';

describe('viewport sizes', () => {
  it('follow the breakpoints 576, 768, 992, 1200', () => {
    expect(viewportSize(0)).toBe('xs');
    expect(viewportSize(575)).toBe('xs');
    expect(viewportSize(576)).toBe('sm');
    expect(viewportSize(767)).toBe('sm');
    expect(viewportSize(768)).toBe('md');
    expect(viewportSize(991)).toBe('md');
    expect(viewportSize(992)).toBe('lg');
    expect(viewportSize(1200)).toBe('xl');
  });
  it('mobile is xs or sm; the navbar is expanded at lg or xl', () => {
    expect(VIEWPORT_SIZES.filter(isMobileViewport)).toEqual(['xs', 'sm']);
    expect(VIEWPORT_SIZES.filter(isNavbarExpanded)).toEqual(['lg', 'xl']);
  });
  it('property: a wider viewport is never a smaller size, and each size starts at its minimum width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const sizeLo = viewportSize(lo);
        return VIEWPORT_SIZES.indexOf(sizeLo) <= VIEWPORT_SIZES.indexOf(viewportSize(hi)) && lo >= VIEWPORT_MIN_WIDTH[sizeLo];
      }),
    );
  });
});
