// Setup (rule 5): the decks and displays; then every seat at once names its Captain and ship and picks profession and
// personality, starting places are chosen in seat order (each must be free), the starting jobs are dealt, and every seat
// at once discards down to three.
import { listOf, possessive, seatRef, withArticle, type Random, type SetupTable, type Table } from '@cortex/engine';
import { PERSONALITIES, PROFESSIONS, type Personality, type Profession } from '../content/captains';
import { MARKETS, marketKinds } from '../content/cards';
import { CONTACT_KEYS, CONTACTS, jobKinds } from '../content/jobs';
import { PLACES, REAVER_START, sectorAt, sectorName } from '../content/map';
import { MISBEHAVES } from '../content/misbehave';
import { CAPTAIN_FIRST_NAMES, CAPTAIN_SURNAMES, SHIP_ADJECTIVES, SHIP_NOUNS, SUGGESTIONS } from '../content/names';
import type { NiskaOptions } from '../options';
import type { NiskaData, PlayerState, SetupStage } from '../state';
import { BASE, emptyHold, money, type Reader, Z } from './common';
import { HAND_LIMIT } from './deal';
import { MARKET_MIN } from './market';

/** `n` two-part names with no first part and no second part used twice (so no two seats are offered the same name). */
function pairedNames(random: Random, firsts: readonly string[], seconds: readonly string[], n: number): string[] {
  const a = random.shuffleInPlace([...firsts]);
  const b = random.shuffleInPlace([...seconds]);
  return Array.from({ length: n }, (_, i) => `${a[i]!} ${b[i]!}`);
}

export function setupGame(t: SetupTable, players: number, options: NiskaOptions): NiskaData {
  for (const m of MARKETS) {
    t.createZone(Z.marketDeck(m), []);
    t.createZone(Z.market(m), 'all');
    t.createCards(Z.marketDeck(m), marketKinds(m));
    t.shuffle(Z.marketDeck(m));
    t.moveTop(Z.marketDeck(m), Z.market(m), MARKET_MIN);
  }
  for (const c of CONTACT_KEYS) {
    t.createZone(Z.jobDeck(c), []);
    t.createZone(Z.jobs(c), 'all');
    t.createCards(Z.jobDeck(c), jobKinds(c));
    t.shuffle(Z.jobDeck(c));
    t.moveTop(Z.jobDeck(c), Z.jobs(c), 3);
  }
  t.createZone(Z.misDeck, []);
  t.createZone(Z.misShown, 'all');
  t.createZone(Z.misDiscard, 'all');
  t.createCards(Z.misDeck, Object.keys(MISBEHAVES));
  t.shuffle(Z.misDeck);
  t.createZone(Z.removed, 'all');
  // Rule 4: every ship sheet, hand and job is public on the site; only the decks are secret.
  for (let s = 0; s < players; s++)
    for (const z of [Z.crew(s), Z.gear(s), Z.upgrades(s), Z.hand(s), Z.active(s), Z.done(s)]) t.createZone(z, 'all');
  const { additionalRules, ...settings } = options;
  if (additionalRules.trim() !== '') t.logAbout(null)`Additional Rules (rule 31): ${additionalRules}`;
  t.logAbout(
    null,
  )`Each Captain owes Niska ${money(settings.debt)} and starts with ${money(settings.startingCash)}. Setup begins: everyone names their Captain and ship and picks a profession and a personality.`;
  const player = (): PlayerState => ({
    captain: null,
    ship: null,
    profession: null,
    personality: null,
    sector: -1,
    cash: settings.startingCash,
    range: BASE.range,
    warrants: 0,
    solid: [],
    hold: emptyHold(),
    stash: emptyHold(),
    captainDisgruntled: 0,
    captainGear: null,
    crew: {},
    progress: {},
  });
  // The GM's suggestions (rule 5: names are the players' own; these are offered, the first is the GM's random pick).
  const captains = pairedNames(t.random, CAPTAIN_FIRST_NAMES, CAPTAIN_SURNAMES, SUGGESTIONS * players);
  const ships = pairedNames(t.random, SHIP_ADJECTIVES, SHIP_NOUNS, SUGGESTIONS * players);
  const per = (names: string[]): string[][] =>
    Array.from({ length: players }, (_, s) => names.slice(s * SUGGESTIONS, (s + 1) * SUGGESTIONS));
  return {
    houseRules: additionalRules,
    settings,
    phase: 'setup',
    setup: { captains: per(captains), ships: per(ships), dealt: false },
    round: 0,
    turn: 0,
    used: [],
    players: Array.from({ length: players }, player),
    reaver: REAVER_START,
    pending: [],
    work: null,
    offers: [],
    winner: null,
    summary: '',
  };
}

