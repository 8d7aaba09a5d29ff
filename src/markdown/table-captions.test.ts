import { describe, expect, it } from 'vitest';
import { markdownToHtml } from 'satteri';
import { tableCaptions } from './table-captions.ts';

const render = async (markdown: string) => (await markdownToHtml(markdown, { mdastPlugins: [tableCaptions] })).html;

describe('tableCaptions', () => {
  it('moves a "Table:" paragraph onto the following table as its caption, numbered for the table to name it by', async () => {
    const html = await render(
      'Table: 제작 난이도\n\n| 물건 | 난이도 |\n|---|---|\n| 밧줄 | 1 |\n\nTable: 둘째\n\n| a |\n|---|\n| 1 |\n',
    );
    expect(html).toContain('<table data-caption-id="table-1" data-caption="제작 난이도">');
    expect(html).toContain('<table data-caption-id="table-2" data-caption="둘째">');
    expect(html).not.toContain('Table:');
  });

  it('leaves a table without a caption paragraph alone', async () => {
    const html = await render('Some text.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toContain('<p>Some text.</p>');
    expect(html).not.toContain('data-caption');
  });

  it('does not take a "Table:" paragraph that is not right before a table', async () => {
    const html = await render('Table: orphan\n\nAnother paragraph.\n\n| a |\n|---|\n| 1 |\n');
    expect(html).toContain('<p>Table: orphan</p>');
    expect(html).not.toContain('data-caption');
  });
});
