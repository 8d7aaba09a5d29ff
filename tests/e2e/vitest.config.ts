import { defineConfig } from 'vitest/config';

// Browser tests: Playwright (playwright-core) drives Debian's Chromium against the built site in dist/, served
// over HTTP by scripts/serve.mjs. Run after `npm run build` (npm test does both).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // One Chromium at a time: the machines have two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
