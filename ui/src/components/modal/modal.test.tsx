import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button.js';
import { renderWithI18n } from '../testing/render-with-i18n.js';
import { MODAL_FOCUS_DELAY_MS, Modal, OVERLAY_OPACITY, type ModalProps } from './modal.js';

function Screen(props: Partial<ModalProps> & { readonly withField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Delete trip</Button>
      <Modal title="Delete trip?" {...props} isOpen={open} onOpenChange={setOpen} footer={<Button onPress={() => setOpen(false)}>Cancel</Button>}>
        <p>Type Delete to confirm.</p>
        {props.withField === true && <input aria-label="Confirmation" />}
      </Modal>
    </>
  );
}

async function open(props: Partial<ModalProps> & { readonly withField?: boolean } = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await renderWithI18n(<Screen {...props} />);
  const trigger = screen.getByRole('button', { name: 'Delete trip' });
  await user.click(trigger);
  return { user, trigger, dialog: await screen.findByRole('dialog', { name: 'Delete trip?' }) };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Modal', () => {
  it('opens as a dialog named by its title, over a 0.85 backdrop', async () => {
    const { dialog } = await open();
    expect(dialog.textContent).toContain('Type Delete to confirm.');
    const overlay = dialog.closest('.wb-modal-overlay') as HTMLElement;
    expect(overlay.style.getPropertyValue('--wb-overlay-opacity')).toBe(String(OVERLAY_OPACITY));
  });
  it('moves focus inside, to the first control of the content after the delay', async () => {
    const { dialog } = await open({ withField: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(MODAL_FOCUS_DELAY_MS));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Confirmation' }));
  });
  it('closes on Escape and gives focus back to the trigger', async () => {
    const { user, trigger } = await open();
    await act(() => vi.advanceTimersByTimeAsync(MODAL_FOCUS_DELAY_MS));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
  it('closes with its labelled close button', async () => {
    const { user, trigger } = await open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
  it('stays open on Escape and has no close button when not dismissable', async () => {
    const { user, dialog } = await open({ isDismissable: false });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
