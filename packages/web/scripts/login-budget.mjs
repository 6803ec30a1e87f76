#!/usr/bin/env node
/**
 * Bundle budget: the login route's first-load JavaScript (the entry chunk, everything it imports
 * statically, and the login route chunk with its static imports) must stay within the budget,
 * gzip-compressed. Reads dist/.vite/manifest.json of `vite build`.
 * Sizes in kB of 1000 bytes. Chunks loaded on interaction (dialogs, form validation) are not first load.
 * Usage: node scripts/login-budget.mjs [--max-kb 180] [--dist dist]
 */
import { readFileSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, opt('--dist', 'dist'));
const maxKb = Number(opt('--max-kb', '180'));
const LOGIN_MODULE = 'src/features/login/LoginRoute.tsx';

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('no entry in the manifest');
if (!manifest[LOGIN_MODULE]) throw new Error(`${LOGIN_MODULE} is not a chunk of its own (lazy route missing?)`);

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imp of chunk.imports ?? []) visit(imp);
};
visit(entryKey);
visit(LOGIN_MODULE);

let total = 0;
const rows = [];
for (const file of files) {
  if (!file.endsWith('.js')) continue;
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gz;
  rows.push([file, gz]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, gz] of rows) console.log(`${(gz / 1000).toFixed(1).padStart(8)} kB  ${file}`);
const totalKb = total / 1000;
console.log(`login route first-load JS: ${totalKb.toFixed(1)} kB gzip (budget ${maxKb} kB)`);
if (totalKb > maxKb) {
  console.error(`Bundle budget exceeded by ${(totalKb - maxKb).toFixed(1)} kB`);
  process.exit(1);
}
