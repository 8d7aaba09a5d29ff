import { describe, expect, it } from 'vitest';
import { correctedTexts } from './typos.ts';

describe('correctedTexts', () => {
  const english = ['the', 'roll', 'effort', 'recovery', 'fort', 'rolls', 'what', 'happens', 'at', 'might'];
  const korean = ['분발', '난이도', '블랙홀', '부상트랙', '피해'];
  it.each([
    ['en', 'efort', ['effort', 'fort']],
    ['en', 'recovrey roll', ['recovery roll']],
    ['en', 'what happens at 0 migth', ['what happens at 0 might']],
    ['ko', '난이드는', ['난이도']],
    ['ko', '블랙 홀', ['블랙홀']],
    ['ko', '부상트렉', ['부상트랙']],
  ])('%s: %s -> %j', (lang, text, expected) => {
    expect(correctedTexts(text, lang, lang === 'ko' ? korean : english)).toEqual(expected);
  });

  it('offers nothing when every word is known, or some word has no near word', () => {
    expect(correctedTexts('effort roll', 'en', english)).toEqual([]);
    expect(correctedTexts('effort xqzvwk', 'en', english)).toEqual([]);
  });
});
