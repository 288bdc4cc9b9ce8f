import { useContext, useEffect, useEffectEvent } from 'react';
import type { Suggestion } from '@waybook/core';
import { ComboBoxStateContext } from 'react-aria-components';
// Every suggestion combobox renders these parts, so their stylesheet comes with them: a page that
// builds its own combobox (the airline and airport fields) gets the list styled in its own chunk.
import '../field/field.css';
import './autocomplete.css';

/**
 * Opens the list when an answer with matches arrives while the user is in the field: react-aria
 * opens it on typing only, and answers come after the debounce, when typing has stopped.
 */
export function OpenOnAnswer({ answer, hasItems }: { readonly answer: readonly Suggestion[]; readonly hasItems: boolean }) {
  const state = useContext(ComboBoxStateContext);
  // Runs only when an answer arrives; the combobox state is read, not watched.
  const openIfFocused = useEffectEvent(() => {
    if (state !== null && hasItems && state.isFocused && !state.isOpen) state.open(null, 'input');
  });
  useEffect(() => {
    openIfFocused();
  }, [answer]);
  return null;
}

/** The cross of the clear button. */
export function ClearIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
