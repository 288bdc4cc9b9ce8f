import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './disclosure-menu.css';

/** Props of {@link DisclosureMenu}. */
export interface DisclosureMenuProps {
  /** What the trigger shows. */
  readonly trigger: ReactNode;
  readonly triggerClassName: string;
  /** The trigger's accessible name, when what it shows does not say it. */
  readonly triggerLabel?: string;
  /** The list's accessible name. */
  readonly label: string;
  /** The entries: `<li>`s holding one link or button each (`wb-dropdown__item`). */
  readonly children: ReactNode;
}

const ITEMS = 'a[href], button:not([disabled])';

/** The links and buttons of the open list, in order. */
function itemsOf(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>(ITEMS)] : [];
}

/** Moves focus for an arrow, Home or End key (arrows wrap around); false for any other key. */
function moveFocus(list: HTMLElement | null, key: string): boolean {
  const items = itemsOf(list);
  if (items.length === 0) return false;
  const at = items.findIndex((item) => item === document.activeElement);
  const next: Record<string, number> = {
    ArrowDown: (at + 1) % items.length,
    ArrowUp: (at - 1 + items.length) % items.length,
    Home: 0,
    End: items.length - 1,
  };
  const index = next[key];
  if (index === undefined) return false;
  items[index]?.focus();
  return true;
}

/**
 * A navigation dropdown in the disclosure pattern (WAI-ARIA APG, "disclosure navigation menu"): a
 * native button that shows or hides a list of links and buttons. Escape closes it and gives focus
 * back to the button; a click outside, leaving it with Tab or choosing an entry closes it; Down and
 * Up (also from the button), Home and End move between the entries. Native elements only: the
 * navigation bar is on the first page, before any widget library is loaded.
 *
 * @example
 * <DisclosureMenu trigger="Support" triggerClassName="wb-navbar__link" label="Support">
 *   <li><a href="/support">Contact support</a></li>
 * </DisclosureMenu>
 */
export function DisclosureMenu({ trigger, triggerClassName, triggerLabel, label, children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  // Opened with Down or Up from the button, focus goes to the first or the last entry.
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    if (focusOnOpen !== null)
      itemsOf(list.current)
        .at(focusOnOpen === 'last' ? -1 : 0)
        ?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, focusOnOpen]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const show = (focus: 'first' | 'last' | null) => {
    setFocusOnOpen(focus);
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    } else if (event.target === button.current && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      if (open) moveFocus(list.current, event.key === 'ArrowDown' ? 'Home' : 'End');
      else show(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (open && event.target !== button.current && moveFocus(list.current, event.key)) {
      event.preventDefault();
    }
  };

  return (
    <div
      className="wb-disclosure-menu"
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tab (or a click) took focus out of the menu.
        if (event.relatedTarget !== null && !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? setOpen(false) : show(null))}
      >
        {trigger}
      </button>
      {open && (
        // Choosing an entry (a link or a button: Enter on it is a click too) closes the list.
        <ul id={id} ref={list} className="wb-dropdown" aria-label={label} onClick={(event) => (event.target as Element).closest(ITEMS) && close()}>
          {children}
        </ul>
      )}
    </div>
  );
}
