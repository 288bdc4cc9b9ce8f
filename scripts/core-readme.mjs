// Writes core/README.md from the exports of each entry point of @waybook/core (core/src/index.ts
// and the subpaths /contract, /server, /testing): signature, summary and first @example line of
// each, grouped by area. `node scripts/core-readme.mjs --check` fails when stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const ENTRY_POINTS = [
  ['@waybook/core', 'index.ts', 'the domain rules, navigation, ports and the use cases of the app'],
  ['@waybook/core/contract', 'contract/index.ts', 'the `/api/v2` contract: entries, the contract list, errors, wire codecs, OpenAPI'],
  ['@waybook/core/server', 'backend/index.ts', 'the use cases of the server, bound to their contract entries'],
  ['@waybook/core/testing', 'testing/index.ts', 'fakes of the ports and in-memory stores, for tests'],
];
const files = ENTRY_POINTS.map(([, file]) => `${root}core/src/${file}`);
const program = ts.createProgram(files, {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2023,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  customConditions: ['@waybook/source'],
});
const checker = program.getTypeChecker();

const AREAS = [
  ['domain/account', 'Account: names, passwords, e-mail, date of birth, sessions'],
  ['domain/dates', 'Dates and times'],
  ['domain/profile', 'Profile and preferences'],
  ['domain/trips', 'Trips'],
  ['domain/plans', 'Plans and reservations'],
  ['domain/flights', 'Flights'],
  ['domain/billing', 'Billing'],
  ['domain/points', 'Points programs'],
  ['domain/stats', 'Travel stats and units'],
  ['domain/sharing', 'Sharing'],
  ['domain/alerts', 'Alerts'],
  ['domain/phone', 'Phone (SMS)'],
  ['domain/cache', 'Cache policy'],
  ['domain/imports', 'Imports: booking messages to reservations and plans'],
  ['domain', 'Results'],
  ['navigation', 'Navigation'],
  ['ports', 'Ports'],
  ['services', 'Use cases for the app'],
  ['contract/openapi', 'OpenAPI'],
  ['contract/trips', 'Trip codecs'],
  ['contract/plans', 'Plan codecs'],
  ['contract/flights', 'Flight codecs'],
  ['contract/billing', 'Billing codecs'],
  ['contract/account', 'Account codecs'],
  ['contract/alerts', 'Alert codecs'],
  ['contract/points', 'Points codecs'],
  ['contract/sharing', 'Sharing codecs'],
  ['contract/stats', 'Travel stats codecs'],
  ['contract', 'Entries, errors, the contract list and wire codecs'],
  ['backend', 'Use cases for the server'],
  ['testing', 'Test fakes and in-memory stores'],
];

const oneLine = (s) => s.replace(/\s+/g, ' ').trim();
const cell = (s) => s.replace(/\|/g, '\\|');

function describe(exported) {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const decl = symbol.declarations?.[0];
  if (!decl) return undefined;
  const file = decl.getSourceFile().fileName.split('/core/src/')[1] ?? '';
  const area = AREAS.find(([key]) => file.startsWith(`${key}/`))?.[0] ?? 'domain';
  const summary = oneLine(ts.displayPartsToString(symbol.getDocumentationComment(checker))).split(/(?<=\.)\s/)[0] ?? '';
  const example = symbol.getJsDocTags(checker).find((t) => t.name === 'example');
  const exampleLine = example
    ? oneLine(
        ts
          .displayPartsToString(example.text)
          .split('\n')
          .find((l) => l.trim() !== '') ?? '',
      )
    : '';
  let kind = 'const';
  let signature = exported.name;
  const type = checker.getTypeOfSymbolAtLocation(symbol, decl);
  if (symbol.flags & ts.SymbolFlags.Function) {
    kind = 'function';
    const sig = type.getCallSignatures()[0];
    if (sig) signature = `${exported.name}${checker.signatureToString(sig, undefined, ts.TypeFormatFlags.NoTruncation)}`;
  } else if (symbol.flags & ts.SymbolFlags.Class) kind = 'class';
  else if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) kind = 'type';
  return { area, item: { name: exported.name, kind, signature: oneLine(signature), summary, example: exampleLine, file } };
}

function section(specifier, file) {
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(`${root}core/src/${file}`));
  const groups = new Map(AREAS.map(([key]) => [key, []]));
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const found = describe(exported);
    if (found) groups.get(found.area).push(found.item);
  }
  let text = `\n### \`${specifier}\`\n`;
  for (const [key, title] of AREAS) {
    const items = groups.get(key).sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
    if (items.length === 0) continue;
    text += `\n#### ${title}\n\n| export | what it is | example |\n|---|---|---|\n`;
    for (const it of items) {
      const head = it.kind === 'function' ? `\`${cell(it.signature)}\`` : `${it.kind} \`${it.name}\``;
      text += `| ${head} | ${cell(it.summary)} | ${it.example ? `\`${cell(it.example)}\`` : ''} |\n`;
    }
  }
  return text;
}

let out = `# @waybook/core

The rules of Waybook, a travel itinerary planner, as a library: entities, validation rules, state
machines, the \`/api/v2\` contract with its wire codecs, and the use cases of the app and the server,
written on ports. Framework-free: its only runtime dependencies are \`zod\` and \`luxon\`; it never
reads the clock, draws random numbers or touches the DOM or Node (time and ids come through ports).

## Install and use

\`\`\`sh
npm pack -w core          # in the Waybook repository: waybook-core-<version>.tgz
npm install ./waybook-core-<version>.tgz
\`\`\`

\`\`\`ts
import { validateFullName, parseDateInput } from '@waybook/core';

validateFullName('Ada', 'Lovelace').ok;          // true
parseDateInput('21-11-2026', 'L');               // { ok: true, value: '2026-11-21' }
\`\`\`

Plain Node ESM works the same (\`import { ... } from '@waybook/core'\`); types ship in \`dist/\`.
Expected failures are returned as values (\`{ ok: false, error: { kind } }\`), never thrown.

## Entry points

| import from | what it holds |
|---|---|
${ENTRY_POINTS.map(([specifier, , what]) => `| \`${specifier}\` | ${what} |`).join('\n')}

An app imports \`@waybook/core\` and \`@waybook/core/contract\`; a server adds \`@waybook/core/server\`;
tests add \`@waybook/core/testing\`, whose in-memory stores let the server's use cases run without a
database (\`useCaseWorld()\` calls them as the server does).

## Tests

\`npm test -w core\` runs every rule's examples from the spec and its fast-check property tests,
headless, in seconds.

## Exports

This list is generated from the TSDoc of each export by \`node scripts/core-readme.mjs\`.
`;
for (const [specifier, file] of ENTRY_POINTS) out += section(specifier, file);
const target = `${root}core/README.md`;
if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8');
  if (current !== out) {
    console.error('core/README.md is out of date: run node scripts/core-readme.mjs');
    process.exit(1);
  }
} else writeFileSync(target, out);
