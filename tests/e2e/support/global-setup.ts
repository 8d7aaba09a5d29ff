import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serveOnCloudflarePages, stopCloudflarePages } from './cloudflare.ts';
import { serve } from './serve.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    fixtureURL: string;
    /** dist/ served by Cloudflare Pages' own runtime (wrangler pages dev), for the tests of what hosts answer. */
    cloudflareURL: string;
  }
}

/**
 * Serves the built site (dist/) and the fixture site (dist-fixture/: a page missing in one locale, an outdated
 * translation) on free ports, and dist/ again on Cloudflare Pages' own runtime, and hands their URLs to the tests.
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
  // Vitest runs no teardown for a setup that failed: the servers already started are stopped here.
  const cloudflare = await serveOnCloudflarePages().catch((error: unknown) => {
    site.process.kill();
    fixture.process.kill();
    throw error;
  });
  project.provide('baseURL', site.url);
  project.provide('fixtureURL', fixture.url);
  project.provide('cloudflareURL', cloudflare.url);
  return () => {
    site.process.kill();
    fixture.process.kill();
    stopCloudflarePages(cloudflare);
  };
}
