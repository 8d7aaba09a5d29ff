import {
  campaignBag,
  campaignDifficulties,
  campaignDifficultyOf,
  campaignIds,
  campaignLevels,
  chaosTokens,
  maxTokens,
  skillTestOdds,
  type CampaignDifficulty,
  type CampaignId,
  type ChaosBag,
  type ChaosToken,
  type SkillTestInput,
  type SkillTestOdds,
  type SymbolEffect,
  type SymbolToken,
} from '../../../rules/index.ts';
import { Island } from '../shared/island.ts';
import type { KeptData } from '../shared/island-history.ts';
import { parseWholeNumber } from '../shared/parse.ts';
import { bagSummary, chancePercent, describeBag, describeOdds, tokenName } from './chaos-bag-text.ts';

/**
 * Where the reader's bag is kept between visits: the bag's fields (campaign, difficulty, counts, symbols), not the
 * test's skill value and difficulty. src/scripts/before-paint.js reads the same key to make room for the offer.
 */
const storageKey = 'chaos-bag';
const testFields = ['skill', 'difficulty'];

/** The bag the reader kept, as fields, or undefined when storage is unavailable or holds none. */
function keptBag(): URLSearchParams | undefined {
  try {
    const kept = localStorage.getItem(storageKey);
    if (!kept) return undefined;
    const fields = new URLSearchParams(kept);
    for (const name of testFields) fields.delete(name);
    return fields;
  } catch {
    return undefined;
  }
}

function keepBag(fields: URLSearchParams) {
  try {
    localStorage.setItem(storageKey, fields.toString());
  } catch {
    // Storage refused (private browsing, a full quota): the bag stays in the address only.
  }
}

const isCampaign = (value: string | undefined): value is CampaignId =>
  (campaignIds as readonly (string | undefined)[]).includes(value);
const isDifficulty = (value: string | undefined): value is CampaignDifficulty =>
  (campaignDifficulties as readonly (string | undefined)[]).includes(value);

/**
 * The live chaos bag: every number comes from skillTestOdds in src/rules. The bag is its counts (`bag.<token>`); the
 * campaign and difficulty lists fill them with that campaign's starting bag, and the difficulty list otherwise says
 * which bag the counts are ("Your own bag" once the reader has changed it). What is shown is always what the fields
 * give: a bag the reader kept from an earlier visit (localStorage) is offered beside the lists, never swapped in.
 */
class ChaosBagIsland extends Island {
  /** The bag's fields after the last computation that succeeded: what a change by the reader keeps. */
  private bagState: URLSearchParams | undefined;
  /** The bag's fields as the page or its address showed them, and whether the reader has changed the bag since. */
  private shownBag = '';
  private changed = false;

  protected override start() {
    this.addEventListener('click', (event) => {
      const target = event.target as Element;
      const button = target.closest<HTMLButtonElement>('button[data-step]');
      // The button's count is the field beside it, named `bag.<token>`.
      const count = button?.parentElement!.querySelector('input');
      if (button && count) this.step(count.name.slice('bag.'.length) as ChaosToken, Number(button.dataset.step));
      if (target.closest('button[data-use-kept]')) this.useKept();
    });
    // A campaign or difficulty chosen in a list fills the counts before the island computes (a capturing listener
    // runs before the form's own). A campaign keeps the difficulty chosen if its guide offers it, else Standard.
    this.addEventListener(
      'input',
      (event) => {
        const list = event.target as HTMLSelectElement;
        if (list.name === 'campaign')
          this.setFields([
            ['campaign', list.value],
            ['preset', this.levelIn(list.value)],
          ]);
        else if (list.name === 'preset') this.setFields([['preset', list.value]]);
      },
      { capture: true },
    );
    super.start();
    this.shownBag = this.bagFields().toString();
    this.offerKept();
  }

  /** Shows a state from the address, as every island does, and offers the kept bag if it is another. */
  override showState(state: string | undefined, kept: KeptData | undefined) {
    super.showState(state, kept);
    this.shownBag = this.bagFields().toString();
    this.offerKept();
  }

  /**
   * Sets fields as the base class does; a campaign or a difficulty first fills the counts with that campaign's bag at
   * that difficulty (the other list's value where a link names only one), so that a link naming `campaign=dwl` or
   * `preset=hard` means that bag, and counts named beside it win. A value a list does not offer fills nothing.
   */
  protected override setFields(values: Iterable<[string, string]>) {
    const entries = [...values];
    const named = (name: string) => entries.findLast(([field]) => field === name)?.[1];
    if (named('campaign') !== undefined || named('preset') !== undefined) {
      const campaign = named('campaign') ?? this.field('campaign')?.value;
      const level = named('preset') ?? this.field('preset')?.value;
      const bag = isCampaign(campaign) && isDifficulty(level) ? campaignBag(campaign, level) : undefined;
      if (bag) super.setFields(chaosTokens.map((token) => [`bag.${token}`, String(bag[token])]));
    }
    super.setFields(entries);
  }

