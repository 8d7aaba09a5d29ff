import { combatOutcomes, rulesI18nKeys, type CombatRollResult, type RuleSection } from '../../../rules/index.ts';
import type { UiKey } from '../../../i18n/index.ts';
import type { IslandText } from '../shared/strings.ts';
import { calculation, difficultyText, taskKeys, type OutputText, type TaskCalculation } from '../shared/task-text.ts';

/** The UI strings the combat situations builder's script needs (the error messages come with every island). */
export function combatSituationsKeys() {
  return [
    ...taskKeys(),
    ...rulesI18nKeys().filter((key) => /^rules\.combat(Modifier|Cap|Outcome)\./.test(key)),
    'combatSituations.outcome.attack',
    'combatSituations.outcome.defense',
    'combatSituations.eases',
    'combatSituations.hinders',
    'combatSituations.ignored',
    'combatSituations.fullCover',
    'combatSituations.noModifiers',
  ] as const satisfies readonly UiKey[];
}

/**
 * Where each page the rules point to is, by `<collection>/<slug>`: its path in the reader's locale, or '' for the
 * page the island is on (a link to a section of it stays on the page). A page the site lacks is left out, and its
 * rules are named without a link.
 */
export type PagePaths = Partial<Record<RuleSection['page'], string>>;

/** The address of a rule's section, or undefined when the site has no such page. */
export function sectionHref(section: RuleSection, pages: PagePaths): string | undefined {
  const path = pages[section.page];
  return path === undefined ? undefined : `${path}#${section.id}`;
}

/**
 * How a line's name and detail are joined, by list: a modifier is named, then what it does ("Partial cover: hinders
 * the roll by 1 step"); a limit is a sentence, followed by what it kept out ("… at most. 1 step did not count.").
 */
export const lineSeparators = { modifiers: ': ', caps: ' ' } as const;

/**
 * What opens the mark of a rule that is the site's reading, after its name: `… adds nothing to it
 * ([reading:unseen-target]).` The name before it is the link's text, and the mark follows the link (RuleLines.astro,
 * combat-situations.ts).
 */
export const markOpens = ' ([';

/** One line of a list: a rule's name, linked to its section, and what it did ('' for nothing more to say). */
export interface RuleLine {
  name: string;
  href: string | undefined;
  detail: string;
}

/** Everything the builder shows for a situation. */
export interface CombatDescription {
  /** The task, its outputs and notes; undefined when there is nothing to roll (full cover). */
  calculation: TaskCalculation | undefined;
  /** The builder's own outputs: what happens, and the difficulty the situation sets. */
  outputs: Record<'outcome' | 'situationDifficulty', OutputText>;
  /** Each modifier that counted, with its direction, or why nothing is rolled. */
  modifiers: RuleLine[];
  /** The limits that kept steps from counting. */
  caps: RuleLine[];
}

/**
 * A combat roll from resolveCombatRoll in the reader's words: the outcome, each modifier that counted with its
 * direction and a link to its rule, the caps, and the task. Used at build time and by the island's script, so both
 * say the same.
 */
export function describeCombat(
  result: CombatRollResult,
  text: IslandText,
  format: (n: number) => string,
  pages: PagePaths,
): CombatDescription {
  if (result.outcome === 'cannot-be-attacked') {
    return {
      calculation: undefined,
      outputs: {
        outcome: { value: result.outcome, text: text(combatOutcomes[result.outcome].name) },
        situationDifficulty: { value: '', text: '—' },
      },
      modifiers: [
        {
          name: text('combatSituations.fullCover'),
          href: sectionHref(result.section, pages),
          detail: text(combatOutcomes[result.outcome].name),
        },
      ],
      caps: [],
    };
  }
  const outcome =
    result.outcome === 'roll'
      ? text(`combatSituations.outcome.${result.roll}`)
      : text(combatOutcomes[result.outcome].name);
  const outputs = {
    outcome: { value: result.outcome, text: outcome },
    situationDifficulty: {
      value: result.situationDifficulty,
      text: difficultyText(result.situationDifficulty, text, format),
    },
  };
  const modifiers = result.modifiers.map((modifier) => ({
    name: text(modifier.name),
    href: sectionHref(modifier.section, pages),
    detail: text(`combatSituations.${modifier.direction}`, { count: modifier.steps }),
  }));
  return {
    calculation: calculation({ base: result.situationDifficulty, task: result.task }, text, [], { outputs }),
    outputs,
    modifiers:
      modifiers.length > 0 ? modifiers : [{ name: text('combatSituations.noModifiers'), href: undefined, detail: '' }],
    caps: result.caps.map((cap) => ({
      name: text(cap.name),
      href: sectionHref(cap.section, pages),
      detail: text('combatSituations.ignored', { count: cap.ignored }),
    })),
  };
}
