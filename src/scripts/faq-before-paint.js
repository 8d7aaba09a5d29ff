{
  const params = new URLSearchParams(location.search);
  let options = {};
  try {
    options =
      params.has('new') || params.has('all')
        ? { new: params.get('new') === '1', all: params.get('all') === '1' }
        : (JSON.parse(localStorage.getItem('faq-options')) ?? {});
  } catch {}
  for (const name of ['new', 'all'])
    document.documentElement.toggleAttribute(`data-faq-${name}`, options[name] === true);
  // A reader who starts at the top of a fresh page gets the entries laid out as they near them, until the page is
  // idle (global.css, "Arkham Horror FAQ reader"), and so does one sent to the chaos bag (its section, or its tool's
  // address, #chaos-bag:…), which comes before every entry; one who arrives at an entry (#), or whose browser puts
  // them back where they were (a reload, back or forward), gets the whole page laid out at once, to land on the
  // right line.
  const [arrival] = performance.getEntriesByType('navigation');
  if (arrival?.type === 'navigate' && /^(#chaos-bag(:.*)?)?$/.test(location.hash))
    document.documentElement.dataset.deferredLayout = '';
}
