import {
  bagAt,
  bagDifficulty,
  bagLevels,
  campaignDifficulties,
  cardModifier,
  chaosTokens,
  maxTokens,
  sideOf,
  skillTestOdds,
  symbolTokens,
  type CampaignDifficulty,
  type ChaosBag,
  type ChaosToken,
  type ScenarioSide,
  type SkillTestInput,
  type SkillTestOdds,
  type SymbolEffect,
  type SymbolToken,
  type TokenFact,
} from '../../../rules/index.ts';
import { Island } from '../shared/island.ts';
import type { KeptData } from '../shared/island-history.ts';
import { parseWholeNumber } from '../shared/parse.ts';
import { campaignGroups } from './campaign-groups.ts';
import type { ChaosBagData, ShownSide } from './chaos-bag-data.ts';
import { bagSummary, chancePercent, describeBag, describeOdds, tokenName } from './chaos-bag-text.ts';

/**
 * Where the reader's bag is kept between visits: the bag's fields (campaign, difficulty, counts, symbols), not the
 * test's skill value and difficulty. src/scripts/before-paint.js reads the same key to make room for the offer.
 */
const storageKey = 'chaos-bag';

/** The bag's fields among an island's: all but the test's skill value and difficulty. */
function bagOnly(fields: URLSearchParams): URLSearchParams {
  for (const name of ['skill', 'difficulty']) fields.delete(name);
  return fields;
}

