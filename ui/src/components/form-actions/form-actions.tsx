import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../button/button.js';

/**
 * Why a form was not sent, read out at once (role alert); nothing when there is no failure.
 *
 * @example
 * <FormFailure message={failure} />
 */
export function FormFailure({ message }: { readonly message: ReactNode }) {
  if (message === '' || message === null || message === undefined) return null;
  return (
    <div className="wb-alert wb-alert--danger" role="alert">
      <p>{message}</p>
    </div>
  );
}

/**
 * The two buttons that end a form in a modal: dismiss (closes, sends nothing) and submit, which
 * shows its pending label while the form is being sent.
 *
 * @example
 * <FormActions className="wb-billing__actions" dismiss={t('keep')} onDismiss={close} submit={t('confirm')} pendingLabel={t('confirming')} isPending={sending} variant="danger" />
 */
export function FormActions(p: {
  readonly className: string;
  readonly dismiss: string;
  readonly onDismiss: () => void;
  readonly submit: string;
  readonly pendingLabel: string;
  readonly isPending: boolean;
  readonly variant?: ButtonVariant;
}) {
  return (
    <div className={p.className}>
      <Button type="button" variant="default" onPress={p.onDismiss}>
        {p.dismiss}
      </Button>
      <Button type="submit" variant={p.variant ?? 'primary'} isPending={p.isPending}>
        {p.isPending ? p.pendingLabel : p.submit}
      </Button>
    </div>
  );
}
