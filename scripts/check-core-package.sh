#!/usr/bin/env bash
# Packs @waybook/core, installs the tarball into a throw-away project, and uses it and its subpaths
# (/contract, /server, /testing) from plain Node ESM and from TypeScript (nodenext) with its shipped types.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK=$(mktemp -d /tmp/waybook-core-consumer.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
TARBALL=$(npm pack -w core --pack-destination "$WORK" --silent | tail -1)
cd "$WORK"
echo '{ "name": "consumer", "private": true, "type": "module" }' > package.json
npm install --no-audit --no-fund --silent "./$TARBALL" "typescript@$(node -p "require('$ROOT/node_modules/typescript/package.json').version")" >/dev/null
cat > use.mjs <<'JS'
import { validateFullName, parseDateInput, isSessionExpired } from '@waybook/core';
if (!validateFullName('Ada', 'Lovelace').ok) throw new Error('validateFullName');
const d = parseDateInput('21-11-2026', 'L');
if (!d.ok || d.value !== '2026-11-21') throw new Error('parseDateInput');
if (isSessionExpired(new Date(0), new Date(60_000))) throw new Error('isSessionExpired');
console.log('plain ESM: ok');
JS
cat > subpaths.mjs <<'JS'
import { contract, createTripEntry } from '@waybook/core/contract';
import { tripHandlers } from '@waybook/core/server';
import { useCaseWorld } from '@waybook/core/testing';
if (!contract.includes(createTripEntry)) throw new Error('contract');
if (typeof tripHandlers !== 'function') throw new Error('tripHandlers');
const world = useCaseWorld();
await world.addUser('ada');
const created = await world.call(createTripEntry, 'ada', { body: { Trip: { display_name: 'Lyon' } } });
if (!created.ok || created.value.Trip.display_name !== 'Lyon') throw new Error('useCaseWorld');
console.log('subpaths from plain ESM: ok');
JS
node use.mjs
node subpaths.mjs
cat > use.ts <<'TS'
import { validateFullName, type Result, type Profile } from '@waybook/core';
const r: Result<unknown, unknown> = validateFullName('Ada', 'Lovelace');
const p: Pick<Profile, 'firstName'> = { firstName: 'Ada' };
console.log(r.ok, p.firstName);
TS
cat > subpaths.ts <<'TS'
import { createTripEntry, type ApiError, type EntryOutput } from '@waybook/core/contract';
import { tripHandlers, type BoundHandler } from '@waybook/core/server';
import { inMemoryStores, ManualClock, SequentialIds } from '@waybook/core/testing';
const { trips, plans, legacyIds, blobs } = inMemoryStores();
const handlers: BoundHandler[] = tripHandlers({ trips, plans, legacyIds, blobs, clock: new ManualClock(new Date(0)), ids: new SequentialIds() });
const answer: EntryOutput<typeof createTripEntry> | ApiError | undefined = undefined;
console.log(handlers.length, answer);
TS
cat > tsconfig.json <<'JSON'
{ "compilerOptions": { "module": "nodenext", "moduleResolution": "nodenext", "target": "es2023", "strict": true, "noEmit": true, "types": [] }, "files": ["use.ts", "subpaths.ts"] }
JSON
npx tsc -p tsconfig.json
echo "TypeScript with types: ok"
echo "packed files: $(tar -tzf "$TARBALL" | wc -l), none of them tests: $(tar -tzf "$TARBALL" | grep -c '\.test\.' || true) test files"
