import { defineConfig } from 'vitest/config';

// Browser tests: Playwright (playwright-core) drives Debian's Chromium against the built site in dist/, served
// over HTTP by scripts/serve.mjs. Run after `npm run build` (npm test does both).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // Two files at a time, each with its Chromium (the headless shell): a browser test mostly waits (for a page, a
    // debounce, a quiet network), so the two cores are rarely both busy with one file.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
