import { spawn, type ChildProcess } from 'node:child_process';

/** A built site served by scripts/serve.mjs, as production serves it. */
export interface Server {
  url: string;
  process: ChildProcess;
}

/** Serves a built folder on a port (0: any free one) and resolves once it listens. */
export function serve(root: string, port = 0): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--root', root], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('error', reject);
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /(http:\/\/[^\s]+)/.exec(chunk.toString());
      if (match?.[1]) resolve({ url: match[1].replace(/\/$/, ''), process: child });
    });
    child.once('exit', (code) => reject(new Error(`serve.mjs exited early with code ${code}`)));
  });
}

/** Stops a server and resolves once its port is free. */
export function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.process.exitCode !== null) return resolve();
    server.process.once('exit', () => resolve());
    server.process.kill();
  });
}
