import { IMPORT_ERRORS, importBookingFileEntry } from '../contract/imports/import-entries.js';
import { toWireBoolean } from '../contract/wire.js';
import { err, ok } from '../domain/result.js';
import { todayInZone } from '../domain/trips/trip-timing.js';
import type { Clock } from '../ports/clock.port.js';
import { bind, type BoundHandler } from './handler.js';
import type { ImportService } from './import-service.js';
import { decodeBase64 } from './trip-handlers.js';

/**
 * POST v2/importBookingFile: the upload way in of imports.
 *
 * @example
 * const handlers = importHandlers(new ImportService(deps), clock);
 */
export function importHandlers(imports: ImportService, clock: Clock): BoundHandler[] {
  return [
    bind(importBookingFileEntry, async ({ body }, ctx) => {
      const bytes = decodeBase64(body.data);
      if (bytes === null || bytes.length === 0) return err(IMPORT_ERRORS.unreadable);
      const today = todayInZone(clock.now(), ctx.timeZone);
      const r = await imports.importFile(ctx.userId, { name: body.name.trim(), bytes, tripUuid: body.trip_uuid.trim(), today });
      if (!r.ok) return r;
      const { plans, tripUuid, createdTrip, extendedDays } = r.value;
      return ok({ ImportResult: { Plans: [...plans], trip_uuid: tripUuid, created_trip: toWireBoolean(createdTrip), extended_days: extendedDays } });
    }),
  ];
}
