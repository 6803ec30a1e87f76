// Bundle budget: the first-load JavaScript of the login route (entry chunk, the login route
// module's chunk and everything they import statically), gzip-compressed, must stay within the
// limit. Chunks loaded on interaction (form validation, dialogs) are not first load.
// Reads the Vite manifest of packages/web/dist; writes .reports/budget.json. 1 kB = 1000 bytes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const LIMIT_BYTES = 180 * 1000;
const LOGIN_ROUTE_MODULE = 'src/features/login/LoginRoute.tsx';
const dist = join(root, 'packages', 'web', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No Vite manifest: build the SPA first (pnpm build).');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length === 0 || !manifest[LOGIN_ROUTE_MODULE]?.isDynamicEntry) {
  console.error(`Budget: the manifest lacks the entry or ${LOGIN_ROUTE_MODULE} as a lazily loaded chunk of its own.`);
  process.exit(1);
}
const files = new Set();
for (const key of [...entries, LOGIN_ROUTE_MODULE]) collect(key, files);
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const source = readFileSync(join(dist, file));
    return { file, bytes: source.length, gzip: gzipSync(source, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
for (const row of rows) console.log(`${(row.gzip / 1000).toFixed(1).padStart(7)} kB gzip  ${row.file}`);
console.log(`Login route first-load JS: ${(total / 1000).toFixed(1)} kB gzip (budget ${LIMIT_BYTES / 1000} kB)`);
mkdirSync(join(root, '.reports'), { recursive: true });
writeFileSync(join(root, '.reports', 'budget.json'), JSON.stringify({ limitBytes: LIMIT_BYTES, totalGzipBytes: total, files: rows }, null, 2));
if (total > LIMIT_BYTES) {
  console.error('Bundle budget exceeded.');
  process.exit(1);
}
