import { defineConfig } from 'vitest/config';

// Unit tests only: pure modules (src/rules, src/i18n, build plugins, scripts).
// Browser tests live in tests/e2e and run with their own runner (see package.json "test:e2e").
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    // The files share their workers' modules rather than each importing the rules, the UI strings and the glossary
    // afresh: a third of the run's time was spent importing (86 s in CI). No test keeps state in a module for another.
    isolate: false,
    // Type tests (*.test-d.ts: expectTypeOf only) are checked by the compiler in the same run; they fail like any test.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: 'tsconfig.type-tests.json' },
    coverage: {
      provider: 'v8',
      include: ['src/rules/**/*.ts'],
      exclude: ['src/rules/**/*.test.ts', 'src/rules/**/*.test-d.ts'],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
