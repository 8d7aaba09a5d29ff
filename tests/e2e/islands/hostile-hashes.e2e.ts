// Issue 13: every value an island reads from the URL hash is checked as strictly as a typed one. For many random and
// hostile hashes per island (fast-check: any text, quotes, brackets, %-escapes, 10,000-character values, unknown
// field names), the page throws nothing, and what the island shows follows from the fields on screen: the numbers
// src/rules gives for them, or no number at all and a message beside a field.
import fc from 'fast-check';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWholeNumber } from '../../../src/components/islands/shared/parse.ts';
import {
  bagSize,
  campaignIds,
  cardModifier,
  chaosTokens,
  scenarioCard,
  type ScenarioCode,
  type ScenarioSide,
  skillTestOdds,
  symbolTokens,
  type ElderSignEffect,
  type SymbolEffect,
  type SymbolToken,
  actionCost,
  resolveCombatRoll,
  resolveCrafting,
  resolveHealing,
  resolveHeavyObject,
  resolveInitiative,
  resolveJump,
  resolvePlayerVsPlayer,
  type CombatSituation,
  type JumpKind,
  type LengthUnit,
  type RunUp,
  type WeightUnit,
  applyDamage,
  areaEffortDamage,
  attackDamage,
  damageNpc,
  effortDamage,
  npc,
  nextRecoveryRoll,
  recoveryRoll,
  resolveRoll,
  restLadder,
  stats,
  takeRecoveryRoll,
  resolveTask,
  restTime,
  RulesInputError,
  spendFromPool,
  spendRecoveryRoll,
  type HitType,
  type RecoveryRollsUsed,
  type RecoveryTarget,
  type Skill,
  type Stat,
  type Track,
  type WeaponCategory,
  type WornArmor,
} from '../../../src/rules/index.ts';
import { launchBrowser, siteURL } from '../support/browser.ts';

/** A field as the page shows it: its value, whether a checkbox or radio is on, and for a list what is chosen. */
interface FieldState {
  value: string;
  checked: boolean;
  /** -1: a list with nothing chosen. */
  selectedIndex: number;
}
type Fields = Record<string, FieldState>;
/** What the island shows: each visible `<output>`'s plain value, its visible errors, and all its result text. */
interface Shown {
  outputs: Record<string, string>;
  errors: string[];
  text: string;
}
/** The `<output>` values the rules module gives for these fields, or 'refused' when a field holds bad input. */
type Expected = Record<string, string | number | boolean> | 'refused';

/** A field's number exactly as the island reads it (shared/parse.ts), or a thrown refusal. */
class Refused extends Error {}
function num(fields: Fields, name: string): number {
  const field = fields[name]!;
  if (field.selectedIndex === -1) throw new Refused(name);
  const parsed = parseWholeNumber(field.value);
  if (!parsed.ok) throw new Refused(name);
  return parsed.value;
}
function choice<T extends string>(fields: Fields, name: string): T {
  if (fields[name]!.selectedIndex === -1) throw new Refused(name);
  return fields[name]!.value as T;
}
/** Runs `compute`; bad input (the island's or the rules module's) means no numbers. */
function expected(compute: () => Record<string, string | number | boolean>): Expected {
  try {
    return compute();
  } catch (error) {
    if (error instanceof Refused || error instanceof RulesInputError) return 'refused';
    throw error;
  }
}

interface IslandCase {
  path: string;
  /** Plausible values per field, so that many hashes are valid and the numbers get compared. */
  values: Record<string, fc.Arbitrary<string>>;
  expect: (fields: Fields) => Expected;
  /**
   * Hashes to try (50 unless said; each run draws new ones): the small calculators share their reading of fields with
   * the others.
   */
  runs?: number;
}

const count = (max: number) => fc.integer({ min: -2, max }).map(String);
const flag = fc.constantFrom('0', '1');
const skill = fc.constantFrom('inability', 'practiced', 'trained', 'specialized', 'expert');
/**
 * The fields of TaskFields.astro, mostly valid: with the calculator's own fields and the hostile names and values,
 * enough links stay valid for the numbers to be compared.
 */
