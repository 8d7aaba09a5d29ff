import { describe, expect, it } from 'vitest';
import ko from '../../src/i18n/ko.json';
import { campaignIds, campaignInfo, campaignScenarios, scenarioCard } from '../../src/rules/index.ts';
import { pagesOf, read } from './support/content.ts';
import { endingOf, particleMismatches, placeholderParticleMismatches } from './support/particles.ts';

// Korean pages read as written by a Korean: the particle after a link fits the link's text (issue 11, "link text
// that does not match the target page's title" was fixed by changing link texts, and the particles after three of
// them were left in the old form).

describe('the check itself', () => {
  it.each([
    ['행동 순서', 'vowel'],
    ['특수 상황', 'consonant'],
    ['주사위 눈 17', 'rieul'],
    ['2.16', 'consonant'],
    ['20', 'consonant'],
    ['쇄도(Onslaught)', 'vowel'],
    ['Cypher System', undefined],
  ] as const)('%s ends in a %s', (text, ending) => {
    expect(endingOf(text)).toBe(ending);
  });

  it.each([
    ['[초점 장면, 라운드, 행동 순서](/cypher/encounters-rounds-initiative/)을 보세요.', 1],
    ['[초점 장면, 라운드, 행동 순서](/cypher/encounters-rounds-initiative/)를 보세요.', 0],
    ['[공격 수정치와 특수 상황](/cypher/attack-modifiers/)를 보세요.', 1],
    ['[특수 굴림](/cypher/special-rolls/)으로 갑니다. [사물 공격하기](/x/)로 갑니다.', 0],
    ['[주사위 눈 17](/cypher/special-rolls/)으로', 1],
    ['[**주변 피해**](/cypher/hazards/)도 대개 장갑을 무시합니다.', 0],
    ['[부상 트랙](/cypher/damage-track-recovery/)가', 1],
    ['[분발](/cypher/pools-edge-effort/)이면 [난이도 표](/cypher/tasks-and-difficulty/)입니다.', 0],
  ] as const)('%s -> %i', (mdx, count) => {
    expect(particleMismatches(mdx)).toHaveLength(count);
  });

  it.each([
    ['d20 굴림에 {bonus}를 더합니다.', ['+2', '−2'], 0],
    ['d20 굴림에 {bonus}를 더합니다.', ['+1', '+2', '+3', '−6'], 3],
    ['{target}이면 실패합니다. {target}보다 높게, 목표치 {target}입니다.', ['3', '9', '12'], 0],
    ['{stat}로 갑니다. {stat}과 {stat}은 {stat}을 씁니다.', ['힘', '지성'], 2],
    ['{stat}으로 갑니다. {stat}을 씁니다.', ['힘', '속력'], 0],
    ['{bonus}로 바뀝니다.', ['+1', '−2', '+7'], 0],
    ['저장 공간 {size}를 씁니다.', ['1.7MB'], 1],
    ['저장 공간을 {size} 씁니다.', ['1.7MB'], 0],
    ['{{count}}개가 숨겨져 있습니다.', ['1', '2'], 0],
    // A closing quote or bracket between the placeholder and the particle is read past.
    ['“{query}”을 찾지 못했습니다.', ['분발', '사이퍼'], 1],
    ['“{query}”를 찾았습니다. 《{campaign}》을 고릅니다.', ['분발'], 1],
    ['({term})를 봅니다.', ['사이퍼'], 0],
    // The particles whose short form starts other words count as the whole word only.
    ['{term}나 {term}이나', ['분발'], 1],
    ['{term}라고 부릅니다.', ['분발'], 1],
    ['{term}이랑 {term}예요', ['사이퍼'], 1],
    ['{{count}}라운드 동안', ['3'], 0],
  ] as const)('%s with %j -> %i', (text, values, count) => {
    expect(placeholderParticleMismatches(text, () => values)).toHaveLength(count);
  });
});

// Issue 35: "d20 굴림에 {bonus}를 더합니다" read "+1를". Every Korean UI string is filled with the values its
// placeholders take in the tools and tables, and the particle after each placeholder fits every one of them, or the
// string is written so that none follows it. A number is read in Korean (1 일, 2 이, 3 삼, 6 육, 10 십), a signed
// number as 플러스/마이너스 and the number.

/** The values of the UI strings whose keys start with `prefix` (and end with `suffix`): the names a placeholder takes. */
const namesOf = (prefix: string, suffix = '') =>
  Object.entries(ko)
    .filter(([key]) => key.startsWith(prefix) && key.endsWith(suffix))
    .map(([, value]) => value);