/** The bag the reader kept, as fields, or undefined when storage is unavailable or holds none. */
function keptBag(): URLSearchParams | undefined {
  try {
    const kept = localStorage.getItem(storageKey);
    return kept ? bagOnly(new URLSearchParams(kept)) : undefined;
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

const isDifficulty = (value: string | null | undefined): value is CampaignDifficulty =>
  (campaignDifficulties as readonly (string | null | undefined)[]).includes(value);

/**
 * The live chaos bag: every number comes from skillTestOdds in src/rules. The bag is its counts (`bag.<token>`); the
 * campaign and difficulty lists fill them with that campaign's starting bag, and the difficulty list otherwise says
 * which bag the counts are ("Your own bag" once the reader has changed it). What is shown is always what the fields
 * give: a bag the reader kept from an earlier visit (localStorage) is offered beside the lists, never swapped in.
 */
class ChaosBagIsland extends Island {
  /** The campaigns, their bags and scenarios, and the reference cards (chaos-bag-data.ts): they came with its words. */
  private data!: ChaosBagData;
  /** The card whose lines show, which its X fields follow: what a change of scenario or side turns into modifiers. */
  private shownCard: ReturnType<ChaosBagIsland['card']>;
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
    // A campaign, difficulty, scenario or side chosen in a list fills the fields it sets before the island computes
    // (a capturing listener runs before the form's own). A campaign keeps the difficulty chosen if its guide offers
    // it, else Standard.
    this.addEventListener(
      'input',
      (event) => {
        const list = event.target as HTMLSelectElement;
        if (list.name === 'campaign')
          this.setFields([
            ['campaign', list.value],
            ['preset', this.levelIn(list.value)],
          ]);
        else if (['preset', 'scenario', 'side'].includes(list.name)) this.setFields([[list.name, list.value]]);
      },
      { capture: true },
    );
    // The lists are filled before the base class reads the fields (their group names are among the words).
    this.form = this.querySelector('form')!;
    this.strings = JSON.parse(this.dataset.strings ?? '{}') as Record<string, string>;
    this.data = (this.strings as unknown as { data: ChaosBagData }).data;
    this.listCampaigns();
    this.listScenarios(this.field('campaign')!.value);
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
    const scenario = named('scenario');
    let campaign = named('campaign');
    // A link naming a scenario and no campaign: the campaign that plays it, unless the one shown does.
    if (scenario && campaign === undefined && !this.plays(this.field('campaign')!.value, scenario))
      campaign = Object.keys(this.data.campaigns).find((id) => this.plays(id, scenario));
    const level = named('preset');
    const side = named('side') ?? (isDifficulty(level) ? sideOf(level) : undefined);
    if (campaign !== undefined || level !== undefined) {
      const bag = this.startingBag(campaign ?? this.field('campaign')!.value, level ?? this.field('preset')!.value);
      if (bag) super.setFields(chaosTokens.map((token) => [`bag.${token}`, String(bag[token])]));
    }
    if (campaign !== undefined || scenario !== undefined || side !== undefined) {
      // What the card shown until now made X becomes a modifier, for the symbols the next card does not set.
      this.settleX();
      if (campaign !== undefined) {
        super.setFields([['campaign', campaign]]);
        this.listScenarios(campaign);
      }
      if (scenario !== undefined) super.setFields([['scenario', scenario]]);
      if (side !== undefined) super.setFields([['side', side]]);
      this.setFromCard();
    }
    super.setFields(entries);
  }

  /** A campaign the list offers, by its id (undefined for anything else, such as a link's bad value). */
  private campaign(id: string | undefined) {
    return Object.hasOwn(this.data.campaigns, id ?? '') ? this.data.campaigns[id!] : undefined;
  }

  /** A campaign's starting bag at a difficulty, or undefined for a value either list does not offer. */
  private startingBag(campaign: string, level: string): ChaosBag | undefined {
    const bags = this.campaign(campaign)?.bags;
    return bags && isDifficulty(level) ? bagAt(bags, level) : undefined;
  }

  /** Whether `campaign` plays the reference card `code`. */
  private plays(campaign: string, code: string): boolean {
    return this.campaign(campaign)?.scenarios.includes(code) ?? false;
  }

  /** Offers every campaign in the campaign list, in its groups, around the one the page opened with. */
  private listCampaigns() {
    const list = this.field('campaign') as HTMLSelectElement;
    const opened = list.options[0]!;
    list.replaceChildren(
      ...campaignGroups.map((group) => {
        const options = Object.entries(this.data.campaigns)
          .filter(([, campaign]) => campaign.group === group)
          .map(([id, campaign]) => (id === opened.value ? opened : new Option(campaign.name, id)));
        const optgroup = Object.assign(document.createElement('optgroup'), {
          label: this.text(`chaosBag.campaigns.${group}`),
        });
        optgroup.append(...options);
        return optgroup;
      }),
    );
  }

  /**
   * Offers `campaign`'s scenarios in the scenario list, after its first option, "None" (the page's only one), and keeps
   * the one chosen if the campaign plays it.
   */
  private listScenarios(campaign: string) {
    const list = this.field('scenario') as HTMLSelectElement;
    const chosen = list.value;
    const codes = this.campaign(campaign)?.scenarios ?? [];
    list.replaceChildren(list.options[0]!, ...codes.map((code) => new Option(this.data.cards[code]!.name, code)));
    list.value = codes.includes(chosen) ? chosen : '';
  }

  /** The chosen scenario's card and the side the fields name, or undefined when none (or not one the list offers). */
  private card(): { code: string; name: string; side?: ShownSide } | undefined {
    const code = this.field('scenario')!.value;
    const card = this.data.cards[code];
    if (!card) return undefined;
    return { code, name: card.name, side: card.sides?.[this.field('side')!.value as ScenarioSide] };
  }

  /**
   * The card's X for a symbol, if that side of a card (the chosen one, or the one shown until now) writes its
   * modifier as X and the symbol's effect keeps a modifier.
   */
  private xFact(symbol: SymbolToken, card: ChaosBagIsland['shownCard']) {
    const fact = card?.side?.[symbol];
    const effect = this.field(`${symbol}Effect`)!.value;
    return fact?.modifier === 'X' && (effect === 'modifier' || effect === 'revealAnother') ? fact : undefined;
  }

  /** Sets each symbol the chosen card's side names, as the card gives it (X at 1, for the reader to change). */
  private setFromCard() {
    const side = this.card()?.side ?? {};
    for (const symbol of symbolTokens) {
      const fact = side[symbol];
      if (fact)
        super.setFields([
          [`${symbol}Effect`, fact.effect ?? 'modifier'],
          [symbol, fact.modifier === 'X' ? '1' : String(fact.modifier)],
        ]);
    }
  }

  /** Writes each symbol whose field holds the card's X as the modifier that X gives (left as it is if it is no X). */
  private settleX() {
    for (const symbol of symbolTokens) {
      const fact = this.xFact(symbol, this.shownCard);
      const x = parseWholeNumber(this.field(symbol)!.value);
      if (!fact || !x.ok) continue;
      try {
        super.setFields([[symbol, String(cardModifier(symbol, fact, x.value))]]);
      } catch {
        // An X out of range stays as it was typed, with its message.
      }
    }
  }

  /** The difficulty to fill a newly chosen campaign's bag at: the one chosen, if the campaign offers it. */
  private levelIn(campaign: string): string {
    const level = this.field('preset')?.value;
    const bags = this.campaign(campaign)?.bags;
    if (!bags) return level ?? '';
    const levels = bagLevels(bags);
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
    return bagOnly(this.state());
  }

  /**
   * Offers the kept bag beside the lists when there is one and it is not the bag shown: its size, campaign, scenario
   * and difficulty, and a button that shows it. A kept bag that names a campaign the list does not offer, or a count
   * that is no number, is not offered.
   */
  private offerKept() {
    const offer = this.querySelector<HTMLElement>('[data-kept]')!;
    const kept = keptBag();
    const shown = this.bagFields();
    delete offer.dataset.offered;
    if (!kept || [...kept].every(([name, value]) => shown.get(name) === value)) return;
    const campaign = kept.get('campaign') ?? shown.get('campaign') ?? '';
    const counts = chaosTokens.map((token) => parseWholeNumber(kept.get(`bag.${token}`) ?? '0'));
    if (!this.campaign(campaign) || counts.some((count) => !count.ok)) return;
    const size = counts.reduce((sum, count) => sum + (count.ok ? count.value : 0), 0);
    offer.querySelector('[data-kept-text]')!.textContent = this.text('chaosBag.kept', {
      bag: this.bagLine(size, campaign, kept),
    });
    offer.dataset.offered = '';
  }

  /**
   * A bag as its line says it (bagSummary): its size, its campaign, its scenario when the campaign plays it (a kept
   * bag's value is not trusted) and its difficulty, or "your own bag" for a difficulty the list does not offer.
   */
  private bagLine(size: number | undefined, campaign: string, fields: URLSearchParams) {
    const preset = fields.get('preset');
    const scenario = fields.get('scenario') ?? '';
    return bagSummary(
      size,
      this.optionLabel('campaign', campaign),
      this.optionLabel('preset', isDifficulty(preset) ? preset : 'custom'),
      this.text,
      this.plays(campaign, scenario) ? this.data.cards[scenario]!.name : '',
    );
  }

  /** Shows the kept bag, as if the reader had set its fields, and leaves the reader on the campaign list. */
  private useKept() {
    const kept = keptBag();
    if (!kept) return;
    this.setFields(kept);
    this.save();
    (this.field('campaign') as HTMLSelectElement).focus();
  }

  /** What a list shows for one of its values (by default, the one chosen). */
  private optionLabel(list: string, value = this.field(list)!.value): string {
    const select = this.field(list) as HTMLSelectElement;
    return [...select.options].find((option) => option.value === value)?.textContent?.trim() ?? value;
  }

  /** A symbol as its fields give it: where the card writes X, its field holds X and the card gives the modifier. */
  private symbol(symbol: SymbolToken): SymbolEffect {
    const effect = this.choice<SymbolEffect['effect']>(`${symbol}Effect`);
    if (effect === 'autoFail' || effect === 'autoSuccess') return { effect };
    const fact = this.xFact(symbol, this.card());
    const value = this.number(symbol);
    return { effect, modifier: fact ? cardModifier(symbol, fact, value) : value };
  }

  /**
   * Shows what the chosen card says beyond the fields: under each symbol whose line says more than a number, its X
   * (the symbol's field is then X) and the kinds of its other effects, with a link to the card on ArkhamDB in the
   * page's language; under the lists, a card whose tokens the reader sets. Nothing without a scenario.
   */
  private showCard() {
    const card = (this.shownCard = this.card());
    const link = () =>
      Object.assign(document.createElement('a'), {
        className: 'link',
        href: this.data.cardAddress + card!.code,
        text: this.text('chaosBag.cardLink', { card: card!.name }),
      });
    const show = (name: string, words = '') => {
      const line = this.querySelector<HTMLElement>(`[data-card-line="${name}"]`)!;
      line.hidden = !words;
      line.replaceChildren(...(words ? [`${words} `, link()] : []));
    };
    show('scenario', card && !card.side ? this.text('chaosBag.cardReader') : '');
    for (const symbol of symbolTokens) {
      show(symbol, card?.side?.[symbol]?.line);
      // Where the card writes X, the field is X (its line, which describes it, says what X counts).
      this.field(symbol)!.labels![0]!.textContent = this.xFact(symbol, card) ? 'X' : this.text('chaosBag.modifier');
    }
  }

  /** The test as the fields give it; the modifier of a token set to settle the test is not read (CSS hides it). */
  private input(): SkillTestInput {
    return {
      skill: this.number('skill'),
      difficulty: this.number('difficulty'),
      bag: Object.fromEntries(chaosTokens.map((token) => [token, this.number(`bag.${token}`)])) as ChaosBag,
      ...(Object.fromEntries(symbolTokens.map((symbol) => [symbol, this.symbol(symbol)])) as Record<
        SymbolToken,
        SymbolEffect
      >),
      elderSign:
        this.choice('elderSignEffect') === 'autoSuccess'
          ? { effect: 'autoSuccess' }
          : { effect: 'modifier', modifier: this.number('elderSign') },
    };
  }

  protected compute() {
    // The campaign first: the scenarios are its own, so a link with neither right is told of the campaign.
    const { bags } = this.campaign(this.choice('campaign'))!;
    this.showCard();
    // The side matters (and shows) only with a scenario.
    if (this.choice('scenario')) this.choice('side');
    const input = this.input();
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
    const levels = bagLevels(bags);
    const preset = this.field('preset') as HTMLSelectElement;
    for (const option of preset.options) option.disabled = !(levels as string[]).includes(option.value);
    preset.value = bagDifficulty(input.bag, bags) ?? 'custom';
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
    this.querySelector('[data-shows="bag"]')!.textContent = this.bagLine(
      size,
      this.field('campaign')!.value,
      this.bagFields(),
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
