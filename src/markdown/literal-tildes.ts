import { defineMdastPlugin } from 'satteri';

/**
 * Keeps tildes as text. The engine's GFM mode reads a single `~` pair as strikethrough, so the Korean ranges
 * `15~30m(50~100피트)` lost their tildes and came out struck through. Our pages never strike text through: every
 * strikethrough the parser finds is put back as the tildes and text the author wrote (a `~~` pair then shows as
 * such, and the dist/ test of leaked Markdown reports it).
 *
 * @example
 * // 15~30m(50~100피트)   ->   <p>15~30m(50~100피트)</p>   (not 15<del>30m(50</del>100피트))
 */
export const literalTildes = defineMdastPlugin({
  name: 'literal-tildes',
  options: { position: true },
  delete(node, ctx) {
    const start = node.position?.start.offset;
    if (start === undefined) return;
    const tildes = /^~+/.exec(ctx.source.slice(start))?.[0] ?? '~';
    ctx.replaceNode(node, [{ type: 'text', value: tildes }, ...node.children, { type: 'text', value: tildes }]);
  },
});
