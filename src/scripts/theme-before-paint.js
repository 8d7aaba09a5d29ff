// @ts-check
// Applies the reader's stored theme before first paint, so a page never flashes the other one. Base.astro loads
// this file as a classic, parser-blocking script in <head> (a module script would run after parsing, too late),
// shipped as written under a hashed name in /_astro/: no inline script, so the CSP needs no hash or nonce.
try {
  const theme = localStorage.getItem('theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Storage can be blocked (privacy settings): the system preference then decides.
}
