import { describe, expectTypeOf, it } from 'vitest';
import type { CombatSituation } from './combatSituation.ts';

// Type tests: checked by the compiler when `npm run test:unit` runs (vitest.config.ts, typecheck), never run.
// Issue 16: the combat situations island names its inputs after these fields and their values.
describe('CombatSituation', () => {
  it('keeps the names and values the island relies on', () => {
    expectTypeOf<CombatSituation['roll']>().toEqualTypeOf<'attack' | 'defense'>();
    expectTypeOf<CombatSituation['level']>().toEqualTypeOf<number>();
    expectTypeOf<CombatSituation['kind']>().toEqualTypeOf<'melee' | 'ranged'>();
    expectTypeOf<CombatSituation['cover']>().toEqualTypeOf<'none' | 'partial' | 'full' | undefined>();
    expectTypeOf<CombatSituation['light']>().toEqualTypeOf<'bright' | 'dim' | 'veryDim' | 'dark' | undefined>();
    expectTypeOf<CombatSituation['lowLight']>().toEqualTypeOf<'none' | 'trained' | 'specialized' | undefined>();
    expectTypeOf<CombatSituation['surprise']>().toEqualTypeOf<'none' | 'unsure' | 'unaware' | undefined>();
    expectTypeOf<CombatSituation['skill']>().toEqualTypeOf<
      'inability' | 'practiced' | 'trained' | 'specialized' | undefined
    >();
    expectTypeOf<CombatSituation['assets']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<CombatSituation['effort']>().toEqualTypeOf<number | undefined>();
  });
});
