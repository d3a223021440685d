// Every decision a seat can be asked (state.ts `Asks`), one entry each: its options, how the chosen one resolves, and its
// words (the heading its moves share, the prompt, what the others read while it is decided, each option's label). The
// legal moves, applyMove and the words of the game all read them here. A new decision is its `Asks` line and one entry.
import {
  countOf,
  possessive,
  seatRef,
  subject,
  verb,
  type MatchState,
  type MatchView,
  type Seat,
} from '@cortex/engine';
import { CHARACTER_IDS, CHARACTERS, isCharacterId } from '../content/characters';
import { SERENITY_TYPES } from '../content/serenity';
import { SKILL_INDEX, SKILL_NAMES, SKILLS, type Skill } from '../content/skills';
import type { OttbMove } from '../moves';
import {
  clockwise,
  Z,
  type Asks,
  type DecisionId,
  type OttbData,
  type Pending,
  type PendingOf,
  type T,
} from '../state';
import { drawAlliance } from './alliance';
import { characterName, skillsText } from './characters';
import { drawCards, drawResult, redrawResult } from './deck';
import { amountOf, cardsPhrase, type Currency } from './phrase';
import { adjust, crewPurse } from './tokens';

type S = MatchState<OttbData>;

/** Words from the seat's view (built by words.ts): each decision words its options from what the seat sees. */
export interface Say {
  readonly view: MatchView<OttbData>;
  readonly seat: Seat;
  seatName(seat: Seat): string;
  /** "Zoe (Inara)": the player and their character. */
  who(seat: Seat): string;
  /** "Fightin' 7 of 9, Flyin' 4 of 7, Thinkin' 8 of 6": what everyone sees now, with the Wilds placed (or before them). */
  totals(withWilds: boolean): string;
  /** The current Event's name, or "the Event". */
  readonly eventName: string;
  /** A card of the seat's hand by name, with its Result Number where the hand holds another of that name. */
  handCard(id: string): string;
  /** A card the seat sees by name, "a card" when it is hidden. */
  cardName(id: string): string;
}

/** The move that answers each kind of decision. */
const ANSWERS = {
  skill: 'chooseSkill',
  seat: 'chooseSeat',
  card: 'chooseCard',
  give: 'giveCard',
  option: 'chooseOption',
} as const satisfies Record<Pending['kind'], OttbMove['type']>;
type AnswerOf<D extends DecisionId> = Extract<OttbMove, { type: (typeof ANSWERS)[Asks[D]['kind']] }>;
type PurposeOf<D extends DecisionId> = Asks[D] extends { readonly purpose: infer P } ? P : undefined;

/** An option's words; the decision's heading is the group of them all. */
export interface OptionWords {
  readonly label: string;
  readonly short: string;
  /** The visible cards the option is about. */
  readonly cards?: readonly string[];
}

export interface Decision<D extends DecisionId> {
  /** What is chosen and why, as the pending record says (state.ts `Asks`). */
  readonly kind: Asks[D]['kind'];
  readonly purpose: PurposeOf<D>;
  /** What the decision asks, for the public game data's schema. */
  readonly about: string;
  /** Every legal answer. */
  options(s: S, p: PendingOf<D>): AnswerOf<D>[];
  /** The chosen answer carried out (the pending record is cleared first; the entry may ask a next step). */
  resolve(t: T, p: PendingOf<D>, m: AnswerOf<D>): void;
  /** When the answer listed is the only one, making it at once reveals nothing: everyone could tell it is the only one. */
  autoplay(s: S, p: PendingOf<D>): boolean;
  /** The heading the decision's moves share. */
  group(p: PendingOf<D>, say: Say): string;
  /** What the seat is asked. */
  prompt(p: PendingOf<D>, say: Say): string;
  /** What the others read while the seat decides: "choosing the Result card to redraw". */
  waiting(p: PendingOf<D>): string;
  /** One answer in words. */
  label(p: PendingOf<D>, m: AnswerOf<D>, say: Say): OptionWords;
}

