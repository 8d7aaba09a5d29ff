// html-validate's recommended rules, checked over every page of dist/ by tests/e2e/html-validate.e2e.ts.
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // The search results are the listbox of an ARIA combobox whose options are links: a <select> cannot hold those.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
    // Off: the islands' forms compute as the reader types and never submit; H32 is about forms that submit.
    'wcag/h32': 'off',
    // A group of checkboxes shares one name, as HTML means it to (the character sheet's four recovery rolls).
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
    // HTML allows any id without spaces; the character sheet names a field of a group with a dot (advancements.effort).
    'valid-id': ['error', { relaxed: true }],
  },
};
