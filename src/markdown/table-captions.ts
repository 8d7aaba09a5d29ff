import { markdownLines } from './source-lines.ts';

/** The paragraph authors write right before a Markdown table: `Table: caption text` (content/README.md). */
const CAPTION = /^Table:\s*(.+?)\s*$/;
const TABLE_ROW = /^\|/;

/**
 * Gives every hand-written Markdown table its caption, in the page's source before the MDX compiler reads it: the
 * `Table: …` paragraph right before a table, and the table, become `<Table caption="…" captionId="table-N">` around
 * the table, numbered in page order (src/components/content/Table.astro draws the region, named by the caption, and
 * the caption).
 *
 * It works on the source text rather than in the compiler: any plugin there makes the compiler hand its tree to
 * JavaScript, which cost the build about half a second and 150 MB at 16 times the content (issue 18).
 *
 * @example
 * // Table: Crafting difficulty           <Table caption={"Crafting difficulty"} captionId="table-1">
 * //                                ->
 * // | Item | Difficulty |                | Item | Difficulty |
 * // | ---- | ---------- |                | ---- | ---------- |
 * //                                      </Table>
 */
export function tableCaptions(source: string): string {
  const { lines, isMarkdown } = markdownLines(source);
  const out: string[] = [];
  let count = 0;
  for (let index = 0; index < lines.length; index += 1) {
    const caption = isMarkdown(index) ? CAPTION.exec(lines[index]!)?.[1] : undefined;
    const tableAt = index + 2;
    const captionsTable =
      caption !== undefined &&
      (index === 0 || lines[index - 1]!.trim() === '') &&
      lines[index + 1]?.trim() === '' &&
      TABLE_ROW.test(lines[tableAt] ?? '');
    if (!captionsTable) {
      out.push(lines[index]!);
      continue;
    }
    let end = tableAt;
    while (TABLE_ROW.test(lines[end] ?? '')) end += 1;
    count += 1;
    out.push(
      `<Table caption={${JSON.stringify(caption)}} captionId="table-${count}">`,
      '',
      ...lines.slice(tableAt, end),
      '',
      '</Table>',
    );
    index = end - 1;
  }
  return out.join('\n');
}
