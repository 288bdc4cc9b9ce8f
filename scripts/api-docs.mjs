// Writes the API reference from the contract list: docs/api/openapi.json (OpenAPI 3.1, built by
// core's openApiDocument, the document GET /api/openapi.json serves) and docs/api/README.md (one
// readable section per call). `node scripts/api-docs.mjs --check` fails when either is stale.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
// Vite's module runner loads core's TypeScript sources as they are, without a build.
const load = (path) => runnerImport(`${root}${path}`, { configFile: false, logLevel: 'error' }).then((r) => r.module);
const [{ contract }, { openApiDocument }] = await Promise.all([load('core/src/contract/contract.ts'), load('core/src/contract/openapi/openapi.ts')]);
const doc = openApiDocument(contract);

const MAX_DEPTH = 4;
const MAX_ENUM = 12;
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n+/g, ' ');
const code = (text) => `\`${String(text).replace(/`/g, "'")}\``;

function typeOf(s) {
  if (!s || typeof s !== 'object') return 'any';
  if ('const' in s) return code(JSON.stringify(s.const));
  if (Array.isArray(s.enum)) {
    const shown = s.enum
      .slice(0, MAX_ENUM)
      .map((v) => code(JSON.stringify(v)))
      .join(', ');
    return s.enum.length > MAX_ENUM ? `one of ${shown}, ... (${s.enum.length})` : `one of ${shown}`;
  }
  const options = s.anyOf ?? s.oneOf;
  if (Array.isArray(options)) return [...new Set(options.map(typeOf))].join(' or ');
  if (Array.isArray(s.type)) return s.type.join(' or ');
  if (s.type === 'array') return `array of ${typeOf(s.items)}`;
  const values = s.additionalProperties;
  if (s.type === 'object' && !s.properties)
    return values && typeof values === 'object' && Object.keys(values).length > 0 ? `map of ${typeOf(values)}` : 'object';
  return s.type ?? 'any';
}

function notesOf(s) {
  if (!s || typeof s !== 'object') return '';
  const notes = [];
  if (s.format) notes.push(s.format);
  if (s.pattern) notes.push(`pattern ${code(s.pattern)}`);
  if (s.minLength !== undefined) notes.push(`min length ${s.minLength}`);
  if (s.maxLength !== undefined) notes.push(`max length ${s.maxLength}`);
  if (s.minimum !== undefined) notes.push(`min ${s.minimum}`);
  if (s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER) notes.push(`max ${s.maximum}`);
  if (s.minItems !== undefined) notes.push(`at least ${s.minItems} items`);
  if (s.maxItems !== undefined) notes.push(`at most ${s.maxItems} items`);
  if (s.default !== undefined) notes.push(`default ${code(JSON.stringify(s.default))}`);
  if (s.description) notes.push(s.description);
  return notes.join('; ');
}

// Rows of a schema's fields, nested objects and lists of objects flattened with dotted names.
function fieldRows(schema, prefix = '', depth = 0) {
  if (!schema?.properties || depth >= MAX_DEPTH) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).flatMap(([name, s]) => {
    const path = `${prefix}${name}`;
    const row = `| ${code(path)} | ${cell(typeOf(s))} | ${required.has(name) ? 'yes' : 'no'} | ${cell(notesOf(s))} |`;
    const nested = s?.type === 'array' ? fieldRows(s.items, `${path}[].`, depth + 1) : fieldRows(s, `${path}.`, depth + 1);
    return [row, ...nested];
  });
}

function fieldTable(title, schema) {
  const rows = fieldRows(schema);
  if (rows.length === 0) return [`${title}: ${schema?.properties ? 'an empty object' : cell(typeOf(schema))}.`, ''];
  return [`${title}:`, '', '| field | type | required | notes |', '|---|---|---|---|', ...rows, ''];
}

function paramTable(title, params) {
  if (params.length === 0) return [];
  const rows = params.map((p) => `| ${code(p.name)} | ${cell(typeOf(p.schema))} | ${p.required ? 'yes' : 'no'} | ${cell(notesOf(p.schema))} |`);
  return [`${title}:`, '', '| name | type | required | notes |', '|---|---|---|---|', ...rows, ''];
}

function authOf(op) {
  const schemes = Object.keys(op.security[0] ?? {});
  const who = schemes.includes('session') ? 'signed in (`wb_session` cookie)' : 'public';
  return schemes.includes('csrf') ? `${who}; \`X-CSRF-Token\` header required` : who;
}

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

function section({ path, method, op }) {
  const body = op.requestBody ? Object.entries(op.requestBody.content)[0] : undefined;
  const answer = op.responses['200'].content['application/json'].schema;
  const errors = Object.keys(op.responses).filter((s) => s !== '200' && s !== 'default');
  return [
    `### ${op.operationId}`,
    '',
    `\`${method} ${path}\``,
    '',
    op.description ?? op.summary,
    '',
    `Auth: ${authOf(op)}.`,
    '',
    ...paramTable(
      'Path parameters',
      op.parameters.filter((p) => p.in === 'path'),
    ),
    ...paramTable(
      'Query parameters',
      op.parameters.filter((p) => p.in === 'query'),
    ),
    ...(body ? fieldTable(`Body (\`${body[0]}\`)`, body[1].schema) : []),
    ...fieldTable('Answer (200, `application/json`)', answer),
    `Errors: the Error object; statuses include ${errors.join(', ').replace(/, (\d+)$/, ' and $1')}.`,
    '',
  ];
}

const slug = (id) => id.toLowerCase();
const markdown = [
  '# Waybook API reference',
  '',
  'Generated from the contract list (`core/src/contract/contract.ts`) by `node scripts/api-docs.mjs`: do not edit by hand.',
  'The same calls as an OpenAPI 3.1 document: [openapi.json](openapi.json), also served by the server at `GET /api/openapi.json`.',
  '',
  '## Conventions',
  '',
  '- Paths are relative to the server origin. Query parameters and form fields travel as text; booleans as `"true"`/`"false"`.',
  '- Auth: a signed-in call needs the `wb_session` cookie set by signing in at `/account/login` (401 without it). Every POST, and a',
  '  GET that changes data, needs the `X-CSRF-Token` header echoing the readable `csrf_token` cookie (403 without it).',
  '- Errors answer `{"Error": {"code", "detailed_error_code", "description"}}`; an invalid field is a 400 with',
  '  `detailed_error_code` `invalid_field:<path>`, and nothing is written.',
  '- "required" in a table means the caller must send the field; answers list what the server sends.',
  '',
  '## Calls',
  '',
  '| call | method and path | auth | summary |',
  '|---|---|---|---|',
  ...operations.map(
    ({ path, method, op }) => `| [${op.operationId}](#${slug(op.operationId)}) | \`${method} ${path}\` | ${authOf(op)} | ${cell(op.summary)} |`,
  ),
  '',
  ...operations.flatMap(section),
].join('\n');

const files = [
  [`${root}docs/api/openapi.json`, `${JSON.stringify(doc, null, 2)}\n`],
  [`${root}docs/api/README.md`, markdown.replace(/\n+$/, '\n')],
];
const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
if (process.argv.includes('--check')) {
  const stale = files.filter(([file, text]) => read(file) !== text).map(([file]) => file.slice(root.length));
  if (stale.length > 0) {
    console.error(`${stale.join(' and ')} out of date: run node scripts/api-docs.mjs`);
    process.exit(1);
  }
} else {
  mkdirSync(`${root}docs/api`, { recursive: true });
  for (const [file, text] of files) writeFileSync(file, text);
  console.log(`wrote docs/api/openapi.json and docs/api/README.md (${operations.length} calls)`);
}
