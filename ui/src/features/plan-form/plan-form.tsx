import { useCallback, useEffect, useId, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { modelsEqual, PLAN_TYPE_INFO, type Plan } from '@waybook/core';
import { Button } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { DiscardChangesModal, type DiscardTexts } from '../../components/modal/discard-changes-modal.js';
import { LeaveGuard } from '../../components/modal/leave-guard.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { useServerDataRefresh } from '../../shared/server-data/use-server-data-refresh.js';
import { useFormSubmit, type SubmitOutcome } from '../../shared/use-form-submit.js';
import { BookingFieldsSection, hasBookingDetails, validateBookingFields } from './fields/booking-fields-section.js';
import type { PlanFieldErrors, PlanTypeForm } from './plan-form-types.js';
import { fieldPathCandidates, leavePathOf, planToSave, serverFieldPath, valueAt, visibleErrors } from './plan-form-values.js';
import '../../components/field/field.css';
import './fields/fields.css';
import './plan-form.css';

/** Props of {@link PlanForm}. */
export type PlanFormProps = {
  readonly form: PlanTypeForm;
  /** The plan to start from: the type's empty plan, or the saved one. */
  readonly initial: Plan;
  readonly mode: 'create' | 'edit';
  /** The trip the plan belongs to; null for an unfiled item. */
  readonly tripUuid: string | null;
  /** The trip's name, shown above the heading (null for an unfiled item). */
  readonly tripName: string | null;
  readonly tripDates: { readonly start: string | null; readonly end: string | null };
};

/** Controls that report a problem (react-aria fields, the date input, the selects of ./fields). */
const INVALID_CONTROLS = 'input[aria-invalid="true"], textarea[aria-invalid="true"], select[aria-invalid="true"]';
const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button';
const NONE: readonly never[] = [];

type ServerError = { readonly path: string; readonly value: unknown };

/**
 * The same errors object for as long as its content stays the same, so the memoized booking
 * section does not redraw on every keystroke elsewhere in the form.
 */
function useStableErrors(errors: PlanFieldErrors): PlanFieldErrors {
  const key = JSON.stringify(errors);
  const [kept, setKept] = useState({ key, errors });
  if (key === kept.key) return kept.errors;
  setKept({ key, errors });
  return errors;
}

/**
 * The create/edit form of one plan: the type's fields, the shared "Booking details", and saving.
 * Errors show once a field was left, or all on submit, which focuses the first invalid control
 * (opening "Booking details" if it is there). Saving sends the plan once (the button spins and
 * refuses further presses), then opens the trip (or the unfiled items) with a toast. A field the
 * server refused (400 invalid_field:<ObjectKey>.<path>) is marked and focused; any other failure
 * says so in a toast and keeps the draft.
 *
 * @example
 * <PlanForm form={lodgingForm} initial={lodgingForm.empty()} mode="create" tripUuid="t1" tripName="Lyon" tripDates={dates} />
 */
export function PlanForm({ form, initial, mode, tripUuid, tripName, tripDates }: PlanFormProps) {
  const { t } = useTranslation('planForm');
  const plans = useService(TOKENS.planService);
  const navigate = useNavigate();
  const toast = useToast();
  const refreshAfter = useServerDataRefresh();
  const headingId = useId();
  const type = initial.type;
  const omit = form.bookingFieldsInFields ?? NONE;
  const showsBooking = form.showsBookingDetails !== false;

  const [draft, setDraft] = useState<Plan>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [bookingOpen, setBookingOpen] = useState(() => mode === 'edit' && hasBookingDetails(initial.booking, omit));
  const [askingDiscard, setAskingDiscard] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const allowLeave = useRef(false);
  const pendingFocus = useRef<HTMLElement | null>(null);
  // Saving is the shared submit flow; `serverError` is the field the server refused.
  const {
    submit,
    saving,
    attempted: submitted,
    refusedAt,
    refused: serverError,
  } = useFormSubmit<ServerError>({
    isBlocked: () => isBlocked(),
    send: () => save(),
  });

  const errors = useMemo<PlanFieldErrors>(
    () => ({ ...(showsBooking ? validateBookingFields(draft.booking, omit) : {}), ...form.validate(draft) }),
    [form, draft, showsBooking, omit],
  );
  // The server's refusal stands until the refused value changes.
  const refused = serverError !== null && modelsEqual(valueAt(draft, serverError.path), serverError.value) ? serverError.path : null;
  const shown = useStableErrors(
    useMemo(() => {
      const all = refused === null ? errors : { ...errors, [refused]: { key: 'planForm:serverRefused' } };
      return visibleErrors(all, touched, submitted, refused === null ? [] : [refused]);
    }, [errors, refused, touched, submitted]),
  );
  const changeBooking = useCallback((booking: Plan['booking']) => setDraft((d) => ({ ...d, booking })), []);

  const dirty = !modelsEqual(draft, initial);
  const discardKeys = mode === 'create' ? 'discardDraft' : 'discardEdits';
  const discardTexts: DiscardTexts = {
    title: t(`${discardKeys}.title`),
    body: t(`${discardKeys}.body`),
    keep: t(`${discardKeys}.keep`),
    confirm: t(`${discardKeys}.confirm`),
  };
  const leavePath = leavePathOf(tripUuid);

  // A field is left when focus goes outside the element carrying its data-field (a calendar or
  // suggestion popover of that field does not count).
  const trackLeave = (event: FocusEvent<HTMLFormElement>) => {
    const field = event.target instanceof Element ? event.target.closest('[data-field]') : null;
    const path = field?.getAttribute('data-field');
    if (field === null || field === undefined || path === null || path === undefined) return;
    const next = event.relatedTarget;
    if (next instanceof Node && field.contains(next)) return;
    if (next instanceof Element && !formRef.current?.contains(next) && next.closest('[role="dialog"], [role="listbox"]') !== null) return;
    setTouched((s) => (s.has(path) ? s : new Set(s).add(path)));
  };

  // Focuses a control after the next render, first opening "Booking details" when it is inside
  // the collapsed section.
  const focusAfterRender = (control: HTMLElement) => {
    pendingFocus.current = control;
    if (control.closest('[hidden]') !== null) setBookingOpen(true);
  };
  // Focuses a control now, or once "Booking details" has opened.
  const focusControl = (control: HTMLElement) => {
    if (control.closest('[hidden]') !== null) focusAfterRender(control);
    else control.focus();
  };
  useEffect(() => {
    const control = pendingFocus.current;
    if (control !== null && control.closest('[hidden]') === null) {
      pendingFocus.current = null;
      control.focus();
    }
  });

  const controlOf = (path: string) => formRef.current?.querySelector<HTMLElement>(`[data-field="${path}"]`)?.querySelector<HTMLElement>(FOCUSABLE) ?? null;

  // Submitting first shows every error, then decides: the widgets also know about text they
  // could not read (a malformed date, a half-chosen time).
  const isBlocked = () => {
    const invalid = formRef.current?.querySelector<HTMLElement>(INVALID_CONTROLS) ?? null;
    const firstPath = Object.keys(errors)[0];
    if (invalid === null && firstPath === undefined) return false;
    const control =
      invalid ??
      (firstPath === undefined
        ? null
        : (fieldPathCandidates(firstPath)
            .map(controlOf)
            .find((c) => c !== null) ?? null));
    if (control !== null) focusControl(control);
    return true;
  };

  const save = async (): Promise<SubmitOutcome<ServerError>> => {
    const plan = planToSave(draft, mode, tripUuid);
    let result;
    try {
      result = mode === 'create' ? await plans.create(plan) : await plans.replace(plan);
    } catch {
      result = null;
    }
    if (result === null || !result.ok) {
      const path = result === null ? null : serverFieldPath(result.error, PLAN_TYPE_INFO[type].objectKey);
      const target = path === null ? undefined : fieldPathCandidates(path).find((p) => formRef.current?.querySelector(`[data-field="${p}"]`));
      if (target === undefined) {
        const denied = result !== null && result.error.kind === 'http' && result.error.status === 403;
        toast.error(t(denied ? 'permissionDenied' : 'saveFailed'));
        return { kind: 'failed' };
      }
      // The refused field takes the focus once its message is on screen (the render after this).
      const control = controlOf(target);
      if (control !== null) focusAfterRender(control);
      return { kind: 'failed', refused: { path: target, value: valueAt(draft, target) } };
    }
    // The trip (and any plan read before) is read again, so the page we go to shows the change.
    await refreshAfter.plansChanged([tripUuid ?? '']);
    toast.success(t(mode === 'create' ? 'created' : 'saved'));
    allowLeave.current = true;
    void navigate(leavePath, { replace: true });
    return { kind: 'done' };
  };

  const leave = () => {
    allowLeave.current = true;
    void navigate(leavePath);
  };

  const cancel = () => {
    if (dirty) setAskingDiscard(true);
    else leave();
  };

  return (
    <div className="wb-page wb-plan-form">
      <p className="wb-plan-form__context">{tripName === null ? t('unfiledItem') : t('inTrip', { name: tripName })}</p>
      <h1 id={headingId}>{t(`heading.${mode}.${type}`)}</h1>
      <form ref={formRef} className="wb-card wb-plan-form__form" noValidate aria-labelledby={headingId} onSubmit={submit} onBlur={trackLeave}>
        {refusedAt > 0 && (
          <p key={refusedAt} role="alert" className="wb-plan-form__alert">
            {t('fixErrors')}
          </p>
        )}
        <p className="wb-muted wb-plan-form__required">{t('requiredNote')}</p>
        {form.hasOwnSections === true ? (
          <form.Fields plan={draft} onChange={setDraft} errors={shown} showErrors={submitted} tripDates={tripDates} />
        ) : (
          <section className="wb-plan-form__section" aria-labelledby={`${headingId}-details`}>
            <h2 id={`${headingId}-details`}>{t('sections.details')}</h2>
            <form.Fields plan={draft} onChange={setDraft} errors={shown} showErrors={submitted} tripDates={tripDates} />
          </section>
        )}
        {showsBooking && (
          <BookingFieldsSection
            value={draft.booking}
            onChange={changeBooking}
            errors={shown}
            forceErrors={submitted}
            isExpanded={bookingOpen}
            onExpandedChange={setBookingOpen}
            omit={omit}
          />
        )}
        <div className="wb-plan-form__actions">
          <Button variant="default" onPress={cancel} isDisabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="primary" isPending={saving}>
            {saving ? <Spinner size="sm" label={t('saving')} showLabel /> : t(mode === 'create' ? 'create' : 'save')}
          </Button>
        </div>
      </form>
      <DiscardChangesModal isOpen={askingDiscard} texts={discardTexts} onKeep={() => setAskingDiscard(false)} onDiscard={leave} />
      <LeaveGuard isDirty={dirty && !askingDiscard} allowLeaveRef={allowLeave} texts={discardTexts} />
    </div>
  );
}
