// The theme buttons (ThemeToggle.astro). The stored choice is applied before first paint by the head script of
// Base.astro; this only toggles it.
export function startThemeToggle() {
  const root = document.documentElement;
  const isDark = () =>
    root.dataset.theme ? root.dataset.theme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    button.setAttribute('aria-pressed', String(isDark()));
    button.addEventListener('click', () => {
      const theme = isDark() ? 'light' : 'dark';
      root.dataset.theme = theme;
      localStorage.setItem('theme', theme);
      button.setAttribute('aria-pressed', String(isDark()));
    });
  }
}
