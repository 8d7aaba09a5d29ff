import { defineHastPlugin, type HastNode, type HastPluginEntry, type PluginFactoryContext } from 'satteri';
import type { Parents as HastParents } from 'hast';

/** A closing bracket or quote right before a Hangul syllable: the particle (을, 까지…) that follows it. */
const CLOSE_BEFORE_HANGUL = /([)\]”’」』])(?=[가-힣])/g;
/** U+2060 WORD JOINER: no line break here, and nothing to see. */
const WORD_JOINER = '\u2060';

/**
 * Keeps a Korean particle on the line of the closing bracket or quote it follows ("방”을", "(50피트)까지") in the
 * cells of a Korean table, where columns are narrow: browsers may break after a closing bracket even under
 * `word-break: keep-all`, which would leave the particle alone at the start of a line.
 *
 * @example
 * // | 15m(50피트)까지 |   ->   <td>15m(50피트)⁠까지</td>   (a word joiner after the bracket)
 */
export const keepParticles: HastPluginEntry = (context: PluginFactoryContext) => {
  if (!/\/content\/ko\//.test(context.fileURL?.pathname ?? '')) return null;
  return defineHastPlugin({
    name: 'keep-particles',
    text(node, ctx) {
      if (!node.value.match(CLOSE_BEFORE_HANGUL)) return;
      let parent: Readonly<HastParents> | undefined = ctx.parent(node);
      for (; parent && parent.type !== 'root'; parent = ctx.parent(parent as HastNode)) {
        if (parent.type === 'element' && (parent.tagName === 'td' || parent.tagName === 'th')) {
          ctx.replaceNode(node, { type: 'text', value: node.value.replace(CLOSE_BEFORE_HANGUL, `$1${WORD_JOINER}`) });
          return;
        }
      }
    },
  });
};
