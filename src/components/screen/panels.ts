import type { MarkdownHeading } from 'astro';
import { useTranslations, type Locale, type UiKey } from '../../i18n/index.ts';
import type { rulesCollections } from '../../lib/collections.ts';

/** The game of a GM screen: one screen in each rules collection (content/<locale>/<collection>/screen.mdx). */
export type ScreenGame = (typeof rulesCollections)[number];

/** The panels of the Cypher System and Numenera screens, in the order issue 43 gives them. */
const rulesPanels = [
  { id: 'difficulty', title: 'screen.panel.difficulty' },
  { id: 'easing', title: 'screen.panel.easing' },
  { id: 'effort', title: 'screen.panel.effort' },
  { id: 'special-rolls', title: 'screen.panel.specialRolls' },
  { id: 'damage-track', title: 'screen.panel.damageTrack' },
  { id: 'recovery', title: 'screen.panel.recovery' },
  { id: 'distances', title: 'screen.panel.distances' },
  { id: 'combat-modifiers', title: 'screen.panel.combatModifiers' },
  { id: 'hazards', title: 'screen.panel.hazards' },
  { id: 'objects', title: 'screen.panel.objects' },
  { id: 'intrusions-xp', title: 'screen.panel.intrusions' },
  { id: 'player-vs-player', title: 'screen.panel.playerVsPlayer' },
] as const;

/** The panels of the Arkham Horror screen. */
const arkhamPanels = [
  { id: 'skill-test', title: 'screen.panel.skillTest' },
  { id: 'chaos-tokens', title: 'screen.panel.chaosTokens' },
  { id: 'bags', title: 'screen.panel.bags' },
  { id: 'rulings', title: 'screen.panel.rulings' },
] as const;

/**
 * Each screen's panels: the id of each panel's heading (the same in every locale, so the language switcher, search
 * results and the jump menu land on it) and its title's UI string.
 */
export const screenPanels = {
  cypher: rulesPanels,
  numenera: rulesPanels,
  arkham: arkhamPanels,
} as const satisfies Record<ScreenGame, readonly { id: string; title: UiKey }[]>;

/** The id of any screen's panel. */
export type ScreenPanelId = (typeof rulesPanels | typeof arkhamPanels)[number]['id'];

/** A screen's panels as the headings of its page: the jump menu (RulesPage's list of sections) lists them. */
export function screenHeadings(game: ScreenGame, locale: Locale): MarkdownHeading[] {
  const t = useTranslations(locale);
  return screenPanels[game].map(({ id, title }) => ({ depth: 2, slug: id, text: t(title) }));
}

/** The title of a panel, by its id. */
export function panelTitle(id: ScreenPanelId): UiKey {
  return [...rulesPanels, ...arkhamPanels].find((panel) => panel.id === id)!.title;
}
