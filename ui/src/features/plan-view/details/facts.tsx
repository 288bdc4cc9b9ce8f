import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistanceUnit, HourClock, PlanAddress, PlanDateTime } from '@waybook/core';
import { useSession } from '../../../app/session/session-context.js';
import { useFormatter } from '../../../shared/use-formatter.js';
import { addressLine, dateTimeParts, isWebUrl } from '../plan-view-model.js';

// The building blocks of the plan details: fact lists that leave out what is empty, date-times in
// the plan's own zone, addresses and links, and the cards that hold them.

/** The user's display preferences and the interface language. */
export interface DisplayPrefs {
  readonly locale: string;
  readonly hourClock: HourClock;
  readonly distance: DistanceUnit;
}

/** The display preferences of the signed-in user (12-hour clock and miles until the profile is there). */
export function useDisplayPrefs(): DisplayPrefs {
  const { profile } = useSession();
  const { i18n } = useTranslation();
  return { locale: i18n.language, hourClock: profile?.hourClock ?? 1, distance: profile?.distance ?? 'M' };
}

/** One labelled value; a null, blank or false value is left out. */
export interface Fact {
  readonly label: string;
  readonly value: ReactNode;
}

function isEmptyValue(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
}

/** Whether any of the facts has a value. */
export function hasFacts(facts: readonly Fact[]): boolean {
  return facts.some((f) => !isEmptyValue(f.value));
}

/** The facts that have a value, as a description list; nothing at all when none has. */
export function FactList({ facts, className }: { readonly facts: readonly Fact[]; readonly className?: string }) {
  const shown = facts.filter((f) => !isEmptyValue(f.value));
  if (shown.length === 0) return null;
  return (
    <dl className={['wb-plan-facts', className].filter(Boolean).join(' ')}>
      {shown.map((f) => (
        <div key={f.label} className="wb-plan-facts__item">
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A function giving a plan date-time as a `<time>` element in the plan's local time, with the
 * zone abbreviation ("Jul 1, 2026, 3:00 PM EDT"), or null without a date.
 */
export function useWhen(): (dt: PlanDateTime | null) => ReactNode {
  const { t } = useTranslation('planView');
  const f = useFormatter();
  return (dt) => {
    const parts = dateTimeParts(dt, f);
    if (parts === null) return null;
    const text =
      parts.time === ''
        ? parts.date
        : parts.zone === ''
          ? t('when.dateTime', { date: parts.date, time: parts.time })
          : t('when.dateTimeZone', { date: parts.date, time: parts.time, zone: parts.zone });
    return parts.iso === '' ? text : <time dateTime={parts.iso}>{text}</time>;
  };
}

/** An address as one line, or null when it has nothing. */
export function addressValue(a: PlanAddress): string | null {
  const line = addressLine(a);
  return line === '' ? null : line;
}

/** A web address as an outside link (http and https only), other text as it is. */
export function WebLink({ url, children }: { readonly url: string; readonly children?: ReactNode }) {
  if (!isWebUrl(url)) return <>{url}</>;
  return (
    <a href={url.trim()} target="_blank" rel="noopener noreferrer">
      {children ?? url.trim()}
    </a>
  );
}

/** Link values: null when blank. */
export const webValue = (url: string, label?: string): ReactNode => (url.trim() === '' ? null : <WebLink url={url}>{label}</WebLink>);
export const emailValue = (email: string): ReactNode => (email.trim() === '' ? null : <a href={`mailto:${email.trim()}`}>{email.trim()}</a>);
export const phoneValue = (phone: string): ReactNode => (phone.trim() === '' ? null : <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone.trim()}</a>);
/** Text kept with its line breaks; null when blank. */
export const longText = (text: string): ReactNode => (text.trim() === '' ? null : <span className="wb-plan-pre">{text.trim()}</span>);

/** A titled card of the plan page; `children` decide what it holds. */
export function PlanCard({ title, children, className }: { readonly title: string; readonly children: ReactNode; readonly className?: string }) {
  const id = useId();
  return (
    <section className={['wb-card', 'wb-plan-card', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A card of facts, left out entirely when none has a value. */
export function FactsCard({ title, facts }: { readonly title: string; readonly facts: readonly Fact[] }) {
  if (!hasFacts(facts)) return null;
  return (
    <PlanCard title={title}>
      <FactList facts={facts} />
    </PlanCard>
  );
}
