// The public API of the rules module: the only import path for the rest of the site.

export { areaAttackRoll, resolveAreaAttack } from './cypher/areaAttack.ts';
export {
  bagSize,
  chaosTokens,
  MAX_FROST_TOKENS,
  MAX_TOKENS_OF_A_KIND,
  maxTokens,
  numberTokens,
  symbolTokens,
} from './arkham/chaosTokens.ts';
export {
  bagAt,
  bagDifficulty,
  bagLevels,
  campaignBag,
  campaignBags,
  campaignDataSource,
  campaignDifficulties,
  campaignDifficultyOf,
  campaignIds,
  campaignInfo,
  campaignLevels,
  defaultCampaign,
  nightOfTheZealotBags,
} from './arkham/campaigns.ts';
export { DECIMAL_PLACES } from './core/probability.ts';
export { exampleEffects } from './arkham/exampleEffects.ts';
export {
  campaignScenarios,
  cardModifier,
  MAX_X,
  scenarioCard,
  scenarioDataSource,
  scenarioSides,
  sideOf,
  symbolEffectOf,
  tokenSideEffects,
  xCounts,
} from './arkham/scenarios.ts';
export {
  elderSignEffects,
  FROST_MODIFIER,
  MAX_SKILL_VALUE,
  MIN_SKILL_VALUE,
  MAX_TOKEN_MODIFIER,
  revealOutcomes,
  skillTestMargins,
  skillTestOdds,
  symbolEffects,
} from './arkham/skillTest.ts';
export { attackDamage } from './cypher/attack.ts';
export { combatCaps, combatModifiers, combatOutcomes } from './cypher/combatModifiers.ts';
export { resolveCombatRoll } from './cypher/combatRoll.ts';
export { armors, unpracticedArmorPerLevel, wornArmors } from './cypher/armor.ts';
export { checkCharacter, setPool, takeSpecialDamage } from './cypher/character.ts';
export { cypherLoad, gainCypher, useCypher } from './cypher/characterCyphers.ts';
export { characterHit, takeHit } from './cypher/characterDamage.ts';
export { characterActionCost, spendPoints } from './cypher/characterEffort.ts';
export {
  characterRecovery,
  characterRecoveryRoll,
  recoveryBonus,
  startNewDay,
  takeCharacterRecoveryRoll,
} from './cypher/characterRecovery.ts';
export { climbingSurfaces, resolveClimb } from './cypher/climbing.ts';
export { helpAssets, helpBySkill, TAKE_THE_ATTACK_EXTRA_DAMAGE, takeTheAttack } from './cypher/cooperation.ts';
export { craftingTable, EXOTIC_CRAFTING_STEPS, resolveCrafting } from './cypher/crafting.ts';
export { dice, rollDie } from './core/dice.ts';
export { difficultyTable, MAX_DIFFICULTY, MIN_DIFFICULTY, targetNumber } from './cypher/difficulty.ts';
export { distanceIds, distances } from './cypher/distance.ts';
export { applyDamage, damageNpc, hitTypes } from './cypher/damage.ts';
export { experience } from './cypher/experience.ts';
export { actionCost, spendFromPool } from './cypher/action.ts';
export { areaEffortDamage, effortCost, effortDamage } from './cypher/effort.ts';
export { RulesInputError } from './core/errors.ts';
export { getPastGuard, stopAtGuard } from './cypher/guarding.ts';
export { fallUnit, hazardHit, hazards, hazardUnits } from './cypher/hazards.ts';
export { resolveHealing } from './cypher/healing.ts';
export { resolveHeavyObject, weightPerStep } from './cypher/heavyObject.ts';
export { actsFirst, resolveInitiative } from './cypher/initiative.ts';
export { resolveJump } from './cypher/jumping.ts';
export { rulesI18nKeys } from './cypher/i18n.ts';
export {
  MAX_ARMOR,
  MAX_BONUS,
  MAX_COUNT,
  MAX_EDGE,
  MAX_EFFORT_LEVELS,
  MAX_LEVEL,
  MAX_POINTS,
  MAX_STEPS,
  MAX_TIER,
  MIN_LEVEL,
  MIN_TIER,
  RECOVERY_ROLLS_PER_DAY,
} from './cypher/limits.ts';
export { actsBeforeNpc, npc } from './cypher/npc.ts';
export {
  canDamageObject,
  damageObject,
  materials,
  MAX_OBJECT_LEVEL,
  MIN_OBJECT_LEVEL,
  objectDamageMargins,
  objectDamageSteps,
  objectEffectiveLevel,
  objectTrack,
  repairObject,
} from './cypher/objects.ts';
export { pilotingManeuvers, resolvePiloting } from './cypher/piloting.ts';
export { BONUS_PER_EASED_STEP, playerVsPlayerRoll, resolvePlayerVsPlayer } from './cypher/playerVsPlayer.ts';
export {
  dailyRecovery,
  recoverPools,
  recoverTrackStep,
  recoveryDice,
  recoveryRoll,
  recoveryTargets,
  restLadder,
  restTime,
  spendRecoveryRoll,
} from './cypher/recovery.ts';
export { newRecoveryDay, nextRecoveryRoll, takeRecoveryRoll } from './cypher/recoveryDay.ts';
export { readings, settledReadings } from './cypher/readings.ts';
export { resolveRoll } from './cypher/roll.ts';
export { rulesets } from './cypher/rulesets.ts';
export { shiftDamageTrack } from './cypher/specialDamage.ts';
export { skillIds, skills } from './cypher/skills.ts';
export { specialRoll, specialRolls } from './cypher/specialRolls.ts';
export { stats } from './cypher/stats.ts';
export {
  BONUS_PER_ASSET,
  MAX_ASSET_STEPS,
  MAX_BASE_DIFFICULTY,
  MAX_EFFORT_STEPS,
  resolveRetry,
  resolveTask,
} from './cypher/task.ts';
export { allowedActions, damageTrack, tracks } from './cypher/track.ts';
export { weaponCategories, weapons } from './cypher/weapons.ts';

