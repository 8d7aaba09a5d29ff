import { describe, expect, it } from 'vitest';
import { mdxToJs } from 'satteri';
import { fileURLToPath } from 'node:url';
import { glossaryLinks } from './glossary-links.ts';

const glossary = fileURLToPath(new URL('./fixtures/glossary.yaml', import.meta.url));
/** The markup the plugin adds to a page (each piece is a `<Fragment set:html>` in the compiled module), in order. */
const compile = async (path: string, mdx: string): Promise<string> => {
  const { code } = await mdxToJs(mdx, {
    features: { headingAttributes: true },
    hastPlugins: [glossaryLinks(glossary)],
    fileURL: new URL(`file:///site/content/${path}`),
  });
  return [...code.matchAll(/"set:html": ("(?:[^"\\]|\\.)*")/g)].map((match) => JSON.parse(match[1]!)).join('\n');
};

describe('glossaryLinks', () => {
  it('links the first mention of a term once per page, with its definition in a preview', async () => {
    const code = await compile('ko/cypher/x.mdx', '분발을 쓰면 됩니다. 다시 분발을 씁니다.\n\n## 분발 {#effort}\n');
    // The term's link and the one inside its preview.
    expect(code).toContain(
      '<span class="term"><a href="/ko/glossary/#term-effort" aria-describedby="term-tip-effort" class="term-link">분발</a>' +
        '<span class="term-tip" data-pagefind-ignore><span id="term-tip-effort">역량 점수를 써서 일을 완화하기',
    );
    expect(code).toContain('<a href="/ko/glossary/#term-effort" tabindex="-1" class="term-more">용어집에서 보기 →</a>');
    // Linked once: the term's link and the one inside its preview.
    expect(code.match(/href="\/ko\/glossary\/#term-effort"/g)).toHaveLength(2);
  });

  it('does not link inside headings or code, nor on pages of the other game', async () => {
    expect(await compile('en/cypher/x.mdx', '## Effort {#effort}\n\n`Effort`\n')).not.toContain('term-effort');
    expect(await compile('en/arkham/faq.mdx', 'Effort here is not a Cypher page.')).not.toContain('term-effort');
  });

  it("gives search the other languages' words: weighted up on the explaining page, down where merely mentioned", async () => {
    const explaining = await compile('ko/cypher/pools-edge-effort.mdx', '분발을 씁니다.');
    expect(explaining).toContain('<div hidden data-glossary-synonyms data-pagefind-weight="5">Esfuerzo ⸱ Effort</div>');
    const mentioning = await compile('ko/cypher/hazards.mdx', '분발을 씁니다.');
    expect(mentioning).toContain(
      '<div hidden data-glossary-synonyms data-pagefind-weight="0.5">Esfuerzo ⸱ Effort</div>',
    );
    expect(mentioning).not.toContain('data-pagefind-weight="5"');
  });

  it('escapes what it writes as markup', async () => {
    const code = await compile('en/cypher/x.mdx', 'Armor counts.');
    expect(code).toContain(
      '<span id="term-tip-armor">Subtracts from damage: &quot;Armor 1&quot; &amp; &lt;more&gt;.</span>',
    );
  });
});
