import { describe, expect, it } from 'vitest';
import { checkRuleset, rulesets } from './rulesets.ts';

describe('rulesets', () => {
  // 000 "역량 점수 회복하기": "Ninth World days are 28 hours long".
  it('a Numenera day has 28 hours, a Cypher System day 24', () => {
    expect(rulesets.numenera.hoursPerDay).toBe(28);
    expect(rulesets.cypher.hoursPerDay).toBe(24);
  });

  it.each(['cypher', 'numenera'] as const)('%s names itself', (id) => {
    expect(rulesets[id]).toMatchObject({ id, name: `rules.ruleset.${id}.name` });
  });

  it('checks a ruleset against the table', () => {
    expect(checkRuleset('numenera')).toBe('numenera');
    expect(() => checkRuleset('strange')).toThrow(
      expect.objectContaining({ field: 'ruleset', reason: 'not-a-choice' }),
    );
  });
});
