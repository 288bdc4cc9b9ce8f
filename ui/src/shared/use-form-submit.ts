import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';

/**
 * How one send ended: done (the form is left, so it stays "saving" and refuses further presses),
 * or failed, with what the server refused when the form can show it on a field.
 */
export type SubmitOutcome<E> = { readonly kind: 'done' } | { readonly kind: 'failed'; readonly refused?: E };

/** What a form gives {@link useFormSubmit}. */
export interface FormSubmitOptions<E> {
  /**
   * Decides, on the render that already shows every error, whether the form may be sent: true
   * when it may not (the form focuses the first problem itself).
   */
  readonly isBlocked: () => boolean;
  /** Sends the form once; a thrown error counts as a failure without a refused field. */
  readonly send: () => Promise<SubmitOutcome<E>>;
}

/** The submit state of a form, from {@link useFormSubmit}. */
export interface FormSubmit<E> {
  /** The onSubmit handler of the form element. */
  readonly submit: (event: FormEvent) => void;
  /** A send is under way (or done and the form is being left): the submit button spins. */
  readonly saving: boolean;
  /** The user tried to send at least once: every error shows from then on. */
  readonly attempted: boolean;
  /** Counts the attempts the checks refused, 0 when the last one passed (a key for the "fix the errors" alert). */
  readonly refusedAt: number;
  /** What the server refused on the last send, until the next submit or {@link FormSubmit.clearRefused}. */
  readonly refused: E | null;
  readonly clearRefused: () => void;
}

/**
 * The submit flow the trip and plan forms share. A submit first shows every error (committed at
 * once), then asks `isBlocked` (the widgets know about text they could not read); when the form may go,
 * it is sent exactly once: further submits are ignored until the send fails. A failure may name
 * what the server refused, kept in `refused`; success keeps `saving` while the form navigates away.
 *
 * @example
 * const { submit, saving, attempted } = useFormSubmit({ isBlocked: () => !canSubmit(values), send: save });
 * <form onSubmit={submit}>...</form>
 */
export function useFormSubmit<E>({ isBlocked, send }: FormSubmitOptions<E>): FormSubmit<E> {
  const [saving, setSaving] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [refusedAt, setRefusedAt] = useState(0);
  const [refused, setRefused] = useState<E | null>(null);
  // Set before any re-render, so a second press in the same tick is refused too.
  const inFlight = useRef(false);
  const attempts = useRef(0);

  const run = async () => {
    inFlight.current = true;
    setSaving(true);
    const outcome = await send().catch((): SubmitOutcome<E> => ({ kind: 'failed' }));
    if (outcome.kind === 'done') return;
    inFlight.current = false;
    setSaving(false);
    if (outcome.refused !== undefined) setRefused(outcome.refused);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    // Every error goes on screen first (committed now), so that the check reads what the widgets
    // report in the DOM: text they could not read, such as a malformed date.
    flushSync(() => {
      setRefused(null);
      setAttempted(true);
    });
    attempts.current += 1;
    if (isBlocked()) {
      setRefusedAt(attempts.current);
      return;
    }
    setRefusedAt(0);
    void run();
  };

  return { submit, saving, attempted, refusedAt, refused, clearRefused: () => setRefused(null) };
}