  /** The difficulty to fill a newly chosen campaign's bag at: the one chosen, if the campaign offers it. */
  private levelIn(campaign: string): string {
    const level = this.field('preset')?.value;
    if (!isCampaign(campaign)) return level ?? '';
    const levels = campaignLevels(campaign);
    return isDifficulty(level) && levels.includes(level)
      ? level
      : levels.includes('standard')
        ? 'standard'
        : levels[0]!;
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

  /** Recomputes and puts the state into the address; once the reader has changed the bag, keeps it too. */
  protected override save() {
    super.save();
    if (!this.bagState) return;
    this.changed ||= this.bagState.toString() !== this.shownBag;
    if (this.changed) keepBag(this.bagState);
    this.offerKept();
  }

  /** The bag's fields as they are now: every field but the test's skill value and difficulty. */
  private bagFields(): URLSearchParams {
    const fields = this.state();
    for (const name of testFields) fields.delete(name);
    return fields;
  }

  /**
   * Offers the kept bag beside the lists when there is one and it is not the bag shown: its campaign, difficulty and
   * size, and a button that shows it. A kept bag that names a campaign the list does not offer, or a count that is no
   * number, is not offered.
   */
  private offerKept() {
    const offer = this.querySelector<HTMLElement>('[data-kept]')!;
    const kept = keptBag();
    const shown = this.bagFields();
    const campaign = kept?.get('campaign') ?? shown.get('campaign') ?? '';
    const preset = kept?.get('preset') ?? undefined;
    const level = isDifficulty(preset) ? preset : 'custom';
    const counts = chaosTokens.map((token) => parseWholeNumber(kept?.get(`bag.${token}`) ?? '0'));
    const same = kept !== undefined && [...kept].every(([name, value]) => shown.get(name) === value);
    if (!kept || same || !isCampaign(campaign) || counts.some((count) => !count.ok)) {
      delete offer.dataset.offered;
      return;
    }
    const size = counts.reduce((sum, count) => sum + (count.ok ? count.value : 0), 0);
    const bag = bagSummary(size, this.optionLabel('campaign', campaign), this.optionLabel('preset', level), this.text);
    offer.querySelector('[data-kept-text]')!.textContent = this.text('chaosBag.kept', { bag });
    offer.dataset.offered = '';
  }

  /** Shows the kept bag, as if the reader had set its fields, and leaves the reader on the campaign list. */
  private useKept() {
    const kept = keptBag();
    if (!kept) return;
    this.setFields(kept);
    this.save();
    (this.field('campaign') as HTMLSelectElement).focus();
  }

  /** What a list shows for one of its values. */
  private optionLabel(list: string, value: string): string {
    const select = this.field(list) as HTMLSelectElement;
    return [...select.options].find((option) => option.value === value)?.textContent?.trim() ?? value;
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
    const campaign = this.choice<CampaignId>('campaign');
    const odds = skillTestOdds(input);
    const lang = document.documentElement.lang;
    const bag = describeBag(input, this.text, lang);
    this.output('chance', odds.chance.toDecimal(), chancePercent(odds.chance, lang));
    this.output('size', bag.size, bag.sizeText);
    this.notes(describeOdds(odds, input, this.text, lang));
    this.notes([bag.contents], 'bag');
    this.showMargins(odds, input.skill - input.difficulty);
    // The difficulty list says which bag of the campaign the counts are, and offers only the campaign's difficulties;
    // a link's value there, valid or not, gives way to the counts.
    const levels = campaignLevels(campaign);
    const preset = this.field('preset') as HTMLSelectElement;
    for (const option of preset.options) option.disabled = !(levels as string[]).includes(option.value);
    preset.value = campaignDifficultyOf(input.bag, campaign) ?? 'custom';
    this.summarize(bag.size);
    this.bagState = this.bagFields();
  }

  protected override clearResult() {
    super.clearResult();
    this.showMargins(undefined, undefined);
    this.summarize(undefined);
    this.bagState = undefined;
  }

  /** Rewrites the bag's line of the summary kept in view while the reader edits (ChaosBag.astro). */
  private summarize(size: number | undefined) {
    this.querySelector('[data-shows="bag"]')!.textContent = bagSummary(
      size,
      this.optionLabel('campaign', this.field('campaign')!.value),
      this.optionLabel('preset', this.field('preset')!.value),
      this.text,
    );
  }

  /** Fills the odds table's chances and marks the row of this test's skill value minus difficulty. */
  private showMargins(odds: SkillTestOdds | undefined, margin: number | undefined) {
    const lang = document.documentElement.lang;
    // The table's one marker (ChaosBag.astro) goes to the row of the test, and hides where there is none.
    const marker = this.querySelector<HTMLElement>('.result-marker')!;
    marker.hidden = true;
    for (const row of this.querySelectorAll<HTMLTableRowElement>('tr[data-margin]')) {
      const rowMargin = Number(row.dataset.margin);
      const chance = odds?.margins.find((entry) => entry.margin === rowMargin)?.chance;
      const cell = row.querySelector('td')!;
      cell.textContent = chance ? chancePercent(chance, lang) : '—';
      if (chance) cell.dataset.value = chance.toDecimal();
      else delete cell.dataset.value;
      const current = rowMargin === margin;
      if (current) {
        row.setAttribute('aria-current', 'true');
        row.cells[0]!.append(marker);
        marker.hidden = false;
      } else row.removeAttribute('aria-current');
    }
  }
}

export default ChaosBagIsland;
