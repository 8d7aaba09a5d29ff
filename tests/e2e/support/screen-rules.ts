// What the rules module says about each panel of a GM screen, worked out here from src/rules alone, for
// tests/e2e/screens.e2e.ts: every number a panel shows must be one of these. Nothing is read from the page or from the
// screen's components, so a number typed into a component or a string, or a table drawn from the wrong data, is found.
import { koreanCount } from '../../../src/i18n/korean-count.ts';
import {
  BONUS_PER_ASSET,
  BONUS_PER_EASED_STEP,
  MAX_ASSET_STEPS,
  MAX_DIFFICULTY,
  MAX_EFFORT_STEPS,
  MIN_SKILL_VALUE,
  FROST_MODIFIER,
  allowedActions,
  armors,
  bagSize,
  campaignBag,
  campaignIds,
  campaignLevels,
  chaosTokens,
  combatModifiers,
  damageTrack,
  dice,
  difficultyTable,
  distances,
  effortCost,
  effortDamage,
  exampleEffects,
  experience,
  fallUnit,
  hazards,
  materials,
  numberTokens,
  objectDamageMargins,
  objectTrack,
  recoverTrackStep,
  recoveryDice,
  resolveTask,
  restLadder,
  rulesets,
  skillTestMargins,
  skillTestOdds,
  skills,
  specialRoll,
  specialRolls,
  tracks,
  unpracticedArmorPerLevel,
  type ChaosBag,
  type RulesetId,
} from '../../../src/rules/index.ts';

/** The numbers a panel may show: plain ones, and percentages (as the page rounds them). */
export interface PanelNumbers {
  plain: number[];
  percent: number[];
}

/** A number read off a page: its value, and whether it is a percentage. */
export interface ReadNumber {
  value: number;
  percent: boolean;
  text: string;
}

const koreanNumbers = new Map(Array.from({ length: 10 }, (_, index) => [koreanCount(index + 1), index + 1]));

/**
 * The numbers in a piece of text as a reader reads them: digits with a sign (− or -), a decimal part (`.` or `,`)
 * and a percent sign; dice as their count and sides (1d6, d20); and in Korean the counting words before a step of
 * difficulty or of a track (한 단계, 두 칸).
 */
