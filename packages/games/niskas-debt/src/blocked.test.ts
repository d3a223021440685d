// explainBlocked: the visible cards and options the seat on turn cannot use now, each with why, never one it has a move for.
import {
  applyMove,
  createMatch,
  guideAnchors,
  legalMovesFor,
  Random,
  redactView,
  ruleAnchor,
  ruleCitations,
  seedToRngState,
  type BlockedChoice,
  type Table,
} from '@cortex/engine';
import { wordingProblems } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { playBotMatch } from './botplay';
import type { MarketKey } from './content/cards';
import { GOODS_NAMES } from './content/jobs';
import { PLACES, sectorOf, type PlaceKey } from './content/map';
import { niskasDebt } from './game';
import { GUIDE } from './guide';
import { legalMoves } from './legal';
import type { NiskaMove } from './moves';
import { Z } from './rules/common';
import type { NiskaData } from './state';
import { at, clearJobs, edit, harnessOptions, hire, place, play, started, type S } from './testing';
import { cardName } from './text';

type T = Table<NiskaData>;
/** A position edit in a table of cases. */
type Edit = (t: T) => void;
const names = { seatName: (s: number) => `Player ${s + 1}` };
const blocked = (s: S, seat = 0): readonly BlockedChoice[] =>
  niskasDebt.explainBlocked!(redactView(s, seat), seat, names);
const reasons = (s: S, seat = 0): string[] => blocked(s, seat).map((b) => b.reason);
/** The reason given for one card, if any. */
const reasonOf = (s: S, id: string, seat = 0): string | undefined =>
  blocked(s, seat).find((b) => b.cards.includes(id))?.reason;

/** Every card id a move names (buy, deal, work, crew, gear, upgrade, offer items, discards): all its string fields. */
function moveCards(m: NiskaMove): string[] {
  return Object.entries(m).flatMap(([k, v]) =>
    k === 'type'
      ? []
      : typeof v === 'string'
        ? [v]
        : Array.isArray(v)
          ? v.filter((x): x is string => typeof x === 'string')
          : [],
  );
}

/** What an option that is not a card ("cards: []") says is closed, as a test on a legal move that would open it. */
const OPTIONS: readonly (readonly [RegExp, (m: NiskaMove, reason: string, s: S, seat: number) => boolean])[] = [
  [/^Shore leave /, (m) => m.type === 'shoreLeave'],
  [/^Small-time work /, (m) => m.type === 'smallTime'],
  [/ clears your \d+ warrants? /, (m) => m.type === 'clearWarrants'],
  [/ sells .*\(rule 15\.d\)$/, (m) => m.type === 'purchase'],
  [/ takes on Passengers and Fugitives /, (m) => m.type === 'load'],
  [/ does not buy /, (m, reason) => m.type === 'sell' && reason.includes(GOODS_NAMES[m.goods])],
  [/ once you are solid with /, (m) => ['sell', 'purchase', 'load', 'clearWarrants'].includes(m.type)],
  [/^Trading with .+ is part of a Deal action/, (m) => ['sell', 'purchase', 'load', 'clearWarrants'].includes(m.type)],
  [
    / is owed \$/,
    (m, reason, s, seat) =>
      m.type === 'payBack' && reason.startsWith(`${s.game.players[seat]!.crew[m.crew]?.name ?? '?'} is owed`),
  ],
  [
    /\(rules? (7|10|11)\)$/,
    (m, reason) => m.type === 'fly' && PLACES.some((pl) => sectorOf(pl.key) === m.to && reason.includes(pl.name)),
  ],
];

