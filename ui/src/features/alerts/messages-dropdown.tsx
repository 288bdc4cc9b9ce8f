import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { alertDropdownTransition, buildPath, dropdownAlerts, hasNewAlerts, isMobileViewport, type AlertDropdownState } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useViewportSize } from '../../shared/use-viewport-size.js';
import { AlertItem } from './alert-item.js';
import { BellIcon } from './bell-icon.js';
import { useAlertList, type ShownAlerts } from './use-alert-list.js';
import './alerts.css';

/** Whether any alert is new: the server's count of all new ones, or one of those listed. */
export function anyNew(shown: ShownAlerts): boolean {
  return shown.page.numNewAlerts > 0 || hasNewAlerts(shown.alerts);
}

/**
 * The messages dropdown of the navigation bar (part 1 section 2.6, part 3 section 2): a bell with
 * a red dot when any alert is new; open, it shows a loading state, then the newest 5 alerts (2 on
 * a phone) or the no-messages text, and a view-all link to /messages. Closing it after it showed
 * new alerts marks them all viewed. A react-aria popover dialog: focus moves in, Escape closes and
 * focus returns to the bell.
 *
 * @example
 * <Navbar messages={<MessagesDropdown />} />
 */
export function MessagesDropdown() {
  const { t } = useTranslation();
  const service = useService(TOKENS.alertService);
  const list = useAlertList();
  const isMobile = isMobileViewport(useViewportSize());
  const [open, setOpen] = useState(false);
  const [machine, setMachine] = useState<AlertDropdownState>({ status: 'closed' });
  const isNew = list.status === 'ready' && anyNew(list.value);
  // The dropdown counts as opened once its alerts show: whether they were new is what they showed.
  if (open && machine.status === 'closed' && list.status === 'ready') {
    const step = alertDropdownTransition(machine, { type: 'open', alerts: [{ isNew }] });
    if (step.ok) setMachine(step.value.state);
  }

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next || machine.status !== 'open') return;
    const step = alertDropdownTransition(machine, { type: 'close' });
    if (!step.ok) return;
    setMachine(step.value.state);
    // A failure leaves the dot: the next close tries again.
    if (step.value.markViewed) void service.markViewed();
  };
  const close = () => onOpenChange(false);

  let body = <Spinner label={t('alerts:menu.loading')} showLabel className="wb-alerts__status" />;
  if (list.status === 'error') body = <p className="wb-alerts__status">{t('alerts:menu.failed')}</p>;
  else if (list.status === 'ready') {
    const shown = dropdownAlerts(list.value.alerts, { isMobile });
    body =
      shown.length === 0 ? (
        <p className="wb-alerts__status">{t('alerts:menu.empty')}</p>
      ) : (
        <ul className="wb-alerts__list">
          {shown.map((alert) => (
            <li key={alert.uuid}>
              <AlertItem alert={alert} now={list.value.readAt} onNavigate={close} />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <DialogTrigger isOpen={open} onOpenChange={onOpenChange}>
      {/* One name whatever the layout hides: "Messages", and ", new messages" with the dot. */}
      <Button className="wb-navbar__link wb-alerts__button" aria-label={`${t('alerts:menu.label')}${isNew ? t('alerts:menu.newMessages') : ''}`}>
        <span className="wb-alerts__bell">
          <BellIcon />
          {isNew && <span className="wb-alerts__dot" data-testid="new-messages-dot" />}
        </span>
        <span className="wb-alerts__label">{t('alerts:menu.label')}</span>
      </Button>
      <Popover placement="bottom end" className="wb-menu-popover wb-alerts__popover">
        <Dialog className="wb-alerts__dialog" aria-label={t('alerts:menu.label')}>
          <div aria-live="polite" aria-busy={list.status === 'loading'}>
            {body}
          </div>
          <Link to={buildPath('messages')} className="wb-alerts__all" onClick={close}>
            {t('alerts:menu.viewAll')}
          </Link>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/**
 * The new-messages dot on the phone's Menu button: there the bell sits inside the collapsed menu,
 * so without it a traveler would not see that something new arrived until opening the menu. It
 * reads the same cached list as the bell (no request of its own) and adds ", new messages" to
 * the button's name.
 *
 * @example
 * <AppFrame messages={<MessagesDropdown />} menuBadge={<MessagesMenuDot />} />
 */
export function MessagesMenuDot() {
  const { t } = useTranslation();
  const list = useAlertList();
  if (list.status !== 'ready' || !anyNew(list.value)) return null;
  return (
    <>
      <span className="wb-alerts__dot wb-alerts__dot--menu" aria-hidden="true" data-testid="menu-new-messages-dot" />
      <span className="wb-visually-hidden">{t('alerts:menu.newMessages')}</span>
    </>
  );
}
