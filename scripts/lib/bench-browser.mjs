// What the browser benchmarks share: Debian's Chromium, launched with the flags this closed-network machine needs,
// and the built site served by scripts/serve.mjs on a free port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Serves dist/ as production does; resolves to its base URL (no trailing slash) and a way to stop it. */
export async function serveDist() {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise((resolve) =>
    server.stdout.on('data', (chunk) => {
      const match = /(http:\/\/\S+)/.exec(String(chunk));
      if (match) resolve(match[1].replace(/\/$/, ''));
    }),
  );
  return { base, stop: () => server.kill() };
}

/** Headless Chromium at $CHROME_PATH or /usr/bin/chromium. */
export function launchChromium() {
  const executablePath = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
  if (!executablePath)
    throw new Error('Chromium not found: set CHROME_PATH or install chromium (sudo apt-get install chromium).');
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
