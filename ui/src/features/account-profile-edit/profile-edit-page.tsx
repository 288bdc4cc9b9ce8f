import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { defaultPreferences, toLanguageTag, type Profile } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Autocomplete } from '../../components/autocomplete/autocomplete.js';
import { Button, LinkButton } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { TextField } from '../../components/text-field/text-field.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { PersonFields } from '../../shared/profile/person-fields.js';
import { ProfilePhotoSection } from './profile-photo-section.js';
import { useProfileEditForm } from './use-profile-edit-form.js';
import './profile-edit-page.css';

const COMPANY_MAX_LENGTH = 200;

/** Edit Profile (/account/profile/edit): photo, names, date of birth, home city and airport, company. */
export default function ProfileEditPage() {
  const { t } = useTranslation('accountProfileEdit');
  const { profile } = useSession();
  if (!profile) return <Spinner label={t('loading')} />;
  return <ProfileEditForm profile={profile} />;
}

function ProfileEditForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('accountProfileEdit');
  const { updateProfile } = useSession();
  const places = useService(TOKENS.placeSearch);
  const lookups = useService(TOKENS.lookupSearch);
  const today = useService(TOKENS.today)();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useProfileEditForm(profile, today);
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [cityRefused, setCityRefused] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const dateOrder = profile.dateEndianFormat ?? defaultPreferences(toLanguageTag(i18n.language)).dateEndianFormat;
  const message = (field: Parameters<typeof form.errorOf>[0]) => {
    const error = form.errorOf(field);
    return error === null ? undefined : t(error.key, error.values);
  };

  useEffect(() => {
    // The photo section's own messages are not the form's: it saves on its own.
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>(':is(input[aria-invalid="true"], [role="alert"]):not(.wb-profile-photo *)')?.focus();
  }, [focusRequest]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setAlert(null);
    if (form.patch === null) {
      form.forceErrors();
      setFocusRequest((n) => n + 1);
      return;
    }
    setSaving(true);
    const result = await updateProfile(form.patch);
    setSaving(false);
    if (result.ok) {
      toast.show(t('saved'), { variant: 'success' });
      void navigate('/account/profile');
      return;
    }
    if (result.error.kind === 'restricted-location') setCityRefused(true);
    else setAlert(result.error.kind === 'invalid-full-name' ? t('invalidFullName') : t('failed'));
    setFocusRequest((n) => n + 1);
  };

  return (
    <div className="wb-page wb-profile-edit">
      <form ref={formRef} className="wb-card wb-profile-edit__form" noValidate onSubmit={(e) => void submit(e)}>
        <h1>{t('heading')}</h1>
        <ProfilePhotoSection profile={profile} />
        {alert !== null && (
          <p role="alert" tabIndex={-1} className="wb-alert wb-alert--danger">
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
        />
        <Autocomplete
          label={t('homeAirport')}
          description={t('homeAirportHint')}
          search={(query) => lookups.airports(query)}
          selected={form.values.homeAirport}
          onSelect={(airport) =>
            form.set('homeAirport', airport === null ? null : { id: 'code' in airport ? String(airport.code) : airport.id, label: airport.label })
          }
          matchRequired
        />
        <TextField
          label={t('company')}
          value={form.values.company}
          onChange={(v) => form.set('company', v)}
          maxLength={COMPANY_MAX_LENGTH}
          autoComplete="organization"
        />
        <div className="wb-profile-edit__actions">
          <LinkButton to="/account/profile" variant="default">
            {t('cancel')}
          </LinkButton>
          <Button type="submit" variant="primary" isPending={saving}>
            {saving ? <Spinner size="sm" label={t('saving')} showLabel /> : t('save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
