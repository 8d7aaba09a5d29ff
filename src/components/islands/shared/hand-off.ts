import { MAX_DIFFICULTY, skillIds, skills, type Skill, type TaskResult } from '../../../rules/index.ts';
import { addressWith } from './island-history.ts';

/** A task a rule worked out, as an island hands it on to the difficulty table. */
export interface HandedTask {
  /** The starting difficulty the rule worked out, before the character's skill, assets and Effort. */
  base: number;
  task: TaskResult;
  /** The rule needs a roll higher than the target (initiative): the table takes that rule too. */
  higher?: boolean;
}

/**
 * The difficulty table's state that gives the same task and the same chance: the starting difficulty a rule worked
 * out (above 10 it is 10 plus hindering steps, as the rules module resolves it), the steps the character brought, so
 * the reader can go on with it there (add hindrance or a roll bonus), and whether a roll must be higher than the
 * target (initiative: a roll equal to it fails). Every field is given: a link starts from the table's example.
 */
export function difficultyTableState({ base, task, higher = false }: HandedTask): URLSearchParams {
  const skill: Skill = skillIds.find((id) => skills[id].steps === task.eased.skill) ?? 'practiced';
  return new URLSearchParams({
    difficulty: String(Math.min(base, MAX_DIFFICULTY)),
    skill,
    assets: String(task.eased.assets + task.ignored.assets),
    effort: String(task.eased.effort + task.ignored.effort),
    hinder: String(Math.max(0, base - MAX_DIFFICULTY)),
    bonus: String(task.rollBonus),
    higher: higher ? '1' : '0',
  });
}

/**
 * Points an island's link to the difficulty table (TaskResult.astro's `[data-hand-off]`, whose value is the table's
 * page) at the table's state for its task (a TaskCalculation's `handOff`); undefined hides it: nothing to hand on. To
 * a table on the same page, the link keeps the other islands' states as the reader has them, and names the table
 * first so that it scrolls there.
 */
export function pointHandOff(island: Element, state: URLSearchParams | undefined): void {
  const handOff = island.querySelector<HTMLElement>('[data-hand-off]');
  if (!handOff) return;
  handOff.hidden = !state;
  if (!state) return;
  const page = handOff.dataset.handOff!;
  handOff.querySelector('a')!.href =
    page === location.pathname ? addressWith('difficulty-table', state) : `${page}#difficulty-table:${state}`;
}
