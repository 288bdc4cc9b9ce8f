import { describe } from 'vitest';
import { notePlan, itRoundTripsAndNamesBadFields } from './plan-arbitraries.test.js';
import { decodeNote, noteToWire, noteWire } from './note-wire.js';

describe('note wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: notePlan, toWire: noteToWire, decode: decodeNote, fields: Object.keys(noteWire.shape) });
});
