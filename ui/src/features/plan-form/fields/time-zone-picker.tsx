import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneChoices, timeZoneNames, type PlanDateTime, type TimeZoneChoice } from '@waybook/core';
import { Button } from '../../../components/button/button.js';
import './fields.css';

/** Props of {@link TimeZonePicker}. */
export type TimeZonePickerProps = {
  readonly value: PlanDateTime;
  readonly onChange: (next: PlanDateTime) => void;
  /** Marks the picker for the page (`data-field`), e.g. 'startDateTime.timezone'. */
  readonly path: string;
  /** An error the server gave for the zone. */
  readonly error?: string;
  /**
   * What the server derives an automatic zone from, as the picker words it: 'address' (default,
   * "set from the address when you save") or 'airport' (flight segments).
   */
  readonly zoneSource?: TimeZoneSource;
};

/** What an automatic zone is derived from. */
export type TimeZoneSource = 'address' | 'airport';

/** Every IANA zone the runtime knows, sorted as it gives them. */
function knownZones(): readonly string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/**
 * A zone as the form names it, never by its IANA id: its name in the interface language and its
 * city ("Central Time (Chicago)"), the city alone when the language has no name for it.
 */
function zoneLabel(zone: string, locale: string, named: (name: string, city: string) => string): string {
  const names = timeZoneNames(zone, locale);
  if (names === null) return zone.replaceAll('_', ' ');
  return names.name === '' ? names.city : named(names.name, names.city);
}

/** A zone in the list: its offset first (the list runs west to east), then its names ("GMT-6 · Central Time (Chicago)"). */
function choiceLabel(choice: TimeZoneChoice, named: (name: string, city: string) => string): string {
  const { name, city } = choice.names;
  return `${choice.offset} · ${name === '' ? city : named(name, city)}`;
}

/** The date a zone's offset is taken at: the plan's own date, else today. */
function offsetDate(value: PlanDateTime): { readonly date: string; readonly time: string | null } {
  return value.date !== '' ? { date: value.date, time: value.time === '' ? null : value.time } : { date: new Date().toISOString().slice(0, 10), time: null };
}

/**
 * Applies a chosen zone to a date-time: a zone is a manual choice; '' hands the zone back to the
 * server, which fills it from the plan's place. The UTC offset is cleared either way (the server
 * works it out again).
 *
 * @example
 * withTimeZone(EMPTY_PLAN_DATE_TIME, 'Asia/Tokyo') // { ...timezone: 'Asia/Tokyo', isTimezoneManual: true, isTimezoneKnown: true }
 */
export function withTimeZone(value: PlanDateTime, zone: string): PlanDateTime {
  return { ...value, timezone: zone, utcOffset: '', isTimezoneManual: zone !== '', isTimezoneKnown: zone !== '' };
}

/**
 * The zone of a date-time: shown as text ("Time zone: Central European Time (Paris)", or that it will be set from
 * the address, or from the airport with `zoneSource="airport"`) with a "Change time zone" disclosure opening a select of every zone, "Automatic"
 * first. The select is only rendered while open (there are some 400 zones).
 *
 * @example
 * <TimeZonePicker path="startDateTime.timezone" value={dt} onChange={onChange} />
 * <TimeZonePicker path="segments.0.startDateTime.timezone" value={dt} onChange={onChange} zoneSource="airport" />
 */
export function TimeZonePicker({ value, onChange, path, error, zoneSource = 'address' }: TimeZonePickerProps) {
  const { t, i18n } = useTranslation('planForm');
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const { date, time } = offsetDate(value);
  const choices = useMemo(() => (isOpen ? timeZoneChoices(knownZones(), { date, time }, i18n.language) : []), [isOpen, date, time, i18n.language]);
  const unknown = value.timezone !== '' && !choices.some((c) => c.zone === value.timezone);
  const named = (name: string, city: string) => t('timeZone.named', { name, city });
  const fromAirport = zoneSource === 'airport';
  const shown =
    value.timezone === '' ? t(fromAirport ? 'timeZone.automaticFromAirport' : 'timeZone.automatic') : zoneLabel(value.timezone, i18n.language, named);

  return (
    <div className="wb-plan-zone" data-field={path}>
      <p className="wb-plan-zone__current">
        <span className="wb-plan-zone__label">{t('timeZone.label')}:</span> <span>{shown}</span>
        {value.isTimezoneManual && value.timezone !== '' && <span className="wb-muted"> ({t('timeZone.manual')})</span>}
      </p>
      <Button variant="link" size="sm" aria-expanded={isOpen} aria-controls={isOpen ? `${id}-zone` : undefined} onPress={() => setOpen((o) => !o)}>
        {isOpen ? t('timeZone.hide') : t('timeZone.change')}
      </Button>
      {isOpen && (
        <div className="wb-field wb-plan-zone__choice">
          <label className="wb-field__label" htmlFor={`${id}-zone`}>
            {t('timeZone.select')}
          </label>
          <div className="wb-field__control">
            <select
              id={`${id}-zone`}
              className="wb-field__input wb-plan-select"
              value={value.timezone}
              onChange={(e) => onChange(withTimeZone(value, e.target.value))}
              aria-invalid={error !== undefined || undefined}
              aria-describedby={error !== undefined ? `${id}-error` : undefined}
            >
              <option value="">{t(fromAirport ? 'timeZone.automaticOptionFromAirport' : 'timeZone.automaticOption')}</option>
              {unknown && <option value={value.timezone}>{value.timezone.replaceAll('_', ' ')}</option>}
              {choices.map((choice) => (
                <option key={choice.zone} value={choice.zone}>
                  {choiceLabel(choice, named)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {error !== undefined && (
        <p id={`${id}-error`} className="wb-field__error wb-plan-field__text">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A date-time whose place changed: a zone the server filled from the old place (not a manual
 * choice) is dropped, so the server fills it again from the new one.
 *
 * @example
 * forgetAutomaticZone({ ...dt, timezone: 'Europe/Paris', isTimezoneManual: false }).timezone // ''
 */
export function forgetAutomaticZone(value: PlanDateTime): PlanDateTime {
  if (value.isTimezoneManual || (value.timezone === '' && value.utcOffset === '')) return value;
  return { ...value, timezone: '', utcOffset: '', isTimezoneKnown: false };
}
