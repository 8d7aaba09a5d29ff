import { markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { literalTildes } from './literal-tildes.ts';

const render = (markdown: string) => markdownToHtml(markdown, { mdastPlugins: [literalTildes] }).html.trim();

describe('literalTildes', () => {
  it.each([
    ['15~30m(50~100피트)', '<p>15~30m(50~100피트)</p>'],
    ['1~10의 난이도', '<p>1~10의 난이도</p>'],
    ['a ~b~ c', '<p>a ~b~ c</p>'],
    ['a ~~b~~ c', '<p>a ~~b~~ c</p>'],
    ['범위 2~3, **굵게** 4~5', '<p>범위 2~3, <strong>굵게</strong> 4~5</p>'],
    ['~*x*~', '<p>~<em>x</em>~</p>'],
  ])('keeps the tildes of %s', (markdown, html) => {
    expect(render(markdown)).toBe(html);
  });

  it('is needed: without it the engine strikes a single-tilde range through', () => {
    expect(markdownToHtml('15~30m(50~100피트)').html).toContain('<del>');
  });
});
