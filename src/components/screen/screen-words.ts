import { localeInfo, useTranslations, type Locale } from '../../i18n/index.ts';
import { signed } from '../islands/chaos-bag/chaos-bag-text.ts';
import { islandText } from '../islands/shared/strings.ts';
import { countedText } from '../tables/counted-text.ts';
import { ruleHref, type RuleAt } from './rule-sections.ts';

/**
 * What the panels of a GM screen write with, in the page's language: the UI strings (`t`), filled with numbers in the
 * locale's format (`text`) or, for counts of steps and points, as the prose counts them (`counted`: Korean 한 단계), a
 * modifier with its sign, a line "label: value", how many steps a modifier eases or hinders, and the link to a rule.
 */
export function screenWords(locale: Locale) {
  const t = useTranslations(locale);
  const text = islandText(locale);
  const counted = countedText(locale);
  const { numberLocale } = localeInfo[locale];
  return {
    t,
    text,
    counted,
    signed: (modifier: number) => signed(modifier, numberLocale),
    line: (label: string, value: string) => text('screen.line', { label, value }),
    /** Steps as the modifier tables count them: positive hinders, negative eases. */
    steps: (steps: number) =>
      steps < 0 ? counted('screen.eases', { count: -steps }) : counted('screen.hinders', { count: steps }),
    href: (at: RuleAt) => ruleHref(locale, at),
  };
}
