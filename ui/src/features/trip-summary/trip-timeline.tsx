import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  PLAN_SUMMARY_SEPARATOR_KEY,
  planSummaryParts,
  planTitle,
  timelineDayRows,
  timelineZonesShown,
  tripTimeline,
  type HourClock,
  type Plan,
  type PlanDateTime,
  type ShownZones,
  type TimelineEvent,
  type TimelineLayover,
} from '@waybook/core';
import { planPagePath } from '../../shared/plan-actions/plan-paths.js';
import { useFormatter } from '../../shared/use-formatter.js';
import { PlanTypeIcon } from './plan-type-icon.js';
import { TodayMarker } from './today-marker.js';
import './trip-timeline.css';

/** Props of {@link TripTimeline}. */
export interface TripTimelineProps {
  readonly plans: readonly Plan[];
  readonly tripUuid: string;
  /** Today's date (y-MM-dd): events that ended before it are shown as past. */
  readonly today: string;
  readonly hourClock: HourClock;
  /** Marks today on the timeline (during the trip). */
  readonly showToday?: boolean;
  /** Shows the collapsed summary of each event (default true). */
  readonly showSummary?: boolean;
  /** Also shows each plan's confirmation number and notes, on its first event (the print option "Show all details"). */
  readonly showDetails?: boolean;
  /** Actions of a plan, shown on each of its legs, or on the first event of a plan without legs (for editors). */
  readonly actionsFor?: (plan: Plan, event: TimelineEvent) => ReactNode;
}

const knownTime = (dt: PlanDateTime | null): dt is PlanDateTime => dt !== null && dt.isTimeKnown && dt.time !== '';

/**
 * An event is past once the local day it ends on (else starts on) is before today; an undated
 * one never is (part 2: a segment without dates is upcoming). Comparing days, not instants,
 * keeps everything of today "upcoming" until the day is over.
 */
function isPast(event: TimelineEvent, today: string): boolean {
  if (event.instant === null) return false;
  const last = event.end?.date || event.start.date;
  return last !== '' && last < today;
}

/** The page an event opens: its segment's, or the plan's when the segment has no uuid yet. */
function segmentOf(event: TimelineEvent): string {
  return event.segmentUuid.startsWith(`${event.planUuid}:`) ? event.planUuid : event.segmentUuid;
}

function useFormats(hourClock: HourClock) {
  const { t } = useTranslation(['tripSummary', 'plans', 'planActions']);
  const f = useFormatter({ hourClock });
  // A span as people read it: '9:50 – 11:40 PM' on one day, 'Dec 18, 9:50 PM – Dec 19, 9:40 PM' across days.
  const when = ({ start, end }: TimelineEvent): string => {
    if (!knownTime(start)) return '';
    return f.dateTimeSpan(start, end !== null && knownTime(end) ? end : null) || f.time(start.time);
  };
  // The zones beside the times where they change: 'GMT+3 → GMT+1' for a flight between zones.
  const zones = ({ start, end }: TimelineEvent, shown: ShownZones | undefined): string => {
    const first = shown?.start ? f.zone(shown.start, start) : '';
    const last = shown?.end && end !== null ? f.zone(shown.end, end) : '';
    return [first, last].filter((z) => z !== '').join(' → ');
  };
  const summary = (plan: Plan, segmentUuid: string): string =>
    planSummaryParts(plan, segmentUuid)
      .map((p) => t(p.key, p.values))
      .join(t(PLAN_SUMMARY_SEPARATOR_KEY));
  return { t, f, when, zones, summary };
}

/** Where today's marker goes: on the day that is today, else before the first later day or the undated plans (-1: after the last day). */
function todayPlace(dates: readonly (string | null)[], today: string): { readonly on: boolean; readonly before: number } {
  return { on: dates.includes(today), before: dates.findIndex((d) => d === null || d > today) };
}

/**
 * The trip's plans day by day, each in its own local time (core tripTimeline): a heading per day,
 * the undated plans last, then its rows on one grid (time, plan-type icon, what happens, actions):
 * the time with its zone where the zone changes (core timelineZonesShown), the kind, the title (a
 * link to the plan's page), place and collapsed summary; each layover between the flights it joins
 * (core timelineDayRows). Past events are dimmed and announced as past; during the trip a marker
 * shows today.
 *
 * @example
 * <TripTimeline plans={plans} tripUuid="t1" today="2026-11-22" hourClock={1} showToday />
 */
