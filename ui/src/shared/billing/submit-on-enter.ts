import type { KeyboardEvent } from 'react';

/**
 * Enter in a text field of a form whose buttons sit in the modal's footer (outside the form)
 * does what the primary button does.
 *
 * @example
 * <form onKeyDown={submitOnEnter(() => void save())}>…</form>
 */
export const submitOnEnter = (submit: () => void) => (event: KeyboardEvent<HTMLFormElement>) => {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || !(event.target instanceof HTMLInputElement) || event.defaultPrevented) return;
  event.preventDefault();
  submit();
};
