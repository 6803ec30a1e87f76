/**
 * deploy/nginx.conf's access log: Debian's nginx with the repository's configuration (its access
 * log written to a folder of the test instead of /var/log/nginx) in front of a stand-in replica.
 * A request is logged by its method and path: no query string (a persisted query's GET carries
 * variables with link tokens, an e-mail link's page its token), no token of the legacy
 * set-password link's path, no referrer.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './freePort.ts';

const NGINX = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';
const CONFIG = new URL('../../../deploy/nginx.conf', import.meta.url);
/** Where deploy/nginx.conf writes its access log (the test points it at its own folder). */
const ACCESS_LOG = '/var/log/nginx/access.log';
const available = existsSync(NGINX);
if (!available && process.env['REQUIRE_NGINX'] === '1')
  throw new Error(`nginx is missing at ${NGINX}: install Debian's nginx`);

const SECRET = 'geheimer-link-token-4711';

describe.runIf(available)('nginx access log (deploy/nginx.conf)', () => {
  let nginx: ChildProcess | undefined;
  let replica: Server | undefined;
  let origin = '';
  let log = '';

  beforeAll(async () => {
    replica = createServer((_request, response) => response.end('{}'));
    await new Promise<void>((resolve) => replica?.listen(0, '127.0.0.1', resolve));
    const dir = mkdtempSync(join(tmpdir(), 'mk-nginx-log-'));
    mkdirSync(join(dir, 'topology'));
    mkdirSync(join(dir, 'temp'));
    log = join(dir, 'access.log');
    const config = readFileSync(CONFIG, 'utf8');
    expect(config, 'deploy/nginx.conf writes its access log there').toContain(`access_log ${ACCESS_LOG} `);
    writeFileSync(join(dir, 'nginx.conf'), config.replace(`access_log ${ACCESS_LOG} `, `access_log ${log} `));
    const port = await freePort();
    origin = `http://127.0.0.1:${String(port)}`;
    writeFileSync(
      join(dir, 'topology', 'servers.conf'),
      `server 127.0.0.1:${String((replica?.address() as AddressInfo).port)};\n`,
    );
    writeFileSync(
      join(dir, 'topology', 'listen.conf'),
      [
        `listen 127.0.0.1:${String(port)};`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${join(dir, 'temp', t)};`),
        '',
      ].join('\n'),
    );
    const globals = `daemon off; pid ${join(dir, 'nginx.pid')}; error_log stderr error;${process.getuid?.() === 0 ? ' user root;' : ''}`;
    const test = spawnSync(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', globals, '-t'], {
      encoding: 'utf8',
    });
    expect(test.status, test.stderr).toBe(0);
    nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', globals], { stdio: 'ignore' });
    for (let i = 0; i < 50; i++) {
      if (
        await fetch(`${origin}/health`).then(
          () => true,
          () => false,
        )
      )
        break;
      await sleep(100);
    }
  }, 30_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise<void>((resolve) => (replica ? replica.close(() => resolve()) : resolve()));
  });

  it('logs method and path only: no query string, no token of the legacy link, no referrer', async () => {
    const persisted = new URLSearchParams({
      operationName: 'SetPasswordPage',
      variables: JSON.stringify({ token: SECRET }),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } }),
    });
    const headers = { referer: `https://www.example.de/dpl/av/set-password?token=${SECRET}`, 'user-agent': 'log-test' };
    for (const path of [
      `/graphql?${persisted.toString()}`,
      `/dpl/av/set-password?token=${SECRET}`,
      `/dpl/av/login/forgottenpassword/${SECRET}`,
    ]) {
      expect((await fetch(`${origin}${path}`, { headers })).status, path).toBe(200);
    }
    let lines: string[] = [];
    for (let i = 0; i < 50 && lines.length < 3; i++) {
      lines = existsSync(log)
        ? readFileSync(log, 'utf8')
            .split('\n')
            .filter((line) => line.includes('log-test'))
        : [];
      if (lines.length < 3) await sleep(100);
    }
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).not.toContain(SECRET);
    expect(lines[0]).toContain('"GET /graphql" 200');
    expect(lines[1]).toContain('"GET /dpl/av/set-password" 200');
    expect(lines[2]).toContain('"GET /dpl/av/login/forgottenpassword/(token)" 200');
  });
});
