// Fails when the committed generated GraphQL code differs from what codegen produces now.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const generated = ['packages/web/src/gql', 'packages/gateway/src/generated'];
run(join(root, 'node_modules', '.bin', 'graphql-codegen'), ['--config', 'codegen.ts', '--silent']);
const status = spawnSync('git', ['status', '--porcelain', '--', ...generated], { cwd: root, encoding: 'utf8' });
if (status.stdout.trim() !== '') {
  console.error('Generated GraphQL code is stale. Run `pnpm codegen` and commit the result:\n' + status.stdout);
  process.exit(1);
}
console.log('Generated GraphQL code is up to date.');
