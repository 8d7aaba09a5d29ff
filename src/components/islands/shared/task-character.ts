// The tools with a skill field (TaskFields.astro: the difficulty table, the task calculators, the combat builder) with
// the reader's character (issue 41, character-line.ts): read-only, they offer the sheet's skills by name, and the
// combat builder its attacks too; choosing one sets the skill field. Nothing is filled until the reader chooses.
import type { CharacterSheet } from '../../../character/sheet.ts';
import { skillIds, skills, type Skill } from '../../../rules/index.ts';
import type { CharacterChoice, CharacterTool } from './character-line.ts';
import type { IslandText } from './strings.ts';

export { CharacterLine } from './character-line.ts';

/** An option of a choice: its words, and the skill it sets. */
function option(name: string, skill: Skill, text: IslandText) {
  return { label: text('characterLine.option', { name, level: text(skills[skill].name) }), fields: { skill } };
}

/** The sheet's named skills, each setting the skill field to its level. */
export function skillOptions(sheet: CharacterSheet, text: IslandText) {
  return sheet.skills.filter(({ name }) => name.trim()).map(({ name, level }) => option(name.trim(), level, text));
}

/**
 * The skill level that eases (or hinders) a task by an attack's steps, if one does: an attack eased one step reads as
 * trained, two as specialized, hindered one as an inability (004 "Key Concepts"). A modifier of 3 steps or more, or
 * hindered by 2 or more, is no skill level: such an attack is not offered.
 */
export function attackSkill(modifier: number): Skill | undefined {
  return skillIds.find((skill) => skills[skill].steps === modifier);
}

/** The sheet's named attacks whose steps a skill level gives, each setting the skill field to that level. */
export function attackOptions(sheet: CharacterSheet, text: IslandText) {
  return sheet.attacks.flatMap(({ name, modifier }) => {
    const skill = attackSkill(modifier);
    return name.trim() && skill ? [option(name.trim(), skill, text)] : [];
  });
}

const skillChoice: CharacterChoice = { label: 'characterLine.skill', after: 'skill', options: skillOptions };

/** The difficulty table and the task calculators: the character's skills. */
export const tool: CharacterTool = { fields: () => ({}), actions: [], choices: [skillChoice] };

/** The combat builder: the character's skills and attacks. */
export const combatTool: CharacterTool = {
  ...tool,
  choices: [skillChoice, { label: 'characterLine.attack', after: 'skill', options: attackOptions }],
};
