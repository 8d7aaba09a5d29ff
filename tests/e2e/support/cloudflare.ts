import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from './serve.ts';

/** A free port on the loopback interface (the system picks one, which is then let go for wrangler to take). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Serves dist/ with Cloudflare Pages' own runtime: `npm run serve:cloudflare` (`wrangler pages dev`: workerd, applying
 * `_headers`, `_redirects` and the host's rules for folders, `.html` addresses and missing pages), on free ports and
 * with its state in a folder of its own; resolves once it answers. It needs no network. A port found free can be taken
 * before wrangler binds it (any connection the machine opens meanwhile may get it; once in CI wrangler found its port
 * in use and exited): then it starts again on other ports, three times at most.
 */
export async function serveOnCloudflarePages(): Promise<Server> {
  for (let attempt = 1; ; attempt += 1) {
    const server = await startCloudflarePages();
    if (server !== 'exited early') return server;
    if (attempt === 3) throw new Error('wrangler pages dev exited early three times');
  }
}

async function startCloudflarePages(): Promise<Server | 'exited early'> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const state = mkdtempSync(join(tmpdir(), 'wrangler-state-'));
  const child = spawn(
    'npm',
    [
      'run',
      '--silent',
      'serve:cloudflare',
      '--',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      state,
      '--log-level',
      'error',
    ],
    // Its own process group, so that stopping it stops wrangler and workerd with it.
    { detached: true, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) return 'exited early';
    const answered = await fetch(`${url}/`, { redirect: 'manual', signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() - started > 60_000) throw new Error('wrangler pages dev did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, process: child };
}

/** Stops a server started by `serveOnCloudflarePages`, with the processes it started. */
export function stopCloudflarePages(server: Server): void {
  if (server.process.exitCode === null && server.process.pid) process.kill(-server.process.pid);
}
