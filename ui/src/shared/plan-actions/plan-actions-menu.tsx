import { useState } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { planTitle, type Plan } from '@waybook/core';
import { Button } from '../../components/button/button.js';
import { CopyPlanModal, MovePlanModal, type PlanTransferKind, type PlanTransferOutcome } from './plan-transfer-modal.js';
import './plan-actions.css';

/** Props of {@link PlanActionsMenu}. */
export interface PlanActionsMenuProps {
  /** The plan to act on; its meta.tripUuid is the trip it is in ('' when unfiled). */
  readonly plan: Plan;
  /** `menu` (default): one small button opening a menu; `buttons`: Move and Copy side by side. */
  readonly layout?: 'menu' | 'buttons';
  /** What the menu is named for, when not the plan's title (a flight leg's 'BA 4 CDG → YVR'). */
  readonly name?: string;
  /** Called after a move or copy succeeded, before the target trip opens. */
  readonly onDone?: (outcome: PlanTransferOutcome) => void;
}

function DotsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}

/**
 * Move and copy for one plan, for people who can edit it: each opens its modal (choose a trip they
 * can edit, or a new trip), which on success opens the target trip with a toast.
 *
 * @example
 * <PlanActionsMenu plan={plan} layout="buttons" onDone={() => void reload()} />
 */
export function PlanActionsMenu({ plan, layout = 'menu', name: shownName, onDone }: PlanActionsMenuProps) {
  const { t } = useTranslation('planActions');
  const [open, setOpen] = useState<PlanTransferKind | null>(null);
  const name = shownName || planTitle(plan) || t(`types.${plan.type}`);
  const onAction = (key: Key) => setOpen(key === 'copy' ? 'copy' : 'move');
  const setOpenFor = (kind: PlanTransferKind) => (isOpen: boolean) => setOpen(isOpen ? kind : null);

  return (
    <>
      {layout === 'buttons' ? (
        <div className="wb-plan-actions" role="group" aria-label={t('menu.label', { name })}>
          <Button variant="outline-primary" size="sm" onPress={() => setOpen('move')}>
            {t('menu.move')}
          </Button>
          <Button variant="outline-primary" size="sm" onPress={() => setOpen('copy')}>
            {t('menu.copy')}
          </Button>
        </div>
      ) : (
        <span className="wb-plan-actions">
          <MenuTrigger>
            <AriaButton className="wb-plan-actions__trigger" aria-label={t('menu.label', { name })}>
              <DotsIcon />
            </AriaButton>
            <Popover placement="bottom end" className="wb-menu-popover">
              <Menu className="wb-menu" aria-label={t('menu.label', { name })} onAction={onAction}>
                <MenuItem id="move" className="wb-menu__item">
                  {t('menu.move')}
                </MenuItem>
                <MenuItem id="copy" className="wb-menu__item">
                  {t('menu.copy')}
                </MenuItem>
              </Menu>
            </Popover>
          </MenuTrigger>
        </span>
      )}
      {open === 'move' && <MovePlanModal plan={plan} isOpen onOpenChange={setOpenFor('move')} onDone={onDone} />}
      {open === 'copy' && <CopyPlanModal plan={plan} isOpen onOpenChange={setOpenFor('copy')} onDone={onDone} />}
    </>
  );
}
