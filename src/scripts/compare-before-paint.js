// On a page with a "compare with" control (src/components/compare/), a second language that the address asks for
// (?compare=es, a shared link) or that the reader chose on an earlier page (localStorage) is known before first paint:
// `data-compare-pending` lays the page out for the comparison from the start, and its text waits unseen until
// compare.ts has put each section beside its translation (global.css, "Reading two languages"), so nothing moves. The
// same rule as the control's: the address wins, and a language the page does not offer (`data-compare-offers`) is
// ignored, as if it were not there.
{
  const root = document.documentElement;
  const offered = root.dataset.compareOffers.split(' ');
  let chosen = new URLSearchParams(location.search).get('compare');
  try {
    if (!offered.includes(chosen)) chosen = localStorage.getItem('compare');
  } catch {}
  if (offered.includes(chosen)) root.dataset.comparePending = chosen;
}
