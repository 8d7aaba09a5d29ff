#!/usr/bin/env node
// Fast check for authors: compiles MDX files with the site's Markdown settings (Sätteri, heading attributes)
// and reports headings without an explicit {#id}. The full check is `npm run build`.
// Usage: node scripts/check-mdx.mjs content/ko/cypher/*.mdx
import { readFileSync } from 'node:fs';
import { mdxToJs } from 'satteri';

let failed = 0;
for (const file of process.argv.slice(2)) {
  const source = readFileSync(file, 'utf8');
  const problems = [];
  try {
    mdxToJs(source, { features: { headingAttributes: true } });
  } catch (error) {
    problems.push(String(error instanceof Error ? error.message : error));
  }
  let inFence = false;
  source.split('\n').forEach((line, index) => {
    if (line.startsWith('```')) inFence = !inFence;
    if (!inFence && /^#{2,4} /.test(line) && !/\{#[a-z0-9-]+\}\s*$/.test(line)) {
      problems.push(`line ${index + 1}: heading without {#id}: ${line}`);
    }
  });
  if (problems.length) {
    failed++;
    console.log(`${file}:\n  ${problems.join('\n  ')}`);
  }
}
console.log(failed ? `${failed} file(s) with problems` : 'mdx: all files compile');
process.exit(failed ? 1 : 0);
