#!/usr/bin/env node
// Search benchmark (issue 8): in headless Chromium against the built site, per locale,
//  - the bytes a reader's first query fetches from /pagefind/ (JS + WASM + index chunks + result fragments + our
//    glossary terms, as they travel: Pagefind's index files are already compressed, JS and JSON count gzipped), for five
//    first queries each in a fresh browser (scripts/lib/bench-browser.mjs), against the budget: Starlight's first
//    query on the same content (budgets.json, "firstSearch": 137 KB en, 154 KB ko; Spanish held to English's);
//  - the time from a keystroke to results drawn, median over 20 queries (debounce included).
// Usage: node scripts/bench-search.mjs   (after npm run build; run by npm run bench)
import { firstSearchBudgetKB as budget } from './lib/budgets.mjs';
import { stripKoreanParticles } from '../src/components/search/korean.ts';
import { firstQueries, firstQueryBytesByLocale, launchChromium, median, serveDist } from './lib/bench-browser.mjs';

const queries = {
  ko: [
    '분발',
    '난이도',
    '피해를',
    '회복 굴림',
    '장갑',
    '사이퍼',
    '재능',
    '역량',
    '초기 비용',
    '마스터 개입',
    '엄폐',
    '수영',
    '추격',
    '추종자',
    '경험치',
    '행동 순서',
    '부상 트랙',
    '블랙홀',
    '무자비한 규칙',
    'Effort',
  ],
  es: [
    'Esfuerzo',
    'dificultad',
    'daño',
    'recuperacion',
    'Armadura',
    'dispositivo',
    'Ventaja',
    'Reserva',
    'coste inicial',
    'intrusion',
    'cobertura',
    'nadar',
    'persecución',
    'seguidores',
    'experiencia',
    'iniciativa',
    'escala de daño',
    'agujero negro',
    'regla sombría',
    'Effort',
  ],
  en: [
    'Effort',
    'difficulty',
    'damage',
    'recovery',
    'Armor',
    'cypher',
    'Edge',
    'Pool',
    'initial cost',
    'intrusion',
    'cover',
    'swimming',
    'chase',
    'followers',
    'experience',
    'initiative',
    'damage track',
    'black hole',
    'grim rule',
    '분발',
  ],
};

const { base, stop } = await serveDist();
const browser = await launchChromium();

try {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    'Search: first query (bytes fetched, each query in a fresh browser)   keystroke -> results (median of 20)',
  );
  const bytes = await firstQueryBytesByLocale(browser, base);
  for (const [locale, list] of Object.entries(queries)) {
    const sizes = bytes[locale];
    console.log(
      `${locale}   first query: median ${kb(median(sizes))}, max ${kb(Math.max(...sizes))} (${firstQueries[locale].join(', ')}; budget ${budget[locale]} KB)`,
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/${locale}/`);
    await page.keyboard.press('/');
    await page.locator('dialog[data-search-dialog]').waitFor({ state: 'visible' });
    const timings = [];
    for (const query of list) {
      const elapsed = await page.evaluate(
        (text) =>
          new Promise((resolve) => {
            const input = document.querySelector('#search-input');
            const status = document.querySelector('[data-search-status]');
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (status.textContent.includes(text)) {
                observer.disconnect();
                requestAnimationFrame(() => resolve(performance.now() - start));
              }
            });
            observer.observe(status, { childList: true, characterData: true, subtree: true });
            input.value = text;
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }),
        query,
      );
      timings.push(elapsed);
    }
    console.log(
      `${locale}   keystroke -> results: ${median(timings).toFixed(0)} ms (first ${timings[0].toFixed(0)} ms)`,
    );
    await context.close();
  }
  await measureKoreanParticles();
} finally {
  await browser.close();
  stop();
}

/**
 * What stripping Korean particles adds (issue 8, "Measure it"): for queries typed with particles, the pages found
 * as typed against the pages found as typed or stripped (what the search dialog merges).
 */
async function measureKoreanParticles() {
  const typed = [
    '분발을',
    '난이도는',
    '피해를',
    '장갑이',
    '재능이',
    '역량에서',
    '회복 굴림을',
    '사이퍼를',
    '경험치를',
    '부상 트랙에서',
    '보탬은',
    '목표치가',
  ];
  const page = await browser.newPage();
  await page.goto(`${base}/ko/`);
  const pairs = typed.map((query) => [query, stripKoreanParticles(query) ?? query]);
  const counts = await page.evaluate(async (list) => {
    const pagefind = await import('/pagefind/pagefind.js');
    await pagefind.options({ noWorker: true });
    await pagefind.init();
    const found = async (query) => new Set((await pagefind.search(query)).results.map((result) => result.id));
    return Promise.all(
      list.map(async ([query, stripped]) => {
        const asTyped = await found(query);
        const merged = new Set([...asTyped, ...(await found(stripped))]);
        return [asTyped.size, merged.size];
      }),
    );
  }, pairs);
  const before = counts.reduce((sum, [asTyped]) => sum + asTyped, 0);
  const after = counts.reduce((sum, [, merged]) => sum + merged, 0);
  console.log(
    `\nKorean particles: ${typed.length} queries typed with particles find ${before} pages as typed, ${after} with particles stripped too (+${(((after - before) / before) * 100).toFixed(0)}%).`,
  );
  for (const [index, [query, stripped]] of pairs.entries())
    console.log(`  ${query} -> ${stripped}: ${counts[index][0]} -> ${counts[index][1]}`);
  await page.close();
}
