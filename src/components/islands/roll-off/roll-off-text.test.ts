import { describe, expect, it } from 'vitest';
import { resolvePlayerVsPlayer } from '../../../rules/index.ts';
import { describeRollOff, sideField } from './roll-off-text.ts';

const text = (key: string, values: Record<string, string | number> = {}) =>
  [key, ...Object.entries(values).map(([name, value]) => `${name}=${value}`)].join(' ');
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

describe('describeRollOff', () => {
  // 004 "Special Situation: Combat Between PCs": a step of easing is +3 to the roll.
  it('a trained attacker adds +3; the chances are the rules module’s', () => {
    const result = resolvePlayerVsPlayer({ attacker: { skill: 'trained' }, defender: {} });
    const { outputs, notes } = describeRollOff(result, text, signed, 'en-US');
    expect(outputs.attackerModifier).toEqual({ value: 3, text: '+3' });
    expect(outputs.defenderModifier).toEqual({ value: 0, text: '0' });
    expect(outputs.chance.value).toBe(result.hit);
    expect(outputs.miss.value).toBe(result.miss);
    expect(outputs.tie.value).toBe(result.tie);
    expect(notes).toEqual(['rollOff.note.steps', 'rollOff.note.tie']);
  });

  it('names the side whose assets or Effort went past the caps', () => {
    const result = resolvePlayerVsPlayer({ attacker: {}, defender: { assets: 3, effort: 7 } });
    expect(describeRollOff(result, text, signed, 'en-US').notes).toEqual([
      'rollOff.note.steps',
      'rollOff.note.capAssets side=rollOff.side.defender count=1',
      'rollOff.note.capEffort side=rollOff.side.defender count=1',
      'rollOff.note.tie',
    ]);
  });
});

describe('sideField', () => {
  it('names a side’s field as the form does', () => {
    expect(sideField('attacker', 'skill')).toBe('attackerSkill');
    expect(sideField('defender', 'hinder')).toBe('defenderHinder');
  });
});
