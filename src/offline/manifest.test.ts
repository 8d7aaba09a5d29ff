import { describe, expect, it } from 'vitest';
import { notFoundPageFor } from '../lib/not-found-page.ts';
import { localeOf, offlinePageOf } from './manifest.ts';
import { pageTitle } from './page-title.ts';

describe('what the worker answers offline', () => {
  it('takes an address’s language from its first segment, the default one elsewhere', () => {
    expect(localeOf('/es/cypher/x/')).toBe('es');
    expect(localeOf('/')).toBe('en');
    expect(localeOf('/fr/x/')).toBe('en');
    expect(offlinePageOf('ko')).toBe('/ko/offline/');
  });

  it('answers a missing address with its language’s 404 page, or the site’s outside a language', () => {
    expect(notFoundPageFor('/ko/cypher/nothing/')).toBe('/ko/404.html');
    expect(notFoundPageFor('/nothing/')).toBe('/404.html');
    expect(notFoundPageFor('/')).toBe('/404.html');
  });

  it('reads a kept page’s title as the manifest does: og:title, else <title>, entities read', () => {
    expect(pageTitle('<meta property="og:title" content="Tom &amp; Jerry&#39;s"><title>x</title>')).toBe(
      "Tom & Jerry's",
    );
    expect(pageTitle('<title>Only &lt;this&gt;</title>')).toBe('Only <this>');
    expect(pageTitle('<p>none</p>')).toBeUndefined();
  });
});
