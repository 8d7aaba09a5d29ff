/**
 * The lines of an MDX page's source that hold Markdown an author wrote: not the frontmatter, not a fenced code block,
 * not a line of JSX (a component's tag on its own line, as content/README.md has authors write them).
 */
export function markdownLines(source: string): { lines: string[]; isMarkdown: (index: number) => boolean } {
  const lines = source.split('\n');
  const markdown = lines.map(() => true);
  let index = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    for (; index <= end; index += 1) markdown[index] = false;
  }
  for (let fenced = false; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      markdown[index] = false;
    } else markdown[index] = !fenced && !/^\s*[<{]/.test(line);
  }
  return { lines, isMarkdown: (at) => markdown[at]! };
}
