import {
  campaignDifficulties,
  campaignDifficultyOf,
  chaosTokens,
  maxTokens,
  nightOfTheZealotBags,
  skillTestOdds,
  type CampaignDifficulty,
  type ChaosBag,
  type ChaosToken,
  type SkillTestInput,
  type SkillTestOdds,
  type SymbolEffect,
  type SymbolToken,
} from '../../../rules/index.ts';
import { Island } from '../shared/island.ts';
import { parseWholeNumber } from '../shared/parse.ts';
import { chancePercent, describeBag, describeOdds, tokenName } from './chaos-bag-text.ts';

/** Where the reader's own bag is kept between visits: the bag's fields, not the test's skill value and difficulty. */
const storageKey = 'chaos-bag';
const testFields = ['skill', 'difficulty'];

/** The bag the reader kept, as fields (nothing when storage is unavailable or empty). */
function savedBag(): URLSearchParams {
  try {
    const saved = new URLSearchParams(localStorage.getItem(storageKey) ?? '');
    for (const name of testFields) saved.delete(name);
    return saved;
  } catch {
    return new URLSearchParams();
  }
}

function keepBag(state: URLSearchParams) {
  try {
    localStorage.setItem(storageKey, state.toString());
  } catch {
    // Storage refused (private browsing, a full quota): the bag stays in the address only.
  }
}

/**
 * The live chaos bag: every number comes from skillTestOdds in src/rules. The bag is its counts (`bag.<token>`);
 * the campaign difficulty list fills them with a Night of the Zealot bag and otherwise only says which bag the
 * counts are ("Your own bag" once a campaign has changed it). The reader's bag is kept in localStorage; a link's
 * fields win over it.
 */
class ChaosBagIsland extends Island {
  /** The bag's fields after the last computation that succeeded: what a change by the reader keeps. */
  private bagState: URLSearchParams | undefined;

  protected override start() {
    this.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-step]');
      if (button) this.step(button.dataset.token as ChaosToken, Number(button.dataset.step));
    });
    // A campaign difficulty chosen in the list fills the counts before the island computes (a capturing listener
    // runs before the form's own).
    this.addEventListener(
      'input',
      (event) => {
        const list = event.target as HTMLSelectElement;
        if (list.name === 'preset') this.setFields([['preset', list.value]]);
      },
      { capture: true },
    );
    // The kept bag replaces the page's before the island reads its fields as the page opened; the address's
    // fields then win over it (Island.start).
    this.form = this.querySelector('form')!;
    this.setFields(savedBag());
    super.start();
  }

  /**
   * Sets fields as the base class does; a campaign difficulty first fills the counts with its bag, so that a link
   * naming only `preset=hard` means that bag, and counts named beside it win.
   */
  protected override setFields(values: Iterable<[string, string]>) {
    const entries = [...values];
    const preset = entries.find(([name]) => name === 'preset')?.[1] as CampaignDifficulty | undefined;
    if (preset && campaignDifficulties.includes(preset)) {
      const bag = nightOfTheZealotBags[preset];
      super.setFields(chaosTokens.map((token) => [`bag.${token}`, String(bag[token])]));
    }
    super.setFields(entries);
  }

  /** A − or + button: one token fewer or more of a kind, within 0 and the most a bag may hold. */
  private step(token: ChaosToken, change: number) {
    const field = this.field(`bag.${token}`) as HTMLInputElement;
    const parsed = parseWholeNumber(field.value);
    // A count that is not a number already shows its message; the buttons leave it to the reader.
    if (!parsed.ok) return;
    const count = parsed.value + change;
    if (count < 0 || count > maxTokens(token)) return;
    field.value = String(count);
    this.save();
    const lang = document.documentElement.lang;
    this.querySelector('[data-bag-status]')!.textContent = this.text('chaosBag.countStatus', {
      token: tokenName(token, this.text, lang),
      count,
    });
  }

  protected override save() {
    super.save();
    if (this.bagState) keepBag(this.bagState);
  }

  private symbol(symbol: SymbolToken): SymbolEffect {
    const effect = this.choice<SymbolEffect['effect']>(`${symbol}Effect`);
    return effect === 'autoFail' ? { effect } : { effect, modifier: this.number(symbol) };
  }

  /** The test as the fields give it; the modifier of a token set to settle the test is not read (CSS hides it). */
  private input(): SkillTestInput {
    return {
      skill: this.number('skill'),
      difficulty: this.number('difficulty'),
      bag: Object.fromEntries(chaosTokens.map((token) => [token, this.number(`bag.${token}`)])) as ChaosBag,
      skull: this.symbol('skull'),
      cultist: this.symbol('cultist'),
      tablet: this.symbol('tablet'),
      elderThing: this.symbol('elderThing'),
      elderSign:
        this.choice('elderSignEffect') === 'autoSuccess'
          ? { effect: 'autoSuccess' }
          : { effect: 'modifier', modifier: this.number('elderSign') },
    };
  }

  protected compute() {
    const input = this.input();
    const odds = skillTestOdds(input);
    const lang = document.documentElement.lang;
    const bag = describeBag(input, this.text, lang);
    this.output('chance', odds.chance.toDecimal(), chancePercent(odds.chance, lang));
    this.output('size', bag.size, bag.sizeText);
    this.notes(describeOdds(odds, input, this.text, lang));
    this.notes([bag.contents], 'bag');
    this.showMargins(odds, input.skill - input.difficulty);
    // The list says which bag the counts are; a link's value there, valid or not, gives way to the counts.
    (this.field('preset') as HTMLSelectElement).value = campaignDifficultyOf(input.bag, 'notz') ?? 'custom';
    const state = this.state();
    for (const name of testFields) state.delete(name);
    this.bagState = state;
  }

  protected override clearResult() {
    super.clearResult();
    this.showMargins(undefined, undefined);
    this.bagState = undefined;
  }

  /** Fills the odds table's chances and marks the row of this test's skill value minus difficulty. */
  private showMargins(odds: SkillTestOdds | undefined, margin: number | undefined) {
    const lang = document.documentElement.lang;
    for (const row of this.querySelectorAll<HTMLTableRowElement>('tr[data-margin]')) {
      const rowMargin = Number(row.dataset.margin);
      const chance = odds?.margins.find((entry) => entry.margin === rowMargin)?.chance;
      const cell = row.querySelector('td')!;
      cell.textContent = chance ? chancePercent(chance, lang) : '—';
      if (chance) cell.dataset.value = chance.toDecimal();
      else delete cell.dataset.value;
      const current = rowMargin === margin;
      if (current) row.setAttribute('aria-current', 'true');
      else row.removeAttribute('aria-current');
      row.querySelector<HTMLElement>('.result-marker')!.hidden = !current;
    }
  }
}

customElements.define('chaos-bag', ChaosBagIsland);
