// npm run bench: size and speed against the budgets (printed, never asserted).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
for (const script of [
  'bundle-size.mjs',
  'bundle-floor.mjs',
  'startup.mjs',
  'profile-load.mjs',
  'autocomplete-bench.mjs',
  'import-bench.mjs',
  'trips-load.mjs',
  'memory-load.mjs',
]) {
  console.log(`\n== ${script}`);
  execFileSync(process.execPath, [`${root}test/load/${script}`], { stdio: 'inherit', cwd: root });
}
