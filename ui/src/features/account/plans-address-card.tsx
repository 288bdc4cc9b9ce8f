import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { todayInZone, type PlansAddresses } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { copyText } from '../../shared/clipboard.js';
import { valueOrThrow } from '../../shared/server-data/load-state.js';
import { useFormatter } from '../../shared/use-formatter.js';
import '../../components/field/field.css';
import './profile-page.css';

const QUERY_KEY = ['plansAddress'] as const;

/** One address to forward to: read-only, selected on focus, with a Copy button. */
function AddressField({ label, address, onCopied }: { readonly label: string; readonly address: string; readonly onCopied: (ok: boolean) => void }) {
  const { t } = useTranslation('imports');
  const id = useId();
  return (
    <div className="wb-field wb-plans-address__field">
      <label htmlFor={id} className="wb-field__label">
        {label}
      </label>
      <div className="wb-plans-address__row">
        <div className="wb-field__control wb-plans-address__input">
          <input id={id} className="wb-field__input" readOnly value={address} onFocus={(e) => e.currentTarget.select()} />
        </div>
        <Button variant="outline-primary" onPress={() => void copyText(address).then(onCopied)}>
          {t('forward.copy')}
        </Button>
      </div>
    </div>
  );
}

/** The personal address: shown once right after it is made, else when it was made and a way to make a new one. */
function PersonalAddress({ addresses, onMade }: { readonly addresses: PlansAddresses; readonly onMade: (a: PlansAddresses) => void }) {
  const { t } = useTranslation('imports');
  const service = useService(TOKENS.plansAddresses);
  const toast = useToast();
  const f = useFormatter();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const make = async () => {
    setBusy(true);
    const r = await service.reset();
    setBusy(false);
    if (r.ok) onMade(r.value);
    else toast.error(t('forward.makeFailed'));
  };
  const copied = (ok: boolean) => (ok ? setStatus(t('forward.copied')) : toast.error(t('forward.copyFailed')));
  const exists = addresses.personalCreated !== null;
  return (
    <div className="wb-plans-address__personal">
      <h3>{t('forward.personalHeading')}</h3>
      <p className="wb-muted">{t('forward.personalIntro')}</p>
      {addresses.personal !== '' ? (
        <>
          <AddressField label={t('forward.personalLabel')} address={addresses.personal} onCopied={copied} />
          <p className="wb-plans-address__once">{t('forward.shownOnce')}</p>
        </>
      ) : (
        exists &&
        addresses.personalCreated && (
          <p>{t('forward.personalMade', { date: f.date(todayInZone(addresses.personalCreated, Intl.DateTimeFormat().resolvedOptions().timeZone)) })}</p>
        )
      )}
      <Button variant={exists ? 'outline-danger' : 'primary'} isPending={busy} onPress={() => void make()}>
        {busy ? <Spinner size="sm" label={t('forward.making')} showLabel /> : exists ? t('forward.makeNew') : t('forward.make')}
      </Button>
      {exists && <p className="wb-field__description">{t('forward.makeNewHint')}</p>}
      <p role="status" className="wb-visually-hidden">
        {status}
      </p>
    </div>
  );
}

/**
 * Forward booking e-mails (the profile page): the shared plans address to forward confirmations
 * to from a confirmed address, and a personal address that takes mail from any sender (made or
 * replaced here, shown once). When the server takes no forwarded mail it says so and points to
 * importing a file instead.
 *
 * @example
 * <PlansAddressCard />
 */
export function PlansAddressCard() {
  const { t } = useTranslation('imports');
  const service = useService(TOKENS.plansAddresses);
  const client = useQueryClient();
  const toast = useToast();
  const headingId = useId();
  const [status, setStatus] = useState('');
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: async () => valueOrThrow(await service.get()), retry: false });
  const copied = (ok: boolean) => (ok ? setStatus(t('forward.copied')) : toast.error(t('forward.copyFailed')));

  let body;
  if (query.isPending) body = <Spinner label={t('forward.loading')} />;
  else if (query.isError) body = <p role="alert">{t('forward.loadFailed')}</p>;
  else if (!query.data.enabled)
    body = (
      <p>
        {t('forward.off')} <Link to="/trips">{t('forward.offLink')}</Link>
      </p>
    );
  else
    body = (
      <>
        <p>{t('forward.intro')}</p>
        <AddressField label={t('forward.sharedLabel')} address={query.data.shared} onCopied={copied} />
        <p className="wb-field__description">{t('forward.sharedHint')}</p>
        <PersonalAddress addresses={query.data} onMade={(made) => client.setQueryData(QUERY_KEY, made)} />
      </>
    );

  return (
    <section className="wb-card wb-profile wb-plans-address" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('forward.heading')}</h2>
      {body}
      <p role="status" className="wb-visually-hidden">
        {status}
      </p>
    </section>
  );
}
