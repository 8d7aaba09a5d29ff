import { defineMdastPlugin, type MdastPluginEntry } from 'satteri';

/** The paragraph marker authors write right before a Markdown table: `Table: caption text`. */
const CAPTION_MARKER = /^Table:\s*/;

/**
 * Turns a `Table: …` paragraph that directly precedes a table into that table's caption, so that every hand-written
 * table is an accessible, captioned table (content/README.md, "Tables written by hand"). The table carries the caption
 * and an id for it, numbered in page order, as `data-caption` and `data-caption-id`: src/components/content/Table.astro
 * draws the `<caption>` and names the table's region by it.
 *
 * It works on the Markdown tree, visiting tables only: a plugin on the HTML tree made the engine hand each page's
 * whole tree to JavaScript, which cost the build about 300 MB at 16 times the content (issue 18).
 *
 * @example
 * // Table: Crafting difficulty
 * //
 * // | Item | Difficulty |   ->   <table data-caption-id="table-1" data-caption="Crafting difficulty">…
 */
export const tableCaptions: MdastPluginEntry = () => {
  let count = 0;
  return defineMdastPlugin({
    name: 'table-captions',
    table(table, ctx) {
      const index = ctx.indexOf(table);
      const previous = index ? ctx.parent(table).children[index - 1] : undefined;
      if (previous?.type !== 'paragraph') return;
      const text = ctx.textContent(previous);
      if (!CAPTION_MARKER.test(text)) return;
      ctx.removeNode(previous);
      const id = `table-${++count}`;
      ctx.setProperty(table, 'data', {
        hProperties: { dataCaptionId: id, dataCaption: text.replace(CAPTION_MARKER, '').trim() },
      });
    },
  });
};
