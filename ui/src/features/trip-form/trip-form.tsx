import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Checkbox, FieldError, Label, Radio, RadioGroup, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  buildPath,
  canShareWithExpenseSystem,
  defaultPreferences,
  EMPTY_TRIP,
  isSharedWithExpenseSystem,
  toLanguageTag,
  type Trip,
  type TripPurposeCode,
} from '@waybook/core';
import { TRIP_NAME_MAX_LENGTH } from '@waybook/core/contract';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Autocomplete } from '../../components/autocomplete/autocomplete.js';
import { Button } from '../../components/button/button.js';
import { DateInput } from '../../components/date-input/date-input.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { TextField } from '../../components/text-field/text-field.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { DiscardChangesModal, type DiscardTexts } from '../../components/modal/discard-changes-modal.js';
import { LeaveGuard } from '../../components/modal/leave-guard.js';
import { useServerDataRefresh } from '../../shared/server-data/use-server-data-refresh.js';
import { useFormSubmit, type SubmitOutcome } from '../../shared/use-form-submit.js';
import { TripImagePicker } from './trip-image-picker.js';
import {
  canSubmitTripForm,
  imageAction,
  initialTripFormValues,
  isTripFormDirty,
  serverFieldMessage,
  serverFieldOf,
  themeOfImageUrl,
  tripFormErrors,
  tripFromFormValues,
  type ImageAction,
  type TripFormField,
  type TripFormValues,
} from './trip-form-values.js';
import '../../components/field/field.css';
import './trip-form.css';

/** Props of {@link TripForm}. */
export type TripFormProps = {
  readonly mode: 'create' | 'edit';
  /** The trip being edited; null when creating. */
  readonly trip: Trip | null;
  /**
   * Whether the user owns the trip (always when creating). The traveler and Inner Circle flags
   * are the owner's, so other editors do not see them.
   */
  readonly isOwner: boolean;
};

/** Inputs that report a problem; the file input reports its own refusals and never blocks saving. */
const INVALID_INPUTS = 'input[aria-invalid="true"]:not([type="file"]), textarea[aria-invalid="true"]';

type ServerError = { readonly field: TripFormField; readonly key: string; readonly values?: Readonly<Record<string, string | number>> };

/**
 * The trip form of /trip/create and /trips/{tripUuid}/edit (part 1 section 3.1). Errors show once
 * a field was left or on submit, which focuses the first invalid field; saving sends the trip,
 * then its image, and opens the trip summary. A refused field from the server is shown on that
 * field; any other failure keeps everything typed and says so in a toast.
 *
 * @example
 * <TripForm mode="edit" trip={loaded} />
 */
