import type { Plan } from '@waybook/core';
import { PlanActionsMenu } from './plan-actions-menu.js';

/**
 * What the move and copy actions of a plan's page receive (plugged into the page through
 * `PlanViewPageProps.moveCopyActions`).
 */
export interface PlanMoveCopySlotProps {
  readonly plan: Plan;
  /** The trip the page shows the plan in; '' for an unfiled item. */
  readonly tripUuid: string;
}

/** The move and copy buttons of a plan's page (mounted there for editors). */
export function PlanViewMoveCopy({ plan }: PlanMoveCopySlotProps) {
  return <PlanActionsMenu plan={plan} layout="buttons" />;
}
