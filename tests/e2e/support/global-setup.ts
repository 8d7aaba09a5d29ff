import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    fixtureURL: string;
  }
}

/**
 * Serves the built site (dist/) and the fixture site (dist-fixture/: a page missing in one locale, an outdated
 * translation) on free ports and hands their URLs to the tests.
 */
export default async function setup(project: TestProject) {
  for (const [dir, script] of [
    ['dist', 'build'],
    ['dist-fixture', 'build:fixture'],
  ]) {
    if (!existsSync(`${dir}/index.html`))
      throw new Error(`${dir}/ is not built: run "npm run ${script}" first (npm test does).`);
  }
  const site = await serve('dist');
  const fixture = await serve('dist-fixture');
  project.provide('baseURL', site.url);
  project.provide('fixtureURL', fixture.url);
  return () => {
    site.process.kill();
    fixture.process.kill();
  };
}

function serve(root: string): Promise<{ url: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', '0', '--root', root], {
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