/** Seat 0 (a Mercenary Shipping Magnate with no jobs) on its open turn at a place, with the position edited further. */
function at0(where: Parameters<typeof at>[0], fn: (t: T) => void = () => undefined): S {
  return edit(started(), (t) => {
    clearJobs(t, 0);
    t.game.players[0]!.sector = at(where);
    fn(t);
  });
}
/** Shows exactly these cards at a market (the rest go back to its deck); returns their ids in order. */
function showMarket(t: T, m: MarketKey, kinds: readonly string[]): string[] {
  t.moveAll(Z.market(m), Z.marketDeck(m));
  return kinds.map((k) => place(t, k, Z.market(m)));
}
/** Puts a job in seat 0's hand or among its active jobs; returns its id. */
function job(t: T, kind: string, active = false): string {
  const id = place(t, kind, active ? Z.active(0) : Z.hand(0));
  if (active) t.game.players[0]!.progress[id] = 0;
  return id;
}

const anchors = guideAnchors(GUIDE);
/**
 * For every seat: explainBlocked does not throw, nothing listed has a legal move naming it, every card listed is
 * visible, no hidden card is named, the words read well and every rule cited is in the guide. Problems are collected
 * in words (one expect per state keeps thousands of checks fast).
 */
function check(s: S, where: string): number {
  let n = 0;
  const problems: string[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    const view = redactView(s, seat);
    const visible = new Set<string>();
    const hidden: string[] = [];
    for (const [zone, z] of Object.entries(view.zones)) {
      z.cards.forEach((c, i) => {
        if (c) visible.add(c.id);
        else hidden.push(s.zones[zone]!.cards[i]!.kind);
      });
    }
    const hiddenNames = hidden.map(cardName);
    // The package's own generator: what legalMovesFor returns whenever the seat may move (never less).
    const legal = legalMoves(s, seat);
    const named = new Set(legal.flatMap(moveCards));
    let list: readonly BlockedChoice[];
    try {
      list = niskasDebt.explainBlocked!(view, seat, names);
    } catch (error) {
      problems.push(`seat ${seat}: threw ${String(error)}`);
      continue;
    }
    for (const b of list) {
      const ctx = `seat ${seat}, "${b.reason}"`;
      if (b.cards.length === 0) {
        const rules = OPTIONS.filter(([pattern]) => pattern.test(b.reason));
        if (rules.length === 0) problems.push(`${ctx}: an option this test does not know`);
        for (const [, opens] of rules)
          for (const m of legal) if (opens(m, b.reason, s, seat)) problems.push(`${ctx}: legal ${JSON.stringify(m)}`);
      }
      for (const id of b.cards) {
        if (named.has(id)) problems.push(`${ctx}: a legal move names ${id}`);
        if (!visible.has(id)) problems.push(`${ctx}: ${id} is not in view`);
      }
      for (const h of hiddenNames) if (b.reason.includes(h)) problems.push(`${ctx}: names the hidden ${h}`);
      for (const w of wordingProblems(b.reason)) problems.push(`${ctx}: ${w}`);
      for (const c of ruleCitations(b.reason))
        for (const rule of c.rules)
          if (!anchors.has(ruleAnchor(rule))) problems.push(`${ctx}: rule ${rule} is not in the guide`);
      n++;
    }
  }
  expect(problems, where).toEqual([]);
  return n;
}