type Decisions = { [D in DecisionId]: Decision<D> };

const skillIndex = (m: { readonly skill: Skill }): 0 | 1 | 2 => SKILL_INDEX[m.skill];
const skillName = (m: { readonly skill: Skill }): string => SKILL_NAMES[m.skill];
const allSkills = (): AnswerOf<'redrawOne'>[] => SKILLS.map((skill) => ({ type: 'chooseSkill', skill }));
const always = (): boolean => true;
const never = (): boolean => false;

/** Players not participating, for Help and Unexpected Shift (the Active player always participates). */
function outsiders(s: S): AnswerOf<'helper'>[] {
  const g = s.game;
  return clockwise(0, s.players)
    .filter((seat) => !g.participants.includes(seat))
    .map((seat) => ({ type: 'chooseSeat', seat }));
}

const BOOST = SERENITY_TYPES.boost.effect.n;
const SACRIFICE_GAIN = SERENITY_TYPES.sacrifice.effect.gain;

/** Credits or Honor, as a Choice or a Sacrifice offers them. */
const purse = (): AnswerOf<'choiceGain'>[] => [
  { type: 'chooseOption', option: 'credits' },
  { type: 'chooseOption', option: 'honor' },
];
const currencyOf = (option: string): Currency => (option === 'credits' ? 'credits' : 'honor');
const OPTION_SHORT: Readonly<Partial<Record<string, string>>> = {
  alliance: 'Alliance',
  credits: 'Credits',
  honor: 'Honor',
  draw: 'Draw',
  decline: 'No',
};

/** "Gain 2 Credits (the crew has 5)". */
function purseLabel(p: { readonly n: number }, option: string, say: Say, verb: 'Gain' | 'Lose'): OptionWords {
  const currency = currencyOf(option);
  const now = currency === 'credits' ? say.view.game.credits : say.view.game.honor;
  return { label: `${verb} ${amountOf(currency, p.n)} (the crew has ${now})`, short: OPTION_SHORT[option] ?? 'Choose' };
}

/** The crew gains what the seat chose, then the log says what it has. */
function gainChosen(t: T, seat: Seat, n: number, option: string): void {
  const currency = currencyOf(option);
  if (currency === 'credits') adjust(t.game, n, 0);
  else adjust(t.game, 0, n);
  t.log`${seatRef(seat)} chose ${amountOf(currency, n)} for the crew.`;
  t.log`The crew has ${crewPurse(t.game)}.`;
}

/** "1 Credit", "2 Honor", "1 Alliance card" for the Choice's words. */
const amountNoun = (n: number, noun: string): string => (noun === 'Honor' ? `${n} Honor` : countOf(n, noun));

