import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner/spinner.js';
import './page-loading.css';

/**
 * The main area while a page (or the profile it needs) is loading: a large spinner announced
 * as "Loading…".
 *
 * @example
 * <Suspense fallback={<PageLoading />}>{page}</Suspense>
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="wb-page-loading">
      <Spinner size="lg" label={t('frame.loading')} />
    </div>
  );
}
