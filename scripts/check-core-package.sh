#!/usr/bin/env bash
# Packs @waybook/core, installs the tarball into a throw-away project, and uses it from plain Node
# ESM and from TypeScript (nodenext) with its shipped types.
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
node use.mjs
cat > use.ts <<'TS'
import { validateFullName, type Result, type Profile } from '@waybook/core';
const r: Result<unknown, unknown> = validateFullName('Ada', 'Lovelace');
const p: Pick<Profile, 'firstName'> = { firstName: 'Ada' };
console.log(r.ok, p.firstName);
TS
cat > tsconfig.json <<'JSON'
{ "compilerOptions": { "module": "nodenext", "moduleResolution": "nodenext", "target": "es2023", "strict": true, "noEmit": true, "types": [] }, "files": ["use.ts"] }
JSON
npx tsc -p tsconfig.json
echo "TypeScript with types: ok"
echo "packed files: $(tar -tzf "$TARBALL" | wc -l), none of them tests: $(tar -tzf "$TARBALL" | grep -c '\.test\.' || true) test files"