export function numbersIn(text: string): ReadNumber[] {
  const found: ReadNumber[] = [];
  const rest = text.replace(/(\d*)d(\d+)/g, (whole, count: string, sides: string) => {
    if (count) found.push({ value: Number(count), percent: false, text: whole });
    found.push({ value: Number(sides), percent: false, text: whole });
    return ' ';
  });
  for (const match of rest.matchAll(/(^|[^\p{L}\p{N}])([−-]?)(\d+(?:[.,]\d+)?)(\s?%)?/gu)) {
    const value = Number(match[3]!.replace(',', '.')) * (match[2] ? -1 : 1);
    found.push({ value, percent: Boolean(match[4]), text: match[0].trim() });
  }
  for (const match of rest.matchAll(/(?<![가-힣])(한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s(?:단계|칸)/g))
    found.push({ value: koreanNumbers.get(match[1]!)!, percent: false, text: match[0] });
  return found;
}

const abs = (values: number[]) => values.flatMap((value) => [value, Math.abs(value)]);
/** A chance as the difficulty table shows it: a whole percentage. */
const wholePercent = (chance: number) => Math.round(chance * 100);
/** A chance as the chaos bag shows it: a percentage with at most one decimal. */
const tenthPercent = (chance: number) => Math.round(chance * 1000) / 10;

/** The numbers of each panel of the Cypher System or Numenera screen, by panel id. */
export function rulesScreenNumbers(ruleset: RulesetId): Record<string, PanelNumbers> {
  const levels = Array.from({ length: MAX_EFFORT_STEPS }, (_, index) => index + 1);
  const xp = experience[ruleset];
  const naturals = specialRolls.map((row) => row.natural);
  const majorEffect = specialRolls.filter((row) => specialRoll(row.natural, { attack: false }).effect === 'major');
  // The least Pool at which a debilitated character can still move, and the one at which they cannot.
  const pools = [0, 1].filter(
    (pool) => allowedActions('debilitated', pool) === (pool === 0 ? 'none' : 'move-immediate'),
  );
  const oneStepUp =
    tracks.indexOf('impaired') -
    tracks.indexOf(recoverTrackStep({ might: 1, speed: 1, intellect: 1, track: 'impaired' }));
  const spotting = [skills.trained, skills.specialized].map(
    (skill) => combatModifiers.lowLightSpotting.steps * skill.steps,
  );
  return {
    difficulty: {
      plain: [...difficultyTable.flatMap((row) => [row.difficulty, row.target]), ...dice],
      percent: difficultyTable.map((row) => wholePercent(resolveTask({ difficulty: row.difficulty }, ruleset).chance)),
    },
    easing: {
      plain: [
        ...abs(Object.values(skills).map((skill) => skill.steps)),
        MAX_ASSET_STEPS,
        BONUS_PER_ASSET,
        MAX_EFFORT_STEPS,
        resolveTask({ difficulty: MAX_DIFFICULTY, effort: 1 }, ruleset).eased.effort,
        difficultyTable[0].difficulty,
      ],
      percent: [],
    },
    effort: {
      plain: [
        ...levels,
        ...levels.map((level) => effortCost(level)),
        ...levels.map((level) => effortCost(level, { impaired: true })),
        effortDamage(1).perTarget,
        ...Object.values(armors).flatMap((armor) => [
          armor.speedEffortPerLevel,
          armor.speedEffortPerLevel + unpracticedArmorPerLevel[ruleset],
        ]),
      ],
      percent: [],
    },
    'special-rolls': {
      // A natural 20 refunds the points: the action's cost drops to 0.
      plain: [
        ...naturals,
        ...naturals.map((natural) => specialRoll(natural, { attack: true }).bonusDamage),
        ...dice,
        ...(specialRoll(20, { attack: false }).refundsCost ? [0] : []),
      ],
      percent: [],
    },
    'damage-track': {
      plain: [
        damageTrack.impaired.effortExtraPerLevel,
        damageTrack.impaired.specialRollDamageCap,
        ...majorEffect.map((row) => row.natural),
        ...pools,
      ],
      percent: [],
    },
    recovery: {
      plain: [
        ...restLadder.flatMap((row) => [row.rest, row.duration.amount]),
        rulesets[ruleset].hoursPerDay,
        recoveryDice.count,
        recoveryDice.die,
        oneStepUp,
      ],
      percent: [],
    },
    distances: { plain: distances.flatMap((row) => [row.maxFeet, row.maxMeters]), percent: [] },
    'combat-modifiers': {
      plain: [...Object.values(combatModifiers).map((row) => row.steps), ...spotting, xp.luckyShot],
      percent: [],
    },
    hazards: {
      plain: [...Object.values(hazards).map((hazard) => hazard.damage), fallUnit.feet, fallUnit.meters],
      percent: [],
    },
    objects: {
      plain: [
        ...abs(objectTrack.map((row) => row.levelChange)),
        ...Object.values(materials).map((material) => material.levelChange),
        ...objectDamageMargins.flatMap((margin) => [margin.levels, margin.steps]),
      ],
      percent: [],
    },
    'intrusions-xp': {
      plain: [
        ...specialRolls
          .filter((row) => specialRoll(row.natural, { attack: false }).intrusion)
          .map((row) => row.natural),
        xp.luckyShot,
        ...Object.values(xp.intrusion ?? {}),
        ...(xp.reroll === null ? [] : [xp.reroll]),
        ...Object.values(xp.discovery ?? {}),
      ],
      percent: [],
    },
    'player-vs-player': { plain: [BONUS_PER_EASED_STEP], percent: [] },
  };
}

/**
 * The chance of success at each margin of every campaign's bag at each of its difficulties, the symbols as the worked
 * examples set them. Worked out at difficulty 5: the chance depends on the margin alone from difficulty 1 up, so this
 * also checks that the screen's figures do not hang on the difficulty it chose.
 */
export function campaignOdds(): { campaign: string; level: string; bag: ChaosBag; chances: Map<number, number> }[] {
  const difficulty = 5;
  return campaignIds.flatMap((campaign) =>
    campaignLevels(campaign).map((level) => {
      const bag = campaignBag(campaign, level)!;
      const odds = skillTestOdds({ ...exampleEffects, bag, skill: difficulty, difficulty });
      return {
        campaign,
        level,
        bag,
        chances: new Map(odds.margins.map((row) => [row.margin, tenthPercent(row.chance!.toNumber())])),
      };
    }),
  );
}

/** The numbers of each panel of the Arkham Horror screen but the rulings (entry numbers, checked apart). */
export function arkhamScreenNumbers(): Record<string, PanelNumbers> {
  const odds = campaignOdds();
  const modifiers = Object.values(numberTokens);
  return {
    'skill-test': { plain: [MIN_SKILL_VALUE], percent: [] },
    'chaos-tokens': { plain: [Math.max(...modifiers), Math.min(...modifiers), FROST_MODIFIER], percent: [] },
    bags: {
      plain: [
        ...skillTestMargins,
        ...modifiers,
        ...Object.values(exampleEffects).map((effect) => effect.modifier),
        ...odds.flatMap(({ bag }) => [bagSize(bag), ...chaosTokens.map((token) => bag[token])]),
      ],
      percent: odds.flatMap(({ chances }) => [...chances.values()]),
    },
  };
}
