// Game setup: decks, Main and Supporting Characters, stacks, Objectives with their Episode decks, Side Jobs, Inevitables, first turn.
import { listOf, withChoiceLabels, type PhrasePart, type SetupTable } from '@cortex/engine';
import { z } from 'zod';
import {
  avatar,
  avatarKind,
  BROWNCOATS,
  BRIDGE_SPACES,
  CREW_STACKS,
  CREW_STRIKES,
  expand,
  HAND_SIZE,
  MAIN_CHARACTERS,
  OBJECTIVES,
  PREPARATION_ROUNDS,
  TRIO_IDS,
  SIDE_JOBS_PER_DECK,
  SHIP_SLOTS,
  SHIP_STRIKES,
  SIDE_JOBS,
  STARTING,
  TALENTS_FLAWS,
  UPGRADE_SLOTS,
  UPGRADES,
  VERSE_SPACES,
  INEVITABLES,
} from '../content';
import { applyCampaignCarry, campaignOption, defeatCarriedLethal, episodeDeckCards } from './campaign';
import { campaignGamesOption } from './campaignOrder';
import { startEpisode } from './episode';
import { chooseMainCharacters, chooseObjectives, modeOptions, pickDifficulty, trioName } from './modes';
import { drawCards } from './ops';
import { type FireflyData, type FTable, rankedMcs, Z } from '../state';
import { advance } from './turn';
import { CREW, type Crew } from '../content/vocabulary';

export const DEFAULT_MAIN_CHARACTERS: readonly Crew[] = ['mal', 'kaylee', 'zoe', 'jayne', 'book'];

export const fireflyOptions = z.object({
  episodes: withChoiceLabels(
    z
      .enum(TRIO_IDS)
      .default('serenity-train-job')
      .describe(
        "The three Episodes A, B, C: one of the campaign's five games, from Serenity and The Train Job to The Message, Heart of Gold and Objects in Space",
      ),
    Object.fromEntries(TRIO_IDS.map((trio) => [trio, trioName(trio)])),
  ),
  mainCharacters: z
    .array(z.enum(CREW))
    .length(MAIN_CHARACTERS)
    .refine((a) => new Set(a).size === a.length, 'Main Characters must be five different crew members')
    .default([...DEFAULT_MAIN_CHARACTERS])
    .describe(
      'The five Main Characters: seat 1 plays the first, seat 2 the second, and so on; the rest are non-player Main Characters',
    ),
  campaign: campaignOption.optional(),
  campaignGames: campaignGamesOption,
  ...modeOptions,
});
export type FireflyOptions = z.infer<typeof fireflyOptions>;

