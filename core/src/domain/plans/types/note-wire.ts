import { z } from 'zod';
import type { PlanAddress, PlanDateTime } from '../plan-fields.js';
import { planWireText } from '../plan-wire.js';
import {
  addressField, addressFieldFromWire, addressFieldToWire, dateTimeField, dateTimeFieldFromWire, dateTimeFieldToWire,
  planCommonFromWire, planCommonToWire, planCommonWire, planObjectDecoder, textsFromWire, textsToWire, type PlanCommon,
} from './plan-object-wire.js';

const TEXTS = { source: 'source', text: 'text', url: 'url' } as const;

/**
 * A note plan (part 2 section 3, Note: DateTime, Address, source, text, url, notes). Its `notes`
 * is the common booking field `booking.notes` (the same wire key).
 *
 * @example
 * const n: NotePlan = { type: 'note', meta, booking, dateTime, address, source: 'email', text: 'Bring passport', url: '' };
 */
export interface NotePlan extends PlanCommon {
  readonly type: 'note';
  readonly dateTime: PlanDateTime;
  readonly address: PlanAddress;
  readonly source: string;
  readonly text: string;
  readonly url: string;
}

/**
 * The NoteObject on the wire.
 *
 * @example
 * noteWire.parse({ text: 'Bring passport', notes: 'see email' })
 */
export const noteWire = z.object({
  ...planCommonWire.shape,
  DateTime: dateTimeField, Address: addressField, source: planWireText, text: planWireText, url: planWireText,
});

/**
 * Parsed NoteObject to domain.
 *
 * @example
 * noteFromWire(noteWire.parse({ text: 'Hi' })).text // 'Hi'
 */
export function noteFromWire(w: z.output<typeof noteWire>): NotePlan {
  return {
    type: 'note', ...planCommonFromWire(w), ...textsFromWire(TEXTS, w),
    dateTime: dateTimeFieldFromWire(w.DateTime), address: addressFieldFromWire(w.Address),
  };
}

/**
 * Domain note to the NoteObject (empty text left out).
 *
 * @example
 * noteToWire(plan).text // 'Bring passport'
 */
export function noteToWire(p: NotePlan): z.input<typeof noteWire> {
  return {
    ...planCommonToWire(p), ...textsToWire(TEXTS, p),
    DateTime: dateTimeFieldToWire(p.dateTime), Address: addressFieldToWire(p.address),
  };
}

/**
 * Checks and reads a NoteObject; a bad field is named in the error.
 *
 * @example
 * decodeNote({ text: ['a'] }) // err({ kind: 'invalid-fields', issues: [{ field: 'text', ... }] })
 */
export const decodeNote = planObjectDecoder(noteWire, noteFromWire);
