import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { dialogMarkup, searchFilters, type DialogWords } from './dialog-markup.ts';

const words = (text: (key: string) => string): DialogWords => ({
  title: text('title'),
  close: text('close'),
  input: text('input'),
  placeholder: text('placeholder'),
  clear: text('clear'),
  clearLabel: text('clearLabel'),
  keys: text('keys'),
  filters: text('filters'),
  filterNames: Object.fromEntries(searchFilters.map((id) => [id, text(`filter ${id}`)])) as DialogWords['filterNames'],
  recent: text('recent'),
  clearRecent: text('clearRecent'),
  cut: text('cut'),
  results: text('results'),
  more: text('more'),
  strings: {},
});

describe('dialogMarkup', () => {
  // The dialog is no longer in the built pages that html-validate reads (tests/e2e/html-validate.e2e.ts): it is held
  // to the same rules here, inside a page.
  it('is valid HTML by the site’s html-validate rules', async () => {
    const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Search</title></head><body><main>${dialogMarkup(words((key) => `Word ${key}`))}</main></body></html>`;
    const report = await new HtmlValidate(new FileSystemConfigLoader()).validateString(page, 'dialog.html');
    expect(
      report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`)),
    ).toEqual([]);
  });

  it('shows every word as text, never as markup, and a chip for each filter with Everything chosen', () => {
    const html = dialogMarkup(words((key) => `<b>"${key}" & co</b>`));
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;b&gt;&quot;placeholder&quot; &amp; co&lt;/b&gt;');
    const chips = [...html.matchAll(/<input type="radio" name="search-filter" value="([^"]*)"( checked)?/g)];
    expect(chips.map((chip) => chip[1])).toEqual([...searchFilters]);
    expect(chips.filter((chip) => chip[2]).map((chip) => chip[1])).toEqual(['']);
    expect(html).toContain(
      '<h2 id="search-title" class="font-bold text-lg">&lt;b&gt;&quot;title&quot; &amp; co&lt;/b&gt;</h2>',
    );
  });
});
