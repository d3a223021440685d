// Rules 15-17: contacts and what being solid with them is worth, the round's job refresh, taking jobs and the three-card hand.
import { describe, expect, test } from 'vitest';
import { CONTACT_KEYS, CONTACTS, isIllegal, JOBS, type Goods, type JobDef } from '../content/jobs';
import { legalMoves } from '../legal';
import { at, clearJobs, edit, manual, place, play, started } from '../testing';
import { Z } from './common';

const solidAt = (contact: 'harken' | 'amnon' | 'badger' | 'patience' | 'niska', where: Parameters<typeof at>[0]) =>
  edit(started(), (t) => {
    const p = t.game.players[0]!;
    p.sector = at(where);
    p.solid = [contact];
    p.hold.cargo = 1;
    p.stash.contraband = 1;
    p.warrants = 1;
  });

describe('Rule 15: contacts', () => {
  test.each([
    ['harken', 'londinium', 200, undefined],
    ['amnon', 'bazaar', 600, 500],
    ['badger', 'persephone', 600, 700],
    ['patience', 'athens', 600, 500],
    ['niska', 'ezra', 400, 800],
  ] as const)('15: solid with %s at %s: Cargo sells for %i, Contraband for %s', (contact, where, cargo, contraband) => {
    const s = solidAt(contact, where);
    expect(play(s, 0, { type: 'sell', goods: 'cargo' }).state.game.players[0]!.cash).toBe(3000 + cargo);
    if (contraband === undefined) expect(legalMoves(s, 0)).not.toContainEqual({ type: 'sell', goods: 'contraband' });
    else expect(play(s, 0, { type: 'sell', goods: 'contraband' }).state.game.players[0]!.cash).toBe(3000 + contraband);
    const notSolid = edit(s, (t) => void (t.game.players[0]!.solid = []));
    expect(legalMoves(notSolid, 0).some((m) => m.type === 'sell')).toBe(false);
  });
  test('15.b: Amnon Duul loads passengers and fugitives free', () => {
    const s = solidAt('amnon', 'bazaar');
    const r = play(play(s, 0, { type: 'load', goods: 'passenger' }).state, 0, {
      type: 'load',
      goods: 'fugitive',
    }).state;
    expect(r.game.players[0]!.hold.passenger + r.game.players[0]!.stash.fugitive).toBe(2);
    expect(r.game.players[0]!.cash).toBe(3000);
  });
  test('15.c: Badger clears all warrants for $1,000', () => {
    const r = play(solidAt('badger', 'persephone'), 0, { type: 'clearWarrants' }).state;
    expect(r.game.players[0]!.warrants).toBe(0);
    expect(r.game.players[0]!.cash).toBe(2000);
  });
  test('15.d: Patience sells Cargo and Contraband for $800 each', () => {
    const r = play(solidAt('patience', 'athens'), 0, { type: 'purchase', goods: 'contraband' }).state;
    expect(r.game.players[0]!.cash).toBe(2200);
    expect(r.game.players[0]!.stash.contraband).toBe(2);
  });
});

