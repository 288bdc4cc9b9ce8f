import { z } from 'zod';
import { planWireText } from '../plan-wire.js';
import {
  addressField,
  addressFieldFromWire,
  addressFieldToWire,
  dateTimeField,
  dateTimeFieldFromWire,
  dateTimeFieldToWire,
  planCommonFromWire,
  planCommonToWire,
  planCommonWire,
  planObjectDecoder,
  textsFromWire,
  textsToWire,
} from './plan-object-wire.js';
import type { NotePlan } from '../../../domain/plans/types/note-plan.js';

const TEXTS = { source: 'source', text: 'text', url: 'url' } as const;

/**
 * The NoteObject on the wire.
 *
 * @example
 * noteWire.parse({ text: 'Bring passport', notes: 'see email' })
 */
export const noteWire = z.object({
  ...planCommonWire.shape,
  DateTime: dateTimeField,
  Address: addressField,
  source: planWireText,
  text: planWireText,
  url: planWireText,
});

/**
 * Parsed NoteObject to domain.
 *
 * @example
 * noteFromWire(noteWire.parse({ text: 'Hi' })).text // 'Hi'
 */
export function noteFromWire(w: z.output<typeof noteWire>): NotePlan {
  return {
    type: 'note',
    ...planCommonFromWire(w),
    ...textsFromWire(TEXTS, w),
    dateTime: dateTimeFieldFromWire(w.DateTime),
    address: addressFieldFromWire(w.Address),
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
    ...planCommonToWire(p),
    ...textsToWire(TEXTS, p),
    DateTime: dateTimeFieldToWire(p.dateTime),
    Address: addressFieldToWire(p.address),
  };
}

/**
 * Checks and reads a NoteObject; a bad field is named in the error.
 *
 * @example
 * decodeNote({ text: ['a'] }) // err({ kind: 'invalid-fields', issues: [{ field: 'text', ... }] })
 */
export const decodeNote = planObjectDecoder(noteWire, noteFromWire);
