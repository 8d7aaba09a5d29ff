// What the character sheet does with files, links and paper, loaded the first time the reader uses one of them (or
// opens a link that carries a character): exporting and importing characters (src/character/file.ts, trpg-stelo.ts),
// the link to share (share.ts), printing, and saving as text what is stored but cannot be read.
import { characterFile, maxFileBytes, readCharacterFile, type FileProblem } from '../../../character/file.ts';
import { readShared, shareAddress, shareParameter } from '../../../character/share.ts';
import type { CharacterSheet } from '../../../character/sheet.ts';
import { addCharacters, keepDamagedAside, type Added } from '../../../character/store.ts';
import type { CharacterSheetIsland } from './character-sheet.ts';

/** The message of a file or link that cannot be imported. */
const fileProblems: Record<FileProblem | 'unsupported', string> = {
  'too-large': 'character.file.tooLarge',
  'not-json': 'character.file.notJson',
  'not-characters': 'character.file.notCharacters',
  newer: 'character.file.newer',
  damaged: 'character.file.damaged',
  unsupported: 'character.file.unsupported',
};

/** Lets the reader save some text as a file. */
function download(text: string, name: string, type: string) {
  const link = Object.assign(document.createElement('a'), {
    href: URL.createObjectURL(new Blob([text], { type })),
    download: name,
  });
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** Says what adding characters did: how many were added, how many were already there; or why none was. */
function added(island: CharacterSheetIsland, result: Added) {
  island.written(result);
  if (!result.ok) return;
  const parts = [island.text('character.import.added', { count: result.added })];
  if (result.already > 0) parts.push(island.text('character.import.already', { count: result.already }));
  island.say(parts.join(' '));
}

/** Imports the file the reader chose: every character in it, or none, saying why. */
export async function importFile(island: CharacterSheetIsland, input: HTMLInputElement) {
  const file = input.files?.[0];
  if (!file) return;
  input.value = '';
  const read = file.size > maxFileBytes ? { problem: 'too-large' as const } : readCharacterFile(await file.text());
  if ('problem' in read) island.say(island.text(fileProblems[read.problem]));
  else added(island, addCharacters(read.sheets));
}

/** The shared character the address carries, once read: offered, never added without the reader's say. */
let shared: CharacterSheet | undefined;

/** Reads the character a link carries and offers to add it (or says why it cannot be read). */
export async function offerShared(island: CharacterSheetIsland) {
  const read = await readShared(location.hash);
  if (!read) return;
  const box = island.querySelector<HTMLElement>('[data-shared]')!;
  box.hidden = false;
  if ('problem' in read) {
    box.querySelector('[data-shared-text]')!.textContent = island.text(fileProblems[read.problem]);
    box.querySelector<HTMLElement>('[data-action="add-shared"]')!.hidden = true;
    return;
  }
  shared = read.sheet;
  box.querySelector('[data-shared-text]')!.textContent = island.text('character.shared.offer', {
    name: island.nameOf(read.sheet),
  });
  const { descriptor, type, focus } = read.sheet;
  box.querySelector('[data-shared-summary]')!.textContent = [descriptor, type, focus].some(Boolean)
    ? island.text('character.shared.summary', { descriptor, type, focus })
    : '';
}

/** Leaves the shared character's offer, and takes its character out of the address (it stays in the history). */
function closeShared(island: CharacterSheetIsland) {
  island.querySelector<HTMLElement>('[data-shared]')!.hidden = true;
  shared = undefined;
  const address = new URL(location.href);
  const fragment = new URLSearchParams(address.hash.slice(1));
  fragment.delete(shareParameter);
  address.hash = fragment.toString();
  history.replaceState(history.state, '', address);
}

/** The buttons of files, links and printing. */
export async function act(island: CharacterSheetIsland, action: string, index: number) {
  const site = island.dataset.site ?? location.origin;
  const sheet = island.sheet;
  const store = island.loaded.state === 'ok' ? island.loaded.store : undefined;
  if (action === 'export') {
    const sheets = store?.characters.map((character) => character.sheet) ?? [];
    download(characterFile(sheets.length > 0 ? sheets : [sheet], site), 'characters.json', 'application/json');
  } else if (action === 'share') {
    const box = island.querySelector<HTMLElement>('[data-share]')!;
    const link = box.querySelector<HTMLInputElement>('input')!;
    link.value = await shareAddress(sheet, location.origin + location.pathname, site);
    box.hidden = false;
    link.select();
  } else if (action === 'copy') {
    const link = island.querySelector<HTMLInputElement>('[data-share] input')!;
    link.select();
    // Where the browser gives no clipboard (a page not served over https), the selected link is there to copy.
    try {
      await navigator.clipboard.writeText(link.value);
      island.say(island.text('character.share.copied'));
    } catch {}
  } else if (action === 'print') print();
  else if (action === 'save-damaged') {
    const text =
      island.loaded.state === 'ok' ? store?.damaged[index] : 'text' in island.loaded ? island.loaded.text : '';
    download(text ?? '', 'characters-damaged.txt', 'text/plain');
  } else if (action === 'start-over') island.written(keepDamagedAside());
  else if (action === 'add-shared' && shared) {
    added(island, addCharacters([shared]));
    closeShared(island);
  } else if (action === 'dismiss-shared') closeShared(island);
}
