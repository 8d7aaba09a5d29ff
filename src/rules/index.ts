// The public API of the rules module: the only import path for the rest of the site.

export { areaAttackRoll, resolveAreaAttack } from './areaAttack.ts';
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
  campaignBag,
  campaignDataSource,
  campaignDifficulties,
  campaignDifficultyOf,
  campaignIds,
  campaignInfo,
  campaignLevels,
  defaultCampaign,
  nightOfTheZealotBags,
} from './arkham/campaigns.ts';
export { DECIMAL_PLACES } from './arkham/probability.ts';
export {
  elderSignEffects,
  MAX_SKILL_VALUE,
  MAX_TOKEN_MODIFIER,
  revealOutcomes,
  skillTestMargins,
  skillTestOdds,
  symbolEffects,
} from './arkham/skillTest.ts';
export { attackDamage } from './attack.ts';
export { combatCaps, combatModifiers, combatOutcomes, resolveCombatRoll } from './attackModifiers.ts';
export { armors } from './armor.ts';
export { climbingSurfaces, resolveClimb } from './climbing.ts';
export { helpAssets, helpBySkill, TAKE_THE_ATTACK_EXTRA_DAMAGE, takeTheAttack } from './cooperation.ts';
export { craftingTable, EXOTIC_CRAFTING_STEPS, resolveCrafting } from './crafting.ts';
export { dice, rollDie } from './dice.ts';
export { difficultyTable, MAX_DIFFICULTY, MIN_DIFFICULTY, targetNumber } from './difficulty.ts';
export { distanceIds, distances } from './distance.ts';
export { applyDamage, damageNpc, hitTypes } from './damage.ts';
export { actionCost, spendFromPool } from './action.ts';
export { areaEffortDamage, effortCost, effortDamage } from './effort.ts';
export { RulesInputError } from './errors.ts';
export { getPastGuard, stopAtGuard } from './guarding.ts';
export { hazardHit, hazards, hazardUnits } from './hazards.ts';
export { resolveHealing } from './healing.ts';
export { resolveHeavyObject, weightPerStep } from './heavyObject.ts';
export { actsFirst, resolveInitiative } from './initiative.ts';
export { resolveJump } from './jumping.ts';
export { rulesI18nKeys } from './i18n.ts';
export {
  MAX_ARMOR,
  MAX_BONUS,
  MAX_COUNT,
  MAX_EDGE,
  MAX_EFFORT_LEVELS,
  MAX_LEVEL,
  MAX_POINTS,
  MAX_STEPS,
  MIN_LEVEL,
} from './limits.ts';
export { actsBeforeNpc, npc } from './npc.ts';
export {
  canDamageObject,
  damageObject,
  materials,
  MAX_OBJECT_LEVEL,
  MIN_OBJECT_LEVEL,
  objectDamageSteps,
  objectEffectiveLevel,
  objectTrack,
  repairObject,
} from './objects.ts';
export { pilotingManeuvers, resolvePiloting } from './piloting.ts';
export { BONUS_PER_EASED_STEP, playerVsPlayerRoll, resolvePlayerVsPlayer } from './playerVsPlayer.ts';
export {
  dailyRecovery,
  MAX_TIER,
  MIN_TIER,
  recoverPools,
  recoverTrackStep,
  recoveryRoll,
  recoveryTargets,
  restLadder,
  restTime,
  spendRecoveryRoll,
} from './recovery.ts';
export { resolveRoll } from './roll.ts';
export { rulesets } from './rulesets.ts';
export { shiftDamageTrack } from './specialDamage.ts';
export { skillIds, skills } from './skills.ts';
export { specialRoll, specialRolls } from './specialRolls.ts';
export { stats } from './stats.ts';
export {
  BONUS_PER_ASSET,
  MAX_ASSET_STEPS,
  MAX_BASE_DIFFICULTY,
  MAX_EFFORT_STEPS,
  resolveRetry,
  resolveTask,
} from './task.ts';
export { allowedActions, damageTrack, tracks } from './track.ts';
export { weaponCategories, weapons } from './weapons.ts';

