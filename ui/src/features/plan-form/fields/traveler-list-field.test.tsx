import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_PLAN_TRAVELER, type PlanTraveler } from '@waybook/core';
import { renderWithI18n } from '../../../components/testing/render-with-i18n.js';
import { TravelerListField } from './traveler-list-field.js';

const person = (firstName: string, lastName: string): PlanTraveler => ({ ...EMPTY_PLAN_TRAVELER, firstName, lastName });
const LOADED = [person('Grace', 'Hopper'), person('Alan', 'Turing')];

/** The field under a parent that holds the list, with a button that replaces it (as a loaded plan does). */
async function renderList(initial: readonly PlanTraveler[]) {
  let latest = initial;
  function Harness() {
    const [value, setValue] = useState(initial);
    latest = value;
    return (
      <>
        <TravelerListField label="Guests" itemLabel={(n) => `Guest ${n}`} addLabel="Add a guest" path="guests" value={value} onChange={setValue} errors={{}} />
        <button type="button" onClick={() => setValue(LOADED)}>
          Replace
        </button>
      </>
    );
  }
  const user = userEvent.setup();
  await renderWithI18n(<Harness />);
  return { user, value: () => latest };
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('TravelerListField', () => {
  it('keeps the text as typed while it names the same people (its own echo rewrites nothing)', async () => {
    const { user, value } = await renderList([]);
    await user.click(screen.getByRole('button', { name: 'Add a guest' }));
    await user.type(box('Guest 1'), 'Ada  Byron ');
    expect(box('Guest 1').value).toBe('Ada  Byron ');
    expect(value()).toEqual([{ ...EMPTY_PLAN_TRAVELER, firstName: 'Ada', lastName: 'Byron' }]);
  });

  it('shows the names of a list the parent replaced', async () => {
    const { user } = await renderList([person('Ada', 'Byron')]);
    expect(box('Guest 1').value).toBe('Ada Byron');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(box('Guest 1').value).toBe('Grace Hopper');
    expect(box('Guest 2').value).toBe('Alan Turing');
  });

  it('moves the focus into each row it adds, also to a place asked for before', async () => {
    const { user } = await renderList([]);
    await user.click(screen.getByRole('button', { name: 'Add a guest' }));
    await waitFor(() => expect(document.activeElement).toBe(box('Guest 1')));
    await user.click(screen.getByRole('button', { name: 'Add a guest' }));
    await waitFor(() => expect(document.activeElement).toBe(box('Guest 2')));
    // The same row asked for again (after a removal) takes the focus again.
    await user.click(screen.getByRole('button', { name: /Guest 2$/ }));
    expect(screen.queryByRole('textbox', { name: 'Guest 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a guest' }));
    await waitFor(() => expect(document.activeElement).toBe(box('Guest 2')));
  });
});