export const DECISIONS = {
  redrawOne: {
    kind: 'skill',
    purpose: 'redrawOne',
    about: 'whose Result card is redrawn',
    options: allSkills,
    resolve: (t, p, m) => {
      t.log`${seatRef(p.seat)} redrew the ${skillName(m)} Result card.`;
      redrawResult(t, skillIndex(m));
    },
    autoplay: always,
    group: () => 'Choose the Result card to redraw',
    prompt: (_p, say) => `Choose the skill whose Result card is redrawn (${say.totals(true)})`,
    waiting: () => 'choosing the Result card to redraw',
    label: (_p, m, say) => ({
      label: `Redraw the ${skillName(m)} Result card (now ${say.view.game.results[skillIndex(m)]})`,
      short: skillName(m),
    }),
  },
  bestOfTwo: {
    kind: 'skill',
    purpose: 'bestOfTwo',
    about: 'which skill draws two Result cards',
    options: allSkills,
    resolve: (t, p, m) => {
      const g = t.game;
      g.bestOfTwo[skillIndex(m)] = true;
      t.log`${seatRef(p.seat)} will draw two ${skillName(m)} Result cards and use the higher.`;
      if (g.resultsDrawn) drawResult(t, skillIndex(m));
    },
    autoplay: always,
    group: () => 'Choose the skill that draws two Result cards',
    prompt: () => 'Choose the skill that draws two Result cards (the higher counts)',
    waiting: () => 'choosing the skill that draws two Result cards',
    label: (_p, m) => ({ label: `Draw two ${skillName(m)} Result cards; the higher counts`, short: skillName(m) }),
  },
  boost: {
    kind: 'skill',
    purpose: 'boost',
    about: `which redrawn Result card gets +${BOOST}`,
    // Last Minute Boost goes on a Result card redrawn this Resolution phase.
    options: (s) => SKILLS.filter((_, i) => s.game.redrawn[i]).map((skill) => ({ type: 'chooseSkill', skill })),
    resolve: (t, _p, m) => {
      t.game.boost[skillIndex(m)] += BOOST;
      t.log`Last Minute Boost: +${BOOST} on the ${skillName(m)} Result card.`;
    },
    autoplay: always,
    group: () => 'Choose the Result card Last Minute Boost goes on',
    prompt: (_p, say) => `Choose the redrawn Result card that gets +${BOOST} (${say.totals(true)})`,
    waiting: () => 'choosing the Result card to boost',
    label: (_p, m, say) => ({
      label: `Put +${BOOST} on the ${skillName(m)} Result card (now ${say.view.game.results[skillIndex(m)]})`,
      short: skillName(m),
    }),
  },
  help: {
    kind: 'skill',
    purpose: 'help',
    about: 'which skill of the helper is added',
    options: allSkills,
    resolve: (t, p, m) => {
      const n = CHARACTERS[t.game.characters[p.helper]!].skills[skillIndex(m)]!;
      t.game.bonus[skillIndex(m)] += n;
      t.log`Help: ${possessive(p.helper)} ${skillName(m)} ${n} is added to the total.`;
    },
    autoplay: always,
    group: () => 'Choose the skill Help adds',
    prompt: (p, say) => `Choose which skill of ${say.who(p.helper)} Help adds (${say.totals(true)})`,
    waiting: () => 'choosing the skill Help adds',
    label: (p, m, say) => {
      const ch = say.view.game.characters[p.helper];
      return {
        label: `Add ${say.seatName(p.helper)}'s ${skillName(m)}${ch ? ` (${CHARACTERS[ch].skills[skillIndex(m)]})` : ''}`,
        short: skillName(m),
      };
    },
  },
  helper: {
    kind: 'seat',
    purpose: 'help',
    about: 'the non-participant whose skill Help adds',
    options: outsiders,
    resolve: (t, p, m) => {
      t.game.pending = { kind: 'skill', seat: p.seat, purpose: 'help', helper: m.seat };
    },
    autoplay: always,
    group: () => 'Help: choose a player not participating',
    prompt: () => 'Help: choose a player not participating, whose skill is added',
    waiting: () => 'choosing whom Help adds',
    label: (_p, m, say) => ({ label: `Help with the skills of ${say.who(m.seat)}`, short: 'Help' }),
  },
  shift: {
    kind: 'seat',
    purpose: 'shift',
    about: "who takes the Active player's place (Unexpected Shift)",
    options: (s) => outsiders(s).filter((m) => m.seat !== s.game.active),
    resolve: (t, _p, m) => {
      // "Takes his place": the Active player is always a participant, so the new one joins the Event in the old one's
      // place (with their own skills) and the old one leaves it; the cards already played stay played.
      const g = t.game;
      const old = g.active;
      g.active = m.seat;
      g.participants = clockwise(m.seat, t.players).filter(
        (s) => s === m.seat || (s !== old && g.participants.includes(s)),
      );
      t.log`Unexpected Shift: ${subject(m.seat, 'takes')} ${possessive(old)} place in the Event and ${verb('is', m.seat)} now the Active player.`;
    },
    autoplay: always,
    group: () => 'Unexpected Shift: choose the new Active player',
    prompt: () =>
      'Unexpected Shift: choose a player not participating to take your place as the Active player, and in the Event',
    waiting: () => 'choosing the new Active player',
    label: (_p, m, say) => ({ label: `${say.who(m.seat)} takes your place as the Active player`, short: 'Choose' }),
  },
  sacrifice: {
    kind: 'card',
    purpose: 'sacrifice',
    about: 'a card of your hand to discard, paying for a Sacrifice',
    options: (s, p) => s.zones[Z.hand(p.seat)]!.cards.map((c) => ({ type: 'chooseCard', card: c.id })),
    resolve: (t, p, m) => {
      t.move(m.card, Z.discard);
      t.log`${seatRef(p.seat)} discarded ${t.cardsRef(m.card)}.`;
      t.game.pending =
        p.left > 1 && t.count(Z.hand(p.seat)) > 0
          ? { ...p, left: p.left - 1 }
          : { kind: 'option', seat: p.seat, purpose: 'sacrifice', n: SACRIFICE_GAIN };
    },
    // The last card left in the hand: the others can count it.
    autoplay: (s, p) => (s.zones[Z.hand(p.seat)]?.cards.length ?? 0) === 1,
    group: () => 'Sacrifice: discard a card',
    prompt: (p) => `Sacrifice: choose a card to discard (${countOf(p.left, 'card')} to discard)`,
    waiting: () => 'discarding for a Sacrifice',
    label: (_p, m, say) => ({ label: `Discard ${say.handCard(m.card)}`, short: 'Discard', cards: [m.card] }),
  },
  returnAlliance: {
    kind: 'card',
    purpose: 'returnAlliance',
    about: 'an Alliance card in play the crew returns to the bottom of the Alliance deck (a negative All)',
    options: (s) => s.zones[Z.allianceUp]!.cards.map((c) => ({ type: 'chooseCard', card: c.id })),
    resolve: (t, p, m) => {
      // "Return any already played Alliance card to the bottom of the deck": the newest left in play is in force.
      const wasNewest = t.topIds(Z.allianceUp)[0] === m.card;
      const after = t.cards(Z.allianceUp).filter((c) => c.id !== m.card)[0];
      // Named before it goes: the Alliance deck is face down.
      const returned = t.cardsRef(m.card);
      const me = seatRef(p.seat);
      if (!after)
        t.log`${me} returned ${returned} to the bottom of the Alliance deck: no Alliance card is in force now.`;
      else if (wasNewest)
        t.log`${me} returned ${returned} to the bottom of the Alliance deck: ${t.cardsRef(after.id)} is in force again.`;
      else
        t.log`${me} returned ${returned} to the bottom of the Alliance deck: ${t.cardsRef(after.id)} stays in force.`;
      t.move(m.card, Z.alliance, 'bottom');
      t.game.pending = p.left > 1 && t.count(Z.allianceUp) > 0 ? { ...p, left: p.left - 1 } : null;
    },
    // The Alliance cards in play are public.
    autoplay: always,
    group: () => 'Return an Alliance card',
    prompt: (p, say) =>
      `${say.eventName} returns ${countOf(p.left, 'Alliance card')} in play: choose the one the crew sends to the bottom of the Alliance deck (the newest is the one in force)`,
    waiting: () => 'choosing the Alliance card to return',
    label: (_p, m, say) => {
      const up = (say.view.zones[Z.allianceUp]?.cards ?? []).filter((c) => c !== null);
      const after = up.find((c) => c.id !== m.card);
      const what = `Return ${say.cardName(m.card)} to the bottom of the Alliance deck`;
      const label = !after
        ? `${what}: no Alliance card is in force after it`
        : up[0]?.id === m.card
          ? `${what}: ${say.cardName(after.id)} is in force again`
          : `${what}: ${say.cardName(after.id)} stays in force`;
      return { label, short: 'Return', cards: [m.card] };
    },
  },
  give: {
    kind: 'give',
    purpose: undefined,
    about: "cards to give away (Mal's Game Ability)",
    options: (s, p) =>
      s.zones[Z.hand(p.seat)]!.cards.flatMap((c) =>
        clockwise(0, s.players)
          .filter((to) => to !== p.seat)
          .map((to): AnswerOf<'give'> => ({ type: 'giveCard', card: c.id, seat: to })),
      ),
    resolve: (t, p, m) => {
      t.move(m.card, Z.hand(m.seat));
      t.log`${seatRef(p.seat)} gave ${t.cardsRef(m.card, [p.seat, m.seat])} to ${seatRef(m.seat)}.`;
      // Mal's ability gives 3 cards in all.
      t.game.pending = p.left > 1 && t.count(Z.hand(p.seat)) > 0 ? { ...p, left: p.left - 1 } : null;
    },
    autoplay: never,
    group: () => 'Give a card to another player',
    prompt: (p) => `Give a card from your hand to another player (${countOf(p.left, 'card')} to give)`,
    waiting: () => 'giving cards away',
    label: (_p, m, say) => ({
      label: `Give ${say.handCard(m.card)} to ${say.who(m.seat)}`,
      short: `To ${say.seatName(m.seat)}`,
      cards: [m.card],
    }),
  },
  sacrificeGain: {
    kind: 'option',
    purpose: 'sacrifice',
    about: `${SACRIFICE_GAIN} Credit or ${SACRIFICE_GAIN} Honor`,
    options: purse,
    resolve: (t, p, m) => gainChosen(t, p.seat, p.n, m.option),
    autoplay: never,
    group: () => "Choose the crew's gain",
    prompt: (p) => `Sacrifice: the crew gains ${amountNoun(p.n, 'Credit')} or ${amountNoun(p.n, 'Honor')}`,
    waiting: () => "choosing the crew's gain or loss",
    label: (p, m, say) => purseLabel(p, m.option, say, 'Gain'),
  },
  choiceGain: {
    kind: 'option',
    purpose: 'choiceGain',
    about: 'a +X Choice',
    options: purse,
    resolve: (t, p, m) => gainChosen(t, p.seat, p.n, m.option),
    autoplay: never,
    group: () => "Choose the crew's gain",
    prompt: (p) => `Choose the crew's gain: ${amountNoun(p.n, 'Credit')} or ${amountNoun(p.n, 'Honor')}`,
    waiting: () => "choosing the crew's gain or loss",
    label: (p, m, say) => purseLabel(p, m.option, say, 'Gain'),
  },
  choiceLoss: {
    kind: 'option',
    purpose: 'choiceLoss',
    about: 'a -X Choice (Credits, Honor or Alliance cards)',
    options: () => [...purse(), { type: 'chooseOption', option: 'alliance' }],
    resolve: (t, p, m) => {
      const me = seatRef(p.seat);
      if (m.option === 'alliance') {
        t.log`${me} chose to draw ${countOf(p.n, 'Alliance card')}.`;
        drawAlliance(t, p.n);
      } else {
        const currency = currencyOf(m.option);
        if (currency === 'credits') t.game.credits -= p.n;
        else t.game.honor -= p.n;
        t.log`${me} chose to lose ${amountOf(currency, p.n)}.`;
      }
      t.log`The crew has ${crewPurse(t.game)}.`;
    },
    autoplay: never,
    group: () => "Choose the crew's loss",
    prompt: (p) =>
      `Choose the crew's loss: ${amountNoun(p.n, 'Credit')}, ${amountNoun(p.n, 'Honor')} or ${amountNoun(p.n, 'Alliance card')}`,
    waiting: () => "choosing the crew's gain or loss",
    label: (p, m, say) =>
      m.option === 'alliance'
        ? { label: `Draw ${countOf(p.n, 'Alliance card')} instead`, short: 'Alliance' }
        : purseLabel(p, m.option, say, 'Lose'),
  },
  injury: {
    kind: 'option',
    purpose: 'injury',
    about: 'a new character (Heavy Injuries)',
    // "It is within the rules to take a character that was previously chosen": any character not in play now.
    options: (s) =>
      CHARACTER_IDS.filter((c) => !s.game.characters.includes(c)).map((option) => ({ type: 'chooseOption', option })),
    resolve: (t, p, m) => {
      const g = t.game;
      const old = g.characters[p.seat]!;
      if (!isCharacterId(m.option)) throw new Error(`${m.option} is no character`);
      g.characters[p.seat] = m.option;
      t.log`Heavy Injuries: ${CHARACTERS[old].name} is out; ${seatRef(p.seat)} now ${verb('plays', p.seat)} ${CHARACTERS[m.option].name}.`;
    },
    autoplay: never,
    group: () => 'Heavy Injuries: choose your new character',
    prompt: () => 'Heavy Injuries: your character is out; choose a character not in play',
    waiting: () => 'choosing a new character',
    label: (_p, m) =>
      isCharacterId(m.option)
        ? { label: `Take ${characterName(m.option)} as your new character (${skillsText(m.option)})`, short: 'Choose' }
        : { label: 'Choose', short: 'Choose' },
  },
  mayDraw: {
    kind: 'option',
    purpose: 'mayDraw',
    about: 'whether to draw the cards another player\'s action offers ("Mal may draw")',
    options: () => [
      { type: 'chooseOption', option: 'draw' },
      { type: 'chooseOption', option: 'decline' },
    ],
    resolve: (t, p, m) => {
      if (m.option === 'draw') drawCards(t, p.seat, p.n);
      else t.log`${seatRef(p.seat)} chose not to draw.`;
    },
    autoplay: never,
    group: () => 'Draw or not',
    prompt: (p, say) =>
      `${say.who(say.view.game.active)} used an action that lets you draw ${cardsPhrase(p.n)}: draw, or not`,
    waiting: () => 'deciding whether to draw',
    label: (p, m) =>
      m.option === 'draw'
        ? { label: `Draw ${cardsPhrase(p.n)}`, short: 'Draw' }
        : { label: 'Do not draw', short: 'No' },
  },
} satisfies Decisions;

