import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HourClock } from '@waybook/core';
import './fields.css';

/** Props of {@link TimeSelect}. */
export type TimeSelectProps = {
  /** The group's name ("Check-in time"). */
  readonly label: string;
  /** HH:mm:ss, or '' for no time. */
  readonly value: string;
  /** HH:mm:00 once an hour and minutes are chosen; '' when cleared or half chosen. */
  readonly onChange: (time: string) => void;
  /** 1: hours 01-12 with AM/PM; 2: hours 00-23. */
  readonly hourClock: HourClock;
  /** Marks the group for the page (`data-field`), e.g. 'startDateTime.time'. */
  readonly path: string;
  /** An error from the form (end before start), shown when the picker has none of its own. */
  readonly error?: string;
  /** Shows the picker's own error (a half-chosen time) before it was left. */
  readonly forceErrors?: boolean;
};

type Parts = { readonly hour: string; readonly minute: string; readonly period: 'AM' | 'PM' };

const pad = (n: number) => String(n).padStart(2, '0');
const MINUTES = Array.from({ length: 60 }, (_, i) => pad(i));
const HOURS_12 = Array.from({ length: 12 }, (_, i) => pad(i + 1));
const HOURS_24 = Array.from({ length: 24 }, (_, i) => pad(i));

/**
 * Reads an internal time into the picker's parts for an hour clock; an empty or unreadable time
 * gives empty parts.
 *
 * @example
 * timeParts('13:05:00', 1) // { hour: '01', minute: '05', period: 'PM' }
 * timeParts('00:30:00', 1) // { hour: '12', minute: '30', period: 'AM' }
 */
export function timeParts(time: string, hourClock: HourClock): Parts {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (match === null) return { hour: '', minute: '', period: 'AM' };
  const h = Number(match[1]);
  const minute = match[2] ?? '';
  if (h > 23 || Number(minute) > 59) return { hour: '', minute: '', period: 'AM' };
  if (hourClock === 2) return { hour: pad(h), minute, period: h < 12 ? 'AM' : 'PM' };
  return { hour: pad(h % 12 === 0 ? 12 : h % 12), minute, period: h < 12 ? 'AM' : 'PM' };
}

/**
 * The internal time (HH:mm:00) of the picker's parts, '' when no hour is chosen, null when only
 * one of hour and minutes is.
 *
 * @example
 * timeOfParts({ hour: '12', minute: '15', period: 'AM' }, 1) // '00:15:00'
 * timeOfParts({ hour: '', minute: '', period: 'AM' }, 2)    // ''
 */
export function timeOfParts(parts: Parts, hourClock: HourClock): string | null {
  if (parts.hour === '' && parts.minute === '') return '';
  if (parts.hour === '' || parts.minute === '') return null;
  const h = Number(parts.hour);
  const hour24 = hourClock === 2 ? h : (h % 12) + (parts.period === 'PM' ? 12 : 0);
  return `${pad(hour24)}:${parts.minute}:00`;
}

/**
 * The time picker of part 1 section 2.8: an hour select (01-12 with an AM/PM select on a 12-hour
 * clock, 00-23 on a 24-hour clock) and a minutes select (00-59), each with "--" for no time.
 * Choosing an hour fills the minutes with 00; an hour without minutes (or the reverse) is "Invalid
 * time format." once the group is left. The selects are named "Hour", "Minutes" and "AM or PM"
 * inside a group named by `label`.
 *
 * @example
 * <TimeSelect label="Check-in time" path="startDateTime.time" value={dt.time} hourClock={1} onChange={setTime} />
 */
export function TimeSelect(props: TimeSelectProps) {
  const { value, onChange, hourClock } = props;
  const { t } = useTranslation('planForm');
  const id = useId();
  const [parts, setParts] = useState<Parts>(() => timeParts(value, hourClock));
  const [touched, setTouched] = useState(false);
  const emitted = useRef(value);
  const shownClock = useRef(hourClock);

  // A time set by the parent (loaded plan, reset) or a new hour clock redraws the selects.
  useEffect(() => {
    if (value === emitted.current && hourClock === shownClock.current) return;
    emitted.current = value;
    shownClock.current = hourClock;
    setParts(timeParts(value, hourClock));
  }, [value, hourClock]);

  const update = (next: Parts) => {
    setParts(next);
    const time = timeOfParts(next, hourClock) ?? '';
    if (time === emitted.current) return;
    emitted.current = time;
    onChange(time);
  };

  const setHour = (hour: string) =>
    update(hour === '' ? { ...parts, hour: '', minute: '' } : { ...parts, hour, minute: parts.minute === '' ? '00' : parts.minute });

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setTouched(true);
  };

  const halfChosen = timeOfParts(parts, hourClock) === null;
  const ownError = halfChosen && (touched || props.forceErrors === true) ? t('validation:time.invalidFormat') : undefined;
  const error = ownError ?? (props.error || undefined);
  const errorId = `${id}-error`;
  const selectProps = {
    className: 'wb-plan-time__select',
    'aria-invalid': error !== undefined || undefined,
    'aria-describedby': error !== undefined ? errorId : undefined,
  };
  const hours = hourClock === 1 ? HOURS_12 : HOURS_24;

  return (
    <div className="wb-plan-time" data-field={props.path} data-invalid={error !== undefined || undefined}>
      <div role="group" aria-labelledby={`${id}-label`} className="wb-plan-time__group" onBlur={leave}>
        <span id={`${id}-label`} className="wb-field__label">
          {props.label}
        </span>
        <div className="wb-plan-time__controls">
          <select {...selectProps} aria-label={t('time.hour')} value={parts.hour} onChange={(e) => setHour(e.target.value)}>
            <option value="">--</option>
            {hours.map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </select>
          <span aria-hidden="true" className="wb-plan-time__colon">
            :
          </span>
          <select {...selectProps} aria-label={t('time.minute')} value={parts.minute} onChange={(e) => update({ ...parts, minute: e.target.value })}>
            <option value="">--</option>
            {MINUTES.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
          {hourClock === 1 && (
            <select
              {...selectProps}
              aria-label={t('time.period')}
              value={parts.period}
              onChange={(e) => update({ ...parts, period: e.target.value === 'PM' ? 'PM' : 'AM' })}
            >
              <option value="AM">{t('time.am')}</option>
              <option value="PM">{t('time.pm')}</option>
            </select>
          )}
        </div>
      </div>
      {error !== undefined && (
        <p id={errorId} className="wb-field__error wb-plan-field__text">
          {error}
        </p>
      )}
    </div>
  );
}
