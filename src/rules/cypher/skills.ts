import type { Skill } from './types.ts';

/** i18n key of a skill level's name. */
export type SkillNameKey = `rules.skill.${Skill}.name`;

/**
 * Steps a skill level eases a task by (negative: hinders).
 * 004 "Key Concepts" (INABILITY hinders, TRAINED eases, SPECIALIZED eases by two steps) and "Skills"
 * (never more than two steps); 000 "난이도 조정하기"; 001 (Spanish) "competente ... reduce la dificultad un grado".
 */
export const skills = {
  inability: { steps: -1, name: 'rules.skill.inability.name' },
  practiced: { steps: 0, name: 'rules.skill.practiced.name' },
  trained: { steps: 1, name: 'rules.skill.trained.name' },
  specialized: { steps: 2, name: 'rules.skill.specialized.name' },
} as const satisfies { [S in Skill]: { steps: number; name: `rules.skill.${S}.name` } };

// Pure: a bundle that never checks a skill (an island without tasks) leaves the table out.
/** Every skill level, in order from inability to specialized. */
export const skillIds = /* @__PURE__ */ Object.keys(skills) as Skill[];
