import { describe, expect, it } from 'vitest';
import { hashFor, readHashState, readHashStates } from './hash-state.ts';

describe('hash state', () => {
  it('round-trips an island state', () => {
    const state = new URLSearchParams({ pool: '12', edge: '1', skill: 'trained' });
    const hash = hashFor(new Map([['effort-calculator', state]]));
    expect(hash).toBe('#effort-calculator:pool=12&edge=1&skill=trained');
    expect(readHashState('effort-calculator', hash)?.toString()).toBe(state.toString());
  });

  it('keeps the state of every island of a page, each to itself', () => {
    const states = new Map([
      ['difficulty-table', new URLSearchParams({ assets: '1' })],
      ['dice-roller', new URLSearchParams({ natural: '20', note: 'a;b:c' })],
    ]);
    const hash = hashFor(states);
    expect(hash).toBe('#difficulty-table:assets=1;dice-roller:natural=20&note=a%3Bb%3Ac');
    expect(readHashState('difficulty-table', hash)?.toString()).toBe('assets=1');
    expect(readHashState('dice-roller', hash)?.get('note')).toBe('a;b:c');
    expect([...readHashStates(hash).keys()]).toEqual(['difficulty-table', 'dice-roller']);
  });

  it('ignores section anchors and other islands', () => {
    expect(readHashState('effort-calculator', '#effort')).toBeUndefined();
    expect(readHashState('effort-calculator', '#dice-roller:natural=20')).toBeUndefined();
    expect(readHashStates('')).toEqual(new Map());
    expect(hashFor(new Map())).toBe('');
  });
});
