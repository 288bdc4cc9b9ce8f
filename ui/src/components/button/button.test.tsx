import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BUTTON_VARIANTS, Button, LinkButton } from './button.js';

describe('Button', () => {
  it('is a primary, medium button by default', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).className).toBe('wb-button wb-button--primary wb-button--md');
  });
  it.each(BUTTON_VARIANTS)('renders the %s variant', (variant) => {
    render(
      <Button variant={variant} size="lg">
        Go
      </Button>,
    );
    const classes = screen.getByRole('button', { name: 'Go' }).classList;
    expect(classes.contains(`wb-button--${variant}`)).toBe(true);
    expect(classes.contains('wb-button--lg')).toBe(true);
  });
  it('fires onPress from a click and from the keyboard', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(<Button onPress={onPress}>Add plan</Button>);
    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });
  it('does not fire when disabled, and passes type and aria props through', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(
      <Button isDisabled type="submit" aria-describedby="hint" onPress={onPress}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('aria-describedby')).toBe('hint');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.hasAttribute('data-disabled')).toBe(true);
  });
  it('is a button, not a submit, unless told', () => {
    render(
      <form>
        <Button>Cancel</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
  });
  it('while pending keeps focus, ignores presses and does not submit its form again', async () => {
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const user = userEvent.setup();
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" onPress={onPress}>
          Save
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" onPress={onPress} isPending>
          Save
        </Button>
      </form>,
    );
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('data-pending')).toBe(true);
    expect(button.hasAttribute('disabled')).toBe(false);
  });
});

describe('LinkButton', () => {
  it('is a link styled as a button', () => {
    render(
      <MemoryRouter>
        <LinkButton to="/trips" variant="outline-danger" size="sm" className="extra">
          Trips
        </LinkButton>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Trips' });
    expect(link.getAttribute('href')).toBe('/trips');
    expect(link.className).toBe('wb-button wb-button--outline-danger wb-button--sm extra');
  });
});
