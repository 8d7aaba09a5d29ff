import { hasCharacter } from '../../../character/active-key.ts';
import type { CharacterLine, CharacterPart } from './character-line.ts';
import type { KeptData } from './island-history.ts';
import { Island } from './island.ts';

/**
 * An island the reader's active character can fill and play forward (issue 41): the Effort calculator, the damage
 * simulator, the recovery roll. On a Cypher System, Numenera or tools page, when the reader has a character, it loads
 * its tool's part (`characterPart`, which brings character-line.ts); otherwise it is the island as it was, and loads
 * nothing more. Its own file, so that islands with no character part carry none of it.
 */
export abstract class CharacterIsland extends Island {
  /** The line that says the reader's character is used, once loaded. */
  private character: CharacterLine | undefined;

  /**
   * The tool's part, imported dynamically here in the island's own file (a dynamic import in island.ts would draw
   * Vite's preload helper into the chunk that every page loads).
   */
  protected abstract characterPart(): Promise<CharacterPart>;

  protected override start() {
    super.start();
    if (!hasCharacter() || !/^\/[^/]+\/(cypher|numenera|tools)\//.test(location.pathname)) return;
    void this.characterPart().then(({ CharacterLine, tool }) => {
      this.character = new CharacterLine(
        {
          island: this,
          text: this.text,
          state: () => this.state(),
          fromAddress: () => this.addressState() !== undefined,
          fill: (values) => {
            this.setFields(Object.entries(values));
            this.save();
          },
        },
        tool,
      );
    });
  }

  /** The address shows its state (Back, a link): the line judges whether it is the character's. */
  override showState(state: string | undefined, kept: KeptData | undefined) {
    super.showState(state, kept);
    this.character?.shown();
  }
}