export function TripTimeline({ plans, tripUuid, today, hourClock, showToday = false, showSummary = true, showDetails = false, actionsFor }: TripTimelineProps) {
  const { t, f, when, zones, summary } = useFormats(hourClock);
  const timeline = tripTimeline(plans);
  const byUuid = new Map(plans.map((p) => [p.meta.uuid, p]));
  const days = timeline.days.map((day) => ({ day, rows: timelineDayRows(day.events, timeline.layovers) }));
  const ordered = days.flatMap(({ rows }) => rows.flatMap((r) => (r.kind === 'event' ? [r.event] : [])));
  const shownZones = new Map(timelineZonesShown(ordered).map((z, i) => [ordered[i], z]));
  const marker = showToday
    ? todayPlace(
        timeline.days.map((d) => d.date),
        today,
      )
    : null;
  const seenPlans = new Set<string>();

  const layoverRow = (layover: TimelineLayover, past: boolean) => (
    <li key={`layover|${layover.beforeSegmentUuid}`} className={`wb-timeline__row wb-timeline__layover${past ? ' wb-timeline__row--past' : ''}`}>
      <span className="wb-timeline__icon">
        <PlanTypeIcon type="layover" />
      </span>
      <span className="wb-timeline__body">{t('timeline.layover', { airport: layover.airportCode, duration: f.duration(layover.minutes) })}</span>
    </li>
  );

  const eventRow = (event: TimelineEvent, index: number) => {
    const plan = byUuid.get(event.planUuid);
    if (plan === undefined) return null;
    const past = isPast(event, today);
    const firstOfPlan = !seenPlans.has(plan.meta.uuid);
    seenPlans.add(plan.meta.uuid);
    const ownLeg = event.segmentUuid !== event.planUuid;
    const summaryText = showSummary || showDetails ? summary(plan, event.segmentUuid) : '';
    const confirmation = plan.booking.supplierConfirmationNumber.trim() || plan.booking.bookingSiteConfirmationNumber.trim();
    const notes = plan.booking.notes.trim();
    const zoneText = zones(event, shownZones.get(event));
    return (
      <li key={`${event.planUuid}|${event.segmentUuid}|${event.kind}|${index}`} className={`wb-timeline__row${past ? ' wb-timeline__row--past' : ''}`}>
        {past && <span className="wb-visually-hidden">{t('timeline.past')} </span>}
        <span className="wb-timeline__time">
          {when(event)}
          {zoneText !== '' && <span className="wb-timeline__zone">{zoneText}</span>}
        </span>
        <span className={`wb-timeline__icon wb-timeline__icon--${plan.type}`}>
          <PlanTypeIcon type={plan.type} />
        </span>
        <span className="wb-timeline__body">
          <span className="wb-timeline__kind">{t(`timeline.kinds.${event.kind}`)}</span>
          <Link className="wb-timeline__title" to={planPagePath(plan, { tripUuid, segmentUuid: segmentOf(event) })}>
            {event.title || planTitle(plan) || t(`planActions:types.${plan.type}`)}
          </Link>
          {event.location !== '' && <span className="wb-timeline__location">{event.location}</span>}
          {summaryText !== '' && <span className="wb-timeline__summary">{summaryText}</span>}
          {showDetails && firstOfPlan && confirmation !== '' && (
            <span className="wb-timeline__detail">{t('timeline.confirmation', { number: confirmation })}</span>
          )}
          {showDetails && firstOfPlan && notes !== '' && <span className="wb-timeline__detail wb-timeline__notes">{t('plans.notes', { notes })}</span>}
        </span>
        {(firstOfPlan || ownLeg) && actionsFor !== undefined && <span className="wb-timeline__actions">{actionsFor(plan, event)}</span>}
      </li>
    );
  };

  return (
    <div className="wb-timeline">
      {days.map(({ day, rows }, dayIndex) => {
        const id = `wb-timeline-${day.date ?? 'undated'}`;
        const isToday = marker?.on === true && day.date === today;
        const pastAt = (i: number) => {
          const next = rows[i + 1];
          return next?.kind === 'event' && isPast(next.event, today);
        };
        return [
          marker !== null && !marker.on && marker.before === dayIndex && <TodayMarker key="today" today={today} alone />,
          <section key={day.date ?? 'undated'} className={`wb-timeline__day${isToday ? ' wb-timeline__day--today' : ''}`} aria-labelledby={id}>
            <div className="wb-timeline__day-header">
              <h3 id={id} className="wb-timeline__date" aria-current={isToday ? 'date' : undefined}>
                {day.date === null ? t('timeline.undated') : f.date(day.date, 'weekday')}
              </h3>
              {isToday && <TodayMarker today={today} />}
            </div>
            <ol className="wb-timeline__rows">{rows.map((row, i) => (row.kind === 'event' ? eventRow(row.event, i) : layoverRow(row.layover, pastAt(i))))}</ol>
          </section>,
        ];
      })}
      {marker !== null && !marker.on && marker.before < 0 && <TodayMarker today={today} alone />}
    </div>
  );
}
