import { describe, expect, it } from 'vitest';
import { localizeHref } from './links.ts';

describe('localizeHref', () => {
  it.each([
    ['/cypher/pools-edge-effort/#effort', 'ko', '/ko/cypher/pools-edge-effort/#effort'],
    ['/numenera/cyphers/', 'es', '/es/numenera/cyphers/'],
    ['/en/cypher/hazards/', 'ko', '/en/cypher/hazards/'],
    ['#effort', 'ko', '#effort'],
    ['https://example.org/x', 'es', 'https://example.org/x'],
    ['//cdn.example.org/x', 'es', '//cdn.example.org/x'],
  ] as const)('%s in %s -> %s', (href, locale, expected) => {
    expect(localizeHref(href, locale)).toBe(expected);
  });
});