describe('Rule 6.a: trade with a contact takes the Deal action', () => {
  const CONTACT_TRADE = ['sell', 'purchase', 'load', 'clearWarrants'];
  const tradeMoves = (s: ReturnType<typeof started>, seat: number) =>
    legalMoves(s, seat).filter((m) => CONTACT_TRADE.includes(m.type));
  test.each([
    ['Harken', 'harken', 'londinium', 'sell'],
    ['Amnon Duul', 'amnon', 'bazaar', 'load'],
    ['Badger', 'badger', 'persephone', 'clearWarrants'],
    ['Patience', 'patience', 'athens', 'purchase'],
    ['Niska', 'niska', 'ezra', 'sell'],
  ] as const)(
    '6.a "noted in the rules that do not take an action" does not cover trade with %s: it is a Deal, on your own turn',
    (_, contact, where, type) => {
      const onTurn = solidAt(contact, where);
      expect(tradeMoves(onTurn, 0).map((m) => m.type)).toContain(type);
      // Off turn: the same ship, solid and loaded, has no trade with the contact.
      const offTurn = edit(onTurn, (t) => void (t.game.turn = 1));
      expect(tradeMoves(offTurn, 0)).toEqual([]);
      // On turn with the Deal action used, or with both actions used: none either.
      expect(
        tradeMoves(
          edit(onTurn, (t) => void (t.game.used = ['deal'])),
          0,
        ),
      ).toEqual([]);
      expect(
        tradeMoves(
          edit(onTurn, (t) => void (t.game.used = ['fly', 'work'])),
          0,
        ),
      ).toEqual([]);
      // Trading opens the Deal action: it is used, and trade and jobs go on within it until the player stops dealing.
      const move = tradeMoves(onTurn, 0).find((m) => m.type === type)!;
      const r = play(onTurn, 0, move, manual).state;
      expect(r.game.used).toEqual(['deal']);
      expect(r.game.pending[0]).toMatchObject({ kind: 'dealMore', seat: 0 });
      expect(legalMoves(r, 0).some((m) => m.type === 'deal')).toBe(true);
      expect(legalMoves(r, 0)).toContainEqual({ type: 'stopDealing' });
    },
  );
  test("a ship parked at Ezra cannot sell its Contraband to Niska during another player's turn and win there", () => {
    const s = edit(started(), (t) => {
      const p = t.game.players[1]!;
      p.sector = at('ezra');
      p.solid = ['niska', 'amnon'];
      p.cash = 5500;
      p.stash.contraband = 1;
    });
    expect(s.game.turn).toBe(0);
    expect(legalMoves(s, 1)).not.toContainEqual({ type: 'sell', goods: 'contraband' });
    // On its own turn it may: the sale is part of its Deal action, and once that is over it pays Niska back.
    const own = edit(s, (t) => void (t.game.turn = 1));
    const sold = play(own, 1, { type: 'sell', goods: 'contraband' }).state;
    expect(sold.game.winner).toBeNull();
    const won = play(sold, 1, { type: 'stopDealing' }).state;
    expect(won.game.winner).toBe(1);
    expect(won.game.players[1]!.cash + 6000).toBe(5500 + 800);
  });
  test('one Deal action: several sales and up to two jobs, in any order, then stop', () => {
    let s = edit(solidAt('badger', 'persephone'), (t) => void (t.game.players[0]!.hold.cargo = 2));
    const board = s.zones[Z.jobs('badger')]!.cards.map((c) => c.id);
    s = play(s, 0, { type: 'sell', goods: 'cargo' }, manual).state;
    s = play(s, 0, { type: 'deal', job: board[0]! }, manual).state;
    s = play(s, 0, { type: 'sell', goods: 'cargo' }, manual).state;
    s = play(s, 0, { type: 'deal', job: board[1]! }, manual).state;
    // Two jobs taken: no third; the board is topped up; trade goes on.
    expect(legalMoves(s, 0).some((m) => m.type === 'deal')).toBe(false);
    expect(s.zones[Z.jobs('badger')]!.cards.length).toBeGreaterThanOrEqual(3);
    expect(legalMoves(s, 0)).toContainEqual({ type: 'sell', goods: 'contraband' });
    s = play(s, 0, { type: 'stopDealing' }, manual).state;
    expect(s.game.players[0]!.cash).toBe(3000 + 1200);
    expect(s.game.used).toEqual(['deal']);
    expect(s.game.pending[0]).toMatchObject({ kind: 'discardJobs', seat: 0 });
  });
});

/** Goods a job drops off that it did not pick up itself: they come from a contact (15.b, 15.d), a derelict or a trade. */
function broughtIn(def: JobDef): { goods: Goods; n: number }[] {
  const picked = new Set<Goods>();
  const out: { goods: Goods; n: number }[] = [];
  for (const step of def.steps) {
    if (step.do === 'pickup') picked.add(step.goods);
    else if (step.do === 'dropoff' && !picked.has(step.goods)) out.push({ goods: step.goods, n: step.n });
  }
  return out;
}
const jobsBringing = (goods: Goods) =>
  Object.entries(JOBS).filter(([, def]) => broughtIn(def).some((b) => b.goods === goods));

describe('Rule 15: what being solid with a contact is worth', () => {
  test.each(['passenger', 'fugitive'] as const)(
    '15.b Amnon Duul "allows the loading of Passengers and Fugitives for free": some job delivers a %s it does not pick up',
    (goods) => {
      expect(jobsBringing(goods).length).toBeGreaterThan(0);
    },
  );
  test('15.b: Passengers loaded through Amnon Duul complete a job that picks up none', () => {
    const [kind, def] = jobsBringing('passenger').find(([, d]) => !isIllegal(d) && Object.keys(d.needs).length === 0)!;
    const drop = broughtIn(def).find((b) => b.goods === 'passenger')!;
    let s = edit(started(), (t) => {
      clearJobs(t, 0);
      const p = t.game.players[0]!;
      p.sector = at('bazaar');
      p.solid = ['amnon'];
      p.profession = 'soldier';
      place(t, kind, Z.hand(0));
    });
    for (let i = 0; i < drop.n; i++) s = play(s, 0, { type: 'load', goods: 'passenger' }, manual).state;
    s = play(s, 0, { type: 'stopDealing' }).state;
    expect(s.game.players[0]!.hold.passenger).toBe(drop.n);
    expect(s.game.players[0]!.cash).toBe(3000);
    // The ship is moved to each step's place in turn and works there until the job is done.
    const job = s.zones[Z.hand(0)]!.cards[0]!.id;
    for (const step of def.steps) {
      s = edit(s, (t) => {
        t.game.players[0]!.sector = at(step.at);
        t.game.used = [];
        t.game.turn = 0;
      });
      s = play(s, 0, { type: 'work', job }).state;
    }
    expect(s.zones[Z.done(0)]!.cards.map((c) => c.id)).toEqual([job]);
  });
  test('15.d Patience "sells both Cargo and Contraband for $800 each": a job pays more for Contraband it does not pick up than the $800 apiece Patience asks and Niska pays (15.e)', () => {
    const paying = jobsBringing('contraband').filter(([, def]) => {
      const n = broughtIn(def).find((b) => b.goods === 'contraband')!.n;
      return (
        def.pay > n * (CONTACTS.patience.sells!.contraband! + 200) &&
        def.pay > n * CONTACTS.niska.buys.contraband! + 500
      );
    });
    expect(paying.length).toBeGreaterThan(0);
  });
});

