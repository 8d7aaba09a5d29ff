import Callout from './Callout.astro';
import LocalizedLink from './LocalizedLink.astro';
import Table from './Table.astro';

/**
 * What MDX pages can use without an import (content/README.md, "Components"), and the HTML elements we render
 * our own way: links resolve to the reader's locale, tables scroll on small screens.
 */
export const mdxComponents = {
  a: LocalizedLink,
  table: Table,
  Callout,
};
