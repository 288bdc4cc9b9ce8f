import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pageSlots, tripListSearch, type TripListNavigationState, type TripListView } from './trip-list-query.js';

const TO_RESULTS: TripListNavigationState = { focus: 'results' };

/** Props of {@link TripListPagination}. */
export interface TripListPaginationProps {
  readonly view: TripListView;
  readonly maxPage: number;
}

/**
 * Previous, page numbers and next, as links to the page in the URL query (`page`), so a page can
 * be bookmarked or opened in a new tab. Nothing is shown when everything fits on one page.
 *
 * @example
 * <TripListPagination view={{ tab: 'past', permission: 'all', page: 2 }} maxPage={5} />
 */
export function TripListPagination({ view, maxPage }: TripListPaginationProps) {
  const { t } = useTranslation('trips');
  if (maxPage <= 1) return null;
  const to = (page: number) => ({ search: tripListSearch({ ...view, page }) });
  const previous = view.page > 1 ? Math.min(view.page - 1, maxPage) : null;
  const next = view.page < maxPage ? view.page + 1 : null;
  return (
    <nav className="wb-trip-pages" aria-label={t('pagination.label')}>
      <p className="wb-trip-pages__where">{t('pagination.where', { page: view.page, maxPage })}</p>
      <ul className="wb-trip-pages__list">
        <li>
          {previous === null ? (
            <span className="wb-trip-pages__step" aria-disabled="true">
              {t('pagination.previous')}
            </span>
          ) : (
            <Link className="wb-trip-pages__step" to={to(previous)} state={TO_RESULTS} rel="prev">
              {t('pagination.previous')}
            </Link>
          )}
        </li>
        {pageSlots(view.page, maxPage).map((slot, i) => (
          <li key={slot === 'gap' ? `gap-${i}` : slot}>
            {slot === 'gap' ? (
              <span className="wb-trip-pages__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                className="wb-trip-pages__number"
                to={to(slot)}
                state={TO_RESULTS}
                aria-label={t('pagination.page', { page: slot })}
                aria-current={slot === view.page ? 'page' : undefined}
              >
                {slot}
              </Link>
            )}
          </li>
        ))}
        <li>
          {next === null ? (
            <span className="wb-trip-pages__step" aria-disabled="true">
              {t('pagination.next')}
            </span>
          ) : (
            <Link className="wb-trip-pages__step" to={to(next)} state={TO_RESULTS} rel="next">
              {t('pagination.next')}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