const taskFields = {
  skill: fc.constantFrom('inability', 'practiced', 'trained', 'specialized'),
  assets: fc.nat(4).map(String),
  effort: count(8),
};
const modifiers = (f: Fields) => ({
  skill: choice<Skill>(f, 'skill'),
  assets: num(f, 'assets'),
  effort: num(f, 'effort'),
});
const taskOutputs = (task: { difficulty: number; target: number; chance: number }, chance = task.chance) => ({
  finalDifficulty: task.difficulty,
  target: task.target,
  chance,
});

const islands: Record<string, IslandCase> = {
  'difficulty-table': {
    path: '/en/cypher/tasks-and-difficulty/',
    values: {
      difficulty: count(11),
      skill: fc.constantFrom('inability', 'practiced', 'trained', 'specialized'),
      assets: count(4),
      effort: count(8),
      hinder: count(3),
      bonus: count(9),
      higher: flag,
    },
    expect: (f) =>
      expected(() => {
        const task = resolveTask({
          difficulty: num(f, 'difficulty'),
          skill: choice<Skill>(f, 'skill'),
          assets: num(f, 'assets'),
          effort: num(f, 'effort'),
          hinder: num(f, 'hinder'),
          bonus: num(f, 'bonus'),
        });
        const chance = f.higher!.checked ? task.chanceToBeat : task.chance;
        return { finalDifficulty: task.difficulty, target: task.target, chance };
      }),
  },
  'effort-calculator': {
    path: '/en/cypher/pools-edge-effort/',
    values: {
      stat: fc.constantFrom('might', 'speed', 'intellect', 'luck'),
      pool: count(20),
      edge: count(4),
      armor: fc.constantFrom('none', 'light', 'medium', 'heavy', 'plate'),
      armorPracticed: flag,
      maxEffort: count(7),
      effortTask: count(7),
      effortDamage: count(3),
      initialCost: count(5),
      abilityCost: count(5),
      area: flag,
      impaired: flag,
    },
    expect: (f) =>
      expected(() => {
        const impaired = f.impaired!.checked;
        const input = {
          stat: choice<Stat>(f, 'stat'),
          edge: num(f, 'edge'),
          armor: choice<WornArmor>(f, 'armor'),
          armorPracticed: f.armorPracticed!.checked,
          maxEffort: num(f, 'maxEffort'),
          effortTask: num(f, 'effortTask'),
          effortDamage: num(f, 'effortDamage'),
          initialCost: num(f, 'initialCost'),
          abilityCost: num(f, 'abilityCost'),
          impaired,
        };
        const pool = num(f, 'pool');
        const cost = actionCost(input);
        const payment = spendFromPool(pool, cost, { impaired });
        const damage = f.area!.checked ? areaEffortDamage(input.effortDamage) : effortDamage(input.effortDamage);
        return {
          cost: cost.total,
          armorAdded: cost.armorAdded,
          edgeSaved: cost.edgeSaved,
          poolAfter: payment.poolAfter,
          damageBonus: damage.perTarget,
          damageOnMiss: damage.onMiss,
          outcome: payment.outcome,
        };
      }),
  },
  'dice-roller': {
    path: '/en/cypher/special-rolls/',
    values: {
      difficulty: count(11),
      natural: count(21),
      bonus: count(9),
      attack: flag,
      impaired: flag,
    },
    expect: (f) =>
      expected(() => {
        const roll = resolveRoll({
          difficulty: num(f, 'difficulty'),
          natural: num(f, 'natural'),
          bonus: num(f, 'bonus'),
          attack: f.attack!.checked,
          impaired: f.impaired!.checked,
        });
        const { special } = roll;
        return {
          success: roll.success,
          total: roll.total,
          target: roll.task.target,
          intrusion: special.intrusion,
          bonusDamage: special.bonusDamage,
          effect: special.effect,
          refundsCost: special.refundsCost,
        };
      }),
  },
  'damage-simulator': {
    path: '/en/cypher/damage-track-recovery/',
    values: {
      mode: fc.constantFrom('pc', 'npc', 'x'),
      might: count(12),
      speed: count(12),
      intellect: count(12),
      mightMax: count(12),
      speedMax: count(12),
      intellectMax: count(12),
      armor: count(4),
      track: fc.constantFrom('hale', 'impaired', 'debilitated', 'dead'),
      amount: count(15),
      type: fc.constantFrom('might', 'speed', 'intellect', 'ambient'),
      ignoreArmor: flag,
      tier: count(7),
      rest: count(6),
      d6: count(7),
      recoverTo: fc.constantFrom('might', 'speed', 'intellect', 'track'),
      level: count(11),
      health: fc.oneof(fc.constant(''), count(30)),
      npcArmor: count(4),
      weapon: fc.constantFrom('light', 'medium', 'heavy'),
      effortDamage: count(3),
      natural: count(21),
      impaired: flag,
    },
    expect: (f) =>
      expected((): Record<string, string | number | boolean> => {
        if (f.mode!.value === 'npc') {
          const level = num(f, 'level');
          const health = f.health!.value.trim() ? num(f, 'health') : npc(level).health;
          const armor = num(f, 'npcArmor');
          const attack = attackDamage({
            weapon: choice<WeaponCategory>(f, 'weapon'),
            effortLevels: num(f, 'effortDamage'),
            natural: num(f, 'natural'),
            impaired: f.impaired!.checked,
          });
          return {
            npcTarget: npc(level).target,
            npcHealth: health,
            npcDamage: attack.amount,
            npcHealthAfter: damageNpc({ health, armor }, { amount: attack.amount }).health,
          };
        }
        const pc = {
          might: num(f, 'might'),
          speed: num(f, 'speed'),
          intellect: num(f, 'intellect'),
          armor: num(f, 'armor'),
          track: choice<Track>(f, 'track'),
        };
        const hit = applyDamage(pc, {
          amount: num(f, 'amount'),
          type: choice<HitType>(f, 'type'),
          ignoreArmor: f.ignoreArmor!.checked,
        });
        const max = { might: num(f, 'mightMax'), speed: num(f, 'speedMax'), intellect: num(f, 'intellectMax') };
        const tier = num(f, 'tier');
        const rest = restTime(num(f, 'rest'));
        const points = recoveryRoll({ d6: num(f, 'd6'), tier });
        const target = choice<RecoveryTarget>(f, 'recoverTo');
        try {
          spendRecoveryRoll({ ...pc, max }, points, target);
        } catch (error) {
          // The character's state forbids this recovery: the island says why and still shows the roll.
          const blocked = ['dead', 'already-hale', 'pool-at-zero'];
          if (!(error instanceof RulesInputError && blocked.includes(error.reason))) throw error;
        }
        // A dead character recovers nothing: the island shows no roll and no rest.
        const dead = pc.track === 'dead';
        return {
          mightAfter: hit.might,
          speedAfter: hit.speed,
          intellectAfter: hit.intellect,
          trackAfter: hit.track,
          recoveryPoints: dead ? '' : points,
          restNeeded: dead ? '' : rest.time,
        };
      }),
  },
  'recovery-roll': {
    path: '/en/cypher/damage-track-recovery/',
    values: {
      bonus: count(8),
      track: fc.constantFrom('hale', 'impaired', 'debilitated', 'dead', 'wounded'),
      ...Object.fromEntries(
        stats.flatMap(({ stat }) => [
          [stat, count(12)],
          [`${stat}Max`, count(12)],
          [`share.${stat}`, count(6)],
        ]),
      ),
      ...Object.fromEntries(restLadder.map(({ time }) => [`used.${time}`, flag])),
      d6: fc.oneof(fc.constant(''), count(7)),
    },
    runs: 60,
    expect: (f) =>
      expected(() => {
        const pools = (name: (stat: Stat) => string) =>
          Object.fromEntries(stats.map(({ stat }) => [stat, num(f, name(stat))])) as Record<Stat, number>;
        const pc = {
          ...pools((stat) => stat),
          max: pools((stat) => `${stat}Max`),
          track: choice<Track>(f, 'track'),
          used: Object.fromEntries(
            restLadder.map(({ time }) => [time, f[`used.${time}`]!.checked]),
          ) as unknown as RecoveryRollsUsed,
        };
        const bonus = num(f, 'bonus');
        const day = (rest: number) => ({ roll: rest, left: restLadder.length - rest });
        // No die yet: the next roll of the day and its rest, and no points.
        if (!f.d6!.value.trim()) {
          const next = nextRecoveryRoll(pc);
          return { points: '', ...day(next.rest), rest: next.time, mightAfter: '', trackAfter: '' };
        }
        const result = takeRecoveryRoll(pc, { d6: num(f, 'd6'), bonus, share: pools((stat) => `share.${stat}`) });
        return {
          points: result.points,
          ...day(result.rest.rest),
          rest: result.rest.time,
          mightAfter: result.might,
          speedAfter: result.speed,
          intellectAfter: result.intellect,
          trackAfter: result.track,
        };
      }),
  },
  'combat-situations': {
    path: '/en/cypher/attack-modifiers/',
    values: {
      roll: fc.constantFrom('attack', 'defense', 'both'),
      kind: fc.constantFrom('melee', 'ranged', 'thrown'),
      level: count(11),
      weaponRange: fc.constantFrom('short', 'long', 'veryLong', 'immediate'),
      distance: fc.constantFrom('immediate', 'short', 'long', 'veryLong', 'far'),
      atLimit: flag,
      stabbing: flag,
      cover: fc.constantFrom('none', 'partial', 'full', 'total'),
      throughCover: flag,
      prone: flag,
      higherGround: flag,
      surprise: fc.constantFrom('none', 'unsure', 'unaware'),
      targetMoving: flag,
      light: fc.constantFrom('bright', 'dim', 'veryDim', 'dark'),
      lowLight: fc.constantFrom('none', 'trained', 'specialized'),
      mist: fc.constantFrom('none', 'mist', 'dense'),
      hiding: flag,
      invisible: flag,
      otherSenses: flag,
      water: fc.constantFrom('none', 'shallow', 'deep', 'underwater'),
      aquatic: flag,
      riding: fc.constantFrom('none', 'untrained', 'trained'),
      jostled: fc.constantFrom('none', 'untrained', 'trained'),
      ...taskFields,
      dazed: flag,
      guarding: flag,
      distracted: flag,
      drewAttack: flag,
    },
    expect: (f) =>
      expected(() => {
        // The builder reads the fields its radios show: those of the kind of attack, a defense roll's own.
        const roll = f.roll!.value;
        const kind = f.kind!.value;
        const flags = (...names: string[]) => Object.fromEntries(names.map((name) => [name, f[name]!.checked]));
        const situation = {
          roll,
          kind,
          level: num(f, 'level'),
          ...(kind === 'ranged'
            ? { weaponRange: choice(f, 'weaponRange'), distance: choice(f, 'distance'), ...flags('atLimit') }
            : flags('stabbing')),
          ...Object.fromEntries(
            ['cover', 'surprise', 'light', 'lowLight', 'mist', 'water', 'riding', 'jostled'].map((name) => [
              name,
              choice(f, name),
            ]),
          ),
          ...flags('throughCover', 'prone', 'higherGround', 'targetMoving', 'hiding', 'invisible', 'otherSenses'),
          ...flags('aquatic', 'dazed'),
          ...modifiers(f),
          ...(roll === 'defense' ? flags('guarding', 'distracted', 'drewAttack') : {}),
        } as CombatSituation;
        const result = resolveCombatRoll(situation);
        if (result.outcome === 'cannot-be-attacked')
          return { outcome: result.outcome, finalDifficulty: '', target: '', chance: '', situationDifficulty: '' };
        return {
          outcome: result.outcome,
          situationDifficulty: result.situationDifficulty,
          ...taskOutputs(result.task),
        };
      }),
  },
  'roll-off': {
    path: '/en/cypher/attack-modifiers/',
    // Eight fields: mostly plausible values, so that enough links are valid for the numbers to be compared.
    values: Object.fromEntries(
      ['attacker', 'defender'].flatMap((side) => [
        [`${side}Skill`, side === 'attacker' ? skill : taskFields.skill],
        [`${side}Assets`, count(4)],
        [`${side}Effort`, fc.nat(8).map(String)],
        [`${side}Hinder`, fc.nat(3).map(String)],
      ]),
    ),
    expect: (f) =>
      expected(() => {
        const side = (name: string) => ({
          skill: choice<Skill>(f, `${name}Skill`),
          assets: num(f, `${name}Assets`),
          effort: num(f, `${name}Effort`),
          hinder: num(f, `${name}Hinder`),
        });
        const result = resolvePlayerVsPlayer({ attacker: side('attacker'), defender: side('defender') });
        return {
          attackerModifier: result.attacker.modifier,
          defenderModifier: result.defender.modifier,
          chance: result.hit,
          miss: result.miss,
          tie: result.tie,
        };
      }),
  },
  'initiative-calculator': {
    path: '/en/cypher/encounters-rounds-initiative/',
    values: { level: count(11), ...taskFields },
    expect: (f) =>
      expected(() => {
        const { task, chance } = resolveInitiative({ level: num(f, 'level'), ...modifiers(f) });
        return taskOutputs(task, chance);
      }),
  },
  'jump-calculator': {
    path: '/en/cypher/other-actions/',
    values: {
      jump: fc.constantFrom('long', 'high', 'far'),
      distance: count(50),
      unit: fc.constantFrom('feet', 'meters', 'yards'),
      runUp: fc.constantFrom('none', 'immediate', 'short', 'long'),
      ...taskFields,
    },
    expect: (f) =>
      expected(() => {
        const jump = {
          jump: choice<JumpKind>(f, 'jump'),
          distance: num(f, 'distance'),
          unit: choice<LengthUnit>(f, 'unit'),
          runUp: choice<RunUp>(f, 'runUp'),
        };
        return taskOutputs(resolveJump({ ...jump, ...modifiers(f) }).task);
      }),
  },
  'heavy-object-calculator': {
    path: '/en/cypher/other-actions/',
    values: { weight: count(1100), unit: fc.constantFrom('pounds', 'kilograms', 'stone'), ...taskFields },
    expect: (f) =>
      expected(() => {
        const weight = { weight: num(f, 'weight'), unit: choice<WeightUnit>(f, 'unit') };
        const result = resolveHeavyObject({ ...weight, ...modifiers(f) });
        return { ...taskOutputs(result.task), moves: result.moves };
      }),
  },
  'healing-calculator': {
    path: '/en/cypher/other-actions/',
    values: { points: count(22), ...taskFields },
    expect: (f) => expected(() => taskOutputs(resolveHealing({ points: num(f, 'points'), ...modifiers(f) }).task)),
  },
  'crafting-calculator': {
    path: '/en/cypher/other-actions/',
    values: { level: count(11), exotic: flag, ...taskFields },
    expect: (f) =>
      expected(() => {
        const result = resolveCrafting({ level: num(f, 'level'), exotic: f.exotic!.checked, ...modifiers(f) });
        return { ...taskOutputs(result.task), time: result.row.time };
      }),
  },
  'chaos-bag': {
    path: '/en/arkham/faq/',
    values: {
      skill: count(12),
      difficulty: count(8),
      campaign: fc.constantFrom(...campaignIds, 'core', 'bogus'),
      preset: fc.constantFrom('easy', 'standard', 'hard', 'expert', 'custom', 'bogus'),
      // Issue 42: a scenario (one the default campaign plays, one another campaign plays, one whose tokens the reader
      // sets, none, or none at all) and a side of its card.
      scenario: fc.constantFrom('', '01104', '01120', '02236', '88001', '10501', 'bogus'),
      side: fc.constantFrom('standard', 'hard', 'bogus'),
      ...Object.fromEntries(symbolTokens.map((symbol) => [symbol, fc.integer({ min: -9, max: 3 }).map(String)])),
      ...Object.fromEntries(
        symbolTokens.map((symbol) => [
          `${symbol}Effect`,
          fc.constantFrom('modifier', 'revealAnother', 'autoFail', 'autoSuccess', 'x'),
        ]),
      ),
      elderSign: fc.oneof(fc.integer({ min: -2, max: 4 }).map(String), fc.constantFrom('−2', '+3', ' 1 ')),
      elderSignEffect: fc.constantFrom('modifier', 'autoSuccess', 'x'),
      ...Object.fromEntries(chaosTokens.map((token) => [`bag.${token}`, count(3)])),
    },
    expect: (f) =>
      expected(() => {
        // The campaign difficulty only names the bag the counts make: the island reads the counts, and the campaign
        // (a value the list does not offer is refused).
        choice(f, 'campaign');
        // The chosen scenario's card, at the chosen side: where it writes a symbol's modifier as X, the symbol's
        // field holds X (src/rules/arkham/scenarios.ts).
        const code = choice(f, 'scenario');
        const card = code ? scenarioCard(code as ScenarioCode).sides?.[choice<ScenarioSide>(f, 'side')] : undefined;
        const symbol = (name: SymbolToken): SymbolEffect => {
          const effect = choice<SymbolEffect['effect']>(f, `${name}Effect`);
          if (effect === 'autoFail' || effect === 'autoSuccess') return { effect };
          const fact = card?.[name];
          const value = num(f, name);
          return { effect, modifier: fact?.modifier === 'X' ? cardModifier(name, fact, value) : value };
        };
        const elderSign: ElderSignEffect =
          choice(f, 'elderSignEffect') === 'autoSuccess'
            ? { effect: 'autoSuccess' }
            : { effect: 'modifier', modifier: num(f, 'elderSign') };
        const bag = Object.fromEntries(chaosTokens.map((token) => [token, num(f, `bag.${token}`)])) as Record<
          (typeof chaosTokens)[number],
          number
        >;
        const odds = skillTestOdds({
          skill: num(f, 'skill'),
          difficulty: num(f, 'difficulty'),
          bag,
          skull: symbol('skull'),
          cultist: symbol('cultist'),
          tablet: symbol('tablet'),
          elderThing: symbol('elderThing'),
          elderSign,
        });
        return { chance: odds.chance.toDecimal(), size: bagSize(bag) };
      }),
  },
};

