import type { Plan } from '../plans/types/plan.js';
import { bcbpToFlightReservations } from './bcbp-schema-org.js';
import { type Bcbp, parseBcbp } from './bcbp.js';
import { type FoundReservation, mergeFoundReservations } from './extract-message-dedupe.js';
import { icalendarToSchemaOrg } from './icalendar-schema-org.js';
import { extractJsonLd } from './json-ld.js';
import { extractMicrodata } from './microdata.js';
import { pkpassToSchemaOrg } from './pkpass.js';
import { normaliseReservations } from './reservation-normalise.js';
import type { ImportZoneResolver } from './reservation-plan-parts.js';
import { reservationsToPlans } from './reservation-to-plan.js';
import type { ExtractorName, SchemaOrgNode } from './schema-org-node.js';
import { decodeUtf8 } from './utf8.js';

/**
 * Where an imported plan came from, kept with the plan and shown on its page: the extractor that
 * found it, the message's id, subject and sender (bare address), and when it was received (ISO
 * instant, '' when the message had no valid date).
 *
 * @example
 * const p: ImportProvenance = { extractor: 'json-ld', messageId: '<a@b>', subject: 'Your trip', sender: 'ada@example.com', receivedAt: '2026-11-02T08:00:00.000Z' };
 */
export interface ImportProvenance {
  readonly extractor: ExtractorName;
  readonly messageId: string;
  readonly subject: string;
  readonly sender: string;
  readonly receivedAt: string;
}

/**
 * One plan found in a message, with its provenance.
 *
 * @example
 * const found: ImportedPlan = { plan, provenance };
 */
export interface ImportedPlan {
  readonly plan: Plan;
  readonly provenance: ImportProvenance;
}

/**
 * What a message gave: its plans in order of first appearance, the extractors that found at least
 * one reservation (in the order they run), and the parts that could not be read (an attachment or
 * pass by name or index, with why), for the "could not import" answer.
 *
 * @example
 * const r: MessageExtraction = { plans: [], extractors: [], problems: [{ extractor: 'icalendar', part: 'trip.ics', detail: 'no VCALENDAR' }] };
 */
export interface MessageExtraction {
  readonly plans: readonly ImportedPlan[];
  readonly extractors: readonly ExtractorName[];
  readonly problems: readonly { readonly extractor: ExtractorName; readonly part: string; readonly detail: string }[];
}

/**
 * One attachment as the extractors read it (the inbound-message port's InboundAttachment fits).
 *
 * @example
 * const a: ExtractableAttachment = { filename: 'trip.ics', contentType: 'text/calendar', bytes: new Uint8Array() };
 */
export interface ExtractableAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/**
 * The parts of a message the extractors read (the inbound-message port's InboundMessage fits):
 * `from` is the sender's bare address.
 *
 * @example
 * const m: ExtractableMessage = { messageId: '<a@b>', subject: 'Trip', from: 'ada@example.com', receivedAt: new Date(), html: '', text: '', attachments: [] };
 */
export interface ExtractableMessage {
  readonly messageId: string;
  readonly subject: string;
  readonly from: string;
  readonly receivedAt: Date;
  readonly html: string;
  readonly text: string;
  readonly attachments: readonly ExtractableAttachment[];
}

/**
 * What the extractors need besides the message: the pass.json objects the adapter unpacked from
 * its .pkpass attachments, and the time zones of places (reference data).
 *
 * @example
 * const o: ExtractMessageOptions = { passes: [], zones };
 */
export interface ExtractMessageOptions {
  readonly passes: readonly unknown[];
  readonly zones: ImportZoneResolver;
}

type Problem = MessageExtraction['problems'][number];

const isCalendar = (a: ExtractableAttachment) => /^(text\/calendar|application\/ics)\b/i.test(a.contentType.trim()) || /\.ics$/i.test(a.filename.trim());

/**
 * The IATA boarding-pass strings (BCBP, format M) in a text, each parsed, in order: a candidate
 * starts with 'M1' to 'M4' at the start of a word and runs to the end of its line (text after the
 * pass on the same line is left out).
 *
 * @example
 * bcbpIn('Your pass: M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100\nSee you')[0]?.legs[0]?.from // 'YUL'
 */
export function bcbpIn(text: string): Bcbp[] {
  const found: Bcbp[] = [];
  for (const m of text.matchAll(/(?<![A-Za-z0-9])M[1-4]/g)) {
    const line = text.slice(m.index).split(/\r?\n/)[0]?.trimEnd() ?? '';
    const whole = parseBcbp(line);
    const read = !whole.ok && whole.error.reason === 'trailing-data' ? parseBcbp(line.slice(0, whole.error.at).trimEnd()) : whole;
    if (read.ok) found.push(read.value);
  }
  return found;
}

