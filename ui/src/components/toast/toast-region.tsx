import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import './toast.css';

/** The look and urgency of a toast; errors are announced at once. */
export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** One toast on screen. */
export type ToastItem = { readonly id: string; readonly message: string; readonly variant: ToastVariant };

type ToastRegionProps = {
  readonly toasts: readonly ToastItem[];
  readonly onDismiss: (id: string) => void;
  readonly onPause: (id: string) => void;
  readonly onResume: (id: string) => void;
};

const ICON_PATHS: Readonly<Record<ToastVariant, string>> = {
  success: 'M7 12.5l3 3 7-7',
  error: 'M9 9l6 6M15 9l-6 6',
  info: 'M12 11v6M12 7.5v.5',
  warning: 'M12 7v6M12 16.5v.5',
};

function ToastIcon({ variant }: { readonly variant: ToastVariant }) {
  return (
    <svg className="wb-toast__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d={ICON_PATHS[variant]} fill="none" stroke="#ffffff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The stack of toasts, a labelled region: at the top centre below the navigation bar, at the
 * bottom centre below lg (toast.css), so they never hide the bar. Errors are alerts; the rest are
 * polite status messages.
 *
 * @example
 * <ToastRegion toasts={toasts} onDismiss={dismiss} onPause={pause} onResume={schedule} />
 */
export function ToastRegion({ toasts, onDismiss, onPause, onResume }: ToastRegionProps) {
  const { t } = useTranslation();
  const leave = (id: string) => (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) onResume(id);
  };
  return (
    <section className="wb-toasts" aria-label={t('components:notifications')}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.variant === 'error' ? 'alert' : 'status'}
          className={`wb-toast wb-toast--${toast.variant}`}
          onMouseEnter={() => onPause(toast.id)}
          onMouseLeave={() => onResume(toast.id)}
          onFocus={() => onPause(toast.id)}
          onBlur={leave(toast.id)}
        >
          <ToastIcon variant={toast.variant} />
          <p className="wb-toast__message">{toast.message}</p>
          <Button variant="transparent" size="sm" className="wb-toast__dismiss" aria-label={t('components:dismiss')} onPress={() => onDismiss(toast.id)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Button>
        </div>
      ))}
    </section>
  );
}
