import { describe } from 'vitest';
import { lodgingPlan } from '../../../domain/plans/types/plan-arbitraries.test.js';
import { itRoundTripsAndNamesBadFields } from './plan-wire-properties.test.js';
import { decodeLodging, lodgingToWire, lodgingWire } from './lodging-wire.js';

describe('lodging wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: lodgingPlan, toWire: lodgingToWire, decode: decodeLodging, fields: Object.keys(lodgingWire.shape) });
});
