import type { AlertRaiser, RaisedAlert } from '../ports/alert-raiser.port.js';

/**
 * An AlertRaiser that keeps what was raised, for use-case tests.
 *
 * @example
 * const alerts = new RecordingAlertRaiser();
 * await alerts.raise({ userId: 'u2', typeCode: 'FC', tripUuid: '', tripItemUuid: '', fromUserId: 'u1', facts: {} });
 * alerts.raised.length // 1
 */
export class RecordingAlertRaiser implements AlertRaiser {
  readonly raised: RaisedAlert[] = [];

  async raise(alert: RaisedAlert): Promise<void> {
    this.raised.push(alert);
  }
}
