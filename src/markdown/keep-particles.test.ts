import { describe, expect, it } from 'vitest';
import { markdownToHtml } from 'satteri';
import { keepParticles } from './keep-particles.ts';

const render = async (markdown: string, path: string) =>
  (await markdownToHtml(markdown, { hastPlugins: [keepParticles], fileURL: new URL(`file:///site${path}`) })).html;
const table = '| 이동 |\n|---|\n| 15m(50피트)까지 “어두운 방”을 |\n\n본문 “방”을 봅니다.\n';

describe('keepParticles', () => {
  it('joins a particle to the closing bracket or quote before it in Korean table cells', async () => {
    const html = await render(table, '/content/ko/cypher/x.mdx');
    expect(html).toContain('15m(50피트)\u2060까지 “어두운 방”\u2060을');
  });

  it('leaves prose outside tables and the other locales alone', async () => {
    expect(await render(table, '/content/ko/cypher/x.mdx')).toContain('<p>본문 “방”을 봅니다.</p>');
    expect(await render(table, '/content/en/cypher/x.mdx')).not.toContain('\u2060');
  });
});
