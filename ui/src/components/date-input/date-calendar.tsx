import type { CalendarDate } from '@internationalized/date';
import { Button, Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import './date-calendar.css';

/** Props of {@link DateCalendar}. */
export type DateCalendarProps = {
  readonly value: CalendarDate | null;
  readonly minValue?: CalendarDate;
  /** The day focused on opening when there is no value. */
  readonly initialFocus?: CalendarDate;
  readonly onChange: (date: CalendarDate) => void;
};

function Chevron({ direction }: { readonly direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A month grid (react-aria `Calendar`) for the date input's picker; days before `minValue` are
 * disabled. Month and day names follow the surrounding `I18nProvider`.
 *
 * @example
 * <DateCalendar value={null} minValue={parseDate('2026-05-01')} onChange={pick} />
 */
export function DateCalendar({ value, minValue, initialFocus, onChange }: DateCalendarProps) {
  const { t } = useTranslation();
  return (
    <Calendar className="wb-calendar" value={value} minValue={minValue} defaultFocusedValue={value ?? initialFocus} onChange={onChange} autoFocus>
      <header className="wb-calendar__header">
        <Button slot="previous" className="wb-calendar__nav" aria-label={t('components:previousMonth')}>
          <Chevron direction="left" />
        </Button>
        <Heading className="wb-calendar__heading" />
        <Button slot="next" className="wb-calendar__nav" aria-label={t('components:nextMonth')}>
          <Chevron direction="right" />
        </Button>
      </header>
      <CalendarGrid className="wb-calendar__grid">
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className="wb-calendar__weekday">{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className="wb-calendar__day" />}</CalendarGridBody>
      </CalendarGrid>
    </Calendar>
  );
}
