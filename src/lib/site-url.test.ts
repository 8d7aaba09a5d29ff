import { describe, expect, it } from 'vitest';
import { productionSite, siteURL } from './site-url.ts';

describe('siteURL', () => {
  it.each([
    [undefined, productionSite],
    ['', productionSite],
    ['  ', productionSite],
    ['https://rules.example.org', 'https://rules.example.org'],
    ['https://rules.example.org/', 'https://rules.example.org'],
    ['https://RULES.example.org:8443/', 'https://rules.example.org:8443'],
    ['http://127.0.0.1:4321', 'http://127.0.0.1:4321'],
  ])('%j gives %s', (value, expected) => {
    expect(siteURL(value)).toBe(expected);
  });

  it('builds a production https URL by default, never localhost', () => {
    const url = new URL(siteURL(undefined));
    expect(url.protocol).toBe('https:');
    expect(url.hostname).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it.each([
    ['rules.example.org', /absolute URL/],
    ['/ko/', /absolute URL/],
    ['ftp://rules.example.org', /https:\/\//],
    ['javascript:alert(1)', /https:\/\//],
    ['https://user.github.io/repo/', /root of a domain/],
    ['https://rules.example.org/?a=1', /root of a domain/],
    ['https://user:secret@rules.example.org', /root of a domain/],
  ])('refuses %j with a message saying what it needs', (value, message) => {
    expect(() => siteURL(value)).toThrow(message);
  });
});
