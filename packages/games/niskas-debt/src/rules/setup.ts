// Setup (rule 5): the decks and displays, then each seat in turn names Captain and ship, picks profession, personality and a free starting place, and keeps three of five jobs.
import { seatRef, type SetupTable, type Table } from '@cortex/engine';
import { PERSONALITIES, PROFESSIONS, type Personality, type Profession } from '../content/captains';
import { MARKETS, marketKinds } from '../content/cards';
import { CONTACT_KEYS, CONTACTS, jobKinds } from '../content/jobs';
import { PLACES, REAVER_START, sectorAt, sectorName } from '../content/map';
import { MISBEHAVES } from '../content/misbehave';
import type { NiskaOptions } from '../options';
import type { NiskaData, PlayerState } from '../state';
import { BASE, emptyHold, type Reader, Z } from './common';
import { HAND_LIMIT } from './deal';
import { MARKET_MIN } from './market';

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
  for (let s = 0; s < players; s++) for (const z of [Z.crew(s), Z.gear(s), Z.upgrades(s), Z.hand(s), Z.active(s), Z.done(s)]) t.createZone(z, 'all');
  const { additionalRules, ...settings } = options;
  if (additionalRules.trim() !== '') t.logAbout(null)`Additional Rules (rule 31): ${additionalRules}`;
  t.logAbout(null)`Each Captain owes Niska $${settings.debt} and starts with $${settings.startingCash}. Setup begins.`;
  const player = (): PlayerState => ({
    captain: null, ship: null, profession: null, personality: null, sector: -1, cash: settings.startingCash, range: BASE.range,
    warrants: 0, solid: [], hold: emptyHold(), stash: emptyHold(), captainDisgruntled: 0, captainGear: null, crew: {}, progress: {},
  });
  return {
    houseRules: additionalRules, settings, phase: 'setup', setupStage: 'captain', round: 0, turn: 0, used: [], offersMade: Array.from({ length: players }, () => 0),
    players: Array.from({ length: players }, player), reaver: REAVER_START, pending: [], work: null, offers: [], winner: null, summary: '',
  };
}

/** Starting places still free: every planet and station no other Firefly has claimed (rule 5). */
export function freeStarts(r: Reader): number[] {
  const taken = new Set(r.game.players.map((p) => p.sector));
  return PLACES.map((p) => sectorAt(p.col, p.row)).filter((s) => !taken.has(s)).sort((a, b) => a - b);
}

export function allowedPersonalities(prof: Profession | null): Personality[] {
  return (Object.keys(PERSONALITIES) as Personality[]).filter((k) => !PERSONALITIES[k].needs || PERSONALITIES[k].needs === prof);
}

type T = Table<NiskaData>;

export function applySetup(t: T, seat: number, step: { kind: 'captain' | 'ship'; name: string } | { kind: 'profession'; value: Profession } | { kind: 'personality'; value: Personality } | { kind: 'start'; sector: number }): void {
  const g = t.game;
  const p = g.players[seat]!;
  switch (step.kind) {
    case 'captain':
      p.captain = step.name;
      t.log`${seatRef(seat)} named the Captain ${step.name}.`;
      g.setupStage = 'ship';
      return;
    case 'ship':
      p.ship = step.name;
      t.log`${seatRef(seat)} named the Firefly the ${step.name}.`;
      g.setupStage = 'profession';
      return;
    case 'profession':
      p.profession = step.value;
      t.log`${seatRef(seat)} chose a ${PROFESSIONS[step.value].name} Captain.`;
      g.setupStage = 'personality';
      return;
    case 'personality':
      p.personality = step.value;
      t.log`${seatRef(seat)} chose the personality ${PERSONALITIES[step.value].name}.`;
      g.setupStage = 'start';
      return;
    case 'start': {
      p.sector = step.sector;
      t.log`${seatRef(seat)} started at ${sectorName(step.sector)}.`;
      const dealt: string[] = [];
      for (const c of CONTACT_KEYS) dealt.push(...t.moveTop(Z.jobDeck(c), Z.hand(seat), 1, 'bottom'));
      t.log`${seatRef(seat)} received a starting job from each contact (${CONTACT_KEYS.map((c) => CONTACTS[c].name).join(', ')}): ${t.cardsRef(dealt)}.`;
      g.setupStage = 'discard';
      afterSetupDiscard(t);
      return;
    }
  }
}

/** Once the hand is down to three, the next seat sets up, or play begins. */
export function afterSetupDiscard(t: T): void {
  const g = t.game;
  if (t.count(Z.hand(g.turn)) > HAND_LIMIT) return;
  if (g.turn + 1 < t.players) {
    g.turn++;
    g.setupStage = 'captain';
    return;
  }
  g.phase = 'play';
  g.turn = 0;
  g.round = 1;
  t.logAbout(null)`Setup is done. Round 1 begins.`;
}
