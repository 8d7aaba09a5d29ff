// What Arkham Horror's rules add to RulesInputError (core/errors.ts knows no game): the reason its rules refuse an
// input for, and the names of its inputs.
import type { ChaosToken, SymbolToken } from './chaosTokens.ts';

/**
 * An input of the chaos bag's rules: the bag, a count of one kind of token, a symbol's or the elder sign's modifier
 * (or a symbol's X, which a scenario's card turns into its modifier) and effect, the skill test's values, and the
 * campaign and difficulty whose starting bag is asked for, and the scenario whose reference card is.
 */
type ArkhamField =
  | 'bag'
  | 'campaign'
  | 'campaignDifficulty'
  | 'scenario'
  | 'symbol'
  | `bag.${ChaosToken}`
  | SymbolToken
  | 'elderSign'
  | `${SymbolToken | 'elderSign'}Effect`
  | 'skill'
  | 'difficulty';

declare module '../core/errors.ts' {
  interface GameInputReasons {
    arkham: 'empty-bag';
  }
  interface GameInputFields {
    arkham: ArkhamField;
  }
}
