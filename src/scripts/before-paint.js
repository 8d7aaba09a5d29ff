{
  const root = document.documentElement;
  root.dataset.js = '';
  try {
    const theme = localStorage.getItem('theme');
    if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
    // The chaos bag offers a bag kept from an earlier visit: its line has room from the first paint.
    if (localStorage.getItem('chaos-bag')) root.dataset.keptBag = '';
  } catch {}
}
