// A link that carries a character, for a GM or a friend: the character file (file.ts) of one character, compressed
// where the browser can, in the address's fragment (`#character=…`), which browsers never send to a server. Opening
// such a link changes nobody's characters: the sheet offers to add it.
import { characterFile, maxFileBytes, readCharacterFile, type FileProblem } from './file.ts';
import type { CharacterSheet } from './sheet.ts';

/** The fragment's parameter: `#character=<payload>`. */
export const shareParameter = 'character';

// The payload: one letter for how the file was written (`z`: deflate-raw, `j`: plain JSON), then its bytes in
// base64url. Every engine the site supports reads `z` (CompressionStream: Chrome 103, Firefox 113, Safari 16.4).
const canCompress = () => typeof CompressionStream === 'function';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (letter) => letter.charCodeAt(0));
}

/** Reads a stream to its end, or stops at `limit` bytes (a payload that inflates without end). */
async function readAtMost(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.length;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/** Bytes through a compression or decompression stream. */
const through = (bytes: Uint8Array, stream: CompressionStream | DecompressionStream) =>
  new Blob([bytes as BlobPart]).stream().pipeThrough(stream);

/**
 * The address of `page` carrying the character. `site` names the schema in the file, as an export does.
 *
 * @example
 * await shareAddress(sheet, 'https://rules-reference.netlify.app/ko/character/', site); // '…/ko/character/#character=z…'
 */
export async function shareAddress(sheet: CharacterSheet, page: string, site: string): Promise<string> {
  const bytes = new TextEncoder().encode(characterFile([sheet], site));
  const payload = canCompress()
    ? `z${toBase64Url((await readAtMost(through(bytes, new CompressionStream('deflate-raw')), Infinity))!)}`
    : `j${toBase64Url(bytes)}`;
  const address = new URL(page);
  address.hash = `${shareParameter}=${payload}`;
  return address.href;
}

/** What a shared link holds: its character, or why it cannot be read (`unsupported`: this browser cannot inflate). */
export type Shared = { sheet: CharacterSheet } | { problem: FileProblem | 'unsupported' };

/**
 * The character an address's fragment carries, or undefined when it carries none.
 *
 * @example
 * await readShared(location.hash); // { sheet } | { problem: 'damaged' } | undefined
 */
export async function readShared(hash: string): Promise<Shared | undefined> {
  const payload = new URLSearchParams(hash.replace(/^#/, '')).get(shareParameter);
  if (payload === null) return undefined;
  let bytes: Uint8Array | undefined;
  try {
    bytes = fromBase64Url(payload.slice(1));
    if (payload.startsWith('z')) {
      if (typeof DecompressionStream !== 'function') return { problem: 'unsupported' };
      bytes = await readAtMost(through(bytes, new DecompressionStream('deflate-raw')), maxFileBytes);
      if (!bytes) return { problem: 'too-large' };
    } else if (!payload.startsWith('j')) return { problem: 'damaged' };
  } catch {
    return { problem: 'damaged' };
  }
  const read = readCharacterFile(new TextDecoder().decode(bytes));
  if ('problem' in read) return read;
  return read.sheets.length === 1 ? { sheet: read.sheets[0]! } : { problem: 'damaged' };
}