const numbers = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '12', '20', '30'];
const signedNumbers = ['+1', '+2', '+3', '−1', '−2', '−8'];
const percentages = ['0%', '25%', '100%'];
const numberPlaceholders = [
  'tier',
  'limit',
  'carried',
  'count',
  'n',
  'min',
  'max',
  'target',
  'total',
  'natural',
  'difficulty',
  'level',
  'base',
  'kilograms',
  'pounds',
  'hours',
  'meters',
  'feet',
  'points',
  'amount',
  'dice',
  'flat',
  'pool',
  'minimum',
  'cost',
  'shown',
  'saved',
  'damage',
  'ignored',
  'levels',
  'added',
  'perLevel',
  'steps',
  'step',
  'award',
  'passOn',
  'refuse',
  'xp',
  'die',
  'd6',
  'poolAfter',
  'npcHealth',
  'npcHealthAfter',
  'npcTarget',
  'npcDamage',
  'npcTaken',
];
const placeholderValues: Record<string, readonly string[]> = {
  ...Object.fromEntries(numberPlaceholders.map((name) => [name, numbers])),
  bonus: signedNumbers,
  modifier: [...signedNumbers, '−X', '−2X'],
  elderSign: signedNumbers,
  chance: percentages,
  miss: percentages,
  tie: percentages,
  percent: percentages,
  attackerModifier: [...signedNumbers, '0'],
  defenderModifier: [...signedNumbers, '0'],
  size: ['640kB', '1.7MB'],
  date: ['2026년 11월 21일'],
  language: ['한국어', '스페인어', '영어'],
  file: namesOf('source.'),
  section: ['Effort', '누메네라를 플레이하는 법', 'Atributos, Reserva, Ventaja y Esfuerzo'],
  stat: namesOf('rules.stat.'),
  type: [...namesOf('rules.stat.'), ko['damageSimulator.type.ambient']],
  name: namesOf('rules.difficulty.name.'),
  track: namesOf('rules.track.', '.name'),
  trackAfter: namesOf('rules.track.', '.name'),
  // A final difficulty as the tools show it: "5 · 도전적".
  finalDifficulty: namesOf('rules.difficulty.name.').map((name) => `5 · ${name}`),
  // Which recovery roll of the day: "4회 중 2회차" (recoveryRoll.nth).
  roll: ['4회 중 1회차', '4회 중 2회차', ko['tables.recovery.perTier'].replace('{dice}', '1').replace('{die}', '6')],
  from: [...namesOf('rules.track.', '.name'), ...numbers],
  to: [...namesOf('rules.track.', '.name'), ...numbers],
  pools: ['힘 5, 속력 0, 지성 12'],
  parts: ['무기 4, 분발 3, 특수 굴림 2'],
  weapon: namesOf('rules.weapon.', '.name'),
  examples: namesOf('rules.crafting.examples.'),
  rest: namesOf('rules.recovery.rest.'),
  side: namesOf('rollOff.side.'),
  expenditure: namesOf('effortCalculator.expenditure.'),
  effect: [...namesOf('diceRoller.effect.'), ...namesOf('chaosBag.effect.')],
  attack: [ko['tables.weapons.normal'], ko['tables.weapons.ease_other']],
  token: [...namesOf('chaosBag.token.'), ...signedNumbers, '0'],
  tokens: [...namesOf('chaosBag.token.'), ...signedNumbers, '0'],
  campaign: Object.values(campaignInfo).map(({ name }) => name.ko),
  scenario: campaignIds.flatMap((id) => campaignScenarios(id).map((code) => scenarioCard(code).name.ko)),
  // A reference card's line under a symbol (chaosBag.cardX, cardAlso, cardLink).
  counts: namesOf('chaosBag.counts.'),
  kinds: namesOf('chaosBag.also.'),
  card: ['회합', '한밤의 가면', '아컴에 닥친 파멸 2부'],
  // A kept bag in a line: "토큰 18개 · 《광신도의 밤》 · 전문가" (chaosBag.summaryBag), ending with its difficulty.
  bag: namesOf('chaosBag.preset.').map((level) => `토큰 18개 · 《광신도의 밤》 · ${level}`),
  query: ['분발', '사이퍼', 'effort'],
  searched: ['분발', '사이퍼', 'effort'],
  term: ['분발', '사이퍼', '부상 트랙'],
  // The GM screens (src/components/screen/): a line's label and value, the skills named in the
  // low-light spotting line, the symbols of the chaos bag's worked examples.
  label: [...namesOf('rules.skill.'), ...namesOf('chaosBag.preset.')],
  value: [ko['screen.eases_other'].replace('{count}', '한'), '토큰 16개 · +1, 0 ×2'],
  trained: [ko['rules.skill.trained.name']],
  specialized: [ko['rules.skill.specialized.name']],
  symbols: ['해골 −1, 추종자 −1, 석판 −2, 옛것 −2, 고대 표식 +1'],
  // The character sheet (src/components/islands/character-sheet/): a form field's name, a log line, the character
  // line's words as the reader types them.
  field: ['이름', '힘 역량', '장갑'],
  line: ['피해 3점을 받았습니다.'],
  descriptor: ['강인한', '영리한'],
  // The character line's ruleset (src/components/islands/shared/character-line.ts).
  ruleset: [ko['rules.ruleset.cypher.name']!, ko['rules.ruleset.numenera.name']!],
  focus: ['불꽃을 다루는'],
};

describe('ko: the particle after a placeholder fits every value it takes', () => {
  it('knows the values of every placeholder', () => {
    const names = Object.values(ko).flatMap((text) => [...text.matchAll(/\{\{?(\w+)\}\}?/g)].map((match) => match[1]!));
    expect([...new Set(names)].filter((name) => !placeholderValues[name]?.length)).toEqual([]);
  });

  it.each(Object.entries(ko).filter(([, text]) => /\{\w+\}/.test(text)))('%s: %s', (_key, text) => {
    expect(placeholderParticleMismatches(text, (name) => placeholderValues[name] ?? [])).toEqual([]);
  });
});

describe('ko: the particle after a link fits the link text', () => {
  it.each(pagesOf('ko'))('on %s', (page) => {
    expect(particleMismatches(read('ko', page))).toEqual([]);
  });
});
