import { generateKeyPairSync } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dkimSign } from 'mailauth/lib/dkim/sign.js';
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from '../testing/harness.js';
import { startInboundListener, type InboundListener } from './smtp-listener.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;

const DOMAIN = 'plans.example.com';
const FIXTURE = join(import.meta.dirname, '../../../../test/fixtures/imports/eml-airline-jsonld-qp.eml');

// The DNS of the test: TXT records by name; anything else does not exist.
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const DNS: Record<string, string> = {
  'mail._domainkey.example.org': `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`,
  '_dmarc.example.org': 'v=DMARC1; p=reject',
  'example.org': 'v=spf1 -all',
};
const resolver = async (name: string, rrtype: string): Promise<string[][]> => {
  const txt = DNS[name.toLowerCase()];
  if (rrtype === 'TXT' && txt !== undefined) return [[txt]];
  throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

let h: Harness;
let listener: InboundListener | undefined;
let marie: TestClient;

async function start(auth: 'off' | 'require', env: Record<string, string> = {}): Promise<void> {
  h = await startHarness({ PLANS_DOMAIN: DOMAIN, INBOUND_SMTP_PORT: '0', INBOUND_MAIL_AUTH: auth, ...env });
  listener = await startInboundListener({ ...h.server.inbound, config: { ...h.server.inbound.config, host: '127.0.0.1' }, resolver });
  marie = h.client();
  await h.signUp(marie, 'marie.dupont@example.org');
  await h.onboard(marie);
  const verify = /\/account\/verify\?token=\w+/.exec(h.mailer.sent.find((m) => m.to === 'marie.dupont@example.org')?.text ?? '')?.[0];
  expect((await marie.request(verify ?? 'no verify link mailed')).status).toBeLessThan(400);
  h.mailer.sent.length = 0;
}

beforeEach(() => {
  listener = undefined;
});
afterEach(async () => {
  await listener?.close();
});

/** The airline fixture forwarded by `from`, with its own Message-ID. */
async function airlineMail(from: string, messageId = '<20261015081233.X2Y3Z4.7731@mail.example-airline.com>'): Promise<Buffer> {
  const raw = (await readFile(FIXTURE, 'latin1'))
    .replace(/^From: .*$/m, `From: Marie Dupont <${from}>`)
    .replace(/^Message-ID: .*$/m, `Message-ID: ${messageId}`)
    .replace(/^DKIM-Signature:.*\r?\n(?:[ \t].*\r?\n)*/m, '');
  return Buffer.from(raw, 'latin1');
}

const signed = async (raw: Buffer, domain = 'example.org'): Promise<Buffer> => {
  const r = await dkimSign(raw, {
    signatureData: [{ signingDomain: domain, selector: 'mail', privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }) }],
  });
  expect(r.errors).toEqual([]);
  return Buffer.concat([Buffer.from(r.signatures), raw]);
};

/** Sends raw bytes with a real SMTP client; answers the server's reply, or the refusal's. */
async function send(raw: Buffer, to: string, from = 'marie.dupont@example.org'): Promise<{ ok: boolean; response: string; code: number }> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: listener?.port ?? 0,
    secure: false,
    ignoreTLS: true,
    tls: { rejectUnauthorized: false },
  });
  try {
    const info = await transport.sendMail({ envelope: { from, to: [to] }, raw });
    return { ok: true, response: info.response, code: 250 };
  } catch (e: unknown) {
    const error = e as { response?: string; responseCode?: number };
    return { ok: false, response: error.response ?? String(e), code: error.responseCode ?? 0 };
  } finally {
    transport.close();
  }
}

const airPlans = async () => {
  const rows = await h.database.db.selectFrom('plans').select(['uuid', 'type', 'trip_uuid']).execute();
  return rows.filter((r) => r.type === 'air');
};

