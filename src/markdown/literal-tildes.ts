import { markdownLines } from './source-lines.ts';

/**
 * Keeps every `~` of a page's Markdown a tilde, by escaping it (`\~`) in the source before the MDX compiler reads it.
 * The compiler's GFM mode reads a single `~` pair as strikethrough, so Korean ranges such as `15~30m(50~100피트)` came
 * out struck through, and it has no switch for that alone. Our pages never strike text through. Code spans, code
 * blocks, JSX lines and the frontmatter are left as written.
 *
 * It works on the source text rather than in the compiler: any plugin there makes the compiler hand its tree to
 * JavaScript, which cost the build about half a second and 150 MB at 16 times the content (issue 18).
 *
 * @example
 * literalTildes('15~30m(50~100피트)') // '15\\~30m(50\\~100피트)', which renders as 15~30m(50~100피트)
 */
export function literalTildes(source: string): string {
  const { lines, isMarkdown } = markdownLines(source);
  return lines
    .map((line, index) =>
      isMarkdown(index)
        ? line
            .split(/(`[^`]*`)/)
            .map((part) => (part.startsWith('`') ? part : part.replace(/(?<!\\)~/g, '\\~')))
            .join('')
        : line,
    )
    .join('\n');
}
