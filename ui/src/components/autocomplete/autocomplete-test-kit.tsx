import { useState } from 'react';
import { vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type Suggestion } from '@waybook/core';
import { renderWithI18n } from '../testing/render-with-i18n.js';
import { Autocomplete, type AutocompleteProps } from './autocomplete.js';

export const city = (id: number, label = `City ${id}`): Suggestion => ({ id: `c${id}`, label });
export const PARIS = city(1, 'Paris, France');
export const PARIS_TX = city(2, 'Paris, Texas');

export type Props = Partial<AutocompleteProps> & { readonly spy?: (s: Suggestion | null) => void };

/** An Autocomplete whose parent keeps the selection, as the app's forms do. */
function Controlled({ spy, ...props }: Props) {
  const [selected, setSelected] = useState<Suggestion | null>(props.selected ?? null);
  const search = props.search ?? (async () => ok([PARIS, PARIS_TX]));
  return (
    <Autocomplete
      label="Home city"
      {...props}
      search={search}
      selected={selected}
      onSelect={(s) => {
        setSelected(s);
        spy?.(s);
      }}
    />
  );
}

/** Renders a "Home city" autocomplete; call with fake timers on. */
export async function setup(props: Props = {}) {
  const spy = vi.fn<(s: Suggestion | null) => void>();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await renderWithI18n(<Controlled spy={spy} {...props} />);
  const input = screen.getByRole('combobox', { name: 'Home city' }) as HTMLInputElement;
  return { spy, user, input };
}

/** Lets the debounce run out and the search answer. */
export const settle = () => act(() => vi.advanceTimersByTimeAsync(600));
