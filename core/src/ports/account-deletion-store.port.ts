/**
 * What an account deletion did to the user's trips: how many went with the account and how many
 * passed to another participant (see tripFateOnAccountDeletion).
 *
 * @example
 * const s: AccountDeletionSummary = { tripsDeleted: 2, tripsHandedOver: 1 };
 */
export interface AccountDeletionSummary {
  readonly tripsDeleted: number;
  readonly tripsHandedOver: number;
}

/**
 * Deletes an account and everything that is the user's, in one transaction: the trips they own
 * (or their hand-over, by tripFateOnAccountDeletion), their part in others' trips, unfiled plans,
 * documents and files, sessions, e-mail addresses, sent invitations and account links. Plans they
 * filed in a trip that stays pass to that trip's owner; nothing of anyone else's is changed.
 *
 * @example
 * const summary = await deletion.deleteAccount('u1'); // undefined when there is no such account
 */
export interface AccountDeletionStore {
  deleteAccount(userId: string): Promise<AccountDeletionSummary | undefined>;
}
