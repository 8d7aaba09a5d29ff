// The English pages are written in American spelling (Armor, defense, meter). A reader who types the British
// spelling would otherwise get Pagefind's fallback for a word it does not know: the longest prefix it does know
// ("armour" finds "arm"). The query is searched in American spelling instead; no page uses the British forms.

/** British spellings of words the rules use, by their American spelling (inflected forms follow the stem). */
const britishStems: Record<string, string> = {
  armour: 'armor',
  defence: 'defense',
  offence: 'offense',
  metre: 'meter',
  kilometre: 'kilometer',
  centimetre: 'centimeter',
  manoeuvre: 'maneuver',
  colour: 'color',
  favour: 'favor',
  honour: 'honor',
  behaviour: 'behavior',
  vigour: 'vigor',
  centre: 'center',
  grey: 'gray',
  travell: 'travel',
  modell: 'model',
  levell: 'level',
  analys: 'analyz',
  organis: 'organiz',
  recognis: 'recogniz',
};

const pattern = new RegExp(`\\b(${Object.keys(britishStems).join('|')})(\\p{L}*)`, 'giu');

/**
 * The query in American spelling, or undefined when it has no British spelling to change.
 *
 * @example
 * americanSpelling('Armour class') // 'armor class'
 * americanSpelling('defences')     // 'defenses'
 * americanSpelling('armor')        // undefined
 */
export function americanSpelling(query: string): string | undefined {
  let changed = false;
  const result = query.replace(pattern, (_word, stem: string, ending: string) => {
    changed = true;
    return `${britishStems[stem.toLowerCase()]}${ending}`;
  });
  return changed ? result : undefined;
}
