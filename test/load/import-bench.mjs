#!/usr/bin/env node
// Issue 14's import numbers (printed, never asserted):
// 1. extraction time per message over test/fixtures/imports: each fixture made into a message as
//    core/src/domain/imports/extract-message-corpus.test.ts does (an .eml through the mail parser and
//    pass unpacker, as an upload is read), then extractMessage; median and p99 over every run of every file;
// 2. yield: how many fixtures give the plans message-corpus.expected.json / html-*.expected.json expect,
//    checked as that test checks them;
// 3. SMTP end to end: the built server's plans-address listener takes BENCH_SMTP_MESSAGES copies of
//    eml-airline-jsonld-qp.eml (each with its own Message-ID) from a pooled client; messages accepted
//    per second (until every 250), and imported per second (until each one's import report is mailed).
// Build first: npm run build. Run: node test/load/import-bench.mjs (about 2 minutes: the imports take most of it).
// BENCH_IMPORT_RUNS (50 timed runs per file), BENCH_SMTP_MESSAGES (200), BENCH_SMTP_CONCURRENCY (8 in flight) change the sizes.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import nodemailer from 'nodemailer';
import { freePort, startServer } from './server-process.mjs';
import { seedTrips } from './seed.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
for (const built of ['core/dist/index.js', 'adapters/providers/dist/index.js', 'adapters/server/dist/main.js']) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` (or npx tsc -b adapters/server) first`);
    process.exit(1);
  }
}
const { extractMessage, validatePlan } = await import('@waybook/core');
const { fileMessage } = await import('@waybook/core/server');
const { FflatePassUnpacker, MailparserMessageParser, ZxingBarcodeReader } = await import('@waybook/adapter-providers');

const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 50);
const WARMUP = 5;
const MESSAGES = Number(process.env.BENCH_SMTP_MESSAGES ?? 200);
const CONCURRENCY = Number(process.env.BENCH_SMTP_CONCURRENCY ?? 8);
const IMPORT_WAIT_MS = 120_000;

const ms = (n) => `${n.toFixed(3)} ms`;
const sleep = (n) => new Promise((r) => setTimeout(r, n));
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
const stats = (samples) => {
  const s = [...samples].sort((a, b) => a - b);
  return { median: quantile(s, 0.5), p99: quantile(s, 0.99), n: s.length };
};

// --- The corpus, made into messages as extract-message-corpus.test.ts makes them ------------------------------

const dir = join(root, 'test/fixtures/imports');
const corpus = readdirSync(dir)
  .filter((f) => /\.(html|ics|json|txt|eml)$/.test(f) && !f.endsWith('.expected.json'))
  .sort();
const expected = JSON.parse(readFileSync(join(dir, 'message-corpus.expected.json'), 'utf8'));

// The corpus test's time zones (html-corpus.test.ts's, then its own), so the plans compare the same.
const HTML_AIRPORTS = { CDG: 'Europe/Paris', JFK: 'America/New_York' };
const CITIES = [
  [/paris|roissy|lyon/i, 'Europe/Paris'],
  [/münchen|munich|berlin|kiel/i, 'Europe/Berlin'],
  [/madrid|barcelona/i, 'Europe/Madrid'],
  [/oslo/i, 'Europe/Oslo'],
  [/göteborg/i, 'Europe/Stockholm'],
  [/京都|kyoto/i, 'Asia/Tokyo'],
  [/london/i, 'Europe/London'],
];
const AIRPORTS = {
  ...{ FRA: 'Europe/Berlin', BER: 'Europe/Berlin', YUL: 'America/Toronto', GVA: 'Europe/Zurich', SIN: 'Asia/Singapore', SYD: 'Australia/Sydney' },
  ...{ HND: 'Asia/Tokyo', CTS: 'Asia/Tokyo', LHR: 'Europe/London', AMS: 'Europe/Amsterdam', MAD: 'Europe/Madrid', BCN: 'Europe/Madrid' },
};
const zones = {
  forAirport: (code) => HTML_AIRPORTS[code] ?? AIRPORTS[code] ?? null,
  forPlace: (text) =>
    CITIES.find(([pattern]) => pattern.test(text))?.[1] ??
    (/montreux|stravinski|marseille/i.test(text) ? (/marseille/i.test(text) ? 'Europe/Paris' : 'Europe/Zurich') : null),
};

