/**
 * An account alert of GET v2/listProAlerts as the domain sees it. `tripUuid` and `tripItemUuid`
 * are '' when the alert is not about a trip or plan; `typeCode` keeps unknown codes as sent.
 * For the locally injected AI extractor alert, `title` and `message` are message keys (see
 * `aiExtractorAlert`).
 *
 * @example
 * const a: AccountAlert = {
 *   uuid: 'a1', typeCode: 'L', tripUuid: 't1', tripItemUuid: 's1', title: 'Delay', message: 'UA 90 is delayed',
 *   createdAt: new Date('2026-05-01T10:00:00Z'), isNew: true, fromAccountProfileRef: '',
 * };
 */
export interface AccountAlert {
  readonly uuid: string;
  readonly typeCode: string;
  readonly tripUuid: string;
  readonly tripItemUuid: string;
  readonly title: string;
  readonly message: string;
  readonly createdAt: Date;
  readonly isNew: boolean;
  readonly fromAccountProfileRef: string;
}

/**
 * The alert list with the server's count of new alerts (num_new_alerts).
 *
 * @example
 * const list: AccountAlertList = { alerts: [], numNewAlerts: 0 };
 */
export interface AccountAlertList {
  readonly alerts: readonly AccountAlert[];
  readonly numNewAlerts: number;
}