export function TripForm({ mode, trip, isOwner }: TripFormProps) {
  const { t, i18n } = useTranslation('tripForm');
  const { profile } = useSession();
  const trips = useService(TOKENS.tripService);
  const places = useService(TOKENS.placeSearch);
  const today = useService(TOKENS.today)();
  const navigate = useNavigate();
  const toast = useToast();
  const refreshAfter = useServerDataRefresh();
  const headingId = useId();
  const expenseHintId = useId();
  const innerCircleHintId = useId();

  const initial = useMemo(() => initialTripFormValues(trip), [trip]);
  const [values, setValues] = useState<TripFormValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<TripFormField>>(() => new Set());
  const [askingDiscard, setAskingDiscard] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const allowLeave = useRef(false);

  const dirty = isTripFormDirty(values, initial);
  const errors = tripFormErrors(values);
  const dateOrder = profile?.dateEndianFormat ?? defaultPreferences(toLanguageTag(i18n.language)).dateEndianFormat;
  const mayShareWithExpenses = canShareWithExpenseSystem({
    isConcurLinked: profile?.isConcurLinked ?? false,
    isPro: profile?.isPro ?? false,
  });
  const tripIsLinked = trip?.isConcurLinked ?? false;
  const leavePath = trip === null ? buildPath('trips') : buildPath('trip_summary', { tripUuid: trip.uuid });

  const set = <F extends keyof TripFormValues>(field: F, value: TripFormValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (serverError !== null && serverError.field === field) clearRefused();
  };
  const touch = (field: TripFormField) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field)));

  const messageOf = (field: TripFormField): string | undefined => {
    if (serverError !== null && serverError.field === field) return t(serverError.key, serverError.values);
    const error = errors[field];
    if (error === null) return undefined;
    const shown = forced || touched.has(field) || (field === 'endDate' && touched.has('startDate'));
    return shown ? t(error.key, error.values) : undefined;
  };

  const inputOf = (field: TripFormField) =>
    formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"] input:not([type="hidden"]), [data-field="${field}"] textarea`) ?? null;

  // Submitting first forces every error onto the screen, then decides: the widgets know about
  // text they could not read (a malformed date, a city matching no suggestion).
  const isBlocked = () => {
    const invalid = formRef.current?.querySelector<HTMLElement>(INVALID_INPUTS) ?? null;
    if (invalid === null && canSubmitTripForm(values)) return false;
    (invalid ?? inputOf('name'))?.focus();
    return true;
  };

  const applyImage = async (uuid: string, action: Exclude<ImageAction, { kind: 'keep' }>) => {
    switch (action.kind) {
      case 'theme':
        return trips.setThemeImage(uuid, action.theme);
      case 'upload':
        return trips.uploadImage(uuid, action.upload.base64);
      case 'clear':
        return trips.clearImage(uuid);
    }
  };

  const save = async (): Promise<SubmitOutcome<ServerError>> => {
    const next = tripFromFormValues(trip ?? EMPTY_TRIP, values, initial);
    const result = mode === 'create' ? await trips.create(next) : await trips.replace(next);
    if (!result.ok) {
      const field = serverFieldOf(result.error);
      if (field === null) toast.error(t('saveFailed'));
      return { kind: 'failed', ...(field === null ? {} : { refused: { field, ...serverFieldMessage(field) } }) };
    }
    const saved = result.value;
    const action = imageAction(values, initial);
    const image = action.kind === 'keep' ? null : await applyImage(saved.uuid, action);
    await refreshAfter.tripChanged(saved.uuid);
    if (image !== null && !image.ok) toast.warning(t('imageFailed'));
    else toast.success(t(mode === 'create' ? 'created' : 'saved'));
    allowLeave.current = true;
    void navigate(buildPath('trip_summary', { tripUuid: saved.uuid }), { replace: true });
    return { kind: 'done' };
  };
  const { submit, saving, attempted: forced, refusedAt, refused: serverError, clearRefused } = useFormSubmit({ isBlocked, send: save });

  // A field the server refused takes the focus once its message is on screen.
  useEffect(() => {
    if (serverError !== null) inputOf(serverError.field)?.focus();
  }, [serverError]);

  const leave = () => {
    allowLeave.current = true;
    void navigate(leavePath);
  };

  const cancel = () => {
    if (dirty) setAskingDiscard(true);
    else leave();
  };

  const setPurpose = (purpose: TripPurposeCode) => set('purpose', purpose);
  const sharedWithExpenses =
    mayShareWithExpenses &&
    isSharedWithExpenseSystem({ isConcurLinked: tripIsLinked, tripPurpose: { purposeTypeCode: values.purpose, isAutoGenerated: false } });
  const currentImageUrl = trip !== null && trip.imageUrl !== '' && themeOfImageUrl(trip.imageUrl) === null ? trip.imageUrl : null;
  const discardKeys = mode === 'create' ? 'discardDraft' : 'discardEdits';
  const discardTexts: DiscardTexts = {
    title: t(`${discardKeys}.title`),
    body: t(`${discardKeys}.body`),
    keep: t(`${discardKeys}.keep`),
    confirm: t(`${discardKeys}.confirm`),
  };

  return (
    <div className="wb-page wb-trip-form">
      <h1 id={headingId}>{t(mode === 'create' ? 'createHeading' : 'editHeading')}</h1>
      <form ref={formRef} className="wb-card wb-trip-form__form" noValidate aria-labelledby={headingId} onSubmit={submit}>
        {refusedAt > 0 && (
          <p key={refusedAt} role="alert" className="wb-trip-form__alert">
            {t('fixErrors')}
          </p>
        )}
        <section className="wb-trip-form__section" aria-labelledby={`${headingId}-details`}>
          <h2 id={`${headingId}-details`}>{t('sections.details')}</h2>
          <div data-field="name">
            <TextField
              label={t('name')}
              value={values.name}
              onChange={(v) => set('name', v)}
              onBlur={() => touch('name')}
              errorMessage={messageOf('name')}
              maxLength={TRIP_NAME_MAX_LENGTH}
              autoComplete="off"
              isRequired
            />
          </div>
          <div data-field="destination">
            <Autocomplete
              label={t('destination')}
              description={t('destinationHint')}
              search={(query) => places.search(query)}
              selected={values.destination}
              onSelect={(place) => set('destination', place)}
              onBlur={() => touch('destination')}
              forceErrors={forced}
              externalError={messageOf('destination')}
              matchRequired
            />
          </div>
          <div className="wb-trip-form__dates">
            <div data-field="startDate">
              <DateInput
                label={t('startDate')}
                value={values.startDate}
                onChange={(v) => set('startDate', v)}
                onBlur={() => touch('startDate')}
                dateOrder={dateOrder}
                forceErrors={forced}
                externalError={messageOf('startDate')}
                suggestedInitialDate={values.endDate ?? today}
              />
            </div>
            <div data-field="endDate">
              <DateInput
                label={t('endDate')}
                value={values.endDate}
                onChange={(v) => set('endDate', v)}
                onBlur={() => touch('endDate')}
                dateOrder={dateOrder}
                forceErrors={forced}
                externalError={messageOf('endDate')}
                suggestedInitialDate={values.startDate ?? today}
              />
            </div>
          </div>
          <div data-field="description">
            <AriaTextField
              className="wb-field"
              value={values.description}
              onChange={(v) => set('description', v)}
              onBlur={() => touch('description')}
              isInvalid={messageOf('description') !== undefined}
              validationBehavior="aria"
            >
              <Label className="wb-field__label">{t('description')}</Label>
              <div className="wb-field__control">
                <TextArea className="wb-field__input wb-trip-form__textarea" rows={4} />
              </div>
              <FieldError className="wb-field__error">{messageOf('description')}</FieldError>
            </AriaTextField>
          </div>
        </section>

        <section className="wb-trip-form__section" aria-labelledby={`${headingId}-image`}>
          <h2 id={`${headingId}-image`}>{t('sections.image')}</h2>
          <TripImagePicker
            value={values.image}
            upload={values.upload}
            currentImageUrl={currentImageUrl}
            isDisabled={saving}
            onChange={(image, upload) => setValues((v) => ({ ...v, image, upload: upload ?? v.upload }))}
          />
        </section>

        <section className="wb-trip-form__section" aria-labelledby={`${headingId}-options`}>
          <h2 id={`${headingId}-options`}>{t('sections.options')}</h2>
          {isOwner ? (
            <>
              <Checkbox className="wb-trip-form__check" isSelected={values.isOwnerTraveler} onChange={(v) => set('isOwnerTraveler', v)}>
                <span className="wb-trip-form__box" aria-hidden="true" />
                {t('traveler')}
              </Checkbox>
              <div>
                <Checkbox
                  className="wb-trip-form__check"
                  isSelected={values.shouldShareWithInnerCircle}
                  onChange={(v) => set('shouldShareWithInnerCircle', v)}
                  aria-describedby={innerCircleHintId}
                >
                  <span className="wb-trip-form__box" aria-hidden="true" />
                  {t('innerCircle')}
                </Checkbox>
                <p id={innerCircleHintId} className="wb-field__description wb-trip-form__hint">
                  {t('innerCircleHint')}
                </p>
              </div>
            </>
          ) : (
            <p className="wb-muted">{t('ownerOnly')}</p>
          )}
          <RadioGroup className="wb-trip-form__purpose" value={values.purpose} onChange={(v) => setPurpose(v === 'B' ? 'B' : 'L')} orientation="horizontal">
            <Label className="wb-trip-form__legend">{t('purpose.legend')}</Label>
            <div className="wb-trip-form__radios">
              <Radio value="L" className="wb-trip-form__radio">
                {t('purpose.personal')}
              </Radio>
              <Radio value="B" className="wb-trip-form__radio">
                {t('purpose.business')}
              </Radio>
            </div>
          </RadioGroup>
          <div>
            <Checkbox
              className="wb-trip-form__check"
              isSelected={sharedWithExpenses}
              isDisabled={!mayShareWithExpenses || tripIsLinked}
              onChange={(v) => setPurpose(v ? 'B' : 'L')}
              aria-describedby={expenseHintId}
            >
              <span className="wb-trip-form__box" aria-hidden="true" />
              {t('expense.label')}
            </Checkbox>
            <p id={expenseHintId} className="wb-field__description wb-trip-form__hint">
              {!mayShareWithExpenses ? t('expense.unavailable') : tripIsLinked ? t('expense.linked') : t('expense.hint')}
            </p>
          </div>
        </section>

        <div className="wb-trip-form__actions">
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
