{
  const root = document.documentElement;
  root.dataset.js = '';
  try {
    const theme = localStorage.getItem('theme');
    if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
  } catch {}
}
