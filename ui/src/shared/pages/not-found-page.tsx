import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { HELP_CENTER_URL } from '../site-links.js';
import './not-found-page.css';

/** Props of {@link NotFoundPage}. */
export type NotFoundPageProps = {
  /** The translated name of what was not found ("Trip"); the page itself when absent. */
  readonly resource?: string;
};

/**
 * The not-found state (part 1 section 2.6): the error code, "<resource> not found", a link home
 * and a help-center link. With the query flag rw=1 (a 404 after a legacy-id rewrite) it reports
 * an error, once per path.
 *
 * @example
 * <NotFoundPage resource={t('trips:trip')} />
 */
export function NotFoundPage({ resource }: NotFoundPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const reporter = useService(TOKENS.reporter);
  const afterRewrite = params.get('rw') === '1';
  const reported = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!afterRewrite || reported.current === pathname) return;
    reported.current = pathname;
    reporter.report('404 after rewrite', { path: pathname });
  }, [afterRewrite, pathname, reporter]);

  return (
    <div className="wb-page wb-not-found">
      <h1 className="wb-not-found__code">
        <span className="wb-visually-hidden">{t('notFound.code', { code: 404 })}</span>
        <span aria-hidden="true">404</span>
      </h1>
      <p className="wb-not-found__message">{resource === undefined ? t('notFound.pageNotFound') : t('notFound.resourceNotFound', { resource })}</p>
      <p className="wb-muted">{t('notFound.hint')}</p>
      <ul className="wb-not-found__links">
        <li>
          <Link to="/">{t('notFound.home')}</Link>
        </li>
        <li>
          <a href={HELP_CENTER_URL}>{t('notFound.help')}</a>
        </li>
      </ul>
    </div>
  );
}
