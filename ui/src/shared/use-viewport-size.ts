import { useSyncExternalStore } from 'react';
import { VIEWPORT_MIN_WIDTH, viewportSize, type ViewportSize } from '@waybook/core';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const current = (): ViewportSize => viewportSize(window.innerWidth);
// Without a window (server rendering) assume a desktop layout.
const server = (): ViewportSize => viewportSize(VIEWPORT_MIN_WIDTH.xl);

/**
 * The viewport size (xs to xl), following window resizes.
 *
 * @example
 * const mobile = isMobileViewport(useViewportSize());
 */
export function useViewportSize(): ViewportSize {
  return useSyncExternalStore(subscribe, current, server);
}