export type { AreaAttackInput } from './areaAttack.ts';
export type { ChaosBag, ChaosToken, NumberToken, SymbolToken } from './arkham/chaosTokens.ts';
export type { CampaignDifficulty, CampaignId } from './arkham/campaigns.ts';
export type { Probability } from './arkham/probability.ts';
export type {
  ChaosBagInput,
  ElderSignEffect,
  RevealOutcomes,
  SkillTestInput,
  SkillTestOdds,
  SymbolEffect,
} from './arkham/skillTest.ts';
export type { AttackDamage, AttackInput } from './attack.ts';
export type {
  AppliedCap,
  AttackKind,
  BlockedCombatRoll,
  CombatCapId,
  CombatModifierId,
  CombatModifierRow,
  CombatOutcome,
  CombatRoll,
  CombatRollResult,
  CombatSituation,
  CountedModifier,
  Cover,
  Light,
  LowLightSpotting,
  Mist,
  ResolvedCombatRoll,
  RuleSection,
  Surprise,
  TrainedPenalty,
  Water,
  WeaponRange,
} from './attackModifiers.ts';
export type { ClimbInput, ClimbingSurface } from './climbing.ts';
export type { CraftingExamples, CraftingInput, CraftingResult, CraftingRow, CraftingTime } from './crafting.ts';
export type { ArmorCategory } from './armor.ts';
export type { DamageResult, Hit, NpcDamageResult, PcState } from './damage.ts';
export type { Die } from './dice.ts';
export type { Difficulty, DifficultyRow } from './difficulty.ts';
export type { Distance, DistanceRow } from './distance.ts';
export type {
  ActionCostInput,
  ActionCostResult,
  Expenditure,
  PayerOptions,
  PaymentOutcome,
  PoolPayment,
} from './action.ts';
export type { EffortCostOptions, EffortDamage } from './effort.ts';
export type { GuardInput } from './guarding.ts';
export type { Range } from './check.ts';
export type { RulesInputField, RulesInputReason } from './errors.ts';
export type { HazardId, HazardRow, HazardUnit } from './hazards.ts';
export type { HealingInput } from './healing.ts';
export type { HeavyObjectInput, HeavyObjectResult, WeightUnit } from './heavyObject.ts';
export type { InitiativeInput, InitiativeResult } from './initiative.ts';
export type { JumpInput, JumpKind, JumpResult, LengthUnit, RunUp } from './jumping.ts';
export type { RulesI18nKey } from './i18n.ts';
export type { NpcStats } from './npc.ts';
export type { Material, ObjectInput, ObjectState, ObjectStateRow } from './objects.ts';
export type { PilotingInput, PilotingManeuver } from './piloting.ts';
export type {
  PlayerVsPlayerInput,
  PlayerVsPlayerResult,
  RollOffModifier,
  RollOffNaturals,
  RollOffSide,
} from './playerVsPlayer.ts';
export type {
  DailyRecovery,
  RecoveredPc,
  RecoveringPc,
  RecoveryPoints,
  RecoveryRollInput,
  RecoveryTarget,
  RestRow,
  RestTime,
} from './recovery.ts';
export type { RollInput, RollResult } from './roll.ts';
export type { Ruleset } from './rulesets.ts';
export type {
  SpecialEffect,
  SpecialNatural,
  SpecialRollContext,
  SpecialRollResult,
  SpecialRollRow,
} from './specialRolls.ts';
export type { BaseTaskResult, TaskInput, TaskModifiers, TaskResult } from './task.ts';
export type { AllowedActions } from './track.ts';
export type { HitType, Pools, RulesetId, Skill, Stat, Track } from './types.ts';
export type { WeaponCategory, WeaponRow } from './weapons.ts';