describe('explainBlocked: market cards (rules 5.b, 6, 14)', () => {
  let ids: string[] = [];
  const persephone = (fn: (t: T) => void) =>
    at0('persephone', (t) => {
      ids = showMarket(t, 'persephone', ['m:voss', 'm:okafor', 'm:revolver']);
      fn(t);
    });
  test.each<readonly [string, Edit, number, string]>([
    ['a card too dear', (t: T) => void (t.game.players[0]!.cash = 300), 0, 'Petra Voss costs $400; you have $300'],
    [
      'a half-price card still too dear',
      (t: T) => Object.assign(t.game.players[0]!, { cash: 50, personality: 'gunRunner' }),
      2,
      'Heavy Revolver costs $100 at your half price (rule 5.b); you have $50',
    ],
    [
      'a full crew hold',
      (t: T) => ['m:tilley', 'm:crane', 'm:lem', 'm:abe', 'm:rook', 'm:kestrel'].forEach((k) => hire(t, 0, k)),
      1,
      "You have no berth for Dell Okafor: all 7 berths of your crew hold are taken, the Captain's included (rule 14.a)",
    ],
    [
      'the Buy action used',
      (t: T) => void (t.game.used = ['buy']),
      1,
      'You have already used your Buy action this turn; the two actions must differ (rule 6)',
    ],
    [
      'both actions used',
      (t: T) => void (t.game.used = ['fly', 'deal']),
      0,
      'Your two actions this turn are done (rule 6)',
    ],
  ])('%s', (_, fn, card, reason) => {
    const s = persephone(fn);
    expect(reasonOf(s, ids[card]!)).toBe(reason);
    expect(legalMovesFor(niskasDebt, s, 0)).not.toContainEqual({ type: 'buy', card: ids[card] });
    check(s, reason);
  });
  test('affordable cards with room are not blocked (the exact price is enough), and the other markets sell only to a ship there', () => {
    const s = persephone((t) => void (t.game.players[0]!.cash = 500));
    expect(legalMovesFor(niskasDebt, s, 0)).toContainEqual({ type: 'buy', card: ids[1] });
    expect(reasonOf(s, ids[1]!)).toBeUndefined();
    expect(reasonOf(s, ids[2]!)).toBeUndefined();
    const regina = s.zones[Z.market('regina')]!.cards.map((c) => c.id);
    expect(blocked(s).find((b) => b.cards.includes(regina[0]!))).toEqual({
      cards: regina,
      reason:
        'These cards are sold at the Regina market, 2 sectors away; you can buy only at the market you are at (rule 14)',
    });
  });
  test('no slot for a fourth upgrade', () => {
    let bay = '';
    const s = at0('regina', (t) => {
      bay = showMarket(t, 'regina', ['m:cargobay'])[0]!;
      for (const k of ['m:fuelcells', 'm:bunks', 'm:smugglerhold']) place(t, k, Z.upgrades(0));
    });
    expect(reasonOf(s, bay)).toBe(
      'You have no slot for Expanded Cargo Bay: all 3 upgrade slots of your ship are taken; scrapping one is free (rule 14.a)',
    );
  });
  test('choosing a second card: only the cards here that cannot be bought, nothing else', () => {
    let s = persephone((t) => void (t.game.players[0]!.cash = 600));
    s = play(s, 0, { type: 'buy', card: ids[1]! }).state;
    expect(s.game.pending[0]).toEqual({ kind: 'buyMore', seat: 0 });
    const list = blocked(s);
    const shown = new Set(s.zones[Z.market('persephone')]!.cards.map((c) => c.id));
    expect(list).toContainEqual({ cards: [ids[0]], reason: 'Petra Voss costs $400; you have $300' });
    expect(reasonOf(s, ids[2]!)).toBeUndefined();
    for (const b of list)
      expect(
        b.cards.every((id) => shown.has(id)),
        b.reason,
      ).toBe(true);
  });
});

