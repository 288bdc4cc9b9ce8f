import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { defaultPreferences, fullNameRejectedMessage, toLanguageTag, type ValidationMessage } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { PersonFields } from '../../shared/profile/person-fields.js';
import { useOnboardingForm } from './use-onboarding-form.js';
import './onboarding-page.css';

/** Where a refused full name sends the user (part 1 section 8). */
export const SUPPORT_EMAIL = 'support@waybook.localhost';

/**
 * "Welcome Aboard": the onboarding form that gates the app until names, date of birth and home
 * city pass the rules of part 1 section 5.
 */
export default function OnboardingPage() {
  const { t, i18n } = useTranslation('account');
  const { profile, updateProfile, refreshAppConfig } = useSession();
  const places = useService(TOKENS.placeSearch);
  const today = useService(TOKENS.today)();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useOnboardingForm(today);
  const [saving, setSaving] = useState(false);
  const [cityRefused, setCityRefused] = useState(false);
  const [formError, setFormError] = useState<ValidationMessage | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const dateOrder = profile?.dateEndianFormat ?? defaultPreferences(toLanguageTag(i18n.language)).dateEndianFormat;
  const message = (field: Parameters<typeof form.errorOf>[0]) => {
    const error = form.errorOf(field);
    return error === null ? undefined : t(error.key, error.values);
  };

  // After a refused submit the fields show their errors on this render; focus the first of them.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    const patch = form.patch;
    if (patch === null) {
      form.forceErrors();
      setFocusRequest((n) => n + 1);
      return;
    }
    setSaving(true);
    const result = await updateProfile(patch, { onboarding: true });
    if (result.ok) {
      await refreshAppConfig();
      void navigate('/', { replace: true });
      return;
    }
    setSaving(false);
    if (result.error.kind === 'restricted-location') {
      setCityRefused(true);
      setFocusRequest((n) => n + 1);
    } else if (result.error.kind === 'invalid-full-name') setFormError(fullNameRejectedMessage(SUPPORT_EMAIL));
    else toast.show(t('onboarding.updateFailed'), { variant: 'error' });
  };

  return (
    <div className="wb-page wb-onboarding">
      <form ref={formRef} className="wb-card wb-onboarding__form" noValidate onSubmit={(e) => void submit(e)}>
        <h1>{t('onboarding.heading')}</h1>
        <p className="wb-muted">{t('onboarding.intro')}</p>
        {formError !== null && (
          <p role="alert" className="wb-alert wb-alert--danger">
            {t(formError.key, formError.values)}
          </p>
        )}
        <PersonFields
          form={form}
          labels={{
            firstName: t('onboarding.firstName'),
            lastName: t('onboarding.lastName'),
            dateOfBirth: t('onboarding.dateOfBirth'),
            homeCity: t('onboarding.homeCity'),
            homeCityHint: t('onboarding.homeCityHint'),
          }}
          message={message}
          places={places}
          dateOrder={dateOrder}
          suggestedBirthDate={`${Number(today.slice(0, 4)) - 30}${today.slice(4)}`}
          {...(cityRefused ? { cityError: t('onboarding.restrictedLocation') } : {})}
          onCityChosen={() => setCityRefused(false)}
          isRequired
        />
        <div className="wb-onboarding__actions">
          <Button type="submit" variant="primary" isPending={saving}>
            {saving ? <Spinner size="sm" label={t('onboarding.saving')} showLabel /> : t('onboarding.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
