import type { BrowserContext } from 'playwright-core';

/**
 * Collects every Content-Security-Policy violation in a context's pages, as "<page URL>: <directive> blocked
 * <what> (<where>)". Reported through a binding, not kept in the page, so a violation just before a navigation
 * is not lost. Returns the live list.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', ({ page }, violation: string) => {
    violations.push(`${page.url()}: ${violation}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} ` +
          `(${event.sourceFile || 'the page'}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}
