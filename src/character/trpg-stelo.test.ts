import { describe, expect, it } from 'vitest';
import { readCharacterFile } from './file.ts';
import { SheetError } from './read-sheet.ts';
import { fromTrpgStelo, isTrpgSteloCharacter } from './trpg-stelo.ts';

// A character in the shape of twinstae/trpg-stelo's src/components/cypherCharacter.d.ts, with the fields its
// pregenerated characters (src/data/cypher-pregens/) add besides (wounds, currencyLabel). Our own, made up.
const stelo = {
  name: '하늘',
  statement: { descriptor: '날랜', type: '탐험가', focus: '바람을 읽는다' },
  stats: {
    tier: 2,
    effort: 2,
    xp: 4,
    might: { current: 0, pool: 11, edge: 0 },
    speed: { current: 9, pool: 13, edge: 1 },
    intellect: { current: 12, pool: 12, edge: 0 },
    armor: { value: 1, cost: 1 },
    recoveryBonus: 2,
    recoveryRolls: { oneAction: true, tenMintues: true, oneHour: false, tenHour: false },
    wounds: { light: 5, medium: 4, severe: 3 },
  },
  advancements: {
    increaseCapabilities: true,
    extraEffort: false,
    moveTowardPerfection: true,
    skillTraining: false,
    other: false,
  },
  attacks: [{ title: '창', modifier: -1, damage: 4, description: '중형 무기. 지근거리.' }],
  skills: [
    { title: '등반', level: 'trained' },
    { title: '설득', level: '능숙' },
    { title: '수영', level: 'inability' },
    { title: '요리', level: '전문' },
  ],
  specialAbilities: [{ title: '바람 걸음 (속력 1점)', description: '단거리를 움직이고 행동합니다.' }],
  cypherLimit: 2,
  cyphers: [
    { title: '바람 알약', description: '10분 동안 속력 재능 +1.', level: 3, used: false },
    { title: '빛 구슬', description: '', level: 2, used: true },
  ],
  equipments: [
    { title: '창', description: '(중형 근접 무기)' },
    { title: '로프', description: '' },
  ],
  shins: 12,
  currencyLabel: '은화',
  artifacts: [{ title: '나침반', description: '늘 북쪽', level: 4, depleted: false }],
  oddities: [{ title: '노래하는 돌', description: '' }],
  background: '바닷가 마을에서 자랐습니다.',
  notes: '',
  image: 'portrait.png',
};

describe('fromTrpgStelo', () => {
  it('recognises the shape', () => {
    expect(isTrpgSteloCharacter(stelo)).toBe(true);
    expect(isTrpgSteloCharacter({ name: 'x' })).toBe(false);
    expect(isTrpgSteloCharacter([stelo])).toBe(false);
  });

  it('reads every field of the sheet into ours', () => {
    const { id, ...sheet } = fromTrpgStelo(stelo);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(sheet).toEqual({
      name: '하늘',
      descriptor: '날랜',
      type: '탐험가',
      focus: '바람을 읽는다',
      ruleset: 'cypher',
      tier: 2,
      effort: 2,
      xp: 4,
      might: { max: 11, current: 0, edge: 0 },
      speed: { max: 13, current: 9, edge: 1 },
      intellect: { max: 12, current: 12, edge: 0 },
      armor: 1,
      armorWeight: 'light',
      armorPracticed: true,
      // A Pool at 0: one step down the damage track (004 "The Damage Track").
      track: 'impaired',
      // Equal to the tier: it follows the tier.
      recoveryBonus: null,
      recoveryRollsUsed: 2,
      skills: [
        { name: '등반', level: 'trained' },
        { name: '설득', level: 'specialized' },
        { name: '수영', level: 'inability' },
        { name: '요리 (전문)', level: 'trained' },
      ],
      // "난이도 -1" on their sheet: the attack is eased one step.
      attacks: [{ name: '창', modifier: 1, damage: 4, note: '중형 무기. 지근거리.' }],
      abilities: [{ name: '바람 걸음 (속력 1점)', cost: 0, pool: null, note: '단거리를 움직이고 행동합니다.' }],
      cypherLimit: 2,
      cyphers: [
        { name: '바람 알약', level: 3, used: false, note: '10분 동안 속력 재능 +1.' },
        { name: '빛 구슬', level: 2, used: true, note: '' },
      ],
      artifacts: [{ name: '나침반', level: 4, depletion: '', depleted: false, note: '늘 북쪽' }],
      equipment: '창 (중형 근접 무기)\n로프\n노래하는 돌',
      money: '12 은화',
      advancements: { capabilities: true, perfection: true, effort: false, skills: false, other: false },
      background: '바닷가 마을에서 자랐습니다.',
      notes: '',
    });
  });

  it('reads the bare shape of cypherCharacter.d.ts, a bonus other than the tier, and heavy armor', () => {
    const bare = {
      ...stelo,
      stats: {
        ...stelo.stats,
        recoveryBonus: 4,
        armor: { value: 3, cost: 5 },
        might: { current: 5, pool: 11, edge: 0 },
      },
      shins: undefined,
      currencyLabel: undefined,
      artifacts: undefined,
      oddities: undefined,
    };
    expect(fromTrpgStelo(bare)).toMatchObject({
      recoveryBonus: 4,
      armorWeight: 'heavy',
      track: 'hale',
      money: '',
      artifacts: [],
      equipment: '창 (중형 근접 무기)\n로프',
    });
  });

  it('refuses what is no character, or one whose numbers the rules refuse', () => {
    expect(() => fromTrpgStelo({ name: 'x' })).toThrow(new SheetError('sheet'));
    expect(() =>
      fromTrpgStelo({ ...stelo, stats: { ...stelo.stats, speed: { current: 14, pool: 13, edge: 1 } } }),
    ).toThrow(new SheetError('speed', 0, 13));
  });

  it('is what an import of a trpg-stelo file gives, one character or a list of them', () => {
    const one = readCharacterFile(JSON.stringify(stelo));
    expect('sheets' in one && one.sheets.map(({ name }) => name)).toEqual(['하늘']);
    const two = readCharacterFile(JSON.stringify([stelo, { ...stelo, name: '바다' }]));
    expect('sheets' in two && two.sheets.map(({ name }) => name)).toEqual(['하늘', '바다']);
    expect(readCharacterFile(JSON.stringify([stelo, { name: 'x' }]))).toEqual({ problem: 'not-characters' });
  });
});
