import { Button } from '../../components/button/button.js';

/** Props of {@link TripLoadFailed}. */
export interface TripLoadFailedProps {
  /** The screen's title, kept as its heading. */
  readonly heading: string;
  readonly message: string;
  readonly retryLabel: string;
  readonly onRetry: () => void;
  /** Further classes of the alert card. */
  readonly className?: string;
}

/**
 * A trip screen whose trip could not be loaded: its heading, then an alert with the message and a
 * retry button.
 *
 * @example
 * <TripLoadFailed heading={t('editHeading')} message={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} />
 */
export function TripLoadFailed({ heading, message, retryLabel, onRetry, className }: TripLoadFailedProps) {
  return (
    <div className="wb-page">
      <h1>{heading}</h1>
      <div className={className === undefined ? 'wb-card' : `wb-card ${className}`} role="alert">
        <p>{message}</p>
        <Button variant="primary" onPress={onRetry}>
          {retryLabel}
        </Button>
      </div>
    </div>
  );
}
