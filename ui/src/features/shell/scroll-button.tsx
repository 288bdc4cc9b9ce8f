import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SCROLL_BUTTON_THROTTLE_MS, scrollButtonState, scrollButtonTarget, type ScrollButtonState } from '@waybook/core';
import { ArrowDownIcon, ArrowUpIcon } from './icons.js';
import './scroll-button.css';

/** Calls `fn` at most once per `ms`, with a trailing call so the last event is never lost. */
export function throttle(fn: () => void, ms: number): { (): void; cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) run();
    else timer ??= setTimeout(run, wait);
  };
  throttled.cancel = () => clearTimeout(timer);
  return throttled;
}

function measure(): ScrollButtonState {
  return scrollButtonState({
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    documentHeight: document.documentElement.scrollHeight,
  });
}

/**
 * The floating back-to-top / scroll-to-bottom button (part 1 section 2.6): shown on pages taller
 * than 2.5 windows, pointing down until the reader is past half the page, then up.
 *
 * @example
 * <ScrollButton />
 */
export function ScrollButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [state, setState] = useState<ScrollButtonState>('hidden');

  useEffect(() => {
    const update = throttle(() => setState(measure()), SCROLL_BUTTON_THROTTLE_MS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // The page also grows and shrinks without scrolling, e.g. when a list finishes loading.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(document.body);
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [pathname]);

  if (state === 'hidden') return null;
  const toTop = state === 'to-top';
  return (
    <button
      type="button"
      className="wb-scroll-button"
      onClick={() => window.scrollTo({ top: scrollButtonTarget(state, document.documentElement.scrollHeight) })}
    >
      {toTop ? <ArrowUpIcon /> : <ArrowDownIcon />}
      <span className="wb-scroll-button__label">{toTop ? t('scroll.toTop') : t('scroll.toBottom')}</span>
    </button>
  );
}
