import { defineHastPlugin, type HastPluginEntry } from 'satteri';
import type { Element, ElementContent } from 'hast';

/** The paragraph marker authors write right before a Markdown table: `Table: caption text`. */
const CAPTION_MARKER = /^Table:\s*/;

/**
 * Turns a `Table: …` paragraph that directly precedes a table into that table's `<caption>`, so that every
 * hand-written table is an accessible, captioned table (content/README.md, "Tables written by hand"). The caption
 * gets an id, numbered in page order, which the table carries as `data-caption-id` for the region that wraps it
 * (src/components/content/Table.astro).
 *
 * @example
 * // Table: Crafting difficulty
 * //
 * // | Item | Difficulty |   ->   <table data-caption-id="table-1"><caption id="table-1">Crafting difficulty</caption>…
 */
export const tableCaptions: HastPluginEntry = () => {
  let count = 0;
  return defineHastPlugin({
    name: 'table-captions',
    element: {
      filter: ['table'],
      visit(table, ctx) {
        const parent = ctx.parent(table);
        const index = ctx.indexOf(table);
        if (!parent || index === undefined) return;
        const previous = previousElement(parent.children, index);
        if (!previous || previous.tagName !== 'p') return;
        const text = ctx.textContent(previous);
        if (!CAPTION_MARKER.test(text)) return;
        ctx.removeNode(previous);
        const id = `table-${++count}`;
        ctx.setProperty(table, 'dataCaptionId', id);
        ctx.prependChild(table, {
          type: 'element',
          tagName: 'caption',
          properties: { id },
          children: [{ type: 'text', value: text.replace(CAPTION_MARKER, '').trim() }],
        });
      },
    },
  });
};

function previousElement(siblings: readonly ElementContent[] | readonly unknown[], index: number): Element | undefined {
  for (let i = index - 1; i >= 0; i--) {
    const node = siblings[i] as ElementContent;
    if (node.type === 'element') return node;
    if (node.type === 'text' && node.value.trim() === '') continue;
    return undefined;
  }
  return undefined;
}
