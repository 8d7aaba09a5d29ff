// budgets.json, the one file of budgets and the Starlight figures they come from (issue 45, T3): each budget says
// where its figure comes from and when it was measured, and each page it names is a page of the site.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { budgetFile } from '../../scripts/lib/budgets.mjs';

interface Figure {
  date: string;
  what: string;
  starlight: number[];
  ours: number[];
}
const date = /\b20\d\d-\d\d-\d\d\b/;
/** The content file of a page's path (`/ko/cypher/other-actions/` is content/ko/cypher/other-actions.mdx). */
const contentOf = (path: string) => `content${path.split('#')[0]!.replace(/\/$/, '')}.mdx`;

describe('budgets.json', () => {
  it('gives every dist budget a size', () => {
    for (const [name, kb] of Object.entries(budgetFile.dist.kb as Record<string, number>)) {
      expect(kb, name).toBeGreaterThan(0);
      expect(budgetFile.dist.meaning[name], name).toBeTruthy();
    }
    expect(budgetFile.dist.from).toMatch(date);
  });

  it.each(budgetFile.firstVisit.pages as { path: string; kb: number; from: string }[])(
    'first visit to $path: a budget, measured on a date, of a page that exists',
    ({ path, kb, from }) => {
      expect(kb).toBeGreaterThan(0);
      expect(from).toMatch(date);
      expect(existsSync(contentOf(path)), contentOf(path)).toBe(true);
    },
  );

  it('dates every Starlight figure, one value per page or measure on each side', () => {
    const figures = budgetFile.starlight.figures as Figure[];
    expect(figures.length).toBeGreaterThan(3);
    for (const figure of figures) {
      expect(figure.date, figure.what).toMatch(date);
      expect(figure.ours.length, figure.what).toBe(figure.starlight.length);
    }
    for (const path of budgetFile.starlight.pages as string[]) expect(existsSync(contentOf(path)), path).toBe(true);
  });

  it('holds the figures issue 45 quotes for today and the next step, with their date', () => {
    expect(budgetFile.issue45.date).toMatch(date);
    expect(Object.keys(budgetFile.issue45.next)).toEqual(
      expect.arrayContaining(['html', 'firstVisit', 'build16x', 'firstSearchInOwnBox', 'faqBlockingMs']),
    );
  });
});