const personalAddress = async (client: TestClient): Promise<string> => {
  const res = await client.json('/api/v2/resetPlansAddress', {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { PlansAddress: { personal_email: string } }).PlansAddress.personal_email;
};

describe('the plans address over SMTP', () => {
  it('turns a confirmed sender’s airline e-mail into plans, and replies with what was added', async () => {
    await start('off');
    const sent = await send(await airlineMail('marie.dupont@example.org'), `plans@${DOMAIN}`);
    expect(sent).toMatchObject({ ok: true, code: 250 });
    await h.worker.drain();
    expect(await airPlans()).toHaveLength(1);
    const reply = h.mailer.sent.find((m) => m.to === 'marie.dupont@example.org' && m.subject.startsWith('Added to Waybook'));
    expect(reply?.subject).toContain('X2Y3Z4');
    expect(reply?.text).toMatch(/\/app\/trips\/[\w-]+/);
    expect(reply?.html).toContain('<li><a href=');
  });

  it('refuses unknown recipients at RCPT TO, and senders that are not a confirmed address', async () => {
    await start('off');
    expect(await send(await airlineMail('marie.dupont@example.org'), `ada@${DOMAIN}`)).toMatchObject({ ok: false, code: 550 });
    expect(await send(await airlineMail('marie.dupont@example.org'), 'plans+nosuchtoken@plans.example.com')).toMatchObject({ ok: false, code: 550 });
    const stranger = await send(await airlineMail('stranger@example.net'), `plans@${DOMAIN}`, 'stranger@example.net');
    expect(stranger).toMatchObject({ ok: false, code: 550 });
    expect(stranger.response).toContain('not a confirmed address');
    // An added address that waits for its link does not count either.
    await marie.json('/api/v2/addEmail', { email_address: 'marie@work.example' });
    expect(await send(await airlineMail('marie@work.example'), `plans@${DOMAIN}`)).toMatchObject({ ok: false, code: 550 });
    await h.worker.drain();
    expect(await airPlans()).toHaveLength(0);
  });

  it('when authentication is required, takes a DKIM-signed message and refuses a forged From (550 5.7.1), importing nothing', async () => {
    await start('require');
    const forged = await send(await airlineMail('marie.dupont@example.org', '<forged@attacker.example>'), `plans@${DOMAIN}`, 'x@attacker.example');
    expect(forged).toMatchObject({ ok: false, code: 550 });
    expect(forged.response).toContain('5.7.1');
    const wrongDomain = await send(
      await signed(await airlineMail('marie.dupont@example.org', '<other@attacker.example>'), 'attacker.example'),
      `plans@${DOMAIN}`,
    );
    expect(wrongDomain).toMatchObject({ ok: false, code: 550 });
    await h.worker.drain();
    expect(await airPlans()).toHaveLength(0);
    expect(await send(await signed(await airlineMail('marie.dupont@example.org')), `plans@${DOMAIN}`)).toMatchObject({ ok: true, code: 250 });
    await h.worker.drain();
    expect(await airPlans()).toHaveLength(1);
  });

  it('imports the same message delivered twice once', async () => {
    await start('off');
    const raw = await airlineMail('marie.dupont@example.org');
    expect((await send(raw, `plans@${DOMAIN}`)).ok).toBe(true);
    expect((await send(raw, `plans@${DOMAIN}`)).ok).toBe(true);
    await h.worker.drain();
    expect(await airPlans()).toHaveLength(1);
    expect(h.mailer.sent.filter((m) => m.subject.startsWith('Added to Waybook'))).toHaveLength(1);
  });

  it('routes plans+token to its user whatever the From, and stops the old token at once after a reset', async () => {
    await start('require');
    const first = await personalAddress(marie);
    expect(first).toMatch(/^plans\+[a-z0-9]{24}@plans\.example\.com$/);
    const view = (await (await marie.request('/api/v2/plansAddress')).json()) as { PlansAddress: Record<string, string> };
    expect(view.PlansAddress).toMatchObject({ is_enabled: 'true', plans_email: `plans@${DOMAIN}`, personal_email: '' });
    expect(view.PlansAddress['personal_email_created']).not.toBe('');
    const fromAirline = (await airlineMail('confirmation@mail.example-airline.com')).toString('latin1');
    expect(await send(Buffer.from(fromAirline, 'latin1'), first, 'bounce@mail.example-airline.com')).toMatchObject({ ok: true });
    await h.worker.drain();
    expect(await airPlans()).toHaveLength(1);
    // The reply goes to the account's own address, never to whoever the From names.
    expect(h.mailer.sent.filter((m) => m.subject.startsWith('Added to Waybook')).map((m) => m.to)).toEqual(['marie.dupont@example.org']);
    expect(h.mailer.sent.every((m) => m.to === 'marie.dupont@example.org')).toBe(true);
    const second = await personalAddress(marie);
    expect(second).not.toBe(first);
    const again = Buffer.from(fromAirline.replace(/^Message-ID: .*$/m, 'Message-ID: <again@x>'), 'latin1');
    expect(await send(again, first)).toMatchObject({ ok: false, code: 550 });
    expect(await send(again, second)).toMatchObject({ ok: true });
  });

  it('raises FF and replies why when nothing can be imported', async () => {
    await start('off');
    const raw = Buffer.from(
      'From: marie.dupont@example.org\r\nTo: plans@plans.example.com\r\nSubject: Lunch?\r\nMessage-ID: <lunch@x>\r\n\r\nSee you at noon.\r\n',
    );
    expect((await send(raw, `plans@${DOMAIN}`)).ok).toBe(true);
    await h.worker.drain();
    const reply = h.mailer.sent.find((m) => m.subject === 'Nothing imported from “Lunch?”');
    expect(reply?.to).toBe('marie.dupont@example.org');
    expect(reply?.text).toContain('found no reservation');
    expect(reply?.text).toContain('/app/account/profile');
    const alerts = await h.database.db.selectFrom('account_alerts').select(['type_code']).execute();
    expect(alerts.map((a) => a.type_code)).toContain('FF');
    const list = (await (await marie.request('/api/v2/listProAlerts')).json()) as unknown;
    expect(JSON.stringify(list)).toContain('Could not import an email');
  });
});
