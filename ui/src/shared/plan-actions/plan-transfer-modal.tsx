import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { buildPath, EMPTY_TRIP, planTitle, type Plan, type Trip } from '@waybook/core';
import { TRIP_NAME_MAX_LENGTH } from '@waybook/core/contract';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { TextField } from '../../components/text-field/text-field.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { useServerDataRefresh } from '../server-data/use-server-data-refresh.js';
import { tripDatesMessage } from '../trips/trip-view.js';
import { useEditableTrips, type EditableTripsLoad } from '../server-data/use-editable-trips.js';
import './plan-actions.css';

/** Move files the plan in another trip; copy puts a copy of it in a trip (this one included). */
export type PlanTransferKind = 'move' | 'copy';

/** What a successful move or copy did: the plan as the server answered it, in `trip`. */
export interface PlanTransferOutcome {
  readonly kind: PlanTransferKind;
  readonly plan: Plan;
  readonly tripUuid: string;
}

/** Props of {@link MovePlanModal} and {@link CopyPlanModal}. */
export interface PlanTransferModalProps {
  readonly plan: Plan;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** Called once the server accepted, before the target trip opens. */
  readonly onDone?: (outcome: PlanTransferOutcome) => void;
}

const NEW_TRIP = '\u0000new';

/** Props of {@link TripChoices}. */
interface TripChoicesProps {
  readonly load: EditableTripsLoad;
  /** The plan's own trip, marked "(this trip)" when listed. */
  readonly current: string;
  /** The chosen trip uuid, {@link NEW_TRIP}, or null. */
  readonly chosen: string | null;
  readonly onChoose: (choice: string) => void;
  readonly isDisabled: boolean;
  /** The name field of the new trip, shown under its choice once chosen. */
  readonly newTripField: ReactNode;
}

/** The trips a plan can go to, ten per tab at a time with "show more", then "A new trip". */
function TripChoices({ load, current, chosen, onChoose, isDisabled, newTripField }: TripChoicesProps) {
  const { t } = useTranslation(['planActions', 'tripSummary', 'common']);
  const { profile } = useSession();
  const toast = useToast();
  const { state, hasMore, loadMore, retry } = load;
  if (state.status === 'loading') return <Spinner label={t('loadingTrips')} showLabel />;
  if (state.status === 'error') {
    return (
      <div role="alert" className="wb-stack">
        <p>{t('common:errors.unexpected')}</p>
        <Button variant="outline-primary" onPress={retry}>
          {t('tripSummary:retry')}
        </Button>
      </div>
    );
  }
  const order = profile?.dateEndianFormat ?? 'M';
  return (
    <fieldset className="wb-plan-transfer__choices" disabled={isDisabled}>
      <legend className="wb-plan-transfer__legend">{t('choose')}</legend>
      {state.trips.map((c) => {
        const dates = tripDatesMessage(c, order);
        return (
          <label key={c.uuid} className="wb-plan-transfer__choice">
            <input type="radio" name="wb-plan-transfer-target" value={c.uuid} checked={chosen === c.uuid} onChange={() => onChoose(c.uuid)} />
            <span className="wb-plan-transfer__choice-text">
              <span className="wb-plan-transfer__choice-name">
                {c.displayName || t('tripSummary:untitled')}
                {c.uuid === current && (
                  <>
                    {' '}
                    <span className="wb-muted">{t('thisTrip')}</span>
                  </>
                )}
              </span>{' '}
              <span className="wb-muted">{t(`tripSummary:${dates.key}`, dates.values)}</span>
            </span>
          </label>
        );
      })}
      {state.trips.length === 0 && !hasMore && <p className="wb-muted">{t('noTrips')}</p>}
      {hasMore && (
        <Button variant="link" isPending={state.loadingMore} onPress={() => void loadMore().then((ok) => ok || toast.error(t('common:errors.unexpected')))}>
          {t('loadMore')}
        </Button>
      )}
      <label className="wb-plan-transfer__choice">
        <input type="radio" name="wb-plan-transfer-target" value="new" checked={chosen === NEW_TRIP} onChange={() => onChoose(NEW_TRIP)} />
        <span className="wb-plan-transfer__choice-name">{t('newTrip.option')}</span>
      </label>
      {chosen === NEW_TRIP && <div className="wb-plan-transfer__new-trip">{newTripField}</div>}
    </fieldset>
  );
}

