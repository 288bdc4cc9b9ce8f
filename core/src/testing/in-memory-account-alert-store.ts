import type { AccountAlertStore, AlertPage, StoredAlert } from '../ports/account-alert-store.port.js';

type Row = StoredAlert & { readonly dedupeKey: string | null; readonly dismissed: boolean; readonly seq: number };

/**
 * Account alerts in memory, answering like `SqlAccountAlertStore` (newest first, ties by insertion).
 *
 * @example
 * const alerts = new InMemoryAccountAlertStore();
 */
export class InMemoryAccountAlertStore implements AccountAlertStore {
  private readonly rows: Row[] = [];

  async add(alert: Omit<StoredAlert, 'createdAt' | 'isNew'> & { readonly dedupeKey?: string }, now: Date): Promise<StoredAlert | undefined> {
    const dedupeKey = alert.dedupeKey ?? null;
    if (dedupeKey !== null && this.rows.some((r) => r.userId === alert.userId && r.dedupeKey === dedupeKey)) return undefined;
    const { dedupeKey: _key, ...fields } = alert;
    const row: Row = { ...fields, createdAt: now, isNew: true, dedupeKey, dismissed: false, seq: this.rows.length };
    this.rows.push(row);
    return stored(row);
  }

  async get(uuid: string): Promise<StoredAlert | undefined> {
    const row = this.rows.find((r) => r.uuid === uuid && !r.dismissed);
    return row && stored(row);
  }

  async page(userId: string, range: { readonly offset: number; readonly limit: number }): Promise<AlertPage> {
    const mine = this.rows.filter((r) => r.userId === userId && !r.dismissed).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.seq - a.seq);
    return {
      alerts: mine.slice(range.offset, range.offset + range.limit).map(stored),
      numNew: mine.filter((r) => r.isNew).length,
      total: mine.length,
    };
  }

  async markAllViewed(userId: string): Promise<void> {
    this.rows.forEach((r, i) => {
      if (r.userId === userId && r.isNew) this.rows[i] = { ...r, isNew: false };
    });
  }

  async dismiss(userId: string, uuids: readonly string[], typeCodes: readonly string[]): Promise<number> {
    let count = 0;
    this.rows.forEach((r, i) => {
      if (r.userId !== userId || r.dismissed || !uuids.includes(r.uuid) || !typeCodes.includes(r.typeCode)) return;
      this.rows[i] = { ...r, dismissed: true };
      count += 1;
    });
    return count;
  }
}

function stored(row: Row): StoredAlert {
  const { dedupeKey: _key, dismissed: _dismissed, seq: _seq, ...alert } = row;
  return alert;
}
