// `pnpm drill`: the scale topology (mocks, Redis, two gateway replicas, nginx with
// deploy/nginx.conf) under load through a rolling restart, a killed replica and Redis gone, then
// one replica overloaded (packages/gateway/bench/drill.ts). Installs nginx and Redis from Debian
// when they are missing (as root). CI runs a short one: DRILL_SECONDS=20 DRILL_CONNECTIONS=50
// DRILL_PHASES=rolling DRILL_OVERLOAD=0.
import { join } from 'node:path';
import { ensureDebianPackage, ensureInstalled, root, run } from './lib.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

ensureInstalled();
ensureDebianPackage(NGINX, 'nginx', 'NGINX_PATH');
ensureDebianPackage(REDIS_SERVER, 'redis-server', 'REDIS_SERVER_PATH');
const gateway = join(root, 'packages', 'gateway');
run(join(gateway, 'node_modules', '.bin', 'tsx'), [join(gateway, 'bench', 'drill.ts')], {
  cwd: gateway,
  env: { NGINX_PATH: NGINX, REDIS_SERVER_PATH: REDIS_SERVER },
});
