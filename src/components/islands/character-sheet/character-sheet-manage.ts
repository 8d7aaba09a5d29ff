// What the reader does with the character sheet now and then, loaded the first time they do (or open a link that
// carries a character, or compare the page with a second language, or have stored characters that cannot be read):
// choosing, adding and deleting characters, undoing a change, exporting and importing characters
// (src/character/file.ts, trpg-stelo.ts), the link to share (share.ts), printing, saving as text what is stored but
// cannot be read, and the labels in a second language.
import { characterFile, maxFileBytes, readCharacterFile, type FileProblem } from '../../../character/file.ts';
import { readShared, shareAddress, shareParameter } from '../../../character/share.ts';
import { newCharacter, type CharacterSheet } from '../../../character/sheet.ts';
import {
  addCharacters,
  chooseCharacter,
  discardDamaged,
  keepDamagedAside,
  removeCharacter,
  undo,
  type Added,
} from '../../../character/store.ts';
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
  const parts = [];
  if (result.added > 0 || result.already === 0)
    parts.push(island.text('character.import.added', { count: result.added }));
  if (result.already > 0) parts.push(island.text('character.import.already', { count: result.already }));
  island.say(parts.join(' '));
}

/** The reader chose a character in the picker, or a file to import. */
export function changed(island: CharacterSheetIsland, field: HTMLInputElement) {
  if (field.name === 'active') choose(island, field.value);
  else if (field.name === 'import') void importFile(island, field);
}

/** Imports the file the reader chose: every character in it, or none, saying why, in the status line and beside it. */
async function importFile(island: CharacterSheetIsland, input: HTMLInputElement) {
  const file = input.files?.[0];
  if (!file) return;
  input.value = '';
  island.say('');
  const read = file.size > maxFileBytes ? { problem: 'too-large' as const } : readCharacterFile(await file.text());
  if ('problem' in read) island.say(island.text(fileProblems[read.problem]));
  else added(island, addCharacters(read.sheets));
  showBesideImport(island);
}

/** What watches the status line, to clear the line beside the import once the status line says something else. */
let besideImport: MutationObserver | undefined;

/**
 * Shows what the status line said of an import beside the import too, where the reader who chose the file is (the
 * status line is at the top of the sheet). Only the status line is a live region: a screen reader hears it once. The
 * line beside the import goes once the status line says something else.
 */
function showBesideImport(island: CharacterSheetIsland) {
  const status = island.querySelector('[data-status]')!;
  const beside = island.querySelector('[data-import-said]')!;
  beside.textContent = status.textContent;
  besideImport?.disconnect();
  besideImport = new MutationObserver(() => {
    if (status.textContent === beside.textContent) return;
    beside.textContent = '';
    besideImport?.disconnect();
  });
  besideImport.observe(status, { childList: true, characterData: true, subtree: true });
}

/** The shared character the address carries, once read: offered, never added without the reader's say. */
let shared: CharacterSheet | undefined;

