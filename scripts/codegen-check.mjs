// Fails when the committed generated GraphQL code differs from what codegen produces now, or when
// a generated module has lost its operation file (X.generated.ts without X.graphql beside it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root, run } from './lib.mjs';

const webSource = join(root, 'packages', 'web', 'src');
const generated = [
  'packages/web/src/gql',
  ':(glob)packages/web/src/**/*.generated.ts',
  'packages/gateway/src/generated',
  'packages/schema/schema.graphql',
  'packages/gateway/trusted-documents/web.json',
];

function generatedModules(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...generatedModules(path));
    else if (entry.name.endsWith('.generated.ts')) found.push(path);
  }
  return found;
}

run(join(root, 'node_modules', '.bin', 'graphql-codegen'), ['--config', 'codegen.ts', '--silent']);
const orphans = generatedModules(webSource).filter((file) => !existsSync(file.replace(/\.generated\.ts$/, '.graphql')));
if (orphans.length > 0) {
  console.error(
    'Generated modules without their operation file (delete them):\n' +
      orphans.map((f) => `  ${relative(root, f)}`).join('\n'),
  );
  process.exit(1);
}
const status = spawnSync('git', ['status', '--porcelain', '--', ...generated], { cwd: root, encoding: 'utf8' });
if (status.stdout.trim() !== '') {
  console.error('Generated GraphQL code is stale. Run `pnpm codegen` and commit the result:\n' + status.stdout);
  process.exit(1);
}
console.log('Generated GraphQL code is up to date.');