// Each extractor's schema.org nodes, in the order they run, with the parts it could not read.
function sources(message: ExtractableMessage, passes: readonly unknown[], near: string, problems: Problem[]): [ExtractorName, SchemaOrgNode[]][] {
  const calendars = message.attachments.filter(isCalendar).flatMap((a) => {
    const read = icalendarToSchemaOrg(decodeUtf8(a.bytes).replace(/^\uFEFF/, ''));
    if (!read.ok) problems.push({ extractor: 'icalendar', part: a.filename, detail: read.error.detail });
    return read.ok ? read.value : [];
  });
  const wallet = passes.flatMap((p, i) => {
    const read = pkpassToSchemaOrg(p, near);
    if (!read.ok) problems.push({ extractor: 'pkpass', part: `pass ${i + 1}`, detail: read.error.detail });
    return read.ok ? read.value : [];
  });
  return [
    ['json-ld', extractJsonLd(message.html)],
    ['microdata', extractMicrodata(message.html)],
    ['icalendar', calendars],
    ['pkpass', wallet],
    ['bcbp', bcbpIn(message.text).flatMap((pass) => bcbpToFlightReservations(pass, near))],
  ];
}

const SEGMENTED = new Set<string>(['FlightReservation', 'TrainReservation', 'BusReservation', 'BoatReservation', 'TaxiReservation']);

/**
 * Every plan a booking message holds, with its provenance. Extractors run in this order: JSON-LD
 * and microdata in the HTML body, iCalendar attachments (text/calendar, application/ics or *.ics,
 * read as UTF-8), the pass.json objects of its .pkpass attachments, then IATA boarding-pass
 * strings in the text body; boarding passes are dated from the message's date. The same
 * reservation found by two extractors (a JSON-LD flight and its .ics) gives one plan: the richer
 * version, completed from the other (see mergeFoundReservations). Reservations become plans as
 * reservationsToPlans groups them (one air plan per booking reference...), times local to each
 * place; a plan's extractor is the one that found its first reservation.
 *
 * @example
 * extractMessage(message, { passes: [], zones }).plans[0]?.provenance // { extractor: 'json-ld', messageId: '<a@b>', subject: 'Your trip', sender: 'ada@example.com', receivedAt: '2026-11-02T08:00:00.000Z' }
 */
export function extractMessage(message: ExtractableMessage, options: ExtractMessageOptions): MessageExtraction {
  const received = Number.isNaN(message.receivedAt.getTime()) ? '' : message.receivedAt.toISOString();
  const problems: Problem[] = [];
  const found = sources(message, options.passes, received.slice(0, 10), problems);
  return { ...plansFromSources(message, found, options.zones), problems };
}

/**
 * The plans of schema.org nodes some extractors found in a message, as extractMessage makes them
 * (normalised, the same reservation kept once, grouped into plans, each with its provenance): how
 * an extractor that runs outside it (the LLM, named 'llm') gives plans the same way.
 *
 * @example
 * plansFromSources(message, [['llm', nodes]], zones).plans[0]?.provenance.extractor // 'llm'
 */
export function plansFromSources(
  message: ExtractableMessage,
  found: readonly (readonly [ExtractorName, readonly SchemaOrgNode[]])[],
  zones: ImportZoneResolver,
): Omit<MessageExtraction, 'problems'> {
  const received = Number.isNaN(message.receivedAt.getTime()) ? '' : message.receivedAt.toISOString();
  const reservations: FoundReservation[] = found.flatMap(([extractor, nodes]) =>
    normaliseReservations(nodes).map((reservation) => ({ reservation, extractor })),
  );
  const groups = new Map<string, FoundReservation[]>();
  mergeFoundReservations(reservations, zones).forEach((f, i) => {
    const key = SEGMENTED.has(f.reservation['@type']) ? `${f.reservation['@type']}|${f.reservation.reservationNumber}` : `${i}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  });
  const base = { messageId: message.messageId, subject: message.subject, sender: message.from, receivedAt: received };
  const plans = [...groups.values()].flatMap((group) => {
    const provenance: ImportProvenance = { extractor: group[0]?.extractor ?? 'json-ld', ...base };
    return reservationsToPlans(
      group.map((g) => g.reservation),
      zones,
    ).map((plan) => ({ plan, provenance }));
  });
  return { plans, extractors: [...new Set(reservations.map((f) => f.extractor))] };
}
