import type { PlanMoveCopySlotProps } from '../plan-view/plan-view-page.js';
import { PlanActionsMenu } from './plan-actions-menu.js';

/** The move and copy buttons of a plan's page (mounted there for editors). */
export function PlanViewMoveCopy({ plan }: PlanMoveCopySlotProps) {
  return <PlanActionsMenu plan={plan} layout="buttons" />;
}