export type { AreaAttackInput } from './cypher/areaAttack.ts';
export type { ChaosBag, ChaosToken, NumberToken, SymbolToken } from './arkham/chaosTokens.ts';
export type { CampaignBags, CampaignDifficulty, CampaignId } from './arkham/campaigns.ts';
export type { CardSide, ScenarioCode, ScenarioSide, TokenFact, TokenSideEffect, XCount } from './arkham/scenarios.ts';
export type { Probability } from './core/probability.ts';
export type {
  ChaosBagInput,
  ElderSignEffect,
  RevealOutcomes,
  SkillTestInput,
  SkillTestOdds,
  SymbolEffect,
} from './arkham/skillTest.ts';
export type { AttackDamage, AttackInput } from './cypher/attack.ts';
export type {
  CombatCapId,
  CombatModifierId,
  CombatModifierRow,
  CombatOutcome,
  RuleSection,
} from './cypher/combatModifiers.ts';
export type {
  AppliedCap,
  BlockedCombatRoll,
  CombatRollResult,
  CountedModifier,
  ResolvedCombatRoll,
} from './cypher/combatRoll.ts';
export type {
  AttackKind,
  CombatRoll,
  CombatSituation,
  Cover,
  Light,
  LowLightSpotting,
  Mist,
  Surprise,
  TrainedPenalty,
  Water,
  WeaponRange,
} from './cypher/combatSituation.ts';
export type { ClimbInput, ClimbingSurface } from './cypher/climbing.ts';
export type { CraftingExamples, CraftingInput, CraftingResult, CraftingRow, CraftingTime } from './cypher/crafting.ts';
export type { ArmorCategory, WornArmor } from './cypher/armor.ts';
export type { CarriedCypher, Character, StatPool } from './cypher/character.ts';
export type { CypherLoad } from './cypher/characterCyphers.ts';
export type { CharacterAction } from './cypher/characterEffort.ts';
export type { NextRecoveryRoll, RecoveryShare } from './cypher/characterRecovery.ts';
export type { Reading, ReadingId } from './cypher/readings.ts';
export type { DamageResult, Hit, NpcDamageResult, PcState } from './cypher/damage.ts';
export type { Die } from './core/dice.ts';
export type { Difficulty, DifficultyRow } from './cypher/difficulty.ts';
export type { Distance, DistanceRow } from './cypher/distance.ts';
export type {
  ActionCostInput,
  ActionCostResult,
  Expenditure,
  PayerOptions,
  PaymentOutcome,
  PoolPayment,
} from './cypher/action.ts';
export type { EffortCostOptions, EffortDamage } from './cypher/effort.ts';
export type { ExperienceRules, IntrusionXp } from './cypher/experience.ts';
export type { GuardInput } from './cypher/guarding.ts';
export type { Range } from './core/check.ts';
export type { RulesInputField, RulesInputReason } from './core/errors.ts';
export type { HazardId, HazardRow, HazardUnit } from './cypher/hazards.ts';
export type { HealingInput } from './cypher/healing.ts';
export type { HeavyObjectInput, HeavyObjectResult, WeightUnit } from './cypher/heavyObject.ts';
export type { InitiativeInput, InitiativeResult } from './cypher/initiative.ts';
export type { JumpInput, JumpKind, JumpResult, LengthUnit, RunUp } from './cypher/jumping.ts';
export type { RulesI18nKey } from './cypher/i18n.ts';
export type { NpcStats } from './cypher/npc.ts';
export type { Material, ObjectInput, ObjectState, ObjectStateRow } from './cypher/objects.ts';
export type { PilotingInput, PilotingManeuver } from './cypher/piloting.ts';
export type {
  PlayerVsPlayerInput,
  PlayerVsPlayerResult,
  RollOffModifier,
  RollOffNaturals,
  RollOffSide,
} from './cypher/playerVsPlayer.ts';
export type {
  DailyRecovery,
  RecoveredPc,
  RecoveringPc,
  RecoveryPoints,
  RecoveryRollInput,
  RecoveryTarget,
  RestDuration,
  RestRow,
  RestTime,
} from './cypher/recovery.ts';
export type { RecoveryRollResult, RecoveryRollTaken, RecoveryRollsUsed, RestingPc } from './cypher/recoveryDay.ts';
export type { RollInput, RollResult } from './cypher/roll.ts';
export type { Ruleset } from './cypher/rulesets.ts';
export type {
  SpecialEffect,
  SpecialNatural,
  SpecialRollContext,
  SpecialRollResult,
  SpecialRollRow,
} from './cypher/specialRolls.ts';
export type { BaseTaskResult, TaskInput, TaskModifiers, TaskResult } from './cypher/task.ts';
export type { AllowedActions } from './cypher/track.ts';
export type { HitType, Pools, RulesetId, Skill, Stat, Track } from './cypher/types.ts';
export type { WeaponCategory, WeaponRow } from './cypher/weapons.ts';
