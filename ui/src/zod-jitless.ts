// Imported first by main.tsx, before any contract schema exists: zod's JIT compiles object parsers
// with `new Function`, which the app's Content-Security-Policy (no 'unsafe-eval') refuses, and its
// probe for that logs a CSP violation on every page. Schemas read this flag when they are built.
import { config } from 'zod';

config({ jitless: true });
