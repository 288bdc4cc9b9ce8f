import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button.js';
import { renderWithI18n } from '../testing/render-with-i18n.js';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastOptions } from './toast-provider.js';

function Trigger({ message, options }: { readonly message: string; readonly options?: ToastOptions }) {
  const toast = useToast();
  return <Button onPress={() => toast.show(message, options)}>Notify {message}</Button>;
}

async function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await renderWithI18n(
    <ToastProvider>
      <Trigger message="Trip saved" options={{ variant: 'success' }} />
      <Trigger message="Could not save the trip" options={{ variant: 'error' }} />
    </ToastProvider>,
  );
  return { user, region: screen.getByRole('region', { name: 'Notifications' }) };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ToastProvider', () => {
  it('shows a toast as a status message in the notifications region', async () => {
    const { user, region } = await setup();
    await user.click(screen.getByRole('button', { name: 'Notify Trip saved' }));
    expect(within(region).getByRole('status').textContent).toContain('Trip saved');
  });
  it('announces errors as alerts, stacked under earlier toasts', async () => {
    const { user, region } = await setup();
    await user.click(screen.getByRole('button', { name: 'Notify Trip saved' }));
    await user.click(screen.getByRole('button', { name: 'Notify Could not save the trip' }));
    expect(within(region).getByRole('alert').textContent).toContain('Could not save the trip');
    const order = [...region.querySelectorAll('.wb-toast')].map((el) => el.textContent);
    expect(order).toEqual(['Trip saved', 'Could not save the trip']);
  });
  it(`closes itself after ${TOAST_DURATION_MS} ms`, async () => {
    const { user, region } = await setup();
    await user.click(screen.getByRole('button', { name: 'Notify Trip saved' }));
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 100));
    expect(within(region).queryByText('Trip saved')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(within(region).queryByText('Trip saved')).toBeNull();
  });
  it('closes with its dismiss button', async () => {
    const { user, region } = await setup();
    await user.click(screen.getByRole('button', { name: 'Notify Trip saved' }));
    await user.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    expect(within(region).queryByText('Trip saved')).toBeNull();
  });
  it('waits while the pointer is on it', async () => {
    const { user, region } = await setup();
    await user.click(screen.getByRole('button', { name: 'Notify Trip saved' }));
    await user.hover(within(region).getByText('Trip saved'));
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS * 2));
    expect(within(region).queryByText('Trip saved')).not.toBeNull();
    await user.unhover(within(region).getByText('Trip saved'));
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS));
    expect(within(region).queryByText('Trip saved')).toBeNull();
  });
  it('has a shorthand per variant', async () => {
    function Shorthand() {
      const toast = useToast();
      return <Button onPress={() => toast.error('Offline')}>Fail</Button>;
    }
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWithI18n(
      <ToastProvider>
        <Shorthand />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert').textContent).toBe('Offline');
  });
  it('needs a provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="x" />)).toThrow(/ToastProvider/);
    quiet.mockRestore();
  });
});
