import { describe, expect, it } from 'vitest';
import { applyDamage, damageNpc, recoverPools, RulesInputError } from '../../../rules/index.ts';
import { attackStep, hitStep, hitTypeName, recoveryStep, type Text } from './damage-simulator-steps.ts';

// A `text` that shows which string was asked for and with what, so the tests read the notes' structure.
const text: Text = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);
const errorText = (error: RulesInputError) => `error:${error.reason}`;
const max = { might: 10, speed: 10, intellect: 10 };

describe('hitStep', () => {
  it('follows the worked example: 2 Armor at Might 0, a hit for 3 takes 1 from Speed (004)', () => {
    const pc = { might: 0, speed: 5, intellect: 5, armor: 2, track: 'impaired' as const };
    const step = hitStep(pc, { amount: 3 }, text);
    expect(step.result).toEqual(applyDamage(pc, { amount: 3 }));
    expect(step.changes).toEqual({ might: '0', speed: '4', intellect: '5', track: 'impaired' });
    expect(step.notes).toEqual([
      'damageSimulator.note.hit {"amount":3,"type":"rules.stat.might.name"}',
      'damageSimulator.note.armor {"points":2}',
      'damageSimulator.note.loses {"stat":"rules.stat.speed.name","points":1}',
    ]);
    expect(step.line).toContain('damageSimulator.note.now');
  });

  it('says when Armor does not count, when nothing gets through, the overflow and the track', () => {
    const ambient = hitStep(
      { might: 3, speed: 3, intellect: 3, armor: 2, track: 'hale' },
      { amount: 3, type: 'ambient' },
      text,
    );
    expect(ambient.notes).toContain('damageSimulator.note.armorIgnored');
    expect(ambient.notes).toContain(
      'damageSimulator.note.track {"from":"rules.track.hale.name","to":"rules.track.impaired.name"}',
    );
    const stopped = hitStep({ might: 3, speed: 3, intellect: 3, armor: 2, track: 'hale' }, { amount: 2 }, text);
    expect(stopped.notes).toContain('damageSimulator.note.noDamage');
    const lethal = hitStep({ might: 1, speed: 1, intellect: 1, track: 'hale' }, { amount: 5 }, text);
    expect(lethal.changes.track).toBe('dead');
    expect(lethal.notes).toContain('damageSimulator.note.overflow {"count":2}');
  });

  it('names kinds of damage', () => {
    expect(hitTypeName()).toBe('rules.stat.might.name');
    expect(hitTypeName('intellect')).toBe('rules.stat.intellect.name');
    expect(hitTypeName('ambient')).toBe('damageSimulator.type.ambient');
  });

  it('lets bad input through as the rules module refuses it', () => {
    expect(() => hitStep({ might: 0, speed: 5, intellect: 5, track: 'hale' }, { amount: 1 }, text)).toThrow(
      RulesInputError,
    );
  });
});

describe('recoveryStep', () => {
  const pc = { might: 0, speed: 5, intellect: 5, track: 'impaired' as const, max };

  it('puts the roll into one Pool, moves up the track and counts the next roll of the day', () => {
    const preview = recoveryStep(pc, { d6: 3, tier: 2, rest: 4, target: 'might' }, 'cypher', text, errorText);
    expect(preview.points).toBe(5);
    expect(preview.rest.time).toBe('tenHours');
    expect(preview.step?.changes).toEqual({ might: '5', speed: '5', intellect: '5', track: 'hale', rest: '1' });
    expect(preview.day).toBe('damageSimulator.note.day {"hours":24,"dice":4,"flat":8}');
  });

  it('uses the ruleset: 1d6 + tier as everywhere, over 28-hour days in Numenera', () => {
    const preview = recoveryStep(pc, { d6: 3, tier: 2, rest: 1, target: 'might' }, 'numenera', text, errorText);
    expect(preview.points).toBe(5);
    expect(preview.day).toBe('damageSimulator.note.day {"hours":28,"dice":4,"flat":8}');
  });

  it('reports points lost above the maximum', () => {
    const full = { ...pc, speed: 9 };
    const preview = recoveryStep(full, { d6: 6, tier: 1, rest: 1, target: 'speed' }, 'cypher', text, errorText);
    const after = recoverPools(full, { roll: 7, speed: 7 });
    expect(preview.step?.changes.speed).toBe(String(after.speed));
    expect(preview.notes).toContain(`damageSimulator.note.wasted {"count":${after.wasted}}`);
  });

  it('can buy a step up the damage track instead of points', () => {
    const hurt = { might: 5, speed: 5, intellect: 5, track: 'debilitated' as const, max };
    const preview = recoveryStep(hurt, { d6: 1, tier: 1, rest: 1, target: 'track' }, 'cypher', text, errorText);
    expect(preview.step?.changes.track).toBe('impaired');
    expect(preview.notes).toContain('damageSimulator.note.trackStep');
  });

  it.each([
    ['dead', { ...pc, might: 0, speed: 0, intellect: 0, track: 'dead' as const }, 'might' as const],
    ['already-hale', { ...pc, might: 5, track: 'hale' as const }, 'track' as const],
    ['pool-at-zero', pc, 'track' as const],
  ])('says why no recovery is possible: %s', (reason, state, target) => {
    const preview = recoveryStep(state, { d6: 1, tier: 1, rest: 1, target }, 'cypher', text, errorText);
    expect(preview.step).toBeUndefined();
    expect(preview.notes.at(-1)).toBe(`damageSimulator.note.blocked {"reason":"error:${reason}"}`);
  });

  it('throws bad input such as a Pool above its maximum', () => {
    const over = { ...pc, speed: 11 };
    expect(() => recoveryStep(over, { d6: 1, tier: 1, rest: 1, target: 'might' }, 'cypher', text, errorText)).toThrow(
      RulesInputError,
    );
  });
});

describe('attackStep', () => {
  const attack = { level: 3, armor: 1, weapon: 'medium' as const, effortDamage: 1, natural: 18, impaired: false };

  it('adds weapon, Effort and the special roll, and takes it off the health its level gives', () => {
    const step = attackStep(attack, text);
    expect(step.npc.health).toBe(9);
    expect(step.amount).toBe(4 + 3 + 2);
    expect(step.result).toEqual(damageNpc({ health: 9, armor: 1 }, { amount: 9 }));
    expect(step.changes).toEqual({ health: '1' });
  });

  it('uses a health that is set, and says when the NPC is defeated', () => {
    const step = attackStep({ ...attack, health: 5 }, text);
    expect(step.health).toBe(5);
    expect(step.notes).toContain('damageSimulator.note.defeated');
  });

  it('explains special rolls: intrusion, damage or effect, the refund, and less when impaired', () => {
    expect(attackStep({ ...attack, natural: 1 }, text).notes).toContain('damageSimulator.note.intrusion');
    const twenty = attackStep({ ...attack, natural: 20 }, text).notes;
    expect(twenty).toContain('damageSimulator.note.or.major');
    expect(twenty).toContain('damageSimulator.note.refund');
    const impaired = attackStep({ ...attack, natural: 19, impaired: true }, text);
    expect(impaired.amount).toBe(4 + 3 + 1);
    expect(impaired.notes).toContain('damageSimulator.note.impairedRoll {"bonus":1}');
    expect(impaired.notes).not.toContain('damageSimulator.note.or.minor');
    expect(attackStep({ ...attack, natural: 10, impaired: true }, text).notes).not.toContain(
      'damageSimulator.note.impairedRoll {"bonus":0}',
    );
  });
});
