import { markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { literalTildes } from './literal-tildes.ts';

const render = (markdown: string) => markdownToHtml(literalTildes(markdown)).html.trim();

describe('literalTildes', () => {
  it.each([
    ['15~30m(50~100피트)', '<p>15~30m(50~100피트)</p>'],
    ['1~10의 난이도', '<p>1~10의 난이도</p>'],
    ['a ~b~ c', '<p>a ~b~ c</p>'],
    ['a ~~b~~ c', '<p>a ~~b~~ c</p>'],
    ['"~할 때" 다음 "~한 후"', '<p>"~할 때" 다음 "~한 후"</p>'],
    ['범위 2~3, **굵게** 4~5', '<p>범위 2~3, <strong>굵게</strong> 4~5</p>'],
    ['| 8~10 | 여러 해 |\n|---|---|\n| 1~2 | x |', '<td>1~2</td>'],
  ])('keeps the tildes of %s', (markdown, html) => {
    expect(render(markdown)).toContain(html);
  });

  it('is needed: without it the engine strikes a single-tilde range through', () => {
    expect(markdownToHtml('15~30m(50~100피트)').html).toContain('<del>');
  });

  it('leaves the frontmatter, code, JSX lines and what is escaped already as written', () => {
    const source = [
      '---',
      'description: 17~20',
      '---',
      '',
      '<FaqEntry n="2.31" title="“~에”·“~하면”">',
      '`a~b` and c~d, e\\~f',
      '```',
      'x~y',
      '```',
    ].join('\n');
    expect(literalTildes(source).split('\n')).toEqual([
      '---',
      'description: 17~20',
      '---',
      '',
      '<FaqEntry n="2.31" title="“~에”·“~하면”">',
      '`a~b` and c\\~d, e\\~f',
      '```',
      'x~y',
      '```',
    ]);
  });
});
