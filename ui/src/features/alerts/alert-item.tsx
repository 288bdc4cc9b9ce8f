import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type AccountAlert, alertActionPath, alertTimeMessage, isLocalAlert, isProAlert, primaryAlertAction } from '@waybook/core';
import { useFormatter } from '../../shared/use-formatter.js';

/** Where an alert leads (its main action), or null when it leads nowhere. */
export function alertHref(alert: AccountAlert): string | null {
  const action = primaryAlertAction(alert);
  return action === undefined ? null : alertActionPath(action);
}

/**
 * One alert: title (a link to its main action when it has one), Pro badge for Pro-only codes,
 * message, and how long ago it came ("just now" for the local AI alert). New alerts are marked.
 *
 * @example
 * <AlertItem alert={alert} now={readAt} onNavigate={close} />
 */
export function AlertItem({
  alert,
  now,
  onNavigate,
  asHeading = false,
  children,
}: {
  alert: AccountAlert;
  now: Date;
  onNavigate?: () => void;
  /** On a page the title is a heading (h2); in the dropdown a paragraph. */
  asHeading?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const f = useFormatter();
  // The local alert's texts are keys of the alerts catalogue; server texts come written.
  const text = (value: string) => (isLocalAlert(alert) ? t(value) : value);
  const time = alertTimeMessage(alert);
  const href = alertHref(alert);
  const title = text(alert.title);
  const Title = asHeading ? 'h2' : 'p';
  return (
    <article className={alert.isNew ? 'wb-message wb-message--new' : 'wb-message'}>
      <div className="wb-message__head">
        <Title className="wb-message__title">
          {href === null ? (
            title
          ) : (
            <Link to={href} onClick={onNavigate}>
              {title}
            </Link>
          )}
        </Title>
        {isProAlert(alert.typeCode) && <span className="wb-pro-badge">{t('alerts:pro')}</span>}
        {alert.isNew && <span className="wb-message__new">{t('alerts:page.isNew')}</span>}
      </div>
      {alert.message !== '' && <p className="wb-message__message">{text(alert.message)}</p>}
      <div className="wb-message__foot">
        <time className="wb-message__time" dateTime={alert.createdAt.toISOString()}>
          {time === null ? f.relativeTime(alert.createdAt, now) : t(time.key)}
        </time>
        {children}
      </div>
    </article>
  );
}
