import { hex2, REPEATED_FIELDS, UNIQUE_FIELDS, writeFields } from './bcbp-fields.js';
import type { Bcbp, BcbpLeg } from './bcbp.js';

const fixed = (value: string, width: number) => value.padEnd(width, ' ').slice(0, width);

function zeroPadded(value: string, pattern: RegExp, digits: number, width: number): string {
  const m = pattern.exec(value);
  return fixed(m ? `${(m[1] ?? '').padStart(digits, '0')}${m[2] ?? ''}` : value, width);
}

function mandatory(leg: BcbpLeg): string {
  return [
    fixed(leg.pnr, 7),
    fixed(leg.from, 3),
    fixed(leg.to, 3),
    fixed(leg.operatingCarrier, 3),
    zeroPadded(leg.flightNumber, /^(\d+)([A-Z]?)$/, 4, 5),
    String(leg.dayOfYear).padStart(3, '0'),
    fixed(leg.compartment, 1),
    zeroPadded(leg.seat, /^(\d+)([A-Z])$/, 3, 4),
    zeroPadded(leg.checkInSequence, /^(\d+)([A-Z]?)$/, 4, 5),
    fixed(leg.passengerStatus, 1),
  ].join('');
}

function variable(pass: Bcbp, leg: BcbpLeg, first: boolean): string {
  let out = '';
  if (first && pass.version !== undefined) {
    const unique = writeFields(pass.unique ?? {}, UNIQUE_FIELDS);
    out += `>${fixed(pass.version, 1)}${hex2(unique.length)}${unique}`;
  }
  if (leg.conditional) {
    const repeated = writeFields(leg.conditional, REPEATED_FIELDS);
    out += `${hex2(repeated.length)}${repeated}`;
  }
  return out + leg.airlineUse;
}

/**
 * Writes a boarding pass back as its Resolution 792 string: fixed-width items padded with spaces,
 * numbers with zeros, section lengths in hex. `parseBcbp(encodeBcbp(p))` gives `p` back for every
 * pass whose texts fit their widths (the property tests check it).
 *
 * @example
 * encodeBcbp(pass) // 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100'
 * // where pass = parseBcbp('M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100').value
 */
export function encodeBcbp(pass: Bcbp): string {
  const head = `M${String(pass.legs.length)}${fixed(pass.passengerName, 20)}${pass.electronicTicket ? 'E' : ' '}`;
  const legs = pass.legs.map((leg, i) => {
    const field = variable(pass, leg, i === 0);
    return `${mandatory(leg)}${hex2(field.length)}${field}`;
  });
  const security = pass.security ? `^${fixed(pass.security.type, 1)}${hex2(pass.security.data.length)}${pass.security.data}` : '';
  return head + legs.join('') + security;
}
