import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DisclosureMenu } from './disclosure-menu.js';

function renderMenu(onChoose = vi.fn()) {
  const user = userEvent.setup();
  render(
    <>
      <DisclosureMenu trigger="Support" triggerClassName="trigger" label="Support links">
        <li>
          <a href="#help">Help</a>
        </li>
        <li>
          <button type="button" onClick={() => onChoose('contact')}>
            Contact
          </button>
        </li>
        <li>
          <a href="#status">Status</a>
        </li>
      </DisclosureMenu>
      <button type="button">After</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Support' });
  const list = () => screen.queryByRole('list', { name: 'Support links' });
  return { user, button, list, onChoose };
}

describe('DisclosureMenu', () => {
  it('opens and closes from its button, which says whether it is open and what it controls', async () => {
    const { user, button, list } = renderMenu();
    expect(list()).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('type')).toBe('button');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(list()?.id);
    // Opened with a click or Enter, focus stays on the button (the disclosure pattern).
    expect(document.activeElement).toBe(button);
    await user.click(button);
    expect(list()).toBeNull();
  });

  it('moves between the entries with the arrow keys, Home and End, wrapping around', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Help' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Contact' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Status' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Help' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Status' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Help' }));
  });

  it('opens on the last entry with Up from its button', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Status' }));
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user, button, list } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(list()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when an entry is chosen, after the entry has run', async () => {
    const { user, button, list, onChoose } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    expect(onChoose).toHaveBeenCalledWith('contact');
    expect(list()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when Tab leaves it or a click lands outside, without taking focus back', async () => {
    const { user, button, list } = renderMenu();
    await user.click(button);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Status' }));
    expect(list()).not.toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    expect(list()).toBeNull();

    await user.click(button);
    fireEvent.pointerDown(document.body);
    expect(list()).toBeNull();
  });
});
