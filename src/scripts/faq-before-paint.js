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
}
