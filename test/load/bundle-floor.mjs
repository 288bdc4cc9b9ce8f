// The floor under the first-page JS budget: a one-component app that uses only the libraries the
// first page cannot do without (React 19 + react-dom, react-router's data router, inversify with
// reflect-metadata, i18next + react-i18next, TanStack Query, and zod to decode one answer), built
// by the same Vite as the app, in three variants: zod classic (what core's contract uses),
// zod/mini, and no zod. Printed, never asserted; see docs/decisions/first-page-js.md.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const vite = join(root, 'node_modules/vite/bin/vite.js');

const entry = (zod) => `import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Container } from 'inversify';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
${zod === 'none' ? '' : `import * as z from '${zod}';`}
const container = new Container();
container.bind('answer').toConstantValue(${zod === 'none' ? '(v) => v' : '(v) => z.object({ a: z.string() }).parse(v)'});
void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { a: 'A' } } } });
function App() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['a'], queryFn: async () => container.get('answer')({ a: '1' }) });
  return <p>{t('a')}{JSON.stringify(q.data)}</p>;
}
const router = createBrowserRouter([{ path: '/', element: <App /> }]);
createRoot(document.getElementById('root')).render(<QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider>);
`;

const dir = mkdtempSync(join(tmpdir(), 'waybook-floor-'));
try {
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'index.html'), '<div id="root"></div><script type="module" src="/src/main.jsx"></script>');
  for (const zod of ['zod', 'zod/mini', 'none']) {
    writeFileSync(join(dir, 'src/main.jsx'), entry(zod));
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'error', '--emptyOutDir'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    const assets = join(dir, 'dist/assets');
    const gz = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((n, f) => n + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
    console.log(
      `libraries alone, ${zod === 'none' ? 'without zod' : `with ${zod}`}: ${(gz / 1024).toFixed(1)} KB gzipped (budget 150 KB for the whole first page)`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
