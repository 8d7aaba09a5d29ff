import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { transformSync } from 'esbuild';

/**
 * The scripts that run before first paint (src/scripts/: the stored theme and `data-js` on every page, a remembered
 * comparison on a page that offers one, the FAQ's options on the FAQ, the root page's choice of language) are written
 * into the page's head: a script file there holds the first paint until it has arrived, about 300 ms on a phone on a
 * slow network by Lighthouse's count. The CSP admits exactly these texts, by their hashes, and no other inline script.
 * What each does is said where it is included.
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

/**
 * The before-paint scripts as pages carry them: the files of src/scripts/ that a page runs, as one script (Base.astro
 * joins them in this order). One text compresses better than two: the FAQ's three parts cost no more than its two did
 * as separate scripts, which keeps its start-up JavaScript inside 3 KB.
 */
export const beforePaintScripts: readonly (readonly string[])[] = [
  ['before-paint.js'],
  ['before-paint.js', 'compare-before-paint.js'],
  ['before-paint.js', 'compare-before-paint.js', 'faq-before-paint.js'],
  ['chooser-before-paint.js'],
];

/** The CSP sources of the before-paint scripts, as they are now. */
export function beforePaintScriptHashes(): string[] {
  return beforePaintScripts.map((files) =>
    scriptHash(inlineScript(files.map((file) => readFileSync(new URL(file, scriptsDir), 'utf8')).join(''))),
  );
}

/**
 * Writes those hashes into the CSP of the built site's _headers, after `'self'` in script-src: public/_headers holds
 * the policy, the build adds what only the build knows (docs/deploy.md).
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
