import { useState, type FormEvent } from 'react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { MAILED_BY_EVENT, NOTIFICATION_SETTING_CODES, type NotificationChannel, type NotificationChoice } from '@waybook/core';
import type { NotificationSetting } from '@waybook/core/contract';
import { Button } from '../../components/button/button.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { UpgradeButton } from '../../shared/billing/upgrade-button.js';

/** Props of {@link SettingsTable}. */
export type SettingsTableProps = {
  readonly settings: readonly NotificationSetting[];
  readonly isPro: boolean;
  readonly hasPhone: boolean;
  readonly onSaved: (settings: readonly NotificationSetting[]) => void;
};

const key = (code: string, type: string) => `${code}:${type}`;

/**
 * The alert kinds with an E-mail and a Text message switch each; Pro-only rows carry a Pro badge
 * and are locked for free users, with the upsell line. Save sends only what changed.
 */
export function SettingsTable({ settings, isPro, hasPhone, onSaved }: SettingsTableProps) {
  const { t } = useTranslation('notifications');
  const service = useService(TOKENS.notifications);
  const toast = useToast();
  const [edits, setEdits] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [saving, setSaving] = useState(false);
  // In the order core lists them (a code without an e-mail row would otherwise come last).
  const order = (code: string) => (NOTIFICATION_SETTING_CODES as readonly string[]).indexOf(code);
  const codes = [...new Set(settings.map((s) => s.code))].sort((a, b) => order(a) - order(b));
  const find = (code: string, type: NotificationChannel) => settings.find((s) => s.code === code && s.type === type);
  const isOn = (s: NotificationSetting) => edits.get(key(s.code, s.type)) ?? s.isEnabled;
  const changes: NotificationChoice[] = [...edits].flatMap(([k, on]) => {
    const [code = '', type = ''] = k.split(':');
    const s = find(code, type === 'sms' ? 'sms' : 'email');
    return s !== undefined && s.isEnabled !== on ? [{ code, channel: type === 'sms' ? 'sms' : 'email', isEnabled: on }] : [];
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || changes.length === 0) return;
    setSaving(true);
    const r = await service.save(changes);
    setSaving(false);
    if (r.ok) {
      setEdits(new Map());
      onSaved(r.value);
      toast.show(t('save.saved'), { variant: 'success' });
    } else toast.show(t(r.error.kind === 'pro-only' ? 'save.proOnly' : 'save.failed'), { variant: 'error' });
  };

  const cell = (code: string, type: NotificationChannel, name: string) => {
    const s = find(code, type);
    // An alert mailed by its own event (a trip invitation) has no e-mail setting: it always goes.
    if (s === undefined && type === 'email' && MAILED_BY_EVENT.has(code)) return <td className="wb-muted">{t('table.always')}</td>;
    if (s === undefined) return <td />;
    return (
      <td>
        <Switch
          className="wb-switch"
          isSelected={isOn(s)}
          isDisabled={s.isProOnly && !isPro}
          onChange={(on) => setEdits((m) => new Map(m).set(key(code, type), on))}
        >
          <span className="wb-switch__track" aria-hidden="true" />
          <span className="wb-visually-hidden">{t(type === 'email' ? 'table.byEmail' : 'table.bySms', { name })}</span>
        </Switch>
      </td>
    );
  };

  return (
    <form className="wb-card" onSubmit={(e) => void save(e)}>
      {!isPro && (
        <div className="wb-upsell">
          <p className="wb-notifications__upsell">{t('table.upsell')}</p>
          <UpgradeButton />
        </div>
      )}
      <table className="wb-notifications__table">
        <caption className="wb-visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.alert')}</th>
            <th scope="col">{t('table.email')}</th>
            <th scope="col">{t('table.sms')}</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => {
            const first = find(code, 'email') ?? find(code, 'sms');
            const name = first?.name ?? code;
            return (
              <tr key={code}>
                <th scope="row">
                  {name} {first?.isProOnly === true && <span className="wb-pro-badge">{t('table.pro')}</span>}
                </th>
                {cell(code, 'email', name)}
                {cell(code, 'sms', name)}
              </tr>
            );
          })}
        </tbody>
      </table>
      {codes.some((code) => MAILED_BY_EVENT.has(code)) && <p className="wb-muted">{t('table.alwaysHint')}</p>}
      {!hasPhone && <p className="wb-muted">{t('table.needsPhone')}</p>}
      <Button type="submit" isDisabled={changes.length === 0 || saving}>
        {saving ? t('save.saving') : t('save.button')}
      </Button>
    </form>
  );
}
