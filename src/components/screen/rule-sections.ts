import type { Locale } from '../../i18n/locales.ts';
import type { CollectionId } from '../../lib/collections.ts';
import { pagePath } from '../../lib/pages.ts';
import type { RuleSection } from '../../rules/index.ts';

/** A section of a rules page: `<collection>/<slug>#<id>`, the page's path and the `{#id}` of its heading. */
export type RuleAt = `${CollectionId}/${string}#${string}`;

/** The link to a section of a rules page, in the reader's language. */
export function ruleHref(locale: Locale, at: RuleAt): string {
  const [path = '', id = ''] = at.split('#');
  const [collection, slug = ''] = path.split('/') as [CollectionId, string];
  return `${pagePath(locale, { collection, slug })}#${id}`;
}

/** A section the rules module names (a combat modifier's, a cap's), as a RuleAt. */
export function moduleSection(section: RuleSection): RuleAt {
  return `${section.page}#${section.id}`;
}

/** The lines of the Cypher System and Numenera screens that link to a section of their own (the panels' keys). */
type ScreenLine =
  | 'difficulty'
  | 'skills'
  | 'assets'
  | 'rollBonus'
  | 'effort'
  | 'routine'
  | 'effortCost'
  | 'impairedCost'
  | 'edge'
  | 'effortDamage'
  | 'armor'
  | 'natural1'
  | 'damageBonus'
  | 'minorEffect'
  | 'majorEffect'
  | 'refund'
  | 'hale'
  | 'impaired'
  | 'debilitated'
  | 'dead'
  | 'recoveryRoll'
  | 'restTimes'
  | 'restoreTrack'
  | 'immediate'
  | 'fartherDistances'
  | 'modifiers'
  | 'hazards'
  | 'ambient'
  | 'objectTrack'
  | 'hardness'
  | 'damagingObjects'
  | 'intrusion'
  | 'intrusionXp'
  | 'reroll'
  | 'discovery'
  | 'luckyShot'
  | 'playerVsPlayer';

/**
 * Where each line of a screen is explained, by ruleset. The Numenera screen links the Numenera pages where they
 * explain the rule, and the Cypher System pages for the rules the Numenera pages leave to them (the combat
 * modifiers, the hazards table, hardness, combat between PCs: the rules both games share).
 */
export const screenSections = {
  cypher: {
    difficulty: 'cypher/tasks-and-difficulty#difficulty-table',
    skills: 'cypher/tasks-and-difficulty#skills',
    assets: 'cypher/tasks-and-difficulty#assets',
    rollBonus: 'cypher/tasks-and-difficulty#roll-bonuses',
    effort: 'cypher/tasks-and-difficulty#effort',
    routine: 'cypher/tasks-and-difficulty#routine-tasks',
    effortCost: 'cypher/pools-edge-effort#effort-cost',
    impairedCost: 'cypher/pools-edge-effort#impaired-cost',
    edge: 'cypher/pools-edge-effort#edge-once-per-action',
    effortDamage: 'cypher/pools-edge-effort#effort-on-damage',
    armor: 'cypher/pools-edge-effort#effort-in-armor',
    natural1: 'cypher/special-rolls#gm-intrusion',
    damageBonus: 'cypher/special-rolls#damage-bonus',
    minorEffect: 'cypher/special-rolls#minor-effect',
    majorEffect: 'cypher/special-rolls#major-effect',
    refund: 'cypher/special-rolls#points-refunded',
    hale: 'cypher/damage-track-recovery#hale',
    impaired: 'cypher/damage-track-recovery#impaired',
    debilitated: 'cypher/damage-track-recovery#debilitated',
    dead: 'cypher/damage-track-recovery#dead',
    recoveryRoll: 'cypher/damage-track-recovery#recovery-rolls',
    restTimes: 'cypher/damage-track-recovery#rest-times',
    restoreTrack: 'cypher/damage-track-recovery#restoring-damage-track',
    immediate: 'cypher/distance-and-time#immediate',
    fartherDistances: 'cypher/distance-and-time#short-long-very-long',
    modifiers: 'cypher/attack-modifiers#how-modifiers-work',
    hazards: 'cypher/hazards#damage-from-hazards',
    ambient: 'cypher/hazards#ambient-damage',
    objectTrack: 'cypher/attack-modifiers#object-damage-track',
    hardness: 'cypher/attack-modifiers#hardness',
    damagingObjects: 'cypher/attack-modifiers#damaging-objects',
    intrusion: 'cypher/special-rolls#gm-intrusion',
    intrusionXp: 'cypher/special-rolls#intrusions-and-xp',
    luckyShot: 'cypher/attack-modifiers#illumination',
    playerVsPlayer: 'cypher/attack-modifiers#combat-between-pcs',
  },
  numenera: {
    difficulty: 'numenera/how-to-play#difficulty',
    skills: 'numenera/how-to-play#skills',
    assets: 'numenera/how-to-play#assets',
    rollBonus: 'numenera/how-to-play#roll-bonuses',
    effort: 'numenera/how-to-play#effort',
    routine: 'numenera/how-to-play#when-to-roll',
    effortCost: 'numenera/character-stats#effort',
    impairedCost: 'numenera/character-stats#effort-when-impaired',
    edge: 'numenera/character-stats#edge-once-per-action',
    effortDamage: 'numenera/character-stats#effort-on-damage',
    armor: 'numenera/character-stats#effort-in-armor',
    natural1: 'numenera/special-rolls-and-xp#natural-1',
    damageBonus: 'numenera/special-rolls-and-xp#damage-bonus',
    minorEffect: 'numenera/special-rolls-and-xp#minor-effect',
    majorEffect: 'numenera/special-rolls-and-xp#major-effect',
    refund: 'numenera/special-rolls-and-xp#major-effect',
    hale: 'numenera/damage-and-recovery#damage-track',
    impaired: 'numenera/damage-and-recovery#damage-track',
    debilitated: 'numenera/damage-and-recovery#damage-track',
    dead: 'numenera/damage-and-recovery#damage-track',
    recoveryRoll: 'numenera/damage-and-recovery#recovery',
    restTimes: 'numenera/damage-and-recovery#recovery',
    restoreTrack: 'numenera/damage-and-recovery#restoring-the-damage-track',
    immediate: 'numenera/distance-rounds-interaction#distance',
    fartherDistances: 'numenera/distance-rounds-interaction#distance',
    modifiers: 'numenera/how-to-play#attack-modifiers',
    hazards: 'cypher/hazards#damage-from-hazards',
    ambient: 'numenera/damage-and-recovery#ambient-damage',
    objectTrack: 'numenera/damage-and-recovery#object-damage-track',
    hardness: 'cypher/attack-modifiers#hardness',
    damagingObjects: 'cypher/attack-modifiers#damaging-objects',
    intrusion: 'numenera/special-rolls-and-xp#natural-1',
    intrusionXp: 'numenera/special-rolls-and-xp#gm-intrusion',
    reroll: 'numenera/special-rolls-and-xp#spending-xp',
    discovery: 'numenera/special-rolls-and-xp#discovery',
    luckyShot: 'cypher/attack-modifiers#illumination',
    playerVsPlayer: 'cypher/attack-modifiers#combat-between-pcs',
  },
} as const satisfies {
  // The Cypher System's rules give no numbers for a reroll or for discoveries (experience.ts): no such lines.
  cypher: Record<Exclude<ScreenLine, 'reroll' | 'discovery'>, RuleAt>;
  numenera: Record<ScreenLine, RuleAt>;
};
