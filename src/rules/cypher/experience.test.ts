import { describe, expect, it } from 'vitest';
import { experience } from './experience.ts';

describe('experience', () => {
  // 004 "Illumination", "Visibility": an attack at a target that cannot be seen or located fails without a roll
  // "unless the player spends 1 XP to 'make a lucky shot'". The combat builder offers it in both rulesets.
  it('prices a lucky shot at 1 XP in both rulesets', () => {
    expect(experience.cypher.luckyShot).toBe(1);
    expect(experience.numenera.luckyShot).toBe(1);
  });

  // 000 "마스터 개입": "they must give the affected character 2 XP. That player, in turn, must immediately give one of
  // those XP to another player"; "the player can spend 1 XP to refuse the intrusion, though that also means they don't
  // get the 2 XP". Its worked example: the PC "gains 2 XP. They immediately give one of those XP to another player".
  it('gives 2 XP for a Numenera intrusion, one passed on, and 1 XP to refuse it', () => {
    expect(experience.numenera.intrusion).toEqual({ award: 2, passOn: 1, refuse: 1 });
  });

  // 004 "GM Intrusion": "explained in more detail in the Running the Cypher System chapter", which 004 does not hold.
  it('gives no numbers the Cypher System text leaves to another chapter', () => {
    expect(experience.cypher).toMatchObject({ intrusion: null, reroll: null, discovery: null });
  });

  // 000 "경험치": "A player can spend XP they've accumulated to reroll any die roll and take the better of the two
  // rolls. Rerolling costs 1 XP." 000 (discovery): "The GM should award between 1 and 4 XP at the end of a session if
  // the characters made any significant discoveries."
  it('prices a Numenera reroll at 1 XP and a session of discoveries at 1 to 4 XP', () => {
    expect(experience.numenera.reroll).toBe(1);
    expect(experience.numenera.discovery).toEqual({ min: 1, max: 4 });
  });
});
