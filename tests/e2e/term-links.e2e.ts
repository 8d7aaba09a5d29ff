import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { GlossaryEntry } from '../../src/lib/glossary.ts';
import { builtPages, readBuilt } from './support/dist.ts';

// Issues 29 and 33: a glossary link on an everyday word ("level" in "level of Effort", "a few steps away", "you might
// roll anyway") shows a reader the wrong definition. This test lists every linked word of the built pages, with the text around it and the preview it
// shows, in test-results/term-links.txt for a reviewer to read, and fails on the everyday uses we know of.

interface TermLink {
  page: string;
  id: string;
  /** The text around the link, with the linked words in [brackets]. */
  context: string;
  /** Where the linked words start and end in `context` without its brackets (for a phrase test, T6). */
  start: number;
  end: number;
  preview: string;
}

const REACH = 50;
const LINK = /<a href="\/[a-z]{2}\/glossary\/#term-([a-z0-9-]+)">([\s\S]*?)<\/a>/g;
/** The words for search, hidden in the page until the build's index step takes them out (src/lib/term-links.ts). */
const SYNONYMS = /<div hidden data-glossary-synonyms[^>]*>[\s\S]*?<\/div>/g;
/** What a reader never sees as text: scripts, styles and templates. */
const NOT_TEXT = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/g;
/** The game whose glossary a page's text uses (RulesPage.astro), whose definitions its previews show. */
const GAME = /data-term-game="([a-z]+)"/;
/** A link's marker in a page's text: its id between the first two, its words between the last two. */
const MARKER = /\u0001([a-z0-9-]+)\u0002([^\u0003]*)\u0003/g;

/** The definitions a language's previews show for a game: the file term-previews.ts fetches. */
function definitionsOf(locale: string, game: string): Record<string, string> {
  return (JSON.parse(readBuilt(`${locale}/term-definitions/${game}.json`)) as { definitions: Record<string, string> })
    .definitions;
}

/** An HTML fragment as a reader sees its text: tags gone, entities read, white space collapsed. */
function readable(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/[\s\u2060]+/g, ' ');
}

/**
 * The text a reader sees on the whole page (its body: header, main text, footer), each glossary link marked with
 * MARKER. Issue 44 (T6): the links and the check that a phrase is on the site read the same text, so that a phrase
 * that survives only outside the text the links are read from cannot keep a case green.
 */
const markedTexts = new Map<string, string>();
function markedText(page: string): string {
  let text = markedTexts.get(page);
  if (text === undefined) {
    const body = (readBuilt(page).match(/<body[\s\S]*<\/body>/)?.[0] ?? '').replace(SYNONYMS, '').replace(NOT_TEXT, '');
    text = readable(body.replace(LINK, (_, id: string, words: string) => `\u0001${id}\u0002${readable(words)}\u0003`));
    markedTexts.set(page, text);
  }
  return text;
}

/** A page's text as a reader sees it, without the link markers. */
function pageText(page: string): string {
  return markedText(page).replace(MARKER, '$2');
}

function termLinksOf(page: string): TermLink[] {
  const game = GAME.exec(readBuilt(page))?.[1];
  const previews = game ? definitionsOf(page.slice(0, 2), game) : {};
  const text = markedText(page);
  // A marker cut by the edge of the context leaves its id without its start or end: drop that too.
  const plain = (value: string) =>
    value.replace(MARKER, '$2').replace(/\u0001[a-z0-9-]*\u0002?|^[a-z0-9-]*\u0002|\u0003/g, '');
  return [...text.matchAll(MARKER)].map((match) => {
    const before = plain(text.slice(Math.max(0, match.index - REACH), match.index)).trimStart();
    const after = plain(text.slice(match.index + match[0].length, match.index + match[0].length + REACH)).trimEnd();
    return {
      page,
      id: match[1]!,
      context: `${before}[${match[2]}]${after}`,
      start: before.length,
      end: before.length + match[2]!.length,
      preview: previews[match[1]!] ?? '',
    };
  });
}

const locales = ['ko', 'es', 'en'] as const;
const links = new Map<string, TermLink[]>();

beforeAll(() => {
  for (const locale of locales)
    links.set(
      locale,
      builtPages()
        .filter((page) => page.startsWith(`${locale}/`))
        .flatMap(termLinksOf),
    );
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/term-links.txt',
    locales
      .flatMap((locale) =>
        links.get(locale)!.map((link) => `${link.page}\t${link.id}\t${link.context}\t${link.preview}`),
      )
      .join('\n') + '\n',
  );
});

