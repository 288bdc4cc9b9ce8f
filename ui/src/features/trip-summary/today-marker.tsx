import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../shared/use-formatter.js';

/**
 * Today on a trip's timeline: a "Today" badge beside the heading of today's plans or, on a day
 * without plans (`alone`), a line between the days before and after it that says so.
 *
 * @example
 * <TodayMarker today="2026-11-22" alone />
 */
export function TodayMarker({ today, alone = false }: { readonly today: string; readonly alone?: boolean }) {
  const { t } = useTranslation('tripSummary');
  const f = useFormatter();
  if (!alone) return <span className="wb-timeline__today-badge">{t('timeline.today')}</span>;
  return (
    <p className="wb-timeline__today">
      <span className="wb-timeline__today-badge">{t('timeline.today')}</span>
      <span>{t('timeline.todayFree', { date: f.date(today, 'weekday') })}</span>
    </p>
  );
}
