import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDamage, damageNpc, recoverPools, RulesInputError, weapons } from '../../../rules/index.ts';
import { islandText } from '../shared/strings.ts';
import { attackStep } from './damage-simulator-attack.ts';
import { armorNotes, hitStep, hitTypeName, recoveryStep, type Text } from './damage-simulator-steps.ts';

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
      'damageSimulator.note.armorThrough {"points":2,"count":1}',
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
    expect(stopped.notes).toContain('damageSimulator.note.armor {"points":2}');
    expect(stopped.notes).toContain('damageSimulator.note.noDamage');
    // Every point got through Armor, but no Pool was left to take it: the overflow says so, not "no damage".
    const empty = hitStep({ might: 0, speed: 0, intellect: 0, armor: 2, track: 'dead' }, { amount: 3 }, text);
    expect(empty.notes).toEqual([
      'damageSimulator.note.hit {"amount":3,"type":"rules.stat.might.name"}',
      'damageSimulator.note.armorThrough {"points":2,"count":1}',
      'damageSimulator.note.overflow {"count":1}',
    ]);
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
    expect(preview.roll?.points).toBe(5);
    expect(preview.roll?.rest.time).toBe('tenHours');
    expect(preview.step?.changes).toEqual({ might: '5', speed: '5', intellect: '5', track: 'hale', rest: '1' });
    expect(preview.notes.at(-1)).toBe('damageSimulator.note.day {"hours":24,"dice":4,"flat":8}');
  });

  it('uses the ruleset: 1d6 + tier as everywhere, over 28-hour days in Numenera', () => {
    const preview = recoveryStep(pc, { d6: 3, tier: 2, rest: 1, target: 'might' }, 'numenera', text, errorText);
    expect(preview.roll?.points).toBe(5);
    expect(preview.notes.at(-1)).toBe('damageSimulator.note.day {"hours":28,"dice":4,"flat":8}');
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
    ['already-hale', { ...pc, might: 5, track: 'hale' as const }, 'track' as const],
    ['pool-at-zero', pc, 'track' as const],
  ])('says why the points cannot go there: %s', (reason, state, target) => {
    const preview = recoveryStep(state, { d6: 1, tier: 1, rest: 1, target }, 'cypher', text, errorText);
    expect(preview.step).toBeUndefined();
    // The roll itself stands: the reader only has to choose a Pool.
    expect(preview.roll?.points).toBe(2);
    expect(preview.notes).toContain(`error:${reason}`);
  });

  // No figure follows from an impossible state: a dead character has no recovery roll at all.
  it.each(['might', 'track'] as const)('gives a dead character no roll, only the reason (%s)', (target) => {
    const dead = { might: 0, speed: 0, intellect: 0, track: 'dead' as const, max };
    const preview = recoveryStep(dead, { d6: 6, tier: 3, rest: 1, target }, 'cypher', text, errorText);
    expect(preview.roll).toBeUndefined();
    expect(preview.step).toBeUndefined();
    expect(preview.notes).toEqual(['error:dead']);
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
    const step = attackStep(attack, text, armorNotes);
    expect(step.npc.health).toBe(9);
    expect(step.amount).toBe(4 + 3 + 2);
    expect(step.result).toEqual(damageNpc({ health: 9, armor: 1 }, { amount: 9 }));
    expect(step.changes).toEqual({ health: '1' });
  });

  it('uses a health that is set, and says when the NPC is defeated', () => {
    const step = attackStep({ ...attack, health: 5 }, text, armorNotes);
    expect(step.health).toBe(5);
    expect(step.notes).toContain('damageSimulator.note.defeated');
  });

  it('names only the parts of the hit that add something', () => {
    expect(attackStep(attack, text, armorNotes).notes[0]).toBe(
      'damageSimulator.note.attack {"amount":9,"parts":"damageSimulator.part.weapon {\\"points\\":4} + damageSimulator.part.effort {\\"points\\":3} + damageSimulator.part.special {\\"points\\":2}"}',
    );
    expect(attackStep({ ...attack, effortDamage: 0, natural: 10 }, text, armorNotes).notes[0]).toBe(
      'damageSimulator.note.attack {"amount":4,"parts":"damageSimulator.part.weapon {\\"points\\":4}"}',
    );
  });

  // 004 "The Effects of Taking Damage": an NPC at 0 health is dead or incapacitated; damageNpc refuses another hit.
  it('refuses an attack on an NPC already at 0 health', () => {
    expect(() => attackStep({ ...attack, health: 0 }, text, armorNotes)).toThrow(
      expect.objectContaining({ field: 'health', reason: 'already-defeated' }),
    );
  });

  it('counts what finds no health left once the NPC is at 0', () => {
    expect(attackStep({ ...attack, health: 5 }, text, armorNotes).notes).toContain(
      'damageSimulator.note.npcOverflow {"count":3}',
    );
  });

  it('explains special rolls: intrusion, damage or effect, the refund, and less when impaired', () => {
    expect(attackStep({ ...attack, natural: 1 }, text, armorNotes).notes).toContain('damageSimulator.note.intrusion');
    const twenty = attackStep({ ...attack, natural: 20 }, text, armorNotes).notes;
    expect(twenty).toContain('damageSimulator.note.or.major');
    expect(twenty).toContain('damageSimulator.note.refund');
    const impaired = attackStep({ ...attack, natural: 19, impaired: true }, text, armorNotes);
    expect(impaired.amount).toBe(4 + 3 + 1);
    expect(impaired.notes).toContain('damageSimulator.note.impairedRoll {"bonus":1}');
    expect(impaired.notes).not.toContain('damageSimulator.note.or.minor');
    expect(attackStep({ ...attack, natural: 10, impaired: true }, text, armorNotes).notes).not.toContain(
      'damageSimulator.note.impairedRoll {"bonus":0}',
    );
    // The site's reading impaired-refund (src/rules/cypher/specialRolls.ts): the refund goes with the major effect an
    // impaired attacker ignores, so no points come back, and the note names the other reading.
    const impairedTwenty = attackStep({ ...attack, natural: 20, impaired: true }, text, armorNotes).notes;
    expect(impairedTwenty).not.toContain('damageSimulator.note.refund');
    expect(impairedTwenty).toContain('damageSimulator.note.impairedRefund');
    expect(impairedTwenty).not.toContain('damageSimulator.note.or.major');
    expect(twenty).not.toContain('damageSimulator.note.impairedRefund');
  });

  it('shows three figures that agree: the hit before Armor, less what Armor stops, is the damage taken', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom(...(Object.keys(weapons) as (keyof typeof weapons)[])),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 20 }),
        fc.boolean(),
        (level, health, armor, weapon, effortDamage, natural, impaired) => {
          const step = attackStep({ level, health, armor, weapon, effortDamage, natural, impaired }, text, armorNotes);
          const { absorbed, taken, overflow } = step.result;
          // Before Armor − Armor stops = damage taken (+ what found no health left) = the health it lost.
          expect(step.amount - absorbed).toBe(taken + overflow);
          expect(step.health - step.result.health).toBe(taken);
          if (step.result.health > 0) expect(overflow).toBe(0);
        },
      ),
    );
  });
});

