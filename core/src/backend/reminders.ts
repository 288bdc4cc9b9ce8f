import { DateTime } from 'luxon';
import { isProAlert } from '../domain/alerts/alert-codes.js';
import { dueFlightReminders, PRE_TRIP_REMINDER_DAYS, preTripReminderDue } from '../domain/alerts/reminders.js';
import { CHECK_IN_REMINDER_HOURS } from '../domain/flights/flight-timers.js';
import { planTimelineEvents } from '../domain/plans/plan-timeline-events.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { AlertRaiser } from '../ports/alert-raiser.port.js';
import type { ReminderSource } from '../ports/reminder-source.port.js';

/**
 * The job kind that raises due reminders (recurring: each run schedules the next).
 *
 * @example
 * REMINDERS_JOB // 'raise-reminders'
 */
export const REMINDERS_JOB = 'raise-reminders';

/**
 * How often the reminder job runs: a reminder is raised at most this late.
 *
 * @example
 * REMINDERS_INTERVAL_MS // 900000
 */
export const REMINDERS_INTERVAL_MS = 15 * 60_000;

// A plan starts at its first departure: a later leg may leave up to this long after it.
const LONGEST_ITINERARY_MS = 7 * 86_400_000;

/**
 * Raises every reminder due at `now`, each once per user (dedupe keys): FP for trips starting
 * within PRE_TRIP_REMINDER_DAYS (dates in UTC: the server's day); H for flights departing within
 * CHECK_IN_REMINDER_HOURS and D within the departure window, both Pro alerts, to Pro users only. Answers how
 * many it raised or found raised already.
 *
 * @example
 * await raiseDueReminders({ source, alerts, accounts }, new Date());
 */
export async function raiseDueReminders(
  deps: { readonly source: ReminderSource; readonly alerts: AlertRaiser; readonly accounts: Pick<AccountStore, 'profile'> },
  now: Date,
): Promise<number> {
  let raised = 0;
  const today = DateTime.fromJSDate(now, { zone: 'utc' });
  const trips = await deps.source.tripsStartingBetween(today.toISODate() ?? '', today.plus({ days: PRE_TRIP_REMINDER_DAYS }).toISODate() ?? '');
  for (const trip of trips) {
    if (!preTripReminderDue(trip.startDate, today.toISODate() ?? '')) continue;
    for (const userId of trip.userIds) {
      const facts = { trip: trip.name, start: trip.startDate };
      await deps.alerts.raise({
        userId,
        typeCode: 'FP',
        tripUuid: trip.tripUuid,
        tripItemUuid: '',
        fromUserId: '',
        facts,
        dedupeKey: `FP:${trip.tripUuid}:${trip.startDate}`,
      });
      raised += 1;
    }
  }
  const flights = await deps.source.flightsStartingBetween(
    new Date(now.getTime() - LONGEST_ITINERARY_MS),
    new Date(now.getTime() + CHECK_IN_REMINDER_HOURS * 3_600_000),
  );
  for (const { plan, userIds } of flights) {
    for (const reminder of dueFlightReminders(planTimelineEvents(plan.plan), now)) {
      const e = reminder.event;
      const facts = { flight: e.title, origin: e.location, date: e.start.date, departs: e.start.time.slice(0, 5) };
      for (const userId of userIds) {
        // Check-in reminders and departure alerts are Pro alerts (part 3 section 3).
        if (isProAlert(reminder.code) && !(await deps.accounts.profile(userId))?.isPro) continue;
        await deps.alerts.raise({
          userId,
          typeCode: reminder.code,
          tripUuid: plan.plan.meta.tripUuid,
          tripItemUuid: e.segmentUuid,
          fromUserId: '',
          facts,
          dedupeKey: reminder.dedupeKey,
        });
        raised += 1;
      }
    }
  }
  return raised;
}