describe('explainBlocked: job boards and jobs in hand (rules 6, 17-20)', () => {
  test('every other contact deals only where it is; the contact here is blocked only once Deal is used', () => {
    const s = at0('persephone');
    const harken = s.zones[Z.jobs('harken')]!.cards.map((c) => c.id);
    const badger = s.zones[Z.jobs('badger')]!.cards.map((c) => c.id);
    expect(blocked(s).find((b) => b.cards.includes(harken[0]!))).toEqual({
      cards: harken,
      reason: 'Harken deals jobs only at Londinium, 2 sectors away (rule 17)',
    });
    expect(reasonOf(s, badger[0]!)).toBeUndefined();
    const used = edit(s, (t) => void (t.game.used = ['deal']));
    expect(reasonOf(used, badger[0]!)).toBe(
      'You have already used your Deal action this turn; the two actions must differ (rule 6)',
    );
  });

  let id = '';
  test.each<readonly [string, PlaceKey, Edit, string]>([
    [
      'a step elsewhere',
      'regina',
      (t: T) => void (id = job(t, 'j:b1')),
      'The next step of Dockside Haul is at Persephone, 2 sectors away (rule 18)',
    ],
    [
      'no room for a pickup',
      'persephone',
      (t: T) => {
        id = job(t, 'j:b1');
        Object.assign(t.game.players[0]!.hold, { cargo: 4 });
        Object.assign(t.game.players[0]!.stash, { cargo: 3 });
      },
      'Dockside Haul picks up 2 Cargo here; your hold and stash have room for 1 (rule 18.c)',
    ],
    [
      'too few goods to drop off',
      'athens',
      (t: T) => {
        id = job(t, 'j:p8', true);
        t.game.players[0]!.hold.cargo = 1;
      },
      'Ranch Supplies drops off 2 Cargo here; you carry 1 Cargo',
    ],
    [
      'a skill the crew lacks',
      'ariel',
      (t: T) => void (id = job(t, 'j:b3')),
      'Payroll Heist needs Fight 5; your crew and the gear they carry have Fight 2 (rule 19.a)',
    ],
    [
      'two skills short',
      'regina',
      (t: T) => {
        id = job(t, 'j:n3');
        t.game.players[0]!.profession = 'companion';
      },
      'The Train Job needs Fight 4 and Tech 3; your crew and the gear they carry have Fight 0 and Tech 0 (rule 19.a)',
    ],
    [
      'gear left in the stash',
      'greenleaf',
      (t: T) => {
        id = job(t, 'j:n10');
        place(t, 'm:snub', Z.gear(0));
      },
      'Payroll Run needs a Firearm that someone aboard carries (rules 19.a and 27.a)',
    ],
    [
      'three active jobs already',
      'persephone',
      (t: T) => {
        for (const k of ['j:h1', 'j:a1', 'j:p1']) job(t, k, true);
        id = job(t, 'j:b1');
      },
      'You already have 3 active jobs, the most allowed, so you cannot start Dockside Haul (rule 20)',
    ],
    [
      'the Work action used',
      'persephone',
      (t: T) => {
        id = job(t, 'j:b1');
        t.game.used = ['work'];
      },
      'You have already used your Work action this turn; the two actions must differ (rule 6)',
    ],
  ])('a job that cannot be worked: %s', (_, where, fn, reason) => {
    const s = at0(where, fn);
    expect(reasonOf(s, id)).toBe(reason);
    expect(legalMovesFor(niskasDebt, s, 0)).not.toContainEqual({ type: 'work', job: id });
    check(s, reason);
  });
  test('a job that can be worked is not blocked, even with room for exactly its goods; small-time work is blocked on a station', () => {
    let b1 = '';
    const s = at0('persephone', (t) => {
      b1 = job(t, 'j:b1');
      Object.assign(t.game.players[0]!.hold, { cargo: 4 });
      Object.assign(t.game.players[0]!.stash, { cargo: 2 });
    });
    expect(legalMovesFor(niskasDebt, s, 0)).toContainEqual({ type: 'work', job: b1 });
    expect(reasonOf(s, b1)).toBeUndefined();
    expect(reasons(s).some((x) => x.includes('Small-time'))).toBe(false);
    expect(reasons(at0('bazaar'))).toContain(
      'Small-time work is only on a planet, and Space Bazaar is a station (rule 18.d)',
    );
  });
});