/** Reads the character a link carries and offers to add it (or says why it cannot be read). */
export async function offerShared(island: CharacterSheetIsland) {
  const read = await readShared(location.hash);
  if (!read) return;
  const box = island.querySelector<HTMLElement>('[data-shared]')!;
  box.hidden = false;
  shared = 'sheet' in read ? read.sheet : undefined;
  box.querySelector<HTMLElement>('[data-action="add-shared"]')!.hidden = !shared;
  box.querySelector('[data-shared-text]')!.textContent =
    'problem' in read
      ? island.text(fileProblems[read.problem])
      : island.text('character.shared.offer', { name: island.nameOf(read.sheet) });
  const { descriptor = '', type = '', focus = '' } = shared ?? {};
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

/**
 * What is stored that cannot be read (a damaged value, one a newer version wrote) or why nothing can be stored, with
 * what the reader can do; and each stored character that cannot be read, kept as text, with a button to save it as a
 * file and one to discard it.
 */
export function showProblem(island: CharacterSheetIsland) {
  const state = island.loaded.state;
  const damaged = island.store()?.damaged ?? [];
  island.querySelector('[data-problem-text]')!.textContent =
    state === 'ok'
      ? island.text('character.damaged.list', { count: damaged.length })
      : island.text(`character.problem.${state}`);
  island.querySelector<HTMLElement>('[data-action="save-damaged"]')!.hidden = state !== 'damaged' && state !== 'newer';
  island.querySelector<HTMLElement>('[data-action="start-over"]')!.hidden = state !== 'damaged';
  island.querySelector('[data-damaged]')!.replaceChildren(
    ...damaged.map((_, index) => {
      const item = document.createElement('li');
      item.append(island.text('character.damaged.item', { n: index + 1 }));
      for (const [action, key] of [
        ['save-damaged', 'character.damaged.saveText'],
        ['discard-damaged', 'character.damaged.discard'],
      ] as const) {
        const button = Object.assign(document.createElement('button'), {
          type: 'button',
          className: 'btn btn-xs',
          textContent: island.text(key),
        });
        Object.assign(button.dataset, { action, index });
        item.append(button);
      }
      return item;
    }),
  );
}

/** Each language's words of the sheet, fetched once. */
const wordsIn = new Map<string, Promise<Record<string, string>>>();

/**
 * Each label of the sheet with its words in the second language of the page's comparison (`island.compared`), or
 * none: from that language's words of the sheet (`label.<field>`, character-sheet-words.ts).
 */
export async function labelsInSecond(island: CharacterSheetIsland) {
  const lang = island.compared;
  let words: Record<string, string> = {};
  if (lang) {
    if (!wordsIn.has(lang))
      wordsIn.set(
        lang,
        fetch(`/${lang}/island-words/character-sheet.json`).then((response) => response.json()),
      );
    words = await wordsIn.get(lang)!.catch(() => ({}));
    if (island.compared !== lang) return;
  }
  for (const old of island.querySelectorAll('.compare-label')) old.remove();
  for (const label of island.querySelectorAll<HTMLElement>('[data-label], label[for]')) {
    const key = label.dataset.label ?? island.field((label as HTMLLabelElement).htmlFor, 'id')?.name;
    const word = words[`label.${key}`];
    if (word)
      label.append(
        Object.assign(document.createElement('span'), { lang, className: 'compare-label', textContent: word }),
      );
  }
}

/** The sheet's Delete button, which opens the question and which the reader goes back to from it. */
const deleteButton = (island: CharacterSheetIsland) =>
  island.querySelector<HTMLButtonElement>('[data-action="delete"]')!;

/** Shows, or hides, the question whether to delete the character shown. */
function confirmDelete(island: CharacterSheetIsland, open: boolean) {
  const box = island.querySelector<HTMLElement>('.sheet-confirm')!;
  box.hidden = !open;
  deleteButton(island).setAttribute('aria-expanded', String(open));
  box.firstElementChild!.textContent = island.text('character.delete.confirm', { name: island.nameOf(island.sheet) });
  if (open) box.querySelector<HTMLButtonElement>('[data-action="delete-no"]')!.focus();
  // Escape answers no, as a dialog's does.
  box.onkeydown = (event) => {
    if (event.key === 'Escape') keep(island);
  };
}

/** The reader said no (the button, or Escape): the question goes, and the reader goes on from Delete, not the page. */
function keep(island: CharacterSheetIsland) {
  confirmDelete(island, false);
  deleteButton(island).focus();
}

/** Deletes the character shown, once the reader has said yes. */
function deleteCharacter(island: CharacterSheetIsland) {
  const name = island.nameOf(island.sheet);
  confirmDelete(island, false);
  if (island.stored) island.written(removeCharacter(island.stored.sheet.id));
  else {
    island.sheet = newCharacter();
    island.render(true);
  }
  island.say(island.text('character.deleted', { name }));
}

/** A new character, stored at once, shown for the reader to fill in. */
function addNew(island: CharacterSheetIsland) {
  const written = addCharacters([newCharacter()]);
  if (written.ok) island.took(written.store);
  else {
    island.stored = undefined;
    island.sheet = newCharacter();
  }
  island.render(true);
  island.say(island.text(written.ok || written.problem !== 'full' ? 'character.status.new' : 'character.problem.full'));
  island.field('name')!.focus();
}

/** Shows the character the reader chose. */
function choose(island: CharacterSheetIsland, id: string) {
  island.written(chooseCharacter(id));
  island.say(island.text('character.status.chosen', { name: island.nameOf(island.sheet) }));
}

/** Undoes the last change of the character shown, and says which. */
function undoLast(island: CharacterSheetIsland) {
  const last = island.stored?.log.at(-1);
  if (!island.stored || !last) return;
  const written = undo(island.stored.sheet.id, island.stored.revision);
  island.written(written);
  if (written.ok) island.say(island.text('character.log.undone', { line: island.line(last) }));
}

/** The buttons of files, links, printing, undoing, and of new and deleted characters. */
export async function act(island: CharacterSheetIsland, action: string, index: number) {
  const site = island.dataset.site ?? location.origin;
  const sheet = island.sheet;
  const store = island.loaded.state === 'ok' ? island.loaded.store : undefined;
  if (action === 'undo') undoLast(island);
  else if (action === 'new') addNew(island);
  else if (action === 'delete') confirmDelete(island, true);
  else if (action === 'delete-no') keep(island);
  else if (action === 'delete-yes') deleteCharacter(island);
  else if (action === 'export') {
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
  } else if (action === 'start-over') {
    // The value that could not be read is kept as text; what the reader wrote on the sheet meanwhile is stored.
    const kept = keepDamagedAside();
    const untouched = JSON.stringify(sheet) === JSON.stringify(newCharacter(sheet.id));
    island.written(kept.ok && !untouched ? addCharacters([sheet]) : kept);
  } else if (action === 'add-shared' && shared) {
    added(island, addCharacters([shared]));
    closeShared(island);
  } else if (action === 'dismiss-shared') closeShared(island);
}
