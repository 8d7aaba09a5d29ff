import type { APIRoute } from 'astro';
import { characterSchema } from '../../character/schema.ts';

// /schemas/characters-1.json: the JSON schema of the character file that the character sheet exports and imports
// (src/character/file.ts names this address in every file it writes).
export const GET: APIRoute = ({ site }) =>
  new Response(`${JSON.stringify(characterSchema(site!), null, 2)}\n`, {
    headers: { 'content-type': 'application/schema+json' },
  });
