import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Link, type LinkProps } from 'react-router-dom';
import './button.css';

/** The button looks of the spec (part 1 section 2.8). */
export const BUTTON_VARIANTS = [
  'success',
  'primary',
  'danger',
  'warning',
  'info',
  'default',
  'transparent',
  'link',
  'outline-primary',
  'outline-danger',
] as const;

/** One of {@link BUTTON_VARIANTS}. */
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** Button sizes; every size keeps a 44px touch target. */
export type ButtonSize = 'sm' | 'md' | 'lg';

type Look = { readonly variant?: ButtonVariant; readonly size?: ButtonSize; readonly className?: string };

/** Props of {@link Button}: react-aria's button props (onPress, isDisabled, type, aria-*) plus the look. */
export type ButtonProps = Omit<AriaButtonProps, 'className'> & Look;

/** Props of {@link LinkButton}: a react-router link plus the look. */
export type LinkButtonProps = Omit<LinkProps, 'className'> & Look;

/**
 * The class list of a button look, also usable on elements that must look like buttons.
 *
 * @example
 * buttonClassName({ variant: 'danger', size: 'sm' }) // 'wb-button wb-button--danger wb-button--sm'
 */
export function buttonClassName({ variant = 'primary', size = 'md', className }: Look = {}): string {
  return ['wb-button', `wb-button--${variant}`, `wb-button--${size}`, className].filter(Boolean).join(' ');
}

/**
 * An accessible button (react-aria `Button`).
 *
 * @example
 * <Button variant="danger" onPress={remove}>Delete trip</Button>
 */
export function Button({ variant, size, className, ...rest }: ButtonProps) {
  return <AriaButton {...rest} className={buttonClassName({ variant, size, className })} />;
}

/**
 * A react-router link that looks like a button.
 *
 * @example
 * <LinkButton to="/trips/new" variant="primary">New trip</LinkButton>
 */
export function LinkButton({ variant, size, className, ...rest }: LinkButtonProps) {
  return <Link {...rest} className={buttonClassName({ variant, size, className })} />;
}
