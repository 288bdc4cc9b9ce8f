/**
 * The two Inner Circle permissions: "View only" and "Can edit" (part 3 sections 3 and 6).
 *
 * @example
 * INNER_CIRCLE_PERMISSIONS // ['view-only', 'can-edit']
 */
export const INNER_CIRCLE_PERMISSIONS = ['view-only', 'can-edit'] as const;

/**
 * One Inner Circle permission.
 *
 * @example
 * const p: InnerCirclePermission = 'can-edit';
 */
export type InnerCirclePermission = (typeof INNER_CIRCLE_PERMISSIONS)[number];

/**
 * The permission an entry's `is_read_only` flag stands for.
 *
 * @example
 * permissionFromReadOnly(true)  // 'view-only'
 * permissionFromReadOnly(false) // 'can-edit'
 */
export function permissionFromReadOnly(isReadOnly: boolean): InnerCirclePermission {
  return isReadOnly ? 'view-only' : 'can-edit';
}

/**
 * The `is_read_only` flag sent for a permission (inviteToInnerCircle, updateInnerCircleConnection).
 *
 * @example
 * isReadOnlyPermission('view-only') // true
 */
export function isReadOnlyPermission(permission: InnerCirclePermission): boolean {
  return permission === 'view-only';
}

/**
 * Whether a connection with this permission sees sensitive trip data: costs, confirmation
 * numbers, documents and the other trip participants. Only editors do.
 *
 * @example
 * seesSensitiveData('can-edit')  // true
 * seesSensitiveData('view-only') // false
 */
export function seesSensitiveData(permission: InnerCirclePermission): boolean {
  return permission === 'can-edit';
}
