import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest runs the files it has no timings for (a clean clone: CI) largest first. The accessibility check is a short
 * file that runs over every page, the longest of all: first, so that the other worker's files fill the time beside it
 * rather than leaving it to run alone at the end.
 */
class AccessibilityFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => file.moduleId.endsWith('/a11y.e2e.ts');
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

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
    // The files of a worker share its modules (Playwright, axe, the support files, which keep no state between files)
    // rather than each importing them afresh.
    isolate: false,
    sequence: { sequencer: AccessibilityFirst },
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
