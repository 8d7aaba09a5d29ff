// The sheet's code as load-character-sheet.ts loads it: with its words, the element is defined and starts. Its words
// (what its script says, ../island-words.ts) are fetched as every island's are (shared/lazy.ts).
import CharacterSheetIsland from './character-sheet.ts';

void fetch(`/${document.documentElement.lang}/island-words/character-sheet.json`)
  .then((response) => (response.ok ? response.text() : Promise.reject(new Error(response.statusText))))
  .then((words) => {
    for (const sheet of document.querySelectorAll<HTMLElement>('character-sheet')) sheet.dataset.strings = words;
    customElements.define('character-sheet', CharacterSheetIsland);
  });
