import { describe, expectTypeOf, it } from 'vitest';
import * as rules from './index.ts';
import type {
  ActionCostInput,
  DamageResult,
  PcState,
  RulesetId,
  Skill,
  SpecialRollResult,
  Stat,
  TaskInput,
  TaskResult,
  Track,
} from './index.ts';

// The public contract's types (index.test.ts checks its functions). Type tests: checked by the compiler when
// `npm run test:unit` runs (vitest.config.ts, typecheck), never run.
describe('public API', () => {
  it('keeps the contract types', () => {
    expectTypeOf<Stat>().toEqualTypeOf<'might' | 'speed' | 'intellect'>();
    expectTypeOf<Skill>().toEqualTypeOf<'inability' | 'practiced' | 'trained' | 'specialized'>();
    expectTypeOf<Track>().toEqualTypeOf<'hale' | 'impaired' | 'debilitated' | 'dead'>();
    expectTypeOf<RulesetId>().toEqualTypeOf<'cypher' | 'numenera'>();
    expectTypeOf(rules.targetNumber).toEqualTypeOf<(difficulty: number) => number>();
    expectTypeOf(rules.resolveTask).parameters.toEqualTypeOf<[TaskInput, RulesetId?]>();
    expectTypeOf<TaskResult>().toMatchTypeOf<{
      difficulty: number;
      target: number;
      routine: boolean;
      impossible: boolean;
      chance: number;
      eased: { skill: number; assets: number; effort: number };
    }>();
    expectTypeOf(rules.effortCost).parameters.toEqualTypeOf<[number, { edge?: number; impaired?: boolean }?]>();
    expectTypeOf<ActionCostInput>().toEqualTypeOf<{
      stat?: Stat;
      edge?: number;
      armor?: 'none' | 'light' | 'medium' | 'heavy';
      armorPracticed?: boolean;
      impaired?: boolean;
      initialCost?: number;
      abilityCost?: number;
      effortTask?: number;
      effortDamage?: number;
      maxEffort?: number;
    }>();
    expectTypeOf(rules.actionCost).parameters.toEqualTypeOf<[ActionCostInput, RulesetId?]>();
    expectTypeOf(rules.actionCost).returns.toMatchTypeOf<{
      total: number;
      edgeSaved: number;
      damageBonus: number;
      armorPerLevel: number;
      armorAdded: number;
    }>();
    expectTypeOf<PcState>().toEqualTypeOf<{
      might: number;
      speed: number;
      intellect: number;
      track?: Track;
      armor?: number;
    }>();
    expectTypeOf(rules.applyDamage).parameter(1).toEqualTypeOf<{
      amount: number;
      type?: Stat | 'ambient';
      ignoreArmor?: boolean;
    }>();
    expectTypeOf<DamageResult>().toMatchTypeOf<{
      might: number;
      speed: number;
      intellect: number;
      track: Track;
      taken: number;
      absorbed: number;
    }>();
    expectTypeOf(rules.specialRoll).parameters.toEqualTypeOf<[number, { attack: boolean; impaired?: boolean }]>();
    expectTypeOf<SpecialRollResult>().toMatchTypeOf<{
      intrusion: boolean;
      bonusDamage: number;
      effect: 'none' | 'minor' | 'major';
    }>();
  });
});
