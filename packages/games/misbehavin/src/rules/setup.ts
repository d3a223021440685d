// Options and setup: factions and boards, 'verse and credits, the supply board (a setup or the draft), market decks, episode, Reavers, hands.
import { seatRef, withChoiceLabels, type Seat, type SetupTable } from '@cortex/engine';
import { z } from 'zod';
import {
  EPISODES,
  FACTION_NAMES,
  MARKET_DECKS,
  OPTIONAL_SETS,
  REAVERS,
  SUPPLY_SETS,
  SUPPLY_SETUPS,
  VERSE_CARDS,
  marketDeck,
  starterDeck,
  supplyCards,
} from '../content/index';
import {
  type DraftState,
  type GameData,
  Z_BOX,
  Z_EPISODE,
  Z_REAVER,
  Z_REAVER_DECK,
  Z_REAVER_DONE,
  zAssets,
  zCommand,
  zDeck,
  zDisplay,
  zHand,
  zMarketDeck,
  zRecycle,
  zRow,
  zSupply,
} from '../state';
import { FACTIONS, type Faction, type SupplySet } from '../content/types';

/** A seat's faction: dealt at random (from those no seat chose) unless the lobby chooses it. */
const factionOption = (n: number) =>
  withChoiceLabels(
    z
      .enum(['random', ...FACTIONS])
      .default('random')
      .describe(`Seat ${n}'s faction (dealt at random unless chosen)`),
    { random: 'Dealt at random', ...FACTION_NAMES },
  );
/** A seat's own board side, so one player can take side B as a handicap. */
const sideOption = (n: number) =>
  withChoiceLabels(
    z
      .enum(['table', 'A', 'B'])
      .default('table')
      .describe(`Seat ${n}'s board side (B needs 2 less POWER to win: a handicap for one player)`),
    {
      table: 'The same as the table',
      A: 'Side A (standard)',
      B: 'Side B (easier)',
    },
  );

export const misbehavinOptions = z
  .object({
    supply: withChoiceLabels(
      z
        .enum(['standard', 'downNDirty', 'wheelAndDeal', 'xieXie', 'draft'])
        .default('standard')
        .describe('Supply board: the standard sets, a recommended setup, or the player-determined draft'),
      {
        standard: 'Standard supply board',
        downNDirty: "Down 'n' Dirty",
        wheelAndDeal: 'Wheel and Deal',
        xieXie: 'Xiè Xiè',
        draft: 'Players draft the supply sets',
      },
    ),
    side: withChoiceLabels(
      z
        .enum(['A', 'B'])
        .default('A')
        .describe(
          "Player board side for the table (B is easier: less POWER needed); a seat's own side below overrides it",
        ),
      {
        A: 'Side A (standard)',
        B: 'Side B (easier)',
      },
    ),
    episode: withChoiceLabels(
      z
        .enum(['none', ...Object.keys(EPISODES)] as [string, ...string[]])
        .default('none')
        .describe('Episode with an alternate win condition'),
      { none: 'No episode', ...Object.fromEntries(Object.entries(EPISODES).map(([k, e]) => [k, e.name])) },
    ),
    reavers: z.boolean().default(false).describe('Play with Reaver cards'),
    maxRounds: z.number().int().min(3).max(200).default(60).describe('Rounds before the game ends on POWER'),
    firstPlayer: withChoiceLabels(
      z
        .enum(['seat1', 'random'])
        .default('seat1')
        .describe(
          'Who goes first (the rulebook: whoever last misbehaved); in a supply draft, that player chooses first',
        ),
      { seat1: 'Seat 1', random: 'A player chosen at random' },
    ),
    faction1: factionOption(1),
    faction2: factionOption(2),
    faction3: factionOption(3),
    faction4: factionOption(4),
    side1: sideOption(1),
    side2: sideOption(2),
    side3: sideOption(3),
    side4: sideOption(4),
  })
  .superRefine((o, ctx) => {
    const chosen = seatFactions(o);
    chosen.forEach((f, i) => {
      const first = chosen.indexOf(f);
      if (f !== 'random' && first < i) {
        ctx.addIssue({
          code: 'custom',
          path: [`faction${i + 1}`],
          message: `seats ${first + 1} and ${i + 1} both chose ${FACTION_NAMES[f]}: each faction can be taken by one seat only`,
        });
      }
    });
  });
export type MisbehavinOptions = z.infer<typeof misbehavinOptions>;

const seatFactions = (o: Pick<MisbehavinOptions, 'faction1' | 'faction2' | 'faction3' | 'faction4'>) => [
  o.faction1,
  o.faction2,
  o.faction3,
  o.faction4,
];
const seatSides = (o: Pick<MisbehavinOptions, 'side1' | 'side2' | 'side3' | 'side4'>) => [
  o.side1,
  o.side2,
  o.side3,
  o.side4,
];

/** Each seat's faction: the chosen ones, then the rest dealt at random from the factions nobody chose. */
function dealFactions(t: SetupTable, players: number, o: MisbehavinOptions): Faction[] {
  const chosen = seatFactions(o).slice(0, players);
  const pool = FACTIONS.filter((f) => !chosen.includes(f));
  t.random.shuffleInPlace(pool);
  return chosen.map((f) => (f === 'random' ? pool.shift()! : f));
}

/** Draft order: the chooser, then counter-clockwise; with 3 players the first chooser also picks last. */
export function draftOrder(players: number, chooser: Seat = 0): { order: Seat[]; first: Seat } {
  const from = (seats: readonly Seat[]): Seat[] => seats.map((s) => (s + chooser) % players);
  if (players === 3) return { order: from([0, 2, 1, 0]), first: (1 + chooser) % 3 };
  const order = from(Array.from({ length: 4 }, (_, i) => (players - (i % players)) % players));
  return { order, first: order[order.length - 1]! };
}