/** Text that must never be in a field name or value of a link, yet will be. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constantFrom(
    '-0',
    '+3',
    ' 3 ',
    '−2',
    '1e9',
    '0x1F',
    '9007199254740993',
    '999999999999',
    '-3',
    '2.5',
    '',
    '%',
    '100%',
    '%E0%A4%A',
    '%22',
    '"',
    "'",
    'x"]',
    '[name]',
    '<b>x</b>',
    '$&',
    "$'",
    '{count}',
    '__proto__',
    'constructor',
    'NaN',
    'Infinity',
  ),
  fc.constant('9'.repeat(10_000)),
  fc.constant('x'.repeat(10_000)),
);

/** A hash for the island: known and unknown names, plausible and hostile values, encoded or raw. */
function hashes(tag: string, values: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const known = Object.keys(values);
  const pair = fc
    .tuple(
      fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 8 }, { arbitrary: hostileText, weight: 1 }),
      fc.boolean(),
    )
    .chain(([name, encode]) =>
      fc
        .oneof(
          { arbitrary: Object.hasOwn(values, name) ? values[name]! : hostileText, weight: 4 },
          { arbitrary: hostileText, weight: 1 },
        )
        .map((value) => (encode ? `${encodeURIComponent(name)}=${encodeURIComponent(value)}` : `${name}=${value}`)),
    );
  const hostile = fc.array(pair, { maxLength: known.length });
  // A quarter of the links name every field with a value of its own kind, so that enough of them are valid for the
  // numbers themselves to be compared, whatever the number of fields.
  const wellFormed = fc
    .tuple(...known.map((name) => values[name]!.map((value) => `${name}=${encodeURIComponent(value)}`)))
    .map((pairs) => [...pairs]);
  return fc
    .oneof({ arbitrary: hostile, weight: 3 }, { arbitrary: wellFormed, weight: 1 })
    .map((pairs) => `#${tag}:${pairs.join('&')}`);
}

