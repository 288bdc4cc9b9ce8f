import { z } from 'zod';
import { defineEntry, noBody, nothing } from '../entry.js';

/**
 * Where an imported plan came from, as its page shows it: the extractor that read it, the
 * message's id, subject and sender, when the message was received and when it was imported (ISO
 * 8601 instants), and the address of the original message (`original_url`: for the plan's editors
 * only, and only when a message was kept; '' otherwise).
 *
 * @example
 * const p: PlanImportWire = { extractor: 'json-ld', message_id: '<a@b>', subject: 'Your flight', sender: 'news@airline.example', received: '2026-11-20T08:00:00.000Z', imported: '2026-11-20T08:05:00.000Z', original_url: '/plan/import-message/p1' };
 */
export const planImportWire = z.object({
  extractor: z.string(),
  message_id: z.string(),
  subject: z.string(),
  sender: z.string(),
  received: z.string(),
  imported: z.string(),
  original_url: z.string(),
});

/**
 * The wire shape of an imported plan's provenance.
 *
 * @example
 * const p: PlanImportWire = planImportWire.parse(json);
 */
export type PlanImportWire = z.output<typeof planImportWire>;

/**
 * GET v2/planImport (designed here; the spec shows none): where an imported plan came from. Any
 * participant who can read the plan gets it; `original_url` is given to editors only. A plan that
 * was not imported, or that the caller cannot read, answers 404.
 *
 * @example
 * await api.call(getPlanImportEntry, { query: { plan_uuid: 'p1' } })
 */
export const getPlanImportEntry = defineEntry({
  id: 'getPlanImport',
  method: 'GET',
  path: 'v2/planImport',
  auth: 'session',
  summary:
    'Where an imported plan came from: the extractor, message id, subject, sender, received and imported instants, and for ' +
    'editors the address of the original message (`original_url`, else empty). 404 when the plan was not imported or the ' +
    'caller cannot read it.',
  params: nothing,
  query: z.object({ plan_uuid: z.string().min(1).max(100) }),
  body: noBody,
  response: z.object({ PlanImport: planImportWire }),
});

/**
 * The provenance calls of imported plans.
 *
 * @example
 * PLAN_IMPORT_ENTRIES.length // 1
 */
export const PLAN_IMPORT_ENTRIES = [getPlanImportEntry] as const;
