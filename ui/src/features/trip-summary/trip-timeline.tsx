import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  PLAN_SUMMARY_SEPARATOR_KEY,
  planSummaryParts,
  planTitle,
  tripTimeline,
  type HourClock,
  type Plan,
  type PlanDateTime,
  type TimelineEvent,
  type TimelineLayover,
} from '@waybook/core';
import { planPagePath } from '../../shared/plan-actions/plan-paths.js';
import { useFormatter } from '../../shared/use-formatter.js';
import './trip-timeline.css';

/** Props of {@link TripTimeline}. */
export interface TripTimelineProps {
  readonly plans: readonly Plan[];
  readonly tripUuid: string;
  /** Today's date (y-MM-dd): events that ended before it are shown as past. */
  readonly today: string;
  readonly hourClock: HourClock;
  /** Shows the collapsed summary of each event (default true). */
  readonly showSummary?: boolean;
  /** Also shows each plan's confirmation number and notes, on its first event (the print option "Show all details"). */
  readonly showDetails?: boolean;
  /** Actions shown on the first event of each plan (for editors). */
  readonly actionsFor?: (plan: Plan) => ReactNode;
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
  const summary = (plan: Plan, segmentUuid: string): string =>
    planSummaryParts(plan, segmentUuid)
      .map((p) => t(p.key, p.values))
      .join(t(PLAN_SUMMARY_SEPARATOR_KEY));
  return { t, f, when, summary };
}

/**
 * The trip's plans day by day, each in its own local time (core tripTimeline): a heading per day,
 * the undated plans last, then its events with time, kind, title (a link to the plan's page),
 * place and collapsed summary, and a layover row before a connecting flight. Past events are
 * dimmed and announced as past.
 *
 * @example
 * <TripTimeline plans={plans} tripUuid="t1" today="2026-11-22" hourClock={1} />
 */
export function TripTimeline({ plans, tripUuid, today, hourClock, showSummary = true, showDetails = false, actionsFor }: TripTimelineProps) {
  const { t, f, when, summary } = useFormats(hourClock);
  const timeline = tripTimeline(plans);
  const byUuid = new Map(plans.map((p) => [p.meta.uuid, p]));
  const layoverBefore = new Map<string, TimelineLayover>(timeline.layovers.map((l) => [l.beforeSegmentUuid, l]));
  const seenPlans = new Set<string>();

  const eventRow = (event: TimelineEvent, index: number) => {
    const plan = byUuid.get(event.planUuid);
    if (plan === undefined) return [];
    const past = isPast(event, today);
    const layover = event.kind === 'flight' ? layoverBefore.get(event.segmentUuid) : undefined;
    const firstOfPlan = !seenPlans.has(plan.meta.uuid);
    seenPlans.add(plan.meta.uuid);
    const summaryText = showSummary || showDetails ? summary(plan, event.segmentUuid) : '';
    const confirmation = plan.booking.supplierConfirmationNumber.trim() || plan.booking.bookingSiteConfirmationNumber.trim();
    const notes = plan.booking.notes.trim();
    const key = `${event.planUuid}|${event.segmentUuid}|${event.kind}|${index}`;
    return [
      layover !== undefined && (
        <li key={`layover|${key}`} className={`wb-timeline__layover${past ? ' wb-timeline__layover--past' : ''}`}>
          {t('timeline.layover', { airport: layover.airportCode, duration: f.duration(layover.minutes) })}
        </li>
      ),
      <li key={key} className={`wb-timeline__event${past ? ' wb-timeline__event--past' : ''}`}>
        {past && <span className="wb-visually-hidden">{t('timeline.past')} </span>}
        <span className="wb-timeline__time">{when(event)}</span>
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
        {firstOfPlan && actionsFor !== undefined && <span className="wb-timeline__actions">{actionsFor(plan)}</span>}
      </li>,
    ];
  };

  return (
    <div className="wb-timeline">
      {timeline.days.map((day) => {
        const id = `wb-timeline-${day.date ?? 'undated'}`;
        return (
          <section key={day.date ?? 'undated'} className="wb-timeline__day" aria-labelledby={id}>
            <h3 id={id} className="wb-timeline__date">
              {day.date === null ? t('timeline.undated') : f.date(day.date, 'weekday')}
            </h3>
            <ol className="wb-timeline__events">{day.events.flatMap(eventRow)}</ol>
          </section>
        );
      })}
    </div>
  );
}
