import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { tripListFilters, type DateOrder, type Trip, type TripListFilters, type TripListTab, mayEditTrip, tripRoleOf } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import type { TripModalProps } from './delete-trip-modal.js';
import { tripDatesMessage } from '../../shared/trips/trip-view.js';

// The three trip tabs together list every trip of the user: upcoming ones they travel on, the
// other upcoming ones, and the past ones.
const TABS = ['your_upcoming', 'others_upcoming', 'past'] as const satisfies readonly TripListTab[];

type TripTabFilters = Extract<TripListFilters, { kind: 'trips' }>;

/** The filters of one of the three trip tabs (never the unfiled items). */
function filtersOf(tab: (typeof TABS)[number]): TripTabFilters {
  const filters = tripListFilters(tab);
  if (filters.kind !== 'trips') throw new Error(`${tab} does not list trips`);
  return filters;
}

type Pages = Readonly<Record<(typeof TABS)[number], { readonly page: number; readonly maxPage: number }>>;

type Candidates =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly trips: readonly Trip[]; readonly pages: Pages; readonly loadingMore: boolean };

/** Props of {@link MergeTripModal}. */
export interface MergeTripModalProps extends TripModalProps {
  readonly myProfileRef: string;
  readonly dateOrder: DateOrder;
}

/**
 * Merge trip (owner only): lists the user's other trips they can edit, ten per tab at a time
 * with "show more"; merging moves this trip's plans into the chosen one and removes this trip,
 * then opens the chosen trip's summary with a toast.
 */
export function MergeTripModal({ trip, isOpen, onOpenChange, myProfileRef, dateOrder }: MergeTripModalProps) {
  const { t } = useTranslation(['tripSummary', 'common']);
  const trips = useService(TOKENS.tripService);
  const toast = useToast();
  const navigate = useNavigate();
  const [candidates, setCandidates] = useState<Candidates>({ status: 'loading' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const eligible = useCallback(
    (list: readonly Trip[], known: readonly Trip[]) => {
      const seen = new Set(known.map((k) => k.uuid));
      return list.filter((c) => {
        if (c.uuid === trip.uuid || seen.has(c.uuid) || !mayEditTrip(tripRoleOf(c, myProfileRef))) return false;
        seen.add(c.uuid);
        return true;
      });
    },
    [trip.uuid, myProfileRef],
  );

  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    setCandidates({ status: 'loading' });
    void Promise.all(TABS.map((tab) => trips.list(filtersOf(tab), 1))).then((results) => {
      if (!live) return;
      const pages: Partial<Record<(typeof TABS)[number], { page: number; maxPage: number }>> = {};
      const found: Trip[] = [];
      for (const [i, result] of results.entries()) {
        if (!result.ok) {
          setCandidates({ status: 'error' });
          return;
        }
        pages[TABS[i] ?? 'past'] = { page: 1, maxPage: result.value.maxPage };
        found.push(...eligible(result.value.trips, found));
      }
      setCandidates({ status: 'ready', trips: found, pages: pages as Pages, loadingMore: false });
    }, () => {
      if (live) setCandidates({ status: 'error' });
    });
    return () => {
      live = false;
    };
  }, [isOpen, trips, eligible, attempt]);

  const hasMore = candidates.status === 'ready' && TABS.some((tab) => candidates.pages[tab].page < candidates.pages[tab].maxPage);

  const loadMore = async () => {
    if (candidates.status !== 'ready' || candidates.loadingMore) return;
    setCandidates({ ...candidates, loadingMore: true });
    const pages = { ...candidates.pages };
    const found = [...candidates.trips];
    for (const tab of TABS) {
      const { page, maxPage } = candidates.pages[tab];
      if (page >= maxPage) continue;
      const result = await trips.list(filtersOf(tab), page + 1);
      if (!result.ok) {
        toast.error(t('common:errors.unexpected'));
        break;
      }
      pages[tab] = { page: page + 1, maxPage: result.value.maxPage };
      found.push(...eligible(result.value.trips, found));
    }
    setCandidates({ status: 'ready', trips: found, pages, loadingMore: false });
  };

  const close = (open: boolean) => {
    if (busy) return;
    if (!open) setChosen(null);
    onOpenChange(open);
  };

  const confirm = async () => {
    if (chosen === null || busy) return;
    const target = candidates.status === 'ready' ? candidates.trips.find((c) => c.uuid === chosen) : undefined;
    setBusy(true);
    const result = await trips.merge(trip.uuid, chosen);
    if (result.ok) {
      const into = result.value.uuid || chosen;
      toast.success(t('merge.success', { name: target?.displayName || result.value.displayName || t('untitled') }));
      void navigate(`/trips/${encodeURIComponent(into)}`);
      return;
    }
    setBusy(false);
    toast.error(t('merge.failed'));
  };

  const name = trip.displayName || t('untitled');
  let body;
  if (candidates.status === 'loading') body = <Spinner label={t('merge.loading')} showLabel />;
  else if (candidates.status === 'error') {
    body = (
      <div role="alert" className="wb-stack">
        <p>{t('common:errors.unexpected')}</p>
        <Button variant="outline-primary" onPress={() => setAttempt((n) => n + 1)}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (candidates.trips.length === 0 && !hasMore) body = <p className="wb-muted">{t('merge.none')}</p>;
  else {
    body = (
      <fieldset className="wb-merge__choices" disabled={busy}>
        <legend className="wb-merge__legend">{t('merge.choose')}</legend>
        {candidates.trips.map((c) => {
          const dates = tripDatesMessage(c, dateOrder);
          return (
            <label key={c.uuid} className="wb-merge__choice">
              <input type="radio" name="wb-merge-target" value={c.uuid} checked={chosen === c.uuid} onChange={() => setChosen(c.uuid)} />
              <span className="wb-merge__choice-text">
                <span className="wb-merge__choice-name">{c.displayName || t('untitled')}</span>
                <span className="wb-muted">{t(dates.key, dates.values)}</span>
              </span>
            </label>
          );
        })}
        {hasMore && (
          <Button variant="link" onPress={() => void loadMore()} isPending={candidates.loadingMore}>
            {t('merge.loadMore')}
          </Button>
        )}
      </fieldset>
    );
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={close}
      title={t('merge.title')}
      size="lg"
      footer={
        <>
          <Button variant="default" onPress={() => close(false)} isDisabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="primary" onPress={() => void confirm()} isDisabled={chosen === null} isPending={busy}>
            {t('merge.confirm')}
          </Button>
        </>
      }
    >
      <div className="wb-stack">
        <p>{t('merge.intro', { name })}</p>
        {body}
      </div>
    </Modal>
  );
}
