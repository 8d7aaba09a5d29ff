import { MAX_DIFFICULTY, skillIds, skills, type Skill, type TaskResult } from '../../../rules/index.ts';

/**
 * The difficulty table's state that gives the same task: the starting difficulty a rule worked out (above 10 it is
 * 10 plus hindering steps, as the rules module resolves it) and the steps the character brought, so the reader can
 * go on with it there (add hindrance or a roll bonus). Every field is given: a link starts from the table's example.
 */
export function difficultyTableState(base: number, task: TaskResult): URLSearchParams {
  const skill: Skill = skillIds.find((id) => skills[id].steps === task.eased.skill) ?? 'practiced';
  return new URLSearchParams({
    difficulty: String(Math.min(base, MAX_DIFFICULTY)),
    skill,
    assets: String(task.eased.assets + task.ignored.assets),
    effort: String(task.eased.effort + task.ignored.effort),
    hinder: String(Math.max(0, base - MAX_DIFFICULTY)),
    bonus: String(task.rollBonus),
  });
}
