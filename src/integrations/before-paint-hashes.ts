import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { transformSync } from 'esbuild';

/**
 * The scripts that run before first paint (src/scripts/: the stored theme and `data-js` on every page, the FAQ's
 * options on the FAQ, the root page's choice of language) are written into the page's head: a script file there holds
 * the first paint until it has arrived, about 300 ms on a phone on a slow network by Lighthouse's count. The CSP
 * admits exactly these texts, by their hashes, and no other inline script. What each does is said where it is
 * included.
 */
const scriptsDir = new URL('../scripts/', import.meta.url);

const minified = new Map<string, string>();

/** A script of src/scripts/ as a page's head carries it: minified, since every page carries it as text. */
export function inlineScript(source: string): string {
  let code = minified.get(source);
  if (code === undefined) {
    code = transformSync(source, { minify: true }).code.trim();
    minified.set(source, code);
  }
  return code;
}

/** A script's CSP source: `'sha256-…'` of its text exactly as the page carries it. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The CSP sources of the scripts of src/scripts/, as they are now. */
export function beforePaintScriptHashes(): string[] {
  return readdirSync(scriptsDir)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => scriptHash(inlineScript(readFileSync(new URL(file, scriptsDir), 'utf8'))));
}

/**
 * Writes those hashes into the CSP of the built site's _headers, after `'self'` in script-src: public/_headers holds
 * the policy, the build adds what only the build knows (README, "Deploy").
 */
export function beforePaintHashes(): AstroIntegration {
  return {
    name: 'before-paint-hashes',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const file = fileURLToPath(new URL('_headers', dir));
        const headers = readFileSync(file, 'utf8');
        const policy = /^(\s+Content-Security-Policy:.*script-src 'self')( 'wasm-unsafe-eval';)/m;
        if (!policy.test(headers)) throw new Error(`${file}: no "script-src 'self' 'wasm-unsafe-eval';" to add to`);
        writeFileSync(file, headers.replace(policy, `$1 ${beforePaintScriptHashes().join(' ')}$2`));
      },
    },
  };
}
