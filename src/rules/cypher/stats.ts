import type { Stat } from './types.ts';

/** i18n key of a stat's name. */
export type StatNameKey = `rules.stat.${Stat}.name`;

/**
 * The three stats in rules order: the order in which damage spills over from a Pool at 0.
 * 004 "The Effects of Taking Damage" (Might, Speed, Intellect); 000 "피해의 효과"; 001 (Vigor, Velocidad, Intelecto).
 */
export const stats = [
  { stat: 'might', name: 'rules.stat.might.name' },
  { stat: 'speed', name: 'rules.stat.speed.name' },
  { stat: 'intellect', name: 'rules.stat.intellect.name' },
] as const satisfies readonly { stat: Stat; name: StatNameKey }[];