describe('explainBlocked: places the Fly action cannot reach (rules 7, 10, 11)', () => {
  test.each<readonly [string, Edit, string]>([
    [
      'out of range',
      (t: T) => void (t.game.players[0]!.sector = at('persephone')),
      'Athens is 6 sectors away; your range is 5 (rule 7)',
    ],
    [
      'range cut in empty space',
      (t: T) => Object.assign(t.game.players[0]!, { sector: at('lyon') - 1, range: 2 }),
      'Ezra is 5 sectors away; your range is down to 2 after ending turns in empty space (rule 11)',
    ],
    [
      'the Reaver on the place',
      (t: T) => void (t.game.reaver = at('regina')),
      'The Reaver ship is at Regina: no ship may fly there (rule 10)',
    ],
    // C7 to Ezra (E9) is a diagonal: its one shortest way runs through D8.
    [
      'the Reaver in the way',
      (t: T) => {
        Object.assign(t.game.players[0]!, { sector: 6 * 9 + 2, range: 2 });
        t.game.reaver = 7 * 9 + 3;
      },
      'The Reaver ship in sector D8 is in the way: Ezra is out of reach within your range of 2 (rule 10)',
    ],
  ])('%s', (_, fn, reason) => {
    const s = edit(started(), fn);
    expect(reasons(s)).toContain(reason);
    check(s, reason);
  });
  test('places in reach are never listed, and nothing is once the Fly action is used', () => {
    const s = started();
    const targets = new Set(legalMovesFor(niskasDebt, s, 0).flatMap((m) => (m.type === 'fly' ? [m.to] : [])));
    expect(targets.has(at('regina'))).toBe(true);
    expect(reasons(s).some((x) => x.startsWith('Regina'))).toBe(false);
    const flown = edit(s, (t) => void (t.game.used = ['fly']));
    expect(reasons(flown).some((x) => x.includes('sectors away; your range'))).toBe(false);
  });
});

describe('explainBlocked: shore leave, solid contacts and the ship sheet (rules 14.a, 14.c, 15, 22.a, 27)', () => {
  test.each<readonly [string, PlaceKey, Edit, string]>([
    [
      'shore leave too dear',
      'persephone',
      (t: T) => {
        hire(t, 0, 'm:kestrel');
        hire(t, 0, 'm:boone');
        Object.assign(t.game.players[0]!, { captainDisgruntled: 1, cash: 250 });
      },
      'Shore leave costs $300 ($100 a head for 3 crew members, the Captain included); you have $250 (rule 14.c)',
    ],
    [
      'not solid with the contact here',
      'persephone',
      () => undefined,
      "Selling goods to Badger and clearing warrants open once you are solid with Badger: complete one of Badger's jobs (rule 15)",
    ],
    [
      'warrants too dear to clear',
      'persephone',
      (t: T) => Object.assign(t.game.players[0]!, { solid: ['badger'], warrants: 2, cash: 500 }),
      'Badger clears your 2 warrants for $1,000; you have $500 (rule 15.c)',
    ],
    [
      'goods the contact will not buy',
      'londinium',
      (t: T) => {
        t.game.players[0]!.solid = ['harken'];
        t.game.players[0]!.stash.contraband = 1;
      },
      'Harken does not buy Contraband (rule 15)',
    ],
    [
      "goods too dear at Patience's",
      'athens',
      (t: T) => Object.assign(t.game.players[0]!, { solid: ['patience'], cash: 500 }),
      'Patience sells Cargo for $800 and Contraband for $800; you have $500 (rule 15.d)',
    ],
    [
      'no room to take on people',
      'bazaar',
      (t: T) => {
        t.game.players[0]!.solid = ['amnon'];
        Object.assign(t.game.players[0]!.hold, { cargo: 4 });
        Object.assign(t.game.players[0]!.stash, { contraband: 4 });
      },
      'Amnon Duul takes on Passengers and Fugitives for free, but your hold and stash are full (rule 15.b)',
    ],
    [
      'back pay too dear',
      'ariel',
      (t: T) => {
        const k = hire(t, 0, 'm:kestrel');
        t.game.players[0]!.crew[k]!.disgruntled = true;
        t.game.players[0]!.cash = 100;
      },
      'Kestrel Vance is owed $300 to stop being disgruntled; you have $100 (rule 22.a)',
    ],
  ])('%s (an option, not a card)', (_, where, fn, reason) => {
    const s = at0(where, fn);
    expect(blocked(s)).toContainEqual({ cards: [], reason });
    check(s, reason);
  });

  test('an upgrade that cannot be scrapped, and gear nobody has a free hand for', () => {
    let bay = '';
    let snub = '';
    const s = at0('ariel', (t) => {
      bay = place(t, 'm:cargobay', Z.upgrades(0));
      t.game.players[0]!.hold.cargo = 5;
      t.game.players[0]!.captainGear = place(t, 'm:revolver', Z.gear(0));
      snub = place(t, 'm:snub', Z.gear(0));
    });
    expect(reasonOf(s, bay)).toBe(
      'You cannot scrap Expanded Cargo Bay: your hold carries 5 and would take only 4 without it (rule 14.a)',
    );
    expect(reasonOf(s, snub)).toBe(
      'Everyone aboard already carries an item, one each, so nobody can take Snub Pistol (rule 27)',
    );
    // With room to spare, or a crew member with a free hand, both have moves and are not blocked.
    const roomy = edit(s, (t) => {
      t.game.players[0]!.hold.cargo = 4;
      hire(t, 0, 'm:boone');
    });
    expect(reasonOf(roomy, bay)).toBeUndefined();
    expect(reasonOf(roomy, snub)).toBeUndefined();
    expect(legalMovesFor(niskasDebt, roomy, 0)).toContainEqual({ type: 'scrap', upgrade: bay });
  });
});

