import type { InnerCirclePermission } from '@waybook/core';

/** The catalogue keys of the two permission labels (part 3: "View only", "Can edit"). */
export const PERMISSION_LABEL_KEYS: Readonly<Record<InnerCirclePermission, 'permission.viewOnly' | 'permission.canEdit'>> = {
  'view-only': 'permission.viewOnly',
  'can-edit': 'permission.canEdit',
};
