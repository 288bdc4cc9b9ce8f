import { describe, it } from 'vitest';
import fc from 'fast-check';
import { SCROLL_BUTTON_HEIGHT_RATIO, scrollButtonState } from './scroll-button.js';

const viewport = fc.integer({ min: 1, max: 5000 });

describe('scroll button: properties', () => {
  it('is shown exactly when the document is taller than 2.5 viewports', () => {
    fc.assert(
      fc.property(
        viewport,
        fc.integer({ min: 0, max: 50000 }),
        fc.integer({ min: 0, max: 50000 }),
        (vh, dh, y) => (scrollButtonState({ scrollY: y, viewportHeight: vh, documentHeight: dh }) === 'hidden') === !(dh > SCROLL_BUTTON_HEIGHT_RATIO * vh),
      ),
    );
  });
  it('flips from to-bottom to to-top once, as the user scrolls down', () => {
    fc.assert(
      fc.property(viewport, fc.integer({ min: 0, max: 50000 }), fc.integer({ min: 0, max: 50000 }), (vh, extra, y) => {
        const dh = Math.floor(SCROLL_BUTTON_HEIGHT_RATIO * vh) + 1 + extra;
        const here = scrollButtonState({ scrollY: y, viewportHeight: vh, documentHeight: dh });
        const further = scrollButtonState({ scrollY: y + 1, viewportHeight: vh, documentHeight: dh });
        const expected = y > (dh - vh) / 2 ? 'to-top' : 'to-bottom';
        return here === expected && !(here === 'to-top' && further === 'to-bottom');
      }),
    );
  });
});