describe('explainBlocked: only for the seat on turn with no decision open', () => {
  test('another seat, a pending decision, a draft offer, setup and the game over give nothing', () => {
    const s = at0('persephone', (t) => void (t.game.players[0]!.cash = 0));
    expect(blocked(s, 0).length).toBeGreaterThan(0);
    expect(blocked(s, 1)).toEqual([]);
    expect(
      blocked(
        edit(s, (t) => void t.game.pending.push({ kind: 'evade', seat: 1 })),
        0,
      ),
    ).toEqual([]);
    expect(
      blocked(
        edit(s, (t) => void t.game.pending.push({ kind: 'dealMore', seat: 0, jobs: 0 })),
        0,
      ),
    ).toEqual([]);
    expect(
      blocked(
        edit(
          s,
          (t) => void t.game.offers.push({ from: 0, to: 1, give: [], get: [], cashGive: 0, cashGet: 0, sent: false }),
        ),
        0,
      ),
    ).toEqual([]);
    expect(
      blocked(
        edit(s, (t) => void (t.game.phase = 'over')),
        0,
      ),
    ).toEqual([]);
    expect(blocked(createMatch(niskasDebt, { players: 2, seed: 'blocked-setup' }).state, 0)).toEqual([]);
  });
});

describe('explainBlocked over many plays', () => {
  // Standard options keep random matches going (the harness's house rules often end them in a round or two); one of each kind.
  test.each([
    [2, 'standard', 'a'],
    [2, 'standard', 'b'],
    [3, 'standard', 'a'],
    [4, 'standard', 'a'],
    [4, 'house rules', 'a'],
    [5, 'house rules', 'b'],
    [6, 'standard', 'a'],
  ] as const)('%i players, random play, %s, seed %s', (players, kind, seed) => {
    const random = new Random(seedToRngState(`blocked:${players}:${seed}`));
    const options = kind === 'standard' ? {} : harnessOptions(random);
    let s = createMatch(niskasDebt, { players, seed: `blocked-${players}-${seed}`, options }).state;
    let listed = 0;
    for (let step = 0; step < 800; step++) {
      listed += check(s, `step ${step}`);
      const status = niskasDebt.status(s);
      if (status.kind === 'finished') break;
      const seats = [...status.toAct, ...(status.mayAct ?? [])];
      const seat = random.int(0, 3) === 0 ? random.pick(seats) : random.pick(status.toAct);
      const legal = legalMovesFor(niskasDebt, s, seat);
      if (legal.length === 0) continue;
      const r = applyMove(niskasDebt, s, seat, random.pick(legal));
      if (!r.ok) throw new Error(r.error.reason);
      s = r.state;
    }
    expect(listed).toBeGreaterThan(0);
  });

  test('bot play (buying, working jobs, misbehaving, paying crew)', () => {
    let listed = 0;
    let step = 0;
    for (const players of [2, 3, 4, 5, 6]) {
      playBotMatch(players, `blocked-bots-${players}`, {}, 20000, (s) => {
        listed += check(s, `bot match for ${players}, step ${step++}`);
      });
    }
    expect(listed).toBeGreaterThan(1000);
  });
});
