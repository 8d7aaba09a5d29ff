import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A quiet build: a real warning must stand out. The fixture site has MDX pages, which made Rolldown warn once per
// page about Astro's "use astro:head-inject" marker until astro.config.mjs dropped that one warning.
describe('the build log', () => {
  it('has no warning', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'rules-build-'));
    try {
      const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
        env: { ...process.env, RULES_CONTENT_DIR: 'tests/fixtures/content', RULES_OUT_DIR: outDir, NO_COLOR: '1' },
        encoding: 'utf8',
      });
      expect(build.status, build.stderr).toBe(0);
      const log = `${build.stdout}\n${build.stderr}`;
      expect(log).toContain('Complete!');
      expect(log.split('\n').filter((line) => /warn/i.test(line))).toEqual([]);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
