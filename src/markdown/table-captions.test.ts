import { describe, expect, it } from 'vitest';
import { tableCaptions } from './table-captions.ts';

describe('tableCaptions', () => {
  it('wraps each table after a "Table:" paragraph in <Table> with that caption, numbered in page order', () => {
    const source =
      'Table: 제작 난이도\n\n| 물건 | 난이도 |\n|---|---|\n| 밧줄 | 1 |\n\nTable: "둘째"\n\n| a |\n|---|\n| 1 |\n';
    expect(tableCaptions(source)).toBe(
      [
        '<Table caption={"제작 난이도"} captionId="table-1">',
        '',
        '| 물건 | 난이도 |',
        '|---|---|',
        '| 밧줄 | 1 |',
        '',
        '</Table>',
        '',
        '<Table caption={"\\"둘째\\""} captionId="table-2">',
        '',
        '| a |',
        '|---|',
        '| 1 |',
        '',
        '</Table>',
        '',
      ].join('\n'),
    );
  });

  it('leaves a table without a caption paragraph alone', () => {
    const source = 'Some text.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n';
    expect(tableCaptions(source)).toBe(source);
  });

  it('does not take a "Table:" paragraph that is not right before a table, nor one in code', () => {
    const orphan = 'Table: orphan\n\nAnother paragraph.\n\n| a |\n|---|\n| 1 |\n';
    const inCode = '```\nTable: x\n\n| a |\n|---|\n```\n';
    expect(tableCaptions(orphan)).toBe(orphan);
    expect(tableCaptions(inCode)).toBe(inCode);
  });
});
