// Bundle budgets, read from the Vite manifest of packages/web/dist (build the SPA first):
// - the login route's JavaScript files beyond the entry's: at most 6 (decision 046).
// - every route's first-load JavaScript (the entry chunk, the account layout for the routes inside
//   it, the route module's chunk and everything they import statically), gzip-compressed: the
//   login route ≤ 160 kB, every other route ≤ 200 kB. Chunks loaded on interaction (form
//   validation, dialogs) are not first load.
// - the login page's whole compressed first load as a browser receives it (HTML, render-blocking
//   CSS, first-load JavaScript; brotli, as the gateway serves it).
// - every Mantine class the built JavaScript uses (m_xxxxxxxx) is defined by a built stylesheet:
//   the app imports only the styles of the components it uses (components/MantineScope.tsx).
// - the chunks that run on every first load (the entry, Mantine's shared chunk) start with the
//   compile hint of packages/web/compileHints.ts.
// The routes and which of them sit inside the account layout come from src/app/routes.tsx.
// Writes .reports/budget.json. 1 kB = 1000 bytes.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const LOGIN_JS_LIMIT = 160 * 1000;
const ROUTE_JS_LIMIT = 200 * 1000;
const LOGIN_PAGE_BROTLI_LIMIT = 150 * 1000;
// The login's JavaScript files beyond the entry's: each is a request queued on a phone's six
// connections; its modules are grouped by who needs them (packages/web/firstLoadChunks.ts, decision 046).
const LOGIN_ROUTE_FILES_LIMIT = 6;
const LOGIN_ROUTE_MODULE = 'src/features/login/LoginRoute.tsx';
const ACCOUNT_LAYOUT_MODULE = 'src/app/shell/AccountLayout.tsx';
const web = join(root, 'packages', 'web');
const dist = join(web, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No Vite manifest: build the SPA first (pnpm build).');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);

// Route modules in the order of the route table; those after the account layout's import and
// before the next PublicLayout sit inside the account layout.
const table = readFileSync(join(web, 'src', 'app', 'routes.tsx'), 'utf8');
const accountStart = table.indexOf("import('./shell/AccountLayout.tsx')");
const accountEnd = table.indexOf('<PublicLayout />', accountStart);
const routeModules = [...table.matchAll(/import\('(\.[^']+)'\)/g)]
  .map((match) => ({
    key: join('src/app', match[1]).replaceAll('\\', '/'),
    inAccount: match.index > accountStart && match.index < accountEnd,
  }))
  .filter((route) => route.key !== ACCOUNT_LAYOUT_MODULE);
for (const route of [...routeModules, { key: ACCOUNT_LAYOUT_MODULE }]) {
  if (!manifest[route.key]?.isDynamicEntry) {
    console.error(`Budget: the manifest lacks ${route.key} as a lazily loaded chunk of its own.`);
    process.exit(1);
  }
}
if (entries.length === 0 || accountStart < 0 || !routeModules.some((route) => route.key === LOGIN_ROUTE_MODULE)) {
  console.error('Budget: no entry, account layout or login route found.');
  process.exit(1);
}

function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const sizes = new Map();
function sizeOf(file, kind) {
  const id = `${kind}:${file}`;
  if (!sizes.has(id)) {
    const source = readFileSync(join(dist, file));
    sizes.set(
      id,
      kind === 'gzip'
        ? gzipSync(source, { level: 9 }).length
        : brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );
  }
  return sizes.get(id);
}

function firstLoad(route) {
  const files = new Set();
  for (const key of [...entries, ...(route.inAccount ? [ACCOUNT_LAYOUT_MODULE] : []), route.key]) collect(key, files);
  return [...files];
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const failures = [];
const routes = [...new Map(routeModules.map((route) => [route.key, route])).values()].map((route) => {
  const js = firstLoad(route).filter((file) => file.endsWith('.js'));
  const gzip = js.reduce((sum, file) => sum + sizeOf(file, 'gzip'), 0);
  const limit = route.key === LOGIN_ROUTE_MODULE ? LOGIN_JS_LIMIT : ROUTE_JS_LIMIT;
  if (gzip > limit) failures.push(`${route.key}: first-load JS ${kB(gzip)} gzip over ${kB(limit)}`);
  return { module: route.key, inAccountLayout: route.inAccount, jsGzipBytes: gzip, limitBytes: limit };
});

const entryFiles = new Set();
for (const key of entries) collect(key, entryFiles);
const loginRouteFiles = firstLoad({ key: LOGIN_ROUTE_MODULE, inAccount: false }).filter(
  (file) => file.endsWith('.js') && !entryFiles.has(file),
);
if (loginRouteFiles.length > LOGIN_ROUTE_FILES_LIMIT)
  failures.push(
    `login route: ${loginRouteFiles.length} JavaScript files beyond the entry's, over ${LOGIN_ROUTE_FILES_LIMIT} (packages/web/firstLoadChunks.ts)`,
  );

// The login page as the browser receives it: index.html, the stylesheets it links (render-blocking)
// and the first-load JavaScript.
const login = routes.find((route) => route.module === LOGIN_ROUTE_MODULE);
// The entry stylesheet is inlined into index.html (appShell.ts; its <link> stays, disabled): counted
// there, not twice.
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const linkedStylesheets = [...indexHtml.matchAll(/<link\b[^>]*>/g)]
  .map(([tag]) => tag)
  .filter((tag) => /rel="stylesheet"/.test(tag) && !/\sdisabled\b/.test(tag));
const loginFiles = [
  'index.html',
  ...firstLoad({ key: LOGIN_ROUTE_MODULE, inAccount: false }).filter(
    (file) => file.endsWith('.js') || (file.endsWith('.css') && linkedStylesheets.some((tag) => tag.includes(file))),
  ),
];
const loginPage = loginFiles
  .map((file) => ({ file, brotli: sizeOf(file, 'brotli') }))
  .sort((a, b) => b.brotli - a.brotli);
const loginPageBytes = loginPage.reduce((sum, row) => sum + row.brotli, 0);
// Render-blocking: the linked stylesheets and index.html itself, which carries the inlined one.
const renderBlocking = loginPage.filter((row) => row.file.endsWith('.css') || row.file === 'index.html');
if (loginPageBytes > LOGIN_PAGE_BROTLI_LIMIT)
  failures.push(`login page: compressed first load ${kB(loginPageBytes)} brotli over ${kB(LOGIN_PAGE_BROTLI_LIMIT)}`);

// Mantine's component classes: used in the JavaScript, defined in the CSS.
const assets = readdirSync(join(dist, 'assets'));
const classesIn = (extension) =>
  new Set(
    assets
      .filter((file) => file.endsWith(extension))
      .flatMap((file) =>
        [...readFileSync(join(dist, 'assets', file), 'utf8').matchAll(/\bm_[0-9a-f]{8}\b/g)].map((m) => m[0]),
      ),
  );
const definedClasses = classesIn('.css');
const unstyled = [...classesIn('.js')].filter((name) => !definedClasses.has(name));
if (unstyled.length > 0) {
  failures.push(
    `Mantine classes without styles (import the component's stylesheet in components/MantineScope.tsx): ${unstyled.slice(0, 10).join(', ')}`,
  );
}

// The compile hint heads the entry and Mantine's shared chunk (packages/web/compileHints.ts).
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const hinted = Object.values(manifest).filter((chunk) => chunk.isEntry || chunk.name === 'mantine');
if (hinted.length < 2) failures.push('compile hint: no entry or no chunk named mantine in the manifest');
for (const chunk of hinted) {
  if (!readFileSync(join(dist, chunk.file), 'utf8').startsWith(COMPILE_HINT))
    failures.push(`${chunk.file}: does not start with the compile hint ${COMPILE_HINT.trim()}`);
}

console.log('First-load JavaScript per route (gzip):');
for (const route of [...routes].sort((a, b) => b.jsGzipBytes - a.jsGzipBytes)) {
  console.log(
    `${kB(route.jsGzipBytes).padStart(9)} / ${kB(route.limitBytes)}  ${route.module}${route.inAccountLayout ? '' : ' (public)'}`,
  );
}
console.log('\nLogin page, compressed first load (brotli):');
for (const row of loginPage) console.log(`${kB(row.brotli).padStart(9)}  ${row.file}`);
console.log(`Login route first-load JS: ${kB(login.jsGzipBytes)} gzip (budget ${kB(LOGIN_JS_LIMIT)})`);
console.log(
  `Login route JavaScript files beyond the entry's: ${loginRouteFiles.length} (at most ${LOGIN_ROUTE_FILES_LIMIT})`,
);
console.log(
  `Login page first load: ${kB(loginPageBytes)} brotli (budget ${kB(LOGIN_PAGE_BROTLI_LIMIT)}), render-blocking (HTML with the inlined stylesheet, linked stylesheets) ${kB(renderBlocking.reduce((sum, row) => sum + row.brotli, 0))}`,
);

mkdirSync(join(root, '.reports'), { recursive: true });
writeFileSync(
  join(root, '.reports', 'budget.json'),
  JSON.stringify(
    { routes, loginPage: { limitBytes: LOGIN_PAGE_BROTLI_LIMIT, brotliBytes: loginPageBytes, files: loginPage } },
    null,
    2,
  ),
);
if (failures.length > 0) {
  console.error(`\nBundle budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
