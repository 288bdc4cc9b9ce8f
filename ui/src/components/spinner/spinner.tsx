import { useTranslation } from 'react-i18next';
import './spinner.css';

/** Props of {@link Spinner}. */
export type SpinnerProps = {
  /** Accessible text; defaults to `components:loading` ("Loading…"). */
  readonly label?: string;
  readonly size?: 'sm' | 'md' | 'lg';
  /** Shows the label beside the circle instead of keeping it for screen readers only. */
  readonly showLabel?: boolean;
  readonly className?: string;
};

/**
 * A busy indicator announced politely to assistive technology.
 *
 * @example
 * <Spinner size="sm" />
 */
export function Spinner({ label, size = 'md', showLabel = false, className }: SpinnerProps) {
  const { t } = useTranslation();
  const text = label ?? t('components:loading');
  const classes = ['wb-spinner', `wb-spinner--${size}`, className].filter(Boolean).join(' ');
  return (
    <span role="status" className={classes}>
      <span className="wb-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? 'wb-spinner__label' : 'wb-visually-hidden'}>{text}</span>
    </span>
  );
}