export function setup(t: SetupTable, players: number, o: MisbehavinOptions): GameData {
  const factions = dealFactions(t, players, o);
  // "Choose a player to go first": seat 1, or one drawn at random (the random draw only then, so seat 1's games keep their deals).
  const chosen: Seat = o.firstPlayer === 'random' ? t.random.int(0, players - 1) : 0;
  const episode = o.episode === 'none' ? null : o.episode;
  // "use side B ... when instructed by an episode": the episode's word is final for every seat.
  const sides = seatSides(o).map((own) => (episode && EPISODES[episode]!.sideB ? 'B' : own === 'table' ? o.side : own));
  for (let s = 0; s < players; s++) {
    const side = sides[s]!;
    t.createZone(zDeck(s), []);
    t.createZone(zHand(s), [s]);
    t.createZone(zRecycle(s), 'all');
    t.createZone(zAssets(s), 'all');
    t.createZone(zCommand(s), 'all');
    t.createZone(zDisplay(s), 'all');
    t.createCards(zDeck(s), starterDeck(factions[s]!));
    t.shuffle(zDeck(s));
    t.logAbout(
      s,
    )`${seatRef(s)} took the faction ${FACTION_NAMES[factions[s]!]} (${VERSE_CARDS[factions[s]!].name}), board side ${side}.`;
  }
  for (const d of MARKET_DECKS) {
    t.createZone(zMarketDeck(d), []);
    t.createZone(zRow(d), 'all');
    t.createCards(zMarketDeck(d), marketDeck(d));
    t.shuffle(zMarketDeck(d));
    t.moveTop(zMarketDeck(d), zRow(d), 2);
  }
  t.createZone(Z_BOX, 'all');
  const all = ['shiny', 'black', ...OPTIONAL_SETS] as SupplySet[];
  for (const set of all) t.createZone(zSupply(set), 'all');
  let supplySets: SupplySet[];
  let draft: DraftState | null = null;
  if (o.supply === 'draft') {
    supplySets = ['shiny', 'black'];
    for (const set of OPTIONAL_SETS) t.createCards(Z_BOX, supplyCards(set));
    const { order, first } = draftOrder(players, chosen);
    draft = { order, pick: 0, slots: {}, first };
    t.logAbout(chosen)`The supply draft starts with ${seatRef(chosen)}.`;
  } else {
    supplySets = [...SUPPLY_SETUPS[o.supply]];
  }
  for (const set of supplySets) t.createCards(zSupply(set), supplyCards(set));
  if (o.supply !== 'draft') t.logAbout(null)`Supply board: ${supplySets.map((s) => SUPPLY_SETS[s].name).join(', ')}.`;
  if (o.supply !== 'draft' && o.firstPlayer === 'random')
    t.logAbout(chosen)`The first turn goes to ${seatRef(chosen)}.`;
  t.createZone(Z_EPISODE, 'all');
  if (episode) {
    t.createCards(Z_EPISODE, [episode]);
    t.logAbout(null)`Episode: ${EPISODES[episode]!.name}. ${EPISODES[episode]!.text}`;
  }
  t.createZone(Z_REAVER_DECK, []);
  t.createZone(Z_REAVER, 'all');
  t.createZone(Z_REAVER_DONE, 'all');
  if (o.reavers) {
    t.createCards(Z_REAVER_DECK, Object.keys(REAVERS));
    t.shuffle(Z_REAVER_DECK);
    t.moveTop(Z_REAVER_DECK, Z_REAVER);
  }
  for (let s = 0; s < players; s++) t.moveTop(zDeck(s), zHand(s), 5);
  t.logAbout(null)`Each player drew 5 cards.`;
  const first = draft ? draft.first : chosen;
  return {
    phase: draft ? 'draft' : 'play',
    players: Array.from({ length: players }, (_, s) => ({
      faction: factions[s]!,
      side: sides[s]!,
      credits: 1,
      verse: 1,
      marks: 0,
      reaver: 0,
      immune: false,
    })),
    turn: first,
    round: 1,
    maxRounds: o.maxRounds,
    firstPlayer: first,
    supplySets,
    draft,
    triggered: [],
    warrants: [],
    tokens: {},
    activations: 1,
    recruitments: 1,
    verseAcquired: false,
    rallied: false,
    stack: [],
    episode,
    reavers: o.reavers,
    winner: null,
    endReason: null,
  };
}

/** A drafted set moves from the box to its supply slot; after the last pick the game begins. */
export function draftPick(
  t: { game: GameData; move: SetupTable['move']; cards: SetupTable['cards']; logAbout: SetupTable['logAbout'] },
  seat: Seat,
  set: SupplySet,
  slot: string,
): void {
  const d = t.game.draft!;
  const ids = t
    .cards(Z_BOX)
    .filter((c) => supplyCards(set).includes(c.kind))
    .map((c) => c.id);
  t.move(ids, zSupply(set));
  t.logAbout(seat)`${seatRef(seat)} drafted ${SUPPLY_SETS[set].name} into the ${slot} slot.`;
  const pick = d.pick + 1;
  const slots = { ...d.slots, [slot]: set };
  const supplySets = [...t.game.supplySets, set];
  if (pick < d.order.length) {
    t.game = { ...t.game, supplySets, draft: { ...d, pick, slots } };
    return;
  }
  t.game = { ...t.game, supplySets, draft: { ...d, pick, slots }, phase: 'play', turn: d.first, firstPlayer: d.first };
  t.logAbout(d.first)`The first turn goes to ${seatRef(d.first)}.`;
}
