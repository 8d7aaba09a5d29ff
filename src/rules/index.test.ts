import { describe, expect, it } from 'vitest';
import * as rules from './index.ts';

// The public contract (issue "The typed rules module"): names and shapes that islands, shareable URLs and tests
// rely on. The functions are checked here; their types in index.test-d.ts.
describe('public API', () => {
  it.each([
    'targetNumber',
    'resolveTask',
    'resolveRetry',
    'resolveRoll',
    'effortCost',
    'actionCost',
    'spendFromPool',
    'effortDamage',
    'areaEffortDamage',
    'applyDamage',
    'specialRoll',
    'restTime',
    'recoveryRoll',
    'dailyRecovery',
    'recoverPools',
    'recoverTrackStep',
    'spendRecoveryRoll',
    'newRecoveryDay',
    'nextRecoveryRoll',
    'takeRecoveryRoll',
    'npc',
    'actsBeforeNpc',
    'damageNpc',
    'objectEffectiveLevel',
    'objectDamageSteps',
    'canDamageObject',
    'damageObject',
    'repairObject',
    'hazardHit',
    'allowedActions',
    'rollDie',
    'skillTestOdds',
    'revealOutcomes',
    'checkCharacter',
    'setPool',
    'takeSpecialDamage',
    'characterActionCost',
    'spendPoints',
    'characterHit',
    'takeHit',
    'recoveryBonus',
    'characterRecoveryRoll',
    'characterRecovery',
    'takeCharacterRecoveryRoll',
    'startNewDay',
    'cypherLoad',
    'gainCypher',
    'useCypher',
  ] as const)('exports the function %s', (name) => {
    expect(rules[name]).toBeTypeOf('function');
  });

  it('exports RulesInputError as a RangeError', () => {
    expect(new rules.RulesInputError('effort', 'too-much-effort', { max: 1, value: 2 })).toBeInstanceOf(RangeError);
  });
});