const received = new Date('2026-01-15T09:00:00Z');
const io = {
  parser: new MailparserMessageParser({ now: () => new Date('2030-01-01T00:00:00Z') }),
  unpacker: new FflatePassUnpacker(),
  barcodes: new ZxingBarcodeReader(),
};

// An HTML mail as its body, an .ics as its attachment, a pass.json as an unpacked pass, a BCBP string in its text; an .eml as uploaded.
async function messageOf(file, content) {
  if (file.endsWith('.eml')) return fileMessage(io, 'eml', content, file, received);
  const text = content.toString('utf8');
  const base = { messageId: `<${file}@corpus.test>`, subject: file, from: 'traveler@example.com', receivedAt: received };
  if (file.endsWith('.html')) return { message: { ...base, html: text, text: '', attachments: [] }, passes: [] };
  if (file.endsWith('.ics')) {
    const attachments = [{ filename: file, contentType: 'text/calendar; charset=utf-8', bytes: new Uint8Array(content) }];
    return { message: { ...base, html: '', text: 'See the attached calendar.', attachments }, passes: [] };
  }
  if (file.endsWith('.json')) return { message: { ...base, html: '', text: '', attachments: [] }, passes: [JSON.parse(text)] };
  return { message: { ...base, html: '', text: `Your boarding pass:\n${text.trim()}\nHave a nice flight.`, attachments: [] }, passes: [] };
}

// What a traveler checks on the plan page, one line per segment: html-corpus.test.ts's summary(), which the expectations hold.
const when = (d) => [d.date, d.time.slice(0, 5), d.timezone].filter((x) => x !== '').join(' ');
const names = (people) => people.map((p) => `${p.firstName} ${p.lastName}`.trim());
function summary(plan) {
  const head = {
    type: plan.type,
    name: plan.meta.displayName,
    confirmation: plan.booking.supplierConfirmationNumber,
    supplier: plan.booking.supplierName,
    cost: plan.booking.totalCost,
  };
  switch (plan.type) {
    case 'air':
      return {
        ...head,
        travelers: names(plan.travelers),
        segments: plan.segments.map(
          (s) =>
            `${s.marketingAirlineCode}${s.marketingFlightNumber} ${s.startAirportCode} ${when(s.startDateTime)} -> ${s.endAirportCode} ${when(s.endDateTime)} seats ${s.seats}`,
        ),
      };
    case 'rail':
      return {
        ...head,
        travelers: names(plan.travelers),
        segments: plan.segments.map(
          (s) =>
            `${s.trainType} ${s.trainNumber} ${s.startStationName} ${when(s.startDateTime)} -> ${s.endStationName} ${when(s.endDateTime)} coach ${s.coachNumber} seat ${s.seats}`,
        ),
      };
    case 'transport':
      return {
        ...head,
        travelers: names(plan.travelers),
        segments: plan.segments.map(
          (s) =>
            `${s.detailTypeCode} ${s.carrierName}: ${s.startLocationName} ${when(s.startDateTime)} -> ${s.endLocationName} ${when(s.endDateTime)} (${s.numberPassengers})`,
        ),
      };
    case 'lodging':
      return {
        ...head,
        guests: names(plan.guests),
        stay: `${when(plan.startDateTime)} -> ${when(plan.endDateTime)}`,
        city: plan.address.city,
        room: plan.roomType,
      };
    case 'car':
      return {
        ...head,
        drivers: names(plan.drivers),
        car: plan.carDescription,
        pickup: `${plan.startLocationName} ${when(plan.startDateTime)}`,
        dropoff: `${plan.endLocationName} ${when(plan.endDateTime)}`,
      };
    case 'restaurant':
      return {
        ...head,
        attendees: names(plan.attendees),
        at: when(plan.dateTime),
        patrons: plan.numberPatrons,
        cuisine: plan.cuisine,
        city: plan.address.city,
      };
    case 'activity':
      return {
        ...head,
        participants: names(plan.participants),
        span: `${when(plan.startDateTime)} -> ${when(plan.endDateTime)}`,
        place: plan.locationName,
        code: plan.detailTypeCode,
      };
    default:
      return head;
  }
}

