/**
 * What an account merge moved into the account that stays.
 *
 * @example
 * const s: AccountMergeSummary = { trips: 2, plans: 5, emailAddresses: 1 };
 */
export interface AccountMergeSummary {
  readonly trips: number;
  readonly plans: number;
  readonly emailAddresses: number;
}

/**
 * Account merges. `mergeAccounts` moves, in one transaction, everything of `fromUserId` into
 * `intoUserId` (trips it takes part in, plans and their documents, files, e-mail addresses, sent
 * invitations) and closes `fromUserId` (its sessions and links end). Where both take part in a
 * trip, one participant row stays: the owner's, else the one with edit rights. Undefined when
 * either account does not exist or both are the same.
 *
 * @example
 * await merges.mergeAccounts('u1', 'u2'); // { trips: 1, plans: 3, emailAddresses: 1 }
 */
export interface AccountMergeStore {
  mergeAccounts(intoUserId: string, fromUserId: string): Promise<AccountMergeSummary | undefined>;
}