describe('Rule 16: job refresh', () => {
  test('each round after the first, every contact swaps one job and still shows at least three', () => {
    const s = edit(started(), (t) => void (t.game.turn = 1));
    const before = CONTACT_KEYS.map((c) => s.zones[Z.jobs(c)]!.cards.map((x) => x.id).join());
    const r = play(s, 1, { type: 'end' }).state;
    CONTACT_KEYS.forEach((c, i) => {
      expect(r.zones[Z.jobs(c)]!.cards.length).toBeGreaterThanOrEqual(3);
      void before[i];
    });
  });
});

describe('Rule 17: Deal', () => {
  test('take up to two jobs at the contact here; the board refills; discard down to three', () => {
    const s = started();
    // Seat 0 is on Persephone with Badger.
    const board = s.zones[Z.jobs('badger')]!.cards;
    const deals = legalMoves(s, 0).filter((m) => m.type === 'deal');
    expect(deals).toHaveLength(board.length);
    let r = play(s, 0, { type: 'deal', job: board[0]!.id }).state;
    // The board refills once the Deal action is over, not between its two picks (see the next test).
    expect(r.zones[Z.jobs('badger')]!.cards.length).toBe(board.length - 1);
    r = play(r, 0, { type: 'deal', job: r.zones[Z.jobs('badger')]!.cards[0]!.id }).state;
    expect(r.zones[Z.jobs('badger')]!.cards.length).toBeGreaterThanOrEqual(3);
    expect(r.zones[Z.hand(0)]!.cards).toHaveLength(5);
    // Discarding down to three is one decision: any two of the five, ten ways (rule 17.a).
    const discards = legalMoves(r, 0).filter((m) => m.type !== 'timeUp');
    expect(discards.every((m) => m.type === 'discardJobs' && m.jobs.length === 2)).toBe(true);
    expect(discards).toHaveLength(10);
    expect(legalMoves(r, 0)).toHaveLength(11);
    const hand = r.zones[Z.hand(0)]!.cards.map((c) => c.id);
    r = play(r, 0, { type: 'discardJobs', jobs: [hand[0]!, hand[3]!] }).state;
    expect(r.zones[Z.hand(0)]!.cards.map((c) => c.id)).toEqual([hand[1], hand[2], hand[4]]);
    expect(r.zones[Z.hand(0)]!.cards).toHaveLength(3);
    expect(r.game.pending).toEqual([]);
    expect(legalMoves(r, 0).some((m) => m.type === 'deal')).toBe(false);
  });
  test('17: "add up to two visible cards to their job hand": both from what was shown when the Deal action began', () => {
    const s = started();
    const shown = s.zones[Z.jobs('badger')]!.cards.map((c) => c.id);
    const r = play(s, 0, { type: 'deal', job: shown[0]! }).state;
    expect(r.zones[Z.jobs('badger')]!.cards.map((c) => c.id)).toEqual(shown.slice(1));
    expect(
      legalMoves(r, 0)
        .flatMap((m) => (m.type === 'deal' ? [m.job] : []))
        .sort(),
    ).toEqual(shown.slice(1).sort());
    // Stopping after one job tops the board up to three again.
    const stopped = play(r, 0, { type: 'stopDealing' }).state;
    expect(stopped.zones[Z.jobs('badger')]!.cards).toHaveLength(3);
    expect(stopped.zones[Z.jobs('badger')]!.cards.slice(0, 2).map((c) => c.id)).toEqual(shown.slice(1));
  });
  test('no Deal away from a contact', () => {
    const s = edit(started(), (t) => void (t.game.players[0]!.sector = at('regina')));
    expect(legalMoves(s, 0).some((m) => m.type === 'deal')).toBe(false);
  });
  test('jobs in every deck are legal and illegal, moral and immoral, and of all four types', () => {
    for (const c of CONTACT_KEYS) {
      const jobs = Object.entries(JOBS).filter(([, j]) => j.contact === c);
      expect(new Set(jobs.map(([, j]) => j.type))).toEqual(new Set(['shipping', 'transport', 'smuggling', 'crime']));
      expect(new Set(jobs.map(([, j]) => j.immoral))).toEqual(new Set([true, false]));
      expect(new Set(jobs.map(([, j]) => j.steps.some((s) => s.do === 'misbehave')))).toEqual(new Set([true, false]));
    }
  });
});