// Why a fixture's extraction is not what the corpus test expects ('' when it is); undefined when it has no expectation.
function mismatch(file, message, result) {
  const want = file.endsWith('.html') ? JSON.parse(readFileSync(join(dir, file.replace(/\.html$/, '.expected.json')), 'utf8')) : expected[file]?.plans;
  if (want === undefined && expected[file] === undefined) return undefined;
  // toEqual's view: keys holding undefined count as absent.
  const got = JSON.parse(JSON.stringify(result.plans.map((p) => summary(p.plan))));
  if (!isDeepStrictEqual(got, want))
    return `plans ${JSON.stringify(got.map((p) => p.type))}, expected ${JSON.stringify((want ?? []).map((p) => p.type))} (or differ)`;
  if (!isDeepStrictEqual([...result.extractors], expected[file]?.extractors)) return `extractors ${JSON.stringify(result.extractors)}`;
  const invalid = result.plans.flatMap((p) => validatePlan(p.plan));
  if (invalid.length > 0) return `invalid: ${JSON.stringify(invalid).slice(0, 200)}`;
  if (result.problems.length > 0) return `problems: ${JSON.stringify(result.problems).slice(0, 200)}`;
  const stray = result.plans.find(
    (p) => p.provenance.messageId !== message.messageId || p.provenance.subject !== file || p.provenance.sender !== 'traveler@example.com',
  );
  return stray === undefined ? '' : `provenance ${JSON.stringify(stray.provenance)}`;
}

console.log(`extraction: ${corpus.length} corpus messages, ${WARMUP} warm-up + ${RUNS} timed runs each`);
const parse = [];
const extract = [];
const total = [];
const perFile = [];
const verdicts = [];
for (const file of corpus) {
  const content = readFileSync(join(dir, file));
  const own = { parse: [], extract: [] };
  let last;
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const t0 = performance.now();
    const read = await messageOf(file, content);
    const t1 = performance.now();
    const result = extractMessage(read.message, { passes: read.passes, zones });
    const t2 = performance.now();
    last = { read, result };
    if (i < WARMUP) continue;
    own.parse.push(t1 - t0);
    own.extract.push(t2 - t1);
    if (file.endsWith('.eml')) parse.push(t1 - t0);
    extract.push(t2 - t1);
    total.push(t2 - t0);
  }
  perFile.push({ file, parse: stats(own.parse).median, extract: stats(own.extract).median });
  const why = mismatch(file, last.read.message, last.result);
  const found = `${last.result.plans.length} plan(s) ${JSON.stringify(last.result.plans.map((p) => p.plan.type))} via ${JSON.stringify(last.result.extractors)}`;
  verdicts.push({ file, why, found });
}
const line = (label, s) => console.log(`${label}: median ${ms(s.median)}, p99 ${ms(s.p99)} (${s.n} samples)`);
line('extract (extractMessage) per message', stats(extract));
line('parse (.eml: mail parser + pass unpacking) per message', stats(parse));
line('parse + extract per message', stats(total));
const slowest = (key) => [...perFile].sort((a, b) => b[key] - a[key]).slice(0, 3);
console.log(
  `slowest to extract (median): ${slowest('extract')
    .map((f) => `${f.file} ${ms(f.extract)}`)
    .join(', ')}`,
);
console.log(
  `slowest to parse (median): ${slowest('parse')
    .filter((f) => f.file.endsWith('.eml'))
    .map((f) => `${f.file} ${ms(f.parse)}`)
    .join(', ')}`,
);

// --- Yield ---------------------------------------------------------------------------------------------------------

const judged = verdicts.filter((v) => v.why !== undefined);
const good = judged.filter((v) => v.why === '');
console.log(`\n${good.length} of ${judged.length} corpus messages yield the expected plans`);
for (const v of judged.filter((x) => x.why !== '')) console.log(`  not as expected: ${v.file}: ${v.why}`);
console.log(`no expectation in message-corpus.expected.json (what they give, with the corpus test's zones):`);
for (const v of verdicts.filter((x) => x.why === undefined)) console.log(`  ${v.file}: ${v.found}`);

// --- SMTP end to end -----------------------------------------------------------------------------------------------

