// `pnpm bench`: loads the account-home and order-history queries through the gateway against the
// mocks and beside a minimal hand-written route with the same upstream calls (packages/gateway/bench).
import { join } from 'node:path';
import { ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
const gateway = join(root, 'packages', 'gateway');
run(join(gateway, 'node_modules', '.bin', 'tsx'), [join(gateway, 'bench', 'bench.ts')], { cwd: gateway });