/**
 * Goes to a hash, in the page already open (the islands hear hashchange) or by loading the page afresh, and reads the
 * island's fields and what it shows, in one round trip to the page.
 */
async function visit(page: Page, test: IslandCase, tag: string, hash: string, fullLoad: boolean) {
  if (fullLoad) {
    await page.goto('about:blank');
    await page.goto(siteURL(test.path) + hash);
    await page.locator(`${tag}:defined`).waitFor();
  }
  return page.evaluate(
    async ({ selector, next, navigate }) => {
      if (navigate)
        await new Promise<void>((resolve) => {
          addEventListener('hashchange', () => resolve(), { once: true });
          const before = location.href;
          location.hash = next;
          // The same hash twice changes nothing and fires nothing.
          if (location.href === before) resolve();
        });
      const island = document.querySelector(selector)!;
      // An island whose result waits for code it loads on demand (the damage simulator's NPC mode) says so.
      while (island.hasAttribute('data-loading')) await new Promise((resolve) => setTimeout(resolve, 20));
      const fields: Fields = {};
      for (const element of island.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
        'input[name], select[name]',
      )) {
        if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) continue;
        fields[element.name] = {
          value: element.value,
          checked: element instanceof HTMLInputElement && element.checked,
          selectedIndex: element instanceof HTMLSelectElement ? element.selectedIndex : 0,
        };
      }
      const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;
      const outputs: Record<string, string> = {};
      for (const output of island.querySelectorAll('output'))
        if (visible(output)) outputs[output.name] = output.dataset.value ?? '';
      const errors = [...island.querySelectorAll<HTMLElement>('[data-error-for]')]
        .filter((error) => !error.hidden && error.textContent)
        .map((error) => `${error.dataset.errorFor}: ${error.textContent}`);
      const text = [...island.querySelectorAll('output, [data-notes], [data-error-for]')]
        .map((element) => element.textContent)
        .join(' ');
      const shown: Shown = { outputs, errors, text };
      return { fields, shown };
    },
    { selector: tag, next: hash, navigate: !fullLoad },
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('islands under random and hostile links', () => {
  it.each(Object.entries(islands))(
    '%s: no page error; numbers that follow from the fields, or none',
    async (tag, test) => {
      const page = await browser.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(siteURL(test.path) + `#${tag}:`);
      await page.locator(`${tag}:defined`).waitFor();
      let compared = 0;
      await fc.assert(
        fc.asyncProperty(hashes(tag, test.values), fc.nat(39), async (hash, draw) => {
          const { fields, shown } = await visit(page, test, tag, hash, draw === 0);
          expect(pageErrors, hash).toEqual([]);
          expect(shown.text, hash).not.toMatch(/NaN|Infinity|undefined|-0\b|\{\w+\}/);
          const want = test.expect(fields);
          if (want === 'refused') {
            expect(shown.errors.length, `${hash}: a message beside a field`).toBeGreaterThan(0);
            for (const [name, value] of Object.entries(shown.outputs)) expect(value, `${hash}: ${name}`).toBe('');
          } else {
            compared += 1;
            expect(shown.errors, hash).toEqual([]);
            expect(shown.outputs, hash).toMatchObject(
              Object.fromEntries(Object.entries(want).map(([name, value]) => [name, String(value)])),
            );
          }
        }),
        // First the island's own link with no field (the page's worked example): numbers are compared, whatever
        // share of the random links the island refuses.
        { numRuns: test.runs ?? 50, examples: [[`#${tag}:`, 0]] },
      );
      expect(compared).toBeGreaterThan(0);
      await page.close();
    },
  );
});