function PlanTransferModal({ kind, plan, isOpen, onOpenChange, onDone }: PlanTransferModalProps & { readonly kind: PlanTransferKind }) {
  const { t } = useTranslation(['planActions', 'tripSummary', 'common']);
  const { profile } = useSession();
  const plans = useService(TOKENS.planService);
  const tripService = useService(TOKENS.tripService);
  const toast = useToast();
  const navigate = useNavigate();
  const refreshAfter = useServerDataRefresh();
  const current = plan.meta.tripUuid;
  // A plan can be copied into its own trip, but not moved there.
  const load = useEditableTrips({ isOpen, me: profile?.profileRef ?? '', exclude: kind === 'move' ? current : null });
  const { state } = load;
  const [chosen, setChosen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  // A trip created for an attempt whose move or copy then failed: a retry files the plan there.
  const created = useRef<Trip | null>(null);

  const planName = planTitle(plan) || t(`types.${plan.type}`);
  const nameError = name.trim() === '' ? t('validation:required') : undefined;
  const ready = chosen !== null && (chosen !== NEW_TRIP || (nameError === undefined && name.length <= TRIP_NAME_MAX_LENGTH));

  const close = (open: boolean) => {
    if (busy) return;
    if (!open) {
      setChosen(null);
      setName('');
      setNameTouched(false);
    }
    onOpenChange(open);
  };

  const targetTrip = async (): Promise<Trip | null> => {
    if (chosen !== NEW_TRIP) return state.status === 'ready' ? (state.trips.find((c) => c.uuid === chosen) ?? { ...EMPTY_TRIP, uuid: chosen ?? '' }) : null;
    if (created.current !== null && created.current.displayName === name.trim()) return created.current;
    const result = await tripService.create({ ...EMPTY_TRIP, displayName: name.trim() });
    if (!result.ok) {
      toast.error(t('newTrip.failed'));
      return null;
    }
    created.current = result.value;
    return result.value;
  };

  const confirm = async () => {
    setNameTouched(true);
    if (!ready || busy) return;
    setBusy(true);
    const trip = await targetTrip();
    if (trip === null) {
      setBusy(false);
      return;
    }
    const result = kind === 'move' ? await plans.move(plan.type, plan.meta.uuid, trip.uuid) : await plans.copy(plan.type, plan.meta.uuid, trip.uuid);
    if (result.ok) await refreshAfter.plansChanged([plan.meta.tripUuid, trip.uuid]);
    setBusy(false);
    if (!result.ok) {
      toast.error(t(`${kind}.failed`));
      return;
    }
    toast.success(t(`${kind}.success`, { plan: planName, trip: trip.displayName || t('tripSummary:untitled') }));
    onDone?.({ kind, plan: result.value, tripUuid: trip.uuid });
    close(false);
    void navigate(buildPath('trip_summary', { tripUuid: trip.uuid }));
  };

  const newTripField = (
    <TextField
      label={t('newTrip.name')}
      value={name}
      onChange={setName}
      onBlur={() => setNameTouched(true)}
      isRequired
      maxLength={TRIP_NAME_MAX_LENGTH}
      errorMessage={nameTouched ? nameError : undefined}
      autoFocus
    />
  );
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={close}
      title={t(`${kind}.title`)}
      size="lg"
      footer={
        <>
          <Button variant="default" onPress={() => close(false)} isDisabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="primary" onPress={() => void confirm()} isDisabled={chosen === null} isPending={busy}>
            {t(`${kind}.confirm`)}
          </Button>
        </>
      }
    >
      <div className="wb-stack">
        <p>{t(`${kind}.intro`, { name: planName })}</p>
        <TripChoices load={load} current={current} chosen={chosen} onChoose={setChosen} isDisabled={busy} newTripField={newTripField} />
      </div>
    </Modal>
  );
}

/**
 * Move plan: files the plan (a trip's or an unfiled one) in another trip the user can edit, or in
 * a new trip created with the name typed; then opens that trip with a toast. A failure says so in
 * a toast and leaves the modal open to try again.
 *
 * @example
 * <MovePlanModal plan={plan} isOpen={open} onOpenChange={setOpen} />
 */
export function MovePlanModal(props: PlanTransferModalProps) {
  return <PlanTransferModal kind="move" {...props} />;
}

/**
 * Copy plan: puts a copy of the plan in a trip the user can edit (its own trip included) or in a
 * new trip; then opens that trip with a toast. A failure says so in a toast and leaves the modal open.
 *
 * @example
 * <CopyPlanModal plan={plan} isOpen={open} onOpenChange={setOpen} />
 */
export function CopyPlanModal(props: PlanTransferModalProps) {
  return <PlanTransferModal kind="copy" {...props} />;
}