describe('the damage simulator in words', () => {
  // The worked example of the NPC mode: a medium weapon, 1 level of Effort, a natural 18, against 1 Armor.
  const attack = { level: 3, armor: 1, weapon: 'medium' as const, effortDamage: 1, natural: 18, impaired: false };

  it.each([
    [
      'en',
      'A hit of 9 before Armor: weapon 4 + Effort 3 + special roll 2.',
      'Armor stops 1: 8 points get through.',
      'Health 9 → 1.',
    ],
    [
      'es',
      'Golpe de 9 antes de la Armadura: arma 4 + Esfuerzo 3 + tirada especial 2.',
      'La Armadura detiene 1: pasan 8 puntos.',
      'Salud 9 → 1.',
    ],
    ['ko', '장갑 적용 전 피해 9: 무기 4 + 분발 3 + 특수 굴림 2.', '장갑이 1점을 막아 8점이 들어갑니다.', '체력 9 → 1.'],
  ] as const)(
    '%s: names the hit before Armor, what Armor stops and what gets through',
    (locale, hit, armor, health) => {
      expect(attackStep(attack, islandText(locale), armorNotes).notes).toEqual([hit, armor, health]);
    },
  );

  it.each([
    ['en', 'A hit of 4 before Armor: weapon 4.'],
    ['es', 'Golpe de 4 antes de la Armadura: arma 4.'],
    ['ko', '장갑 적용 전 피해 4: 무기 4.'],
  ] as const)('%s: prints no zero part', (locale, hit) => {
    const notes = attackStep({ ...attack, effortDamage: 0, natural: 10 }, islandText(locale), armorNotes).notes;
    expect(notes[0]).toBe(hit);
    expect(notes.join(' ')).not.toMatch(/\b0\b/);
  });

  it.each([
    ['en', 'One action of rest, then recovery roll 1 of the day: 4 points.', 'A dead character cannot recover.'],
    [
      'es',
      'Una acción de descanso; tirada de recuperación 1 del día: 4 puntos.',
      'Un personaje muerto no puede recuperarse.',
    ],
    ['ko', '휴식(행동 한 번) 뒤 오늘 1회차 회복 굴림: 4점.', '사망한 캐릭터는 회복할 수 없습니다.'],
  ] as const)(
    '%s: a recovery roll starts with its rest; a dead character gets only the reason',
    (locale, roll, dead) => {
      const words = islandText(locale);
      const impaired = { might: 0, speed: 5, intellect: 5, track: 'impaired' as const, max };
      const live = recoveryStep(impaired, { d6: 3, tier: 1, rest: 1, target: 'might' }, 'cypher', words, () => '');
      expect(live.notes[0]).toBe(roll);
      const corpse = { might: 0, speed: 0, intellect: 0, track: 'dead' as const, max };
      const blocked = recoveryStep(corpse, { d6: 3, tier: 1, rest: 1, target: 'might' }, 'cypher', words, () =>
        words('island.error.dead'),
      );
      expect(blocked.notes).toEqual([dead]);
    },
  );
});