describe('the links of issue 13', () => {
  /** Opens a link, collecting page errors, and waits for the island's script. */
  async function open(path: string, tag: string) {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(siteURL(path));
    const root = page.locator(`${tag}:defined`);
    await root.waitFor();
    const error = (name: string) => root.locator(`[data-error-for="${name}"]`);
    const output = (name: string) => root.locator(`output[name="${name}"]`);
    return { page, errors, root, error, output };
  }

  it('an unknown skill: a message beside Skill, no result, and the table works again once a skill is chosen', async () => {
    const { page, errors, root, error, output } = await open(
      '/en/cypher/tasks-and-difficulty/#difficulty-table:difficulty=10&skill=expert&assets=2',
      'difficulty-table',
    );
    expect(await error('skill').textContent()).toBe('Choose one of the options in the list.');
    expect(await root.locator('select[name="skill"]').getAttribute('aria-invalid')).toBe('true');
    for (const name of ['finalDifficulty', 'target', 'chance']) expect(await output(name).textContent()).toBe('—');
    await root.locator('select[name="skill"]').selectOption('specialized');
    expect(await error('skill').isVisible()).toBe(false);
    const task = resolveTask({ difficulty: 10, skill: 'specialized', assets: 2 });
    expect(await output('finalDifficulty').getAttribute('data-value')).toBe(String(task.difficulty));
    expect(await output('target').getAttribute('data-value')).toBe(String(task.target));
    await root.locator('input[name="effort"]').fill('1');
    expect(await output('target').getAttribute('data-value')).toBe(
      String(resolveTask({ difficulty: 10, skill: 'specialized', assets: 2, effort: 1 }).target),
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([
    ['ko', '목록에 있는 값 중 하나를 고르세요.'],
    ['es', 'Elige una de las opciones de la lista.'],
  ])('%s: the message is in the page’s language', async (locale, message) => {
    const { page, error } = await open(
      `/${locale}/cypher/tasks-and-difficulty/#difficulty-table:skill=expert`,
      'difficulty-table',
    );
    expect(await error('skill').textContent()).toBe(message);
    await page.close();
  });

  it('an unknown weapon: the mode switch, buttons and log are there, and the weapon gets a message', async () => {
    const { page, errors, root, error, output } = await open(
      '/en/cypher/damage-track-recovery/#damage-simulator:mode=npc&weapon=huge',
      'damage-simulator',
    );
    expect(await root.getByRole('radio', { name: 'A PC attacks an NPC' }).isChecked()).toBe(true);
    expect(await root.getByRole('button', { name: 'Apply the attack' }).isVisible()).toBe(true);
    expect(await root.getByText('What happened').isVisible()).toBe(true);
    expect(await error('weapon').textContent()).toBe('Choose one of the options in the list.');
    expect(await output('npcDamage').textContent()).toBe('—');
    await root.locator('select[name="weapon"]').selectOption('heavy');
    expect(await output('npcDamage').getAttribute('data-value')).toBe(
      String(attackDamage({ weapon: 'heavy', effortLevels: 1, natural: 18 }).amount),
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a quote in a field name is ignored', async () => {
    const { page, errors, root, output } = await open(
      '/en/cypher/damage-track-recovery/#damage-simulator:x"=1&might"]=3',
      'damage-simulator',
    );
    expect(await root.locator('[data-error-for]:visible').count()).toBe(0);
    expect(await output('speedAfter').getAttribute('data-value')).toBe('4');
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([
    ['type=fire', 'type'],
    ['recoverTo=luck', 'recoverTo'],
  ])('on the tools page, %s gets a message and no number', async (state, field) => {
    const { page, errors, root, error } = await open(`/en/tools/#damage-simulator:${state}`, 'damage-simulator');
    expect(await error(field).textContent()).toBe('Choose one of the options in the list.');
    const text = await root.innerText();
    expect(text).not.toContain('rules.stat');
    expect(text).not.toContain('Armor does not count');
    expect(text).not.toContain('above the maximum');
    for (const output of await root.locator('output:visible').all()) expect(await output.textContent()).toBe('—');
    await root.getByRole('button', { name: 'Apply the hit' }).click();
    expect(await root.locator('[data-log] li').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(['9007199254740993', '999999999999'])('a bonus of %s is refused, linked or typed', async (bonus) => {
    const { page, errors, root, error, output } = await open(
      `/en/cypher/tasks-and-difficulty/#difficulty-table:bonus=${bonus}`,
      'difficulty-table',
    );
    expect(await error('bonus').textContent()).toBe('Enter a whole number from 0 to 20.');
    expect(await output('chance').textContent()).toBe('—');
    await root.locator('input[name="bonus"]').fill('2');
    expect(await output('chance').getAttribute('data-value')).toBe(
      String(resolveTask({ difficulty: 6, skill: 'trained', bonus: 2 }).chance),
    );
    await root.locator('input[name="bonus"]').fill(bonus);
    expect(await error('bonus').textContent()).toBe('Enter a whole number from 0 to 20.');
    expect(await output('chance').textContent()).toBe('—');
    expect(errors).toEqual([]);
    await page.close();
  });

  // The island says one problem at a time: the campaign's first, since its scenarios are its own (a scenario cannot
  // be right in a campaign that is not there).
  it("a chaos bag link with neither campaign nor scenario right: the message is the campaign's", async () => {
    const { page, errors, error, output } = await open(
      '/en/arkham/faq/#chaos-bag:campaign=%00&scenario=%3Cscript%3E',
      'chaos-bag',
    );
    expect(await error('campaign').isVisible()).toBe(true);
    expect(await error('campaign').textContent()).toMatch(/\S/);
    expect(await output('chance').textContent()).toBe('—');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('-0 reads as 0, never "-0"', async () => {
    const { page, root } = await open(
      '/en/cypher/damage-track-recovery/#damage-simulator:amount=-0',
      'damage-simulator',
    );
    expect(await root.locator('[data-notes="hit"]').textContent()).toContain('A hit of 0 (Might).');
    expect(await root.innerText()).not.toMatch(/-0\b/);
    await page.close();
  });
});