console.log(`\nSMTP: ${MESSAGES} messages over a pool of 4 connections, ${CONCURRENCY} in flight`);
const dataDir = mkdtempSync(join(tmpdir(), 'waybook-bench-'));
const smtpPort = await freePort();
Object.assign(process.env, {
  INBOUND_SMTP_PORT: String(smtpPort),
  INBOUND_SMTP_HOST: '127.0.0.1',
  PLANS_DOMAIN: 'plans.bench.test',
  INBOUND_MAIL_AUTH: 'off',
});
const server = await startServer(dataDir, await freePort());
const transport = nodemailer.createTransport({
  host: '127.0.0.1',
  port: smtpPort,
  secure: false,
  ignoreTLS: true,
  pool: true,
  maxConnections: 4,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
});
try {
  // Each import ends with its report mailed to the user (imported or not): the outbox mailer logs each one.
  const reports = { added: 0, other: 0, last: 0 };
  const serverErrors = [];
  let pending = '';
  server.child.stdout.on('data', (d) => {
    const lines = (pending + d.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const l of lines) {
      if (/mail to .*X2Y3Z4.* written to/.test(l)) {
        if (/"Added to Waybook:/.test(l)) reports.added += 1;
        else reports.other += 1;
        reports.last = performance.now();
      } else if (/ failed|\binbound mail:/.test(l) && serverErrors.length < 5) serverErrors.push(l);
    }
  });
  // The listener starts just after "ready on": wait until it answers.
  let listening = false;
  for (let i = 0; i < 100 && !listening; i += 1) {
    listening = await new Promise((resolve) => {
      const socket = connect(smtpPort, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (!listening) await sleep(100);
  }
  if (!listening) throw new Error(`the SMTP listener did not open port ${smtpPort}`);

  const { cookie } = await seedTrips(server.url, { trips: 0, plans: 0 });
  const csrf = /(?:^|; )csrf_token=([^;]*)/.exec(cookie)?.[1] ?? '';
  const res = await fetch(`${server.url}/api/v2/resetPlansAddress`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrf } });
  if (!res.ok) throw new Error(`v2/resetPlansAddress: ${res.status} ${await res.text()}`);
  const personal = (await res.json()).PlansAddress.personal_email;

  const template = readFileSync(join(dir, 'eml-airline-jsonld-qp.eml')).toString('latin1');
  const stamp = Date.now().toString(36);
  const rawOf = (i) => Buffer.from(template.replace(/^Message-ID:.*$/im, `Message-ID: <bench-${stamp}-${i}@agency.example>`), 'latin1');
  const sent = { accepted: 0, refused: [] };
  let next = 0;
  const started = performance.now();
  const sendDeadline = started + 120_000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < MESSAGES && performance.now() < sendDeadline) {
        const i = next;
        next += 1;
        try {
          const info = await transport.sendMail({ envelope: { from: 'agent@agency.example', to: [personal] }, raw: rawOf(i) });
          if (info.accepted.length > 0) sent.accepted += 1;
          else sent.refused.push(info.response);
        } catch (e) {
          sent.refused.push(e instanceof Error ? e.message : String(e));
        }
      }
    }),
  );
  const acceptedMs = performance.now() - started;
  const rate = (n, t) => `${((n * 1000) / t).toFixed(1)} messages/s`;
  console.log(`accepted at the listener: ${rate(sent.accepted, acceptedMs)} (${sent.accepted} of ${next} in ${(acceptedMs / 1000).toFixed(2)} s)`);
  if (sent.refused.length > 0) console.log(`  refused or failed: ${sent.refused.length}, first: ${sent.refused[0]}`);

  const waitDeadline = performance.now() + IMPORT_WAIT_MS;
  while (reports.added + reports.other < sent.accepted && performance.now() < waitDeadline) await sleep(50);
  const done = reports.added + reports.other;
  const importedMs = (done < sent.accepted ? performance.now() : reports.last) - started;
  console.log(
    `imported end to end: ${rate(reports.added, importedMs)} (${reports.added} imported, ${reports.other} not, of ${sent.accepted} accepted, in ${(importedMs / 1000).toFixed(2)} s)`,
  );
  if (done < sent.accepted) console.log(`  timed out after ${IMPORT_WAIT_MS / 1000} s waiting: ${sent.accepted - done} message(s) had no import report`);
  for (const l of serverErrors) console.log(`  server: ${l}`);
} finally {
  transport.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
