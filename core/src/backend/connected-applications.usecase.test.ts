import { describe, expect, it } from 'vitest';
import { connectedApplicationsEntry, deleteConnectedApplicationEntry } from '../contract/account/connected-application-entries.js';
import type { ApplicationKey, ConnectedApplicationStore, GrantedApplication } from '../ports/connected-application-store.port.js';
import { callEntry } from '../testing/use-case-world.js';
import { connectedApplicationHandlers, connectedApplicationOf } from './connected-applications.js';

/** Grants per user, as the authorization server would keep them. */
class GrantTable implements ConnectedApplicationStore {
  readonly rows = new Map<string, GrantedApplication[]>();
  grantedTo(userId: string): Promise<readonly GrantedApplication[]> {
    return Promise.resolve([...(this.rows.get(userId) ?? [])].sort((a, b) => b.grantedAt.getTime() - a.grantedAt.getTime()));
  }
  disconnect(userId: string, key: ApplicationKey): Promise<number> {
    const all = this.rows.get(userId) ?? [];
    const hit = (g: GrantedApplication) => ('clientId' in key ? g.clientId === key.clientId : g.containerTypeCode === key.containerTypeCode);
    this.rows.set(
      userId,
      all.filter((g) => !hit(g)),
    );
    return Promise.resolve(all.filter(hit).length);
  }
}

const widget: GrantedApplication = {
  clientId: 'c-widget',
  name: 'Trip widget',
  url: 'https://widget.example',
  containerTypeCode: 'OA',
  grantedAt: new Date('2026-03-01T23:30:00Z'),
  grantKey: 'k1',
};
const script: GrantedApplication = { ...widget, clientId: 'c-script', name: 'Export script', grantedAt: new Date('2026-04-02T10:00:00Z'), grantKey: 'k2' };

const world = () => {
  const store = new GrantTable();
  store.rows.set('ada', [widget, script]);
  store.rows.set('bo', [{ ...widget, grantKey: 'k3' }]);
  return { store, handlers: connectedApplicationHandlers({ store }) };
};
const as = (userId: string, timeZone?: string) => ({ userId, locale: 'en-US' as const, ...(timeZone ? { timeZone } : {}) });

describe('connected application use cases', () => {
  it('lists the caller’s applications, newest grant first, with the grant day in the caller’s zone', async () => {
    const { handlers } = world();
    const r = await callEntry(handlers, connectedApplicationsEntry, as('ada', 'Europe/Paris'));
    if (!r.ok) throw new Error(r.error.detailedErrorCode);
    expect(r.value.ConnectedApplications.map((a) => [a.name, a.client_id, a.grant_date, a.container_type_code])).toEqual([
      ['Export script', 'c-script', '2026-04-02', 'OA'],
      ['Trip widget', 'c-widget', '2026-03-02', 'OA'],
    ]);
    expect(connectedApplicationOf(widget, undefined).grantDate).toBe('2026-03-01');
  });
  it('disconnects by client id and answers what is left; another user keeps theirs', async () => {
    const { handlers, store } = world();
    const r = await callEntry(handlers, deleteConnectedApplicationEntry, as('ada'), { body: { client_id: 'c-widget' } });
    if (!r.ok) throw new Error(r.error.detailedErrorCode);
    expect(r.value.ConnectedApplications.map((a) => a.client_id)).toEqual(['c-script']);
    expect((await store.grantedTo('bo')).length).toBe(1);
  });
  it('disconnects by container type when no client id is given', async () => {
    const { handlers } = world();
    const r = await callEntry(handlers, deleteConnectedApplicationEntry, as('ada'), { body: { container_type_code: 'OA' } });
    expect(r.ok && r.value.ConnectedApplications).toEqual([]);
  });
  it('answers 404 when nothing matches, and refuses a body with neither key', async () => {
    const { handlers } = world();
    const r = await callEntry(handlers, deleteConnectedApplicationEntry, as('bo'), { body: { client_id: 'c-script' } });
    expect(!r.ok && [r.error.status, r.error.detailedErrorCode]).toEqual([404, 'connected_application_not_found']);
    expect(deleteConnectedApplicationEntry.body.schema.safeParse({}).success).toBe(false);
    expect(deleteConnectedApplicationEntry.body.schema.safeParse({ client_id: ' ' }).success).toBe(false);
  });
});
