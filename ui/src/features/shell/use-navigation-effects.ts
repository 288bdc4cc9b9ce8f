import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';
import { deepestTitleKey, hashTargetId, pageTitle } from '@waybook/core';

type Modality = 'pointer' | 'keyboard' | 'unknown';

// Hash targets may sit in a page that is still loading; look for them a few times.
const HASH_RETRIES = 10;
const HASH_RETRY_MS = 100;

/** Remembers whether the last input came from a pointer or the keyboard. */
function useLastModality(): RefObject<Modality> {
  const modality = useRef<Modality>('unknown');
  useEffect(() => {
    const pointer = () => {
      modality.current = 'pointer';
    };
    const keyboard = (e: KeyboardEvent) => {
      if (!e.metaKey && !e.ctrlKey && !e.altKey) modality.current = 'keyboard';
    };
    document.addEventListener('pointerdown', pointer, true);
    document.addEventListener('mousedown', pointer, true);
    document.addEventListener('keydown', keyboard, true);
    return () => {
      document.removeEventListener('pointerdown', pointer, true);
      document.removeEventListener('mousedown', pointer, true);
      document.removeEventListener('keydown', keyboard, true);
    };
  }, []);
  return modality;
}

/** Scrolls to the element a hash names, retrying while it is not rendered yet; returns a cancel. */
function scrollToHash(id: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = (left: number) => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView?.();
    else if (left > 0) timer = setTimeout(() => attempt(left - 1), HASH_RETRY_MS);
  };
  attempt(HASH_RETRIES);
  return () => clearTimeout(timer);
}

function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/**
 * The frame's work after each navigation (part 1 section 2): sets document.title to
 * "<route title> - Waybook", returns the title to announce in a live region, scrolls to the hash
 * target or to the top, and moves focus to `main` unless the user navigated with a pointer.
 * The first load is not announced and keeps focus where the browser put it.
 *
 * @example
 * const announcement = useNavigationEffects(mainRef);
 */
export function useNavigationEffects(main: RefObject<HTMLElement | null>): string {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const { pathname, search, hash } = useLocation();
  const key = deepestTitleKey(matches);
  // A title from a page's own catalogue (`billing:page.title`) may not be loaded yet on the way
  // from the trip list: it is fetched, and the title waits for it (the frame renders again once
  // it is loaded), rather than showing or announcing the key.
  const namespace = key?.includes(':') === true ? (key.split(':')[0] ?? 'common') : 'common';
  const ready = key === undefined || i18n.hasLoadedNamespace(namespace);
  useEffect(() => {
    if (!ready) void i18n.loadNamespaces(namespace);
  }, [ready, namespace, i18n]);
  const title = pageTitle(key === undefined || !ready ? undefined : t(key));
  const [announcement, setAnnouncement] = useState('');
  const modality = useLastModality();
  const shownPage = useRef<string | undefined>(undefined);
  const arrive = useEffectEvent(() => {
    setAnnouncement(title);
    if (modality.current !== 'pointer') main.current?.focus({ preventScroll: true });
  });

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    const page = `${pathname}${search}`;
    const previous = shownPage.current;
    // A new page is announced once its title can be read (this runs again when it can).
    if (!ready && previous !== undefined && previous !== page) return undefined;
    shownPage.current = page;
    const target = hashTargetId(hash);
    // Same page: a hash-only change (or a repeated effect) only scrolls to the new target.
    if (previous === page || previous === undefined) return target === undefined ? undefined : scrollToHash(target);
    arrive();
    if (target !== undefined) return scrollToHash(target);
    scrollToTop();
    return undefined;
  }, [pathname, search, hash, ready]);

  return announcement;
}
