#!/usr/bin/env node
// Makes the site's PNG images from public/favicon.svg and the UI strings, with Debian's Chromium (the browser the
// tests use): the app icons (192, 512, maskable 512), the apple-touch-icon and one Open Graph image per locale
// (the site's name and tagline in that language). Usage: npm run images
//
// The PNGs are committed, not made at build time: text is drawn with the machine's fonts (Nanum, Debian's
// fonts-nanum, for Hangul and Latin alike), so a build on a machine without them would draw other letters. Run this
// again after changing the favicon, the site's name or tagline, or src/lib/brand.ts, and commit what it writes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { appIcons, appleTouchIcon, ogImage } from '../src/lib/brand.ts';
import { locales, localeInfo } from '../src/i18n/locales.ts';

const publicDir = 'public';
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const faviconURL = `data:image/svg+xml;base64,${Buffer.from(favicon).toString('base64')}`;
// The favicon's own background: the maskable and apple-touch icons fill their whole square with it.
const markBackground = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1] ?? '#1f2937';
const fonts = ['NanumSquare', 'NanumBarunGothic'];

const installed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
const missing = fonts.filter((font) => !installed.includes(font));
if (missing.length > 0) {
  console.error(`Missing fonts: ${missing.join(', ')}. On Debian or Ubuntu: sudo apt-get install fonts-nanum`);
  process.exit(1);
}

const size = (sizes) => Number(sizes.split('x')[0]);

/** The favicon alone, transparent corners: the "any" icons. */
const plainIcon = (px) => `<img src="${faviconURL}" width="${px}" height="${px}">`;

/**
 * The favicon on a full square of its own background, scaled to 80%: inside the maskable icons' safe zone (a
 * centred circle of 80% of the width) and clear of the corners iOS rounds.
 */
const fullBleedIcon = (px) =>
  `<div style="width:${px}px;height:${px}px;background:${markBackground};display:grid;place-items:center">
     <img src="${faviconURL}" width="${px * 0.8}" height="${px * 0.8}">
   </div>`;

const strings = (locale) => JSON.parse(readFileSync(`src/i18n/${locale}.json`, 'utf8'));

const socialCard = (locale) => {
  const t = strings(locale);
  const languages = locales.map((code) => localeInfo[code].nativeName).join(' · ');
  return `<div lang="${locale}" style="width:${ogImage.width}px;height:${ogImage.height}px;box-sizing:border-box;
      padding:80px 90px;background:${markBackground};color:#f9fafb;display:flex;flex-direction:column;
      justify-content:space-between;font-family:${fonts[1]};word-break:keep-all">
    <div style="display:flex;align-items:center;gap:40px">
      <img src="${faviconURL}" width="150" height="150">
      <div style="font-weight:700;font-size:84px;line-height:1.1">${t['site.name']}</div>
    </div>
    <div style="font-size:42px;line-height:1.45;color:#e5e7eb;max-width:1000px">${t['site.tagline']}</div>
    <div style="font-family:${fonts[0]};font-size:30px;color:#fbbf24">${languages}</div>
  </div>`;
};

const images = [
  ...appIcons.map((icon) => ({
    file: icon.src,
    width: size(icon.sizes),
    height: size(icon.sizes),
    html: icon.purpose === 'maskable' ? fullBleedIcon(size(icon.sizes)) : plainIcon(size(icon.sizes)),
  })),
  {
    file: appleTouchIcon.src,
    width: size(appleTouchIcon.sizes),
    height: size(appleTouchIcon.sizes),
    html: fullBleedIcon(size(appleTouchIcon.sizes)),
  },
  ...locales.map((locale) => ({
    file: ogImage.src(locale),
    width: ogImage.width,
    height: ogImage.height,
    html: socialCard(locale),
  })),
];

const browser = await chromium.launch({
  executablePath: [process.env.CHROME_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path)),
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
});
try {
  for (const image of images) {
    const page = await browser.newPage({ viewport: { width: image.width, height: image.height } });
    await page.setContent(`<!doctype html><body style="margin:0;background:transparent">${image.html}</body>`);
    await page.evaluate(() => document.fonts.ready);
    const path = join(publicDir, image.file);
    mkdirSync(dirname(path), { recursive: true });
    await page.screenshot({ path, omitBackground: true });
    await page.close();
    console.log(`${path} (${image.width}x${image.height})`);
  }
} finally {
  await browser.close();
}