/**
 * A seat's next setup decision. Naming, profession and personality are each seat's own and made at once by everyone;
 * starting places go in seat order (a seat picks once every earlier seat has); the jobs are dealt when every Firefly
 * has a place, then everyone discards down to three at once.
 */
export function setupStageOf(r: Reader, seat: number): SetupStage {
  const g = r.game;
  const p = g.players[seat]!;
  if (g.phase !== 'setup' || !g.setup) return 'waiting';
  if (p.captain === null) return 'captain';
  if (p.ship === null) return 'ship';
  if (p.profession === null) return 'profession';
  if (p.personality === null) return 'personality';
  if (p.sector < 0) return g.players.slice(0, seat).every((q) => q.sector >= 0) ? 'start' : 'waiting';
  if (!g.setup.dealt) return 'waiting';
  return r.cards(Z.hand(seat)).length > HAND_LIMIT ? 'discard' : 'waiting';
}

/** Starting places still free: every planet and station no other Firefly has claimed (rule 5). */
export function freeStarts(r: Reader): number[] {
  const taken = new Set(r.game.players.map((p) => p.sector));
  return PLACES.map((p) => sectorAt(p.col, p.row))
    .filter((s) => !taken.has(s))
    .sort((a, b) => a - b);
}

export function allowedPersonalities(prof: Profession | null): Personality[] {
  return (Object.keys(PERSONALITIES) as Personality[]).filter(
    (k) => !PERSONALITIES[k].needs || PERSONALITIES[k].needs === prof,
  );
}

type T = Table<NiskaData>;

export function applySetup(
  t: T,
  seat: number,
  step:
    | { kind: 'captain' | 'ship'; name: string }
    | { kind: 'profession'; value: Profession }
    | { kind: 'personality'; value: Personality }
    | { kind: 'start'; sector: number },
): void {
  const g = t.game;
  const p = g.players[seat]!;
  switch (step.kind) {
    case 'captain':
      p.captain = step.name;
      t.log`${seatRef(seat)} named ${possessive(seat)} Captain ${step.name}.`;
      return;
    case 'ship':
      p.ship = step.name;
      t.log`${seatRef(seat)} named ${possessive(seat)} Firefly ${step.name}.`;
      return;
    case 'profession': {
      p.profession = step.value;
      const { name, skills } = PROFESSIONS[step.value];
      t.log`${seatRef(seat)} made Captain ${p.captain ?? ''} ${withArticle(name)} (Fight ${skills.fight}, Tech ${skills.tech}, Talk ${skills.talk}).`;
      return;
    }
    case 'personality': {
      p.personality = step.value;
      const { name, text } = PERSONALITIES[step.value];
      t.log`${seatRef(seat)} chose the personality ${name} for Captain ${p.captain ?? ''}: ${text}`;
      return;
    }
    case 'start':
      p.sector = step.sector;
      t.log`${seatRef(seat)} chose ${sectorName(step.sector)} as ${possessive(seat)} starting place.`;
      if (g.players.every((q) => q.sector >= 0)) dealStartingJobs(t);
      return;
  }
}

/** Rule 5: once every Firefly has a place, each Captain is given a job from each dealer (in seat order). */
function dealStartingJobs(t: T): void {
  const g = t.game;
  for (let s = 0; s < t.players; s++) {
    const dealt: string[] = [];
    for (const c of CONTACT_KEYS) dealt.push(...t.moveTop(Z.jobDeck(c), Z.hand(s), 1, 'bottom'));
    t.logAbout(
      s,
    )`${seatRef(s)} received a starting job from each dealer (${listOf(CONTACT_KEYS.map((c) => CONTACTS[c].name))}): ${t.cardsRef(dealt)}.`;
  }
  g.setup!.dealt = true;
  afterSetupDiscard(t);
}

/** Once every hand is down to three, play begins. */
export function afterSetupDiscard(t: T): void {
  const g = t.game;
  if (!g.setup?.dealt) return;
  for (let s = 0; s < t.players; s++) if (t.count(Z.hand(s)) > HAND_LIMIT) return;
  g.phase = 'play';
  g.setup = null;
  g.turn = 0;
  g.round = 1;
  t.logAbout(null)`Setup is done. Round 1 begins.`;
}
