import { describe, expect, it } from 'vitest';
import { hashFor, readHashState } from './hash-state.ts';

describe('hash state', () => {
  it('round-trips an island state', () => {
    const state = new URLSearchParams({ pool: '12', edge: '1', skill: 'trained' });
    const hash = hashFor('effort-calculator', state);
    expect(hash).toBe('#effort-calculator:pool=12&edge=1&skill=trained');
    expect(readHashState('effort-calculator', hash)?.toString()).toBe(state.toString());
  });

  it('ignores section anchors and other islands', () => {
    expect(readHashState('effort-calculator', '#effort')).toBeUndefined();
    expect(readHashState('effort-calculator', '#dice-roller:natural=20')).toBeUndefined();
  });
});
