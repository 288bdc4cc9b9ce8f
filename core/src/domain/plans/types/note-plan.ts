import type { PlanAddress, PlanDateTime } from '../plan-fields.js';
import type { PlanCommon } from './plan-common.js';

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