const TABLE: Decisions = DECISIONS;
const DECISION_IDS = Object.keys(TABLE) as DecisionId[];

/** The decision a pending record asks: the entry whose kind and purpose it carries. */
export function decisionOf(p: Pending): DecisionId {
  const purpose = 'purpose' in p ? p.purpose : undefined;
  const id = DECISION_IDS.find((d) => TABLE[d].kind === p.kind && TABLE[d].purpose === purpose);
  if (id === undefined) throw new Error(`no decision asks ${p.kind} ${String(purpose)}`);
  return id;
}

/** The decisions of one kind, in table order, with what each asks: the public game data's schema lists them. */
export function purposesOf(kind: Pending['kind']): { readonly purpose: string; readonly about: string }[] {
  return DECISION_IDS.flatMap((d) => {
    const { purpose, about } = TABLE[d];
    return TABLE[d].kind === kind && purpose !== undefined ? [{ purpose, about }] : [];
  });
}

/** A pending decision with its entry, bound together: what the legal moves, applyMove and the words ask of it. */
export interface Asked {
  readonly id: DecisionId;
  options(s: S): OttbMove[];
  /** Carries out the answer; false when the move does not answer this decision. */
  resolve(t: T, m: OttbMove): boolean;
  autoplay(s: S): boolean;
  group(say: Say): string;
  prompt(say: Say): string;
  waiting(): string;
  label(m: OttbMove, say: Say): OptionWords | undefined;
}

function bind<D extends DecisionId>(id: D, p: PendingOf<D>): Asked {
  const d = TABLE[id];
  const answers = (m: OttbMove): m is AnswerOf<D> => m.type === ANSWERS[d.kind];
  return {
    id,
    options: (s) => d.options(s, p),
    resolve: (t, m) => {
      if (!answers(m)) return false;
      t.game.pending = null;
      d.resolve(t, p, m);
      return true;
    },
    autoplay: (s) => d.autoplay(s, p),
    group: (say) => d.group(p, say),
    prompt: (say) => d.prompt(p, say),
    waiting: () => d.waiting(p),
    label: (m, say) => (answers(m) ? d.label(p, m, say) : undefined),
  };
}

/** The pending decision with its entry. */
export function ask(p: Pending): Asked {
  return bind(decisionOf(p), p);
}
