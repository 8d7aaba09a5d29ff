import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { builtPages, distDir } from './support/dist.ts';

// html-validate with its recommended rules (.htmlvalidate.mjs) over every page of dist/, in Node: no browser needed.
describe('html-validate', () => {
  it('finds no error on any page of dist/', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(80);
    const errors: string[] = [];
    for (const file of pages) {
      const report = await validator.validateFile(join(distDir, file));
      for (const result of report.results)
        for (const message of result.messages)
          errors.push(`${file}:${message.line} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`);
    }
    expect(errors).toEqual([]);
  });

  it('says why each rule it turns off is off', () => {
    const lines = readFileSync('.htmlvalidate.mjs', 'utf8').split('\n');
    const unexplained = lines.filter(
      (line, index) => /:\s*'off'/.test(line) && !lines[index - 1]?.trim().startsWith('//'),
    );
    expect(unexplained).toEqual([]);
  });
});
