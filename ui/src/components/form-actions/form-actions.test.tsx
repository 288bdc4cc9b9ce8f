import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormActions, FormFailure } from './form-actions.js';

describe('FormFailure', () => {
  it('reads the failure out as an alert, and is absent without one', () => {
    const { rerender } = render(<FormFailure message="Your card was declined." />);
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    rerender(<FormFailure message="" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('FormActions', () => {
  it('dismisses without submitting, submits the form, and shows the pending label while sending', async () => {
    const onDismiss = vi.fn();
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    const actions = (isPending: boolean) => (
      <form onSubmit={onSubmit}>
        <FormActions
          className="x"
          dismiss="Keep Pro"
          onDismiss={onDismiss}
          submit="Cancel Pro"
          pendingLabel="Canceling…"
          isPending={isPending}
          variant="danger"
        />
      </form>
    );
    const { rerender } = render(actions(false));
    await userEvent.click(screen.getByRole('button', { name: 'Keep Pro' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Pro' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(actions(true));
    expect(screen.getByRole('button', { name: /Canceling…/ })).toBeTruthy();
  });
});
