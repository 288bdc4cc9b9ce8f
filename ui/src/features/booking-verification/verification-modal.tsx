import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { defaultPreferences, toLanguageTag, type Profile } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { PersonFields } from '../../shared/profile/person-fields.js';
import { clearShown, markShown, type FlagStorage } from './session-flag.js';
import { useVerificationForm } from './use-verification-form.js';
import './booking-verification.css';

/** Props of {@link VerificationModal}. */
export interface VerificationModalProps {
  readonly profile: Profile;
  /** Where the once-per-session flag is kept (the tab's sessionStorage). */
  readonly storage: FlagStorage | null;
  /** Called once the data is saved. */
  readonly onDone: () => void;
}

/**
 * The verification modal: no close button, Escape and a click outside do nothing; the names, date
 * of birth and home city with the rules of onboarding; Confirm only once they pass, Sign out to
 * /logout. Records that it was shown as soon as it is.
 */
export default function VerificationModal({ profile, storage, onDone }: VerificationModalProps) {
  const { t, i18n } = useTranslation('bookingVerification');
  const { updateProfile } = useSession();
  const places = useService(TOKENS.placeSearch);
  const today = useService(TOKENS.today)();
  const navigate = useNavigate();
  const form = useVerificationForm(profile, today);
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [cityRefused, setCityRefused] = useState(false);
  const dateOrder = profile.dateEndianFormat ?? defaultPreferences(toLanguageTag(i18n.language)).dateEndianFormat;
  const message = (field: Parameters<typeof form.errorOf>[0]) => {
    const error = form.errorOf(field);
    return error === null ? undefined : t(error.key, error.values);
  };

  useEffect(() => markShown(storage, profile.uuid), [storage, profile.uuid]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || form.patch === null) return;
    setAlert(null);
    setSaving(true);
    // The profile update (v2/replace/profile) keeps the session's profile in step; the server
    // checks the same rules as v2/travelerProfile/update (both store the same profile).
    const result = await updateProfile(form.patch);
    setSaving(false);
    if (result.ok) onDone();
    else if (result.error.kind === 'restricted-location') setCityRefused(true);
    else setAlert(result.error.kind === 'invalid-full-name' ? t('invalidFullName') : t('failed'));
  };

  const signOut = () => {
    clearShown(storage);
    void navigate('/logout');
  };

  return (
    <Modal
      isOpen
      onOpenChange={() => undefined}
      isDismissable={false}
      title={t('title')}
      footer={
        <>
          <Button variant="default" className="wb-booking-verification__sign-out" onPress={signOut}>
            {t('signOut')}
          </Button>
          <Button type="submit" form={formId} variant="primary" isDisabled={form.patch === null} isPending={saving}>
            {saving ? <Spinner size="sm" label={t('saving')} showLabel /> : t('confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} className="wb-booking-verification__form" noValidate onSubmit={(e) => void confirm(e)}>
        <p className="wb-booking-verification__intro">{t('intro')}</p>
        {alert !== null && (
          <p role="alert" className="wb-alert wb-alert--danger">
            {alert}
          </p>
        )}
        <PersonFields
          form={form}
          labels={{
            firstName: t('firstName'),
            lastName: t('lastName'),
            dateOfBirth: t('dateOfBirth'),
            homeCity: t('homeCity'),
            homeCityHint: t('homeCityHint'),
          }}
          message={message}
          places={places}
          dateOrder={dateOrder}
          {...(cityRefused ? { cityError: t('restrictedLocation') } : {})}
          onCityChosen={() => setCityRefused(false)}
          isRequired
        />
      </form>
    </Modal>
  );
}
