import type { Locator, Page } from 'playwright-core';

/** An island on a page, located by its custom element tag, with the test hooks its markup guarantees. */
export function island(page: Page, tag: string) {
  const root = page.locator(tag).first();
  /**
   * Waits until the island has the code its result needs: the damage simulator's NPC mode loads on demand, says so
   * with `data-loading`, and checks its fields (and shows their errors) only once that code has come.
   */
  const loaded = () => root.and(page.locator(':not([data-loading])')).waitFor();
  return {
    root,
    field: (name: string): Locator => root.locator(`[name="${name}"]`),
    /** Types into a field as a reader would (select all, type), then leaves it (Tab). */
    async type(name: string, text: string) {
      const field = root.locator(`input[name="${name}"]`);
      await field.fill('');
      await field.pressSequentially(text);
      await field.press('Tab');
    },
    async select(name: string, value: string) {
      await root.locator(`select[name="${name}"]`).selectOption(value);
    },
    async check(name: string, checked: boolean) {
      await root.locator(`input[name="${name}"]`).setChecked(checked);
    },
    /** The plain value of an `<output name>` (its `data-value`), once the island has the code its result needs. */
    async value(name: string) {
      await loaded();
      return root.locator(`output[name="${name}"]`).getAttribute('data-value');
    },
    /** The formatted text of an `<output name>`, once the island has the code its result needs. */
    async text(name: string) {
      await loaded();
      return root.locator(`output[name="${name}"]`).textContent();
    },
    /** The error message shown beside a field, or '' when there is none, once the island has the code it needs. */
    async error(name: string) {
      await loaded();
      const error = root.locator(`[data-error-for="${name}"]`);
      return (await error.isVisible()) ? ((await error.textContent()) ?? '') : '';
    },
    /** Waits until the island's script has taken over (it marks itself when connected). */
    ready: () => root.and(page.locator(':defined')).waitFor(),
  };
}

/**
 * Puts the islands' last edits into the address at once, as the page does when it is hidden or left
 * (src/components/islands/shared/island-history.ts): edits that come faster than one every 400 ms reach the address
 * together, a moment after the last one, and a reload in that moment (which the browser makes from the address it
 * has) would not see them.
 */
export function writeAddressNow(page: Page): Promise<void> {
  return page.evaluate(() => void document.dispatchEvent(new Event('visibilitychange')));
}