export function setupGame(t: SetupTable, players: number, options: FireflyOptions): FireflyData {
  const log = t.logAbout(null);
  for (let s = 0; s < players; s++) {
    t.createZone(Z.deck(s), []);
    t.createZone(Z.hand(s), [s]);
    t.createZone(Z.discard(s), 'all');
    t.createZone(Z.played(s), 'all');
    t.createZone(Z.aside(s), 'all');
  }
  for (let m = 0; m < MAIN_CHARACTERS; m++) {
    t.createZone(Z.avatar(m), 'all');
    t.createZone(Z.strikes(m), 'all');
  }
  for (let i = 0; i < VERSE_SPACES; i++) {
    t.createZone(Z.down(i), []);
    t.createZone(Z.up(i), 'all');
    t.createZone(Z.attached(i), 'all');
  }
  for (let j = 0; j < BRIDGE_SPACES; j++) t.createZone(Z.bridge(j), 'all');
  for (let k = 0; k < SHIP_SLOTS; k++) t.createZone(Z.slot(k), 'all');
  for (let k = 0; k < UPGRADE_SLOTS; k++) t.createZone(Z.upgrade(k), 'all');
  for (let e = 0; e < 3; e++) {
    t.createZone(Z.objective(e), 'all');
    t.createZone(Z.episode(e), []);
    t.createZone(Z.inevitable(e), []);
  }
  for (const name of [Z.crew, Z.browncoats, Z.upgrades, Z.shipDeck, Z.crewStrikes, Z.box, 'sideJobs', 'inevitables'])
    t.createZone(name, []);
  for (const name of [
    Z.combat,
    Z.market,
    Z.shipUsed,
    Z.crewDiscard,
    Z.talents,
    Z.flaws,
    Z.defeatedChars,
    Z.defeated,
    Z.jobsDone,
    Z.operations,
    'unusedCrew',
  ])
    t.createZone(name, 'all');

  // Main Characters: players first (seat order), then non-players below the Bridge; the other four are Supporting Characters.
  const rules = pickDifficulty(options);
  const trio: string[] = chooseObjectives(t.random, options);
  const mains = chooseMainCharacters(options, options.mainCharacters, trio);
  mains.forEach((c, m) => t.createCards(Z.avatar(m), [avatarKind(c)]));
  const supporting = CREW.filter((c) => !mains.includes(c));
  t.createCards('unusedCrew', supporting.map(avatarKind));
  for (const c of mains) t.createCards('unusedCrew', expand(CREW_STACKS[c]));
  for (const c of supporting) t.createCards(Z.crew, expand(CREW_STACKS[c]));
  t.shuffle(Z.crew);

  // Starting decks: 7 Shiny, 5 Misbehave, 1 Talent (or as many as the difficulty says).
  t.createCards(Z.box, expand(STARTING));
  t.createCards(Z.talents, expand(TALENTS_FLAWS.filter(([k]) => k === 'talent')));
  t.createCards(Z.flaws, expand(TALENTS_FLAWS.filter(([k]) => k === 'flaw')));
  for (let s = 0; s < players; s++) {
    const box = t.cards(Z.box);
    t.move(
      box
        .filter((c) => c.kind === 'shiny')
        .slice(0, 7)
        .map((c) => c.id),
      Z.deck(s),
    );
    t.move(
      t
        .cards(Z.box)
        .filter((c) => c.kind === 'misbehave')
        .slice(0, 5)
        .map((c) => c.id),
      Z.deck(s),
    );
    if (rules.startingTalents > 0) t.moveTop(Z.talents, Z.deck(s), rules.startingTalents);
    t.shuffle(Z.deck(s));
  }

  for (const [zone, entries] of [
    [Z.browncoats, BROWNCOATS],
    [Z.upgrades, UPGRADES],
    [Z.shipDeck, SHIP_STRIKES],
    [Z.crewStrikes, CREW_STRIKES],
  ] as const) {
    t.createCards(zone, expand(entries));
    t.shuffle(zone);
  }

  // A campaign game inherits the last game's Upgrades and Strikes (after a win) and its Episode C's End of Episode text.
  const endOfEpisode = applyCampaignCarry(t, options.campaign?.carry ?? null);

  // Objectives A, B, C and their mini-decks, each with Side Jobs by the Side Job Table and an Inevitable below it.
  t.createCards('sideJobs', expand(SIDE_JOBS));
  t.shuffle('sideJobs');
  t.createCards('inevitables', expand(INEVITABLES));
  t.shuffle('inevitables');
  const jobs = Math.max(
    0,
    Math.min(Math.floor(expand(SIDE_JOBS).length / 3), (SIDE_JOBS_PER_DECK[players] ?? 0) + rules.extraSideJobs),
  );
  trio.forEach((kind, e) => {
    t.createCards(Z.objective(e), [kind]);
    t.createCards(Z.episode(e), episodeDeckCards(kind, options.campaign?.carry ?? null));
    t.moveTop('sideJobs', Z.episode(e), jobs);
    t.shuffle(Z.episode(e));
    t.moveTop('inevitables', Z.inevitable(e));
  });
  // Objectives of Episodes not in this game stay in the box.
  t.createCards(
    Z.box,
    OBJECTIVES.map(([k]) => k).filter((k) => !trio.includes(k)),
  );

  for (let j = 0; j < BRIDGE_SPACES; j++) t.moveTop(Z.crew, Z.bridge(j));
  // Each player's Avatar with the player's name ("Mal (you)"), then the non-players.
  const cast: PhrasePart[] = mains.flatMap((c, m): PhrasePart[] => [
    m > 0 ? ', ' : '',
    `${avatar(c).name} (`,
    m < players ? { seat: m } : 'non-player',
    ')',
  ]);
  log`Main Characters: ${cast}. Supporting Characters: ${listOf(supporting.map((c) => avatar(c).name))}.`;

  const seats = Array.from({ length: players }, (_, s) => s);
  const first = seats.reduce((best, s) => (avatar(mains[s]!).rank < avatar(mains[best]!).rank ? s : best), 0);
  const g: FireflyData = {
    trio,
    episode: 0,
    step: 'start',
    active: first,
    turn: 0,
    prepTurns: ((PREPARATION_ROUNDS[players] ?? 0) + rules.extraPreparationRounds) * players,
    mcs: mains.map((crew, m) => ({ crew, seat: m < players ? m : null, down: false })),
    recruit: 0,
    attack: 0,
    classes: [],
    activated: [],
    virtual: [],
    avoid: 0,
    cancel: 0,
    scanDiscountUsed: false,
    soloCoordinated: false,
    weaken: [],
    queue: [],
    moment: 0,
    pending: null,
    window: [],
    coordinated: [],
    strikes: [],
    credits: 0,
    parts: [],
    fullyCompleted: [false, false, false],
    inev: { space: null, combat: false, turns: 0 },
    endEpisode: false,
    nextFirst: first,
    drewExtra: false,
    result: null,
    rules,
    ...(options.campaign ? { campaign: { game: options.campaign.game, final: false } } : {}),
  };
  const ft = Object.assign(t, { game: g }) as unknown as FTable;
  for (const s of seats) drawCards(ft, s, HAND_SIZE);
  // Lethal carried strikes defeat at once; a defeated player has no Rank, so the highest-ranked player still up goes first.
  if (defeatCarriedLethal(ft)) {
    if (g.result) return g;
    const up = rankedMcs(g).find((m) => g.mcs[m]!.seat !== null);
    g.active = g.nextFirst = g.mcs[up ?? 0]!.seat ?? first;
  }
  const opener = g.active;
  for (const fx of endOfEpisode) ft.game.queue.push({ fx, you: opener });
  startEpisode(ft, opener);
  advance(ft);
  return ft.game;
}
