import { describe, expect, it } from 'vitest';
import { skills } from './skills.ts';

describe('skills', () => {
  // 004 "Key Concepts": inability hinders, practiced is unmodified, trained eases one step, specialized two.
  it.each([
    { skill: 'inability', steps: -1 },
    { skill: 'practiced', steps: 0 },
    { skill: 'trained', steps: 1 },
    { skill: 'specialized', steps: 2 },
  ] as const)('$skill eases by $steps step(s)', ({ skill, steps }) => {
    expect(skills[skill]).toEqual({ steps, name: `rules.skill.${skill}.name` });
  });
});