/** Whether a phrase occurs on any built page of a locale, so that a must-not-link case cannot pass by vanishing. */
function onSomePage(locale: string, phrase: string): boolean {
  return builtPages()
    .filter((page) => page.startsWith(`${locale}/`))
    .some((page) => pageText(page).includes(phrase));
}

describe('glossary links on the built pages', () => {
  it('are listed with their context and preview in test-results/term-links.txt', () => {
    for (const locale of locales) {
      expect(links.get(locale)!.length).toBeGreaterThan(100);
      for (const link of links.get(locale)!) expect(link.preview.length, link.context).toBeGreaterThan(3);
    }
  });

  // Everyday words inside these phrases are not the game terms they spell: no word of the phrase may be linked to
  // the entry named. Each phrase is on the site today (checked), so the case cannot pass by disappearing.
  it.each([
    ['en', 'level of Effort', 'level'],
    ['en', 'a few steps away', 'step'],
    ['en', 'turn out', 'turn'],
    ['en', 'cover an immediate distance', 'cover'],
    ['en', 'Less bonus damage', 'roll-bonus'],
    ['en', 'Numenera Discovery', 'discovery'],
    // Issue 33: the modal verb is not the stat, the verb "round" not a round of time.
    ['en', 'you might roll anyway', 'might'],
    ['en', 'Any PC might end up', 'might'],
    ['en', 'round a mile to 1.5 km', 'round'],
    ['en', 'the PC rounds a corner', 'round'],
    // A step on the damage track or the object damage track is the track's, not a step of difficulty.
    ['en', 'one step down the damage track', 'step'],
    ['en', 'a step lower on the damage track', 'step'],
    ['en', 'one step along the damage track', 'step'],
    ['en', 'one step on the object damage track', 'step'],
    ['en', 'you move one step down', 'step'],
    ['en', 'moves it two steps instead', 'step'],
    // The extra damage of a special roll is not a bonus to the roll; the copy limits of deckbuilding are not a card's limit.
    ['en', 'special-roll bonus', 'roll-bonus'],
    ['en', 'the copy limits', 'limit'],
    // The longest phrase wins, in the plural too: "damage bonuses" is not "damage".
    ['en', 'damage bonuses', 'damage'],
    // Issue 44 (EN6-EN8): point-blank is the attack modifier, not the distance band; a device that harms is a weapon or
    // a hazard, not a gadget to operate; an NPC has no damage track, so it is dead in the everyday sense.
    ['en', 'Point-blank: the target is within', 'immediate'],
    ['en', 'a blast from a biotech device', 'device'],
    ['en', 'a hibernation device', 'device'],
    ['en', 'An NPC whose health reaches 0 is dead', 'dead'],
    ['en', 'An NPC at 0 health is dead', 'dead'],
    ['es', 'aparato biotecnológico', 'device'],
    ['es', 'aparato de hibernación', 'device'],
    ['ko', '생체 기술 장치', 'device'],
    ['ko', '동면 장치', 'device'],
    ['es', 'nivel de Esfuerzo', 'level'],
    ['es', 'sea del tipo que sea', 'type'],
    ['es', 'sin peligro', 'hazard'],
    ['es', 'a toda velocidad', 'speed'],
    ['es', 'constitución, dureza', 'hardness'],
    // The scenario's instruction is quoted where it is meant; "Recuerda que…" is advice to the reader.
    ['es', 'Recuerda que la regla sombría', 'remember'],
    // The longest phrase wins: "bonificaciones al daño" is the damage bonus, not damage.
    ['es', 'bonificaciones al daño', 'damage'],
    ['ko', '분발을 한 단계', 'step'],
    ['ko', '분발도 한 단계', 'step'],
    ['ko', '힘 있는 관리', 'might'],
    ['ko', '사이퍼의 힘', 'might'],
    ['ko', '조석 파괴', 'destroyed'],
    ['ko', '기계 지성', 'intellect'],
    // A name broken across lines in the page's source is still the name ("사이퍼\n시스템"), not a cypher.
    ['ko', '사이퍼 시스템 규칙은 거리 구간에서는', 'cypher'],
  ] as const)('%s: “%s” links no %s', (locale, phrase, id) => {
    expect(onSomePage(locale, phrase), `“${phrase}” is on no ${locale} page`).toBe(true);
    const wrong = links.get(locale)!.filter((link) => link.id === id && inPhrase(link, phrase));
    expect(wrong.map((link) => `${link.page}: ${link.context}`)).toEqual([]);
  });

  // The same words in their game sense still link, so that the cases above cannot pass by linking nothing.
  it.each([
    ['en', 'level', /\blevel \d|\[level\] of the (creature|NPC|task)|creature's \[level\]|\[level\] \d/i],
    ['en', 'step', /by one \[step\]|\[steps?\] (easier|harder)|one \[step\]|two \[steps\]/],
    ['en', 'turn', /\[turn\]/],
    ['en', 'might', /\[Might\]/],
    ['en', 'round', /\[rounds?\]/],
    ['en', 'damage-bonus', /\[damage bonuses\]/],
    ['en', 'limit', /\[limit\]/],
    ['en', 'immediate', /\[immediate range\]/],
    ['en', 'device', /(strange|a|the) \[devices?\]/],
    ['en', 'dead', /debilitated,? (and )?\[dead\]/],
    ['es', 'device', /un \[aparato\]/],
    ['ko', 'device', /\[장치\]를/],
    ['es', 'speed', /\[Velocidad\]/],
    ['es', 'hazard', /\[peligros?\]/],
    ['es', 'remember', /«\[recuerd(?:a|es)\]»/],
    ['es', 'damage-bonus', /\[bonificaciones al daño\]/],
    ['ko', 'might', /\[힘\]/],
    ['ko', 'health', /\[체력\]/],
    // Issue 35: the state is 부상 상태 wherever it is meant; a bare 부상 is kept off the Korean pages by the
    // impaired entry's avoid rule (tests/unit/terms.test.ts), so no everyday 부상 is left to mislink.
    ['ko', 'impaired', /\[부상 상태\]/],
    ['es', 'level', /\[nivel\] \d|\[nivel\] de la (criatura|tarea)|de \[nivel\] \d/i],
    ['ko', 'step', /\[단계\]/],
  ] as const)('%s: %s still links in its game sense', (locale, id, context) => {
    expect(links.get(locale)!.filter((link) => link.id === id && context.test(link.context))).not.toEqual([]);
  });
});

// Issue 44 (SN3): a Spanish term that is the site's own translation (the glossary's `ours`) is listed, with its English
// original, at the end of every page that links it; no other term is, and no page of another language lists any.
describe("the site's own translations listed on the built pages", () => {
  const glossary = parse(readFileSync('content/glossary.yaml', 'utf8')) as GlossaryEntry[];
  /** The note's terms, as "term (English)", in its order; undefined where a page has no note. */
  const listedOn = (page: string) => {
    const note = /data-own-translations>([\s\S]*?)<\/p>\s*<\/div>\s*<\/div>/.exec(readBuilt(page))?.[1];
    return note === undefined ? undefined : [...readable(note).matchAll(/([^:,]+?) \(([^()]+)\)(?=,| [ye] |\.)/g)];
  };

  it('lists on each Spanish page exactly the marked terms it links, in the order it links them', () => {
    const pages = builtPages().filter(
      (page) => page.startsWith('es/') && links.get('es')!.some((l) => l.page === page),
    );
    expect(pages.length).toBeGreaterThan(15);
    for (const page of pages) {
      const linked = [
        ...new Set(
          links
            .get('es')!
            .filter((link) => link.page === page)
            .map((link) => link.id),
        ),
      ];
      const expected = linked
        .map((id) => glossary.find((entry) => entry.id === id)!)
        .filter((entry) => entry.es.ours)
        .map((entry) => `${entry.es.term} (${entry.en.term})`);
      const listed = (listedOn(page) ?? []).map(
        ([, term, english]) => `${term!.trim().replace(/^[ye] /, '')} (${english})`,
      );
      expect(listed, page).toEqual(expected);
    }
    expect(listedOn('es/cypher/damage-track-recovery/index.html')?.map(([whole]) => whole.trim())).toContain(
      'mermado (impaired)',
    );
  });

  it('lists nothing on the Korean and English pages', () => {
    for (const page of builtPages().filter((page) => /^(ko|en)\//.test(page)))
      expect(readBuilt(page), page).not.toContain('data-own-translations');
  });
});

/** Whether the linked words of a link fall inside the phrase (and not merely next to it). */
function inPhrase(link: TermLink, phrase: string): boolean {
  const flat =
    link.context.slice(0, link.start) +
    link.context.slice(link.start + 1, link.end + 1) +
    link.context.slice(link.end + 2);
  for (let at = flat.indexOf(phrase); at >= 0; at = flat.indexOf(phrase, at + 1))
    if (link.start >= at && link.end <= at + phrase.length) return true;
  return false;
}
