// The dice roller with the reader's character (issue 41, shared/character-line.ts): read-only, it takes whether the
// character is impaired (on the damage track), which changes what a special roll gives (004 "The Damage Track").
import type { CharacterTool } from '../shared/character-line.ts';

export { CharacterLine } from '../shared/character-line.ts';

export const tool: CharacterTool = {
  fields: (sheet) => ({ impaired: sheet.track === 'impaired' ? '1' : '0' }),
  actions: [],
};
