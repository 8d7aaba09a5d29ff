// Shared literal types of the rules module. Finite sets are literal unions so that an
// illegal value does not type-check.

/** One of the three stats. 004 "Key Concepts" (STAT); 000 힘/속력/지성; 001 Vigor/Velocidad/Intelecto. */
export type Stat = 'might' | 'speed' | 'intellect';

/** Skill level for a task. 004 "Key Concepts" (INABILITY, PRACTICED, TRAINED, SPECIALIZED). */
export type Skill = 'inability' | 'practiced' | 'trained' | 'specialized';

/** The PC damage track, best to worst. 004 "The Damage Track"; 002 "The Damage Track"; 000 "부상 트랙". */
export type Track = 'hale' | 'impaired' | 'debilitated' | 'dead';

/** Which game's rules apply. 'cypher' follows 004, 'numenera' follows 000 (see README). */
export type RulesetId = 'cypher' | 'numenera';

/** The three stat Pools of a PC, in points. */
export interface Pools {
  might: number;
  speed: number;
  intellect: number;
}

/** What kind of damage a hit deals: a stat, or ambient damage. 004 "Damage", "Ambient Damage". */
export type HitType = Stat | 'ambient';
