import { describe, expect, it } from 'vitest';
import { rulesets } from './rulesets.ts';

describe('rulesets', () => {
  // 000 "역량 점수 회복하기": "Ninth World days are 28 hours long".
  it('a Numenera day has 28 hours, a Cypher System day 24', () => {
    expect(rulesets.numenera.hoursPerDay).toBe(28);
    expect(rulesets.cypher.hoursPerDay).toBe(24);
  });

  // CSRD chapter 10 "Equipment", "Using Armor": not practiced with the armor, 1 more per level of Speed Effort;
  // Numenera Discovery's "Using Armor" names no such cost.
  it('lack of practice with armor costs 1 more per level of Speed Effort in the Cypher System only', () => {
    expect(rulesets.cypher.unpracticedArmorPerLevel).toBe(1);
    expect(rulesets.numenera.unpracticedArmorPerLevel).toBe(0);
  });

  it.each(['cypher', 'numenera'] as const)('%s names itself', (id) => {
    expect(rulesets[id]).toMatchObject({ id, name: `rules.ruleset.${id}.name` });
  });
});
