// Compiles a server package (gateway or upstream mocks) to one ES module, dist/server.js, run
// with plain `node` (no TypeScript loader at run time). Workspace packages (@mein-konto/schema)
// are bundled in; the package's own dependencies stay external and load from its node_modules.
// A package with a sandbox (the gateway's GraphiQL page, sandbox/main.ts) also gets its browser
// bundle with Monaco's workers in dist/sandbox/, so the sandbox needs no CDN.
// Usage: node scripts/build-server.mjs packages/gateway [--server-only] (--server-only: no sandbox bundle)
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
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

const sandboxEntry = join(packageDir, 'sandbox', 'main.ts');
if (existsSync(sandboxEntry) && !process.argv.includes('--server-only')) {
  const started = performance.now();
  const require = createRequire(join(packageDir, 'package.json'));
  const result = await build({
    entryPoints: {
      sandbox: sandboxEntry,
      'editor.worker': require.resolve('monaco-editor/esm/vs/editor/editor.worker.js'),
      'json.worker': require.resolve('monaco-editor/esm/vs/language/json/json.worker.js'),
      'graphql.worker': require.resolve('monaco-graphql/esm/graphql.worker.js'),
    },
    outdir: join(packageDir, 'dist', 'sandbox'),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    loader: { '.ttf': 'file', '.woff': 'file', '.woff2': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    write: false,
  });
  const target = join(packageDir, 'dist', 'sandbox');
  const aside = `${target}.${process.pid}`;
  rmSync(aside, { recursive: true, force: true });
  for (const file of result.outputFiles) {
    const path = join(aside, file.path.slice(target.length + 1));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.contents);
  }
  rmSync(target, { recursive: true, force: true });
  renameSync(aside, target);
  console.log(`${manifest.name}: dist/sandbox in ${Math.round(performance.now() - started)} ms`);
}
