import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollButton, throttle } from './scroll-button.js';
import { renderShell } from '../../shared/testing/render-shell.js';

function page({ height, scrollY }: { height: number; scrollY: number }) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

const show = () => renderShell({ routes: [{ path: '*', element: <ScrollButton /> }] });
const scrollTo = vi.fn();

beforeEach(() => {
  window.innerHeight = 800;
  window.scrollTo = scrollTo as typeof window.scrollTo;
});
afterEach(() => {
  page({ height: 0, scrollY: 0 });
  scrollTo.mockReset();
  vi.useRealTimers();
});

describe('ScrollButton', () => {
  it('is absent on pages up to 2.5 window heights', async () => {
    page({ height: 2000, scrollY: 0 });
    await show();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('scrolls to the bottom near the top of a long page', async () => {
    page({ height: 4000, scrollY: 0 });
    const { user } = await show();
    await user.click(screen.getByRole('button', { name: 'Scroll to bottom' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 4000 });
  });

  it('switches to back-to-top once past half of the scrollable height', async () => {
    page({ height: 4000, scrollY: 0 });
    const { user } = await show();
    page({ height: 4000, scrollY: 1700 });
    fireEvent.scroll(window);
    const back = await screen.findByRole('button', { name: 'Back to top' });
    await user.click(back);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('hides again when the page becomes short', async () => {
    page({ height: 4000, scrollY: 0 });
    await show();
    page({ height: 1000, scrollY: 0 });
    fireEvent(window, new Event('resize'));
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});

describe('throttle', () => {
  it('runs at once, then at most once per interval with a trailing call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(99));
    expect(fn).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(fn).toHaveBeenCalledTimes(2);
    throttled.cancel();
  });

  it('drops the trailing call when cancelled', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
