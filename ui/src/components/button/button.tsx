import type { ButtonHTMLAttributes, MouseEvent } from 'react';
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

/** What a native button takes that {@link Button} names its own way (or decides itself). */
type NativeOnly = 'className' | 'onClick' | 'disabled' | 'type';

/** Props of {@link Button}: a native button's attributes (aria-*, id, form ...) plus the look. */
export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, NativeOnly> &
  Look & {
    /** Runs on a click, Enter or Space, unless the button is disabled or pending. */
    readonly onPress?: () => void;
    readonly isDisabled?: boolean;
    /** Work started by the button is running: it shows a spinner, stays focusable and ignores presses. */
    readonly isPending?: boolean;
    /** `button` unless given: a button never submits a form by accident. */
    readonly type?: 'button' | 'submit' | 'reset';
  };

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
 * A native button with the design system's look. It needs no library: the first page (the trip
 * list and the frame) uses it before react-aria is loaded. A pending button keeps its focus
 * (not `disabled`, which would drop it to the page) and cannot submit its form twice.
 *
 * @example
 * <Button variant="danger" onPress={remove}>Delete trip</Button>
 */
export function Button({ variant, size, className, onPress, isDisabled, isPending, type = 'button', ...rest }: ButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) event.preventDefault();
    else onPress?.();
  };
  return (
    <button
      {...rest}
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      className={buttonClassName({ variant, size, className })}
      onClick={press}
    />
  );
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
