import { useState, type FormEvent, type ReactNode } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGE_TAGS, toLanguageTag, type LanguageTag } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import {
  changedPreferences,
  DATE_ORDERS,
  DISTANCE_UNITS,
  HOUR_CLOCKS,
  preferenceLabels,
  TEMPERATURE_UNITS,
  type DisplayPreferences,
} from '../../shared/display-preferences.js';
import { LANGUAGE_NAMES } from '../../i18n/language-names.js';
import './preferences-page.css';

type ChoiceProps<T extends string | number> = {
  readonly label: string;
  readonly value: T;
  readonly options: readonly T[];
  readonly text: (option: T) => ReactNode;
  readonly onChange: (value: T) => void;
};

/** A labelled radio group (arrow keys move between options) over string or number codes. */
function Choice<T extends string | number>({ label, value, options, text, onChange }: ChoiceProps<T>) {
  return (
    <RadioGroup className="wb-prefs__group" value={String(value)} onChange={(next) => onChange(options.find((o) => String(o) === next) ?? value)}>
      <Label className="wb-prefs__legend">{label}</Label>
      {options.map((option) => (
        <Radio key={String(option)} value={String(option)} className="wb-prefs__radio">
          {text(option)}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/**
 * Display preferences (/settings/preferences): date order, clock, distance, temperature and
 * language. Save sends only what changed; the session then applies it everywhere.
 */
export default function PreferencesPage() {
  const { t, i18n } = useTranslation('account');
  const { profile, updateProfile } = useSession();
  const today = useService(TOKENS.today)();
  const toast = useToast();
  const [edits, setEdits] = useState<Partial<DisplayPreferences>>({});
  const [saving, setSaving] = useState(false);

  if (!profile) return <Spinner label={t('profile.loading')} />;

  const current: DisplayPreferences = {
    dateEndianFormat: profile.dateEndianFormat,
    hourClock: profile.hourClock,
    distance: profile.distance,
    temperature: profile.temperature,
    languageTag: toLanguageTag(profile.languageTag),
  };
  const draft: DisplayPreferences = { ...current, ...edits };
  const patch = changedPreferences(draft, current);
  const hasChanges = Object.keys(patch).length > 0;
  const labels = preferenceLabels(t, { today, locale: i18n.language });
  const edit = (change: Partial<DisplayPreferences>) => setEdits((e) => ({ ...e, ...change }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!hasChanges || saving) return;
    setSaving(true);
    const result = await updateProfile(patch);
    setSaving(false);
    if (result.ok) {
      setEdits({});
      toast.show(t('preferences.saved'), { variant: 'success' });
    } else toast.show(t('preferences.saveFailed'), { variant: 'error' });
  };

  return (
    <div className="wb-page">
      <h1>{t('preferences.heading')}</h1>
      <p className="wb-muted">{t('preferences.intro')}</p>
      <ul className="wb-prefs__links">
        <li>
          <Link to="/settings/notifications">{t('notifications:page.title')}</Link>
        </li>
        <li>
          <Link to="/settings/artificial-intelligence">{t('aiSettings:page.title')}</Link>
        </li>
        <li>
          <Link to="/settings/calendar-feed">{t('calendarFeed:page.title')}</Link>
        </li>
        <li>
          <Link to="/settings/applications">{t('connectedApps:page.title')}</Link>
        </li>
        <li>
          <Link to="/settings/data">{t('dataTransfer:page.title')}</Link>
        </li>
      </ul>
      <form className="wb-card wb-prefs" onSubmit={(e) => void save(e)}>
        <Choice
          label={t('preferences.dateOrder')}
          value={draft.dateEndianFormat}
          options={DATE_ORDERS}
          text={labels.dateOrder}
          onChange={(dateEndianFormat) => edit({ dateEndianFormat })}
        />
        <Choice
          label={t('preferences.clock')}
          value={draft.hourClock}
          options={HOUR_CLOCKS}
          text={labels.clock}
          onChange={(hourClock) => edit({ hourClock })}
        />
        <Choice
          label={t('preferences.distance')}
          value={draft.distance}
          options={DISTANCE_UNITS}
          text={labels.distance}
          onChange={(distance) => edit({ distance })}
        />
        <Choice
          label={t('preferences.temperature')}
          value={draft.temperature}
          options={TEMPERATURE_UNITS}
          text={labels.temperature}
          onChange={(temperature) => edit({ temperature })}
        />
        <div className="wb-prefs__group">
          <label className="wb-prefs__legend" htmlFor="wb-prefs-language">
            {t('preferences.language')}
          </label>
          <select
            id="wb-prefs-language"
            className="wb-prefs__select"
            value={draft.languageTag}
            onChange={(e) => edit({ languageTag: e.target.value as LanguageTag })}
          >
            {LANGUAGE_TAGS.map((tag) => (
              <option key={tag} value={tag} lang={tag}>
                {LANGUAGE_NAMES[tag]}
              </option>
            ))}
          </select>
        </div>
        <p className="wb-prefs__preview" aria-live="polite">
          {t('preferences.preview', {
            date: labels.sampleDate(draft.dateEndianFormat),
            time: labels.sampleTime(draft.hourClock),
          })}
        </p>
        <div className="wb-prefs__actions">
          <Button type="submit" variant="primary" isDisabled={!hasChanges} isPending={saving}>
            {saving ? <Spinner size="sm" label={t('preferences.saving')} showLabel /> : t('preferences.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
