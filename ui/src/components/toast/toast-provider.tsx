import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastRegion, type ToastItem, type ToastVariant } from './toast-region.js';

/** How long a toast stays on screen (part 1 section 2.8). */
export const TOAST_DURATION_MS = 5000;

export type { ToastVariant };

/** Options of {@link ToastApi.show}. */
export type ToastOptions = { readonly variant?: ToastVariant };

/**
 * What {@link useToast} gives: show a message (returns its id), dismiss one early, and a
 * shorthand per variant (`toast.error(message)` is `toast.show(message, { variant: 'error' })`).
 */
export type ToastApi = {
  readonly show: (message: string, options?: ToastOptions) => string;
  readonly dismiss: (id: string) => void;
} & { readonly [V in ToastVariant]: (message: string) => string };

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Holds the toasts of the app and shows them, stacked, at the top centre below the navigation bar
 * (at the bottom centre on phones and tablets). Each closes after {@link TOAST_DURATION_MS}; the timer pauses while the pointer or focus is on it.
 *
 * @example
 * <ToastProvider><App /></ToastProvider>
 */
export function ToastProvider({ children }: { readonly children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly ToastItem[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const counter = useRef(0);

  const pause = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      pause(id);
      setToasts((list) => list.filter((toast) => toast.id !== id));
    },
    [pause],
  );

  const schedule = useCallback(
    (id: string) => {
      pause(id);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
    },
    [pause, dismiss],
  );

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setToasts((list) => [...list, { id, message, variant: options.variant ?? 'info' }]);
      schedule(id);
      return id;
    },
    [schedule],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message) => show(message, { variant: 'success' }),
      error: (message) => show(message, { variant: 'error' }),
      info: (message) => show(message, { variant: 'info' }),
      warning: (message) => show(message, { variant: 'warning' }),
    }),
    [show, dismiss],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} onPause={pause} onResume={schedule} />
    </ToastContext.Provider>
  );
}

/**
 * Shows and dismisses toasts; needs a {@link ToastProvider} above.
 *
 * @example
 * const toast = useToast();
 * toast.show('Trip saved', { variant: 'success' });
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToast needs a <ToastProvider> above it.');
  return api;
}
