import { describe, expect, it } from 'vitest';
import { SCROLL_BUTTON_HEIGHT_RATIO, SCROLL_BUTTON_THROTTLE_MS, scrollButtonState, scrollButtonTarget } from './scroll-button.js';

describe('scroll button', () => {
  it('uses the spec constants', () => {
    expect(SCROLL_BUTTON_HEIGHT_RATIO).toBe(2.5);
    expect(SCROLL_BUTTON_THROTTLE_MS).toBe(100);
  });
  it('is hidden unless the page is taller than 2.5 window heights', () => {
    expect(scrollButtonState({ scrollY: 0, viewportHeight: 800, documentHeight: 1000 })).toBe('hidden');
    expect(scrollButtonState({ scrollY: 0, viewportHeight: 800, documentHeight: 2000 })).toBe('hidden');
    expect(scrollButtonState({ scrollY: 0, viewportHeight: 800, documentHeight: 2001 })).toBe('to-bottom');
    expect(scrollButtonState({ scrollY: 0, viewportHeight: 0, documentHeight: 2001 })).toBe('hidden');
  });
  it('switches to back-to-top once past half of the scrollable height', () => {
    // scrollable = 4000 - 800 = 3200, half = 1600
    expect(scrollButtonState({ scrollY: 1600, viewportHeight: 800, documentHeight: 4000 })).toBe('to-bottom');
    expect(scrollButtonState({ scrollY: 1601, viewportHeight: 800, documentHeight: 4000 })).toBe('to-top');
    expect(scrollButtonState({ scrollY: 3200, viewportHeight: 800, documentHeight: 4000 })).toBe('to-top');
  });
  it('scrolls to the top or to the bottom', () => {
    expect(scrollButtonTarget('to-top', 4000)).toBe(0);
    expect(scrollButtonTarget('to-bottom', 4000)).toBe(4000);
  });
});
