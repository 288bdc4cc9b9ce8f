import { describe } from 'vitest';
import { notePlan } from '../../../domain/plans/types/plan-arbitraries.test.js';
import { itRoundTripsAndNamesBadFields } from './plan-wire-properties.test.js';
import { decodeNote, noteToWire, noteWire } from './note-wire.js';

describe('note wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: notePlan, toWire: noteToWire, decode: decodeNote, fields: Object.keys(noteWire.shape) });
});
