import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS } from '@waybook/core/server';
import { SqlAccountStore } from '@waybook/adapter-sql';
import { adminCommand } from './admin.js';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
let ada: TestClient;
let adaPhone: TestClient;
let bo: TestClient;

beforeEach(async () => {
  h = await startHarness();
  ada = h.client();
  adaPhone = h.client();
  bo = h.client();
  await h.signUp(ada, 'ada@example.com');
  await adaPhone.form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery' });
  await h.signUp(bo, 'bo@example.com');
});

const profile = (c: TestClient) => c.request('/api/v2/get/profile');
// Past the few seconds a server trusts a session it read.
const later = () => h.clock.advance(SESSION_CACHE_MS + 1);

describe('blocked users', () => {
  it('are signed out on their next request: the API answers 403 with the reason, pages go to /uhp/blocked', async () => {
    expect((await profile(ada)).status).toBe(200);
    expect(await adminCommand(['block', 'Ada@Example.com', 'suspended'], new SqlAccountStore(h.database.db))).toEqual({
      code: 0,
      message: 'blocked ada@example.com (suspended)',
    });
    later();
    const api = await profile(ada);
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ Error: { code: 'forbidden', detailed_error_code: 'account_blocked', description: 'suspended' } });
    expect(ada.cookies.get('wb_session') ?? '').toBe('');
    expect((await profile(ada)).status).toBe(401);

    const page = await adaPhone.request('/app/trips');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/uhp/blocked?status=suspended');
    const reason = await adaPhone.request('/uhp/blocked?status=suspended');
    expect(await reason.text()).toContain('Your account is blocked');
    expect(await h.database.db.selectFrom('sessions').select('user_id').execute()).toHaveLength(1); // bo's
    expect((await profile(bo)).status).toBe(200);
  });

  it('cannot sign in while blocked, and can again once unblocked', async () => {
    await adminCommand(['block', 'ada@example.com', 'suspended'], new SqlAccountStore(h.database.db));
    const refused = await h.client().form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery' });
    expect(refused.headers.get('location')).toBe('/uhp/blocked?status=suspended');
    expect(await adminCommand(['unblock', 'ada@example.com'], new SqlAccountStore(h.database.db))).toEqual({ code: 0, message: 'unblocked ada@example.com' });
    const again = h.client();
    await again.form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery' });
    expect((await profile(again)).status).toBe(200);
  });

  it('refuses a malformed command or an unknown address without changing anything', async () => {
    expect((await adminCommand(['block', 'ada@example.com'], new SqlAccountStore(h.database.db))).code).toBe(2);
    expect((await adminCommand(['block', 'ada@example.com', 'two words'], new SqlAccountStore(h.database.db))).code).toBe(2);
    expect((await adminCommand(['delete', 'ada@example.com'], new SqlAccountStore(h.database.db))).code).toBe(2);
    expect(await adminCommand(['unblock', 'nobody@example.com'], new SqlAccountStore(h.database.db))).toEqual({
      code: 1,
      message: 'no account has the address nobody@example.com',
    });
    later();
    expect((await profile(ada)).status).toBe(200);
  });
});
