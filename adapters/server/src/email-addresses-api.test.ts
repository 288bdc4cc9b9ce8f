import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
type Listed = { EmailAddresses: { uuid: string; email_address: string; is_primary: string; is_confirmed: string; import_trip_plan_sharing: string }[] };
let h: Harness;
let ada: TestClient;

beforeEach(async () => {
  h = await startHarness();
  ada = h.client();
  await h.signUp(ada, 'ada@example.com');
});

const body = async (res: Response) => (await res.json()) as Listed & { Error?: { detailed_error_code: string; description: string } };
const lastMailTo = (email: string) => h.mailer.sent.filter((m) => m.to === email).at(-1);
const linkTo = (email: string) => /st=(\w+)/.exec(lastMailTo(email)?.text ?? '')?.[1] ?? '';
const signIn = (c: TestClient, email: string) => c.form('/account/login', { email_addr: email, password: 'correct horse battery' });

describe('e-mail addresses over HTTP', () => {
  it('adds, confirms by the mailed link once, makes primary; the new address signs in', async () => {
    const added = await ada.form('/api/v2/requestAddEmail', { email_addr: 'ada@work.example' });
    expect(added.status).toBe(200);
    const row = (await body(added)).EmailAddresses.find((e) => e.email_address === 'ada@work.example');
    expect(row).toMatchObject({ is_confirmed: 'false', is_primary: 'false' });
    const mail = lastMailTo('ada@work.example');
    expect(mail?.subject).toBe('Confirm your new email address for Waybook');
    expect(mail?.text).toContain(`http://localhost:8080/app/?redirect_type=add_email&email_uuid=${row?.uuid}&st=`);
    expect(mail?.html).toContain('Confirm email address');

    const st = linkTo('ada@work.example');
    const confirmed = await ada.form('/api/v2/confirmAddEmail', { st });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { confirmed_uuid: string }).confirmed_uuid).toBe(row?.uuid);
    const again = await ada.form('/api/v2/confirmAddEmail', { st });
    expect([again.status, (await body(again)).Error?.detailed_error_code]).toEqual([400, 'invalid_link']);

    const primary = await body(await ada.form('/api/v2/makePrimaryEmail', { email_addr: 'ada@work.example' }));
    expect(primary.EmailAddresses.map((e) => [e.email_address, e.is_primary])).toEqual([
      ['ada@work.example', 'true'],
      ['ada@example.com', 'false'],
    ]);
    const profile = (await (await ada.request('/api/v2/get/profile')).json()) as { Profile: { EmailAddresses: { is_primary: string }[] } };
    expect(profile.Profile.EmailAddresses.filter((e) => e.is_primary === 'true')).toHaveLength(1);
    const other = h.client();
    expect((await signIn(other, 'ada@work.example')).status).toBe(303);
    expect(other.cookies.has('wb_session')).toBe(true);
  });

  it('refuses an expired link, and a link opened while signed in to another account', async () => {
    const bob = h.client();
    await h.signUp(bob, 'bob@example.com');
    await ada.form('/api/v2/requestAddEmail', { email_addr: 'late@example.com' });
    const late = linkTo('late@example.com');
    expect((await bob.form('/api/v2/confirmAddEmail', { st: late })).status).toBe(409);
    h.clock.advance(24 * 3600_000 + 1000);
    await signIn(ada, 'ada@example.com'); // the session itself ended after 30 idle minutes
    const expired = await ada.form('/api/v2/confirmAddEmail', { st: late });
    expect([expired.status, (await body(expired)).Error?.detailed_error_code]).toEqual([400, 'invalid_link']);
  });

  it('never tells whether an address has an account: same answer, similar time; that address is mailed instead', async () => {
    const ROUNDS = 9;
    for (let i = 0; i < ROUNDS; i += 1) await h.signUp(h.client(), `bob${i}@example.com`);
    const time = async (email: string) => {
      const start = performance.now();
      const res = await ada.form('/api/v2/requestAddEmail', { email_addr: email });
      return { ms: performance.now() - start, status: res.status, rows: (await body(res)).EmailAddresses };
    };
    await time('warm-up@example.com');
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      // Alternating which goes first cancels what the order alone would add.
      const takenFirst = i % 2 === 0;
      const early = await time(takenFirst ? `bob${i}@example.com` : `new${i}@example.com`);
      const late = await time(takenFirst ? `new${i}@example.com` : `bob${i}@example.com`);
      const [t, f] = takenFirst ? [early, late] : [late, early];
      expect([t.status, f.status]).toEqual([200, 200]);
      expect(t.rows.find((e) => e.email_address === `bob${i}@example.com`)).toMatchObject({ is_confirmed: 'false', is_primary: 'false' });
      expect(f.rows.find((e) => e.email_address === `new${i}@example.com`)).toMatchObject({ is_confirmed: 'false', is_primary: 'false' });
      taken.push(t.ms);
      fresh.push(f.ms);
      h.clock.advance(12 * 60_000); // two more mails for the account (EMAIL_LINK_THROTTLE.account)
      if (i < ROUNDS - 1) for (const gone of [`bob${i}@example.com`, `new${i}@example.com`]) await ada.form('/api/v2/removeEmail', { email_addr: gone });
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    expect(median(taken) / median(fresh)).toBeLessThan(2);
    expect(median(fresh) / median(taken)).toBeLessThan(2);
    expect(lastMailTo('bob0@example.com')?.subject).toBe('Your email address could not be added to another Waybook account');
    expect(lastMailTo('bob0@example.com')?.text).not.toContain('st=');
    // Bob keeps his address: he signs in, and Ada can neither make it primary nor take it.
    expect((await signIn(h.client(), 'bob0@example.com')).status).toBe(303);
    const refused = await ada.form('/api/v2/makePrimaryEmail', { email_addr: `bob${ROUNDS - 1}@example.com` });
    expect((await body(refused)).Error?.detailed_error_code).toBe('email_not_confirmed');
  });

  it('an added address nobody confirmed still lets its owner sign up, and then cannot be confirmed by the other account', async () => {
    await ada.form('/api/v2/requestAddEmail', { email_addr: 'carol@example.com' });
    const st = linkTo('carol@example.com');
    const carol = h.client();
    await h.signUp(carol, 'carol@example.com');
    expect(carol.cookies.has('wb_session')).toBe(true);
    expect((await (await carol.request('/api/v2/get/profile')).json()) as object).toMatchObject({
      Profile: { EmailAddresses: [{ email_address: 'carol@example.com' }] },
    });
    const res = await ada.form('/api/v2/confirmAddEmail', { st });
    expect([res.status, (await body(res)).Error?.description]).toEqual([409, 'carol@example.com could not be added to your account.']);
  });

  it('answers the spec messages: malformed address, primary or unknown address removed, bad sharing value', async () => {
    const bad = await ada.form('/api/v2/requestAddEmail', { email_addr: 'not-an-address' });
    expect([bad.status, (await body(bad)).Error?.description]).toEqual([400, 'Please use a valid email address.']);
    const primary = await ada.form('/api/v2/removeEmail', { email_addr: 'ada@example.com' });
    expect([primary.status, (await body(primary)).Error?.description]).toEqual([400, 'Unable To Remove Email Address']);
    expect((await ada.form('/api/v2/removeEmail', { email_addr: 'nobody@example.com' })).status).toBe(404);
    const list = await body(await ada.request('/api/v2/list/emailAddresses'));
    const uuid = list.EmailAddresses[0]?.uuid ?? '';
    expect((await ada.form('/api/v2/updateImportTripPlanSharing', { email_ref: uuid, value: 'maybe' })).status).toBe(400);
    const shared = await body(await ada.form('/api/v2/updateImportTripPlanSharing', { email_ref: uuid, value: 'concur_sharing_no' }));
    expect(shared.EmailAddresses[0]?.import_trip_plan_sharing).toBe('concur_sharing_no');
  });

  it('removes an added address, and needs a session', async () => {
    await ada.form('/api/v2/requestAddEmail', { email_addr: 'old@example.com' });
    const left = await body(await ada.form('/api/v2/removeEmail', { email_addr: 'old@example.com' }));
    expect(left.EmailAddresses.map((e) => e.email_address)).toEqual(['ada@example.com']);
    expect((await h.client().request('/api/v2/list/emailAddresses')).status).toBe(401);
  });

  it('answers 429 once an address has been sent three links, whoever holds it', async () => {
    for (let i = 0; i < 3; i += 1) expect((await ada.form('/api/v2/requestAddEmail', { email_addr: 'spam@example.com' })).status).toBe(200);
    const refused = await ada.form('/api/v2/requestAddEmail', { email_addr: 'spam@example.com' });
    expect([refused.status, (await body(refused)).Error?.detailed_error_code]).toEqual([429, 'email_throttled']);
    expect(h.mailer.sent.filter((m) => m.to === 'spam@example.com')).toHaveLength(3);
  });
});
