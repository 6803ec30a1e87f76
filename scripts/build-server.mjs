// Compiles a server package (gateway or upstream mocks) to one ES module, dist/server.js, run
// with plain `node` (no TypeScript loader at run time). Workspace packages (@mein-konto/schema)
// are bundled in; the package's own dependencies stay external and load from its node_modules.
// Usage: node scripts/build-server.mjs packages/gateway
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';

const packageDir = resolve(process.argv[2] ?? '.');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {})
  .filter((name) => !name.startsWith('@mein-konto/'))
  .flatMap((name) => [name, `${name}/*`]);

const started = performance.now();
const result = await build({
  entryPoints: [join(packageDir, 'src', 'server.ts')],
  outfile: join(packageDir, 'dist', 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: 'linked',
  // Bundled CommonJS dependencies of workspace packages may call require().
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
  write: false,
});
// Written aside and renamed into place: a server starting meanwhile never reads half a file.
for (const file of result.outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  const aside = join(dirname(file.path), `.${basename(file.path)}.${process.pid}`);
  writeFileSync(aside, file.contents);
  renameSync(aside, file.path);
}
console.log(`${manifest.name}: dist/server.js in ${Math.round(performance.now() - started)} ms`);
