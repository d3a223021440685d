// Rules 6.a and 30 at any time: free actions and trade offers off-turn, answers awaited, offers that lapse when they can no longer be carried out.
import { describe, expect, test } from 'vitest';
import { niskaBot } from '../bot';
import { niskasDebt } from '../game';
import { legalMoves } from '../legal';
import { at, edit, hire, place, play, started, text, type S } from '../testing';
import { Random, redactView, seedToRngState } from '@cortex/engine';
import type { NiskaMove } from '../moves';
import { MARKET_CARDS } from '../content/cards';
import { CONTACTS, JOBS } from '../content/jobs';
import { Z } from './common';
import { CASH_STEPS } from './trade';

/** Two ships on Persephone, seat 0 on turn; seat 0 has 2 Cargo, seat 1 a crew member and a gun in its stash. */
const together = (): S =>
  edit(started(), (t) => {
    t.game.players[1]!.sector = at('persephone');
    t.game.players[0]!.hold.cargo = 2;
    hire(t, 1, 'm:kestrel');
    place(t, 'm:snub', Z.gear(1));
  });
const types = (s: S, seat: number): string[] => legalMoves(s, seat).map((m) => m.type);
const ACTIONS = ['fly', 'lure', 'buy', 'shoreLeave', 'deal', 'work', 'smallTime', 'end'];

function sendOffer(s: S, from: number, to: number, items: NiskaMove[]): { state: S; log: string } {
  let state = play(s, from, { type: 'offer', to }).state;
  for (const m of items) state = play(state, from, m).state;
  const sent = play(state, from, { type: 'sendOffer' });
  return { state: sent.state, log: text(sent.log) };
}

describe('Rule 6.a: free actions at any time', () => {
  test('a seat off turn may take free actions and make offers but no action; it is optional, not awaited', () => {
    const s = together();
    expect(niskasDebt.status(s)).toEqual({ kind: 'active', toAct: [0], mayAct: [1] });
    const off = types(s, 1);
    for (const a of ACTIONS) expect(off).not.toContain(a);
    expect(off).toEqual(expect.arrayContaining(['assign', 'dismiss', 'offer']));
    const snub = s.zones[Z.gear(1)]!.cards[0]!.id;
    const after = play(s, 1, { type: 'assign', gear: snub, crew: 'captain' });
    expect(after.state.game.players[1]!.captainGear).toBe(snub);
    expect(after.state.game.turn).toBe(0);
    expect(after.state.game.used).toEqual([]);
  });
  test('a seat with a decision of its own to make has only that decision; the others keep their free actions', () => {
    const s = edit(together(), (t) => void t.game.pending.push({ kind: 'evade', seat: 1 }));
    expect(types(s, 1).every((m) => m === 'evade' || m === 'timeUp')).toBe(true);
    // The seat on turn waits for the decision: no action and no ending the turn, but its free actions stay open.
    expect(types(s, 0)).not.toContain('end');
    expect(types(s, 0)).not.toContain('fly');
    expect(types(s, 0)).toContain('dump');
    expect(niskasDebt.status(s)).toEqual({ kind: 'active', toAct: [1], mayAct: [0] });
  });
  test('nothing off turn during setup', () => {
    const s = started(2);
    // Seat 1 is done with setup and waits while seat 0 still names its Captain: no free actions, no offers.
    const setup = edit(s, (t) => {
      t.game.phase = 'setup';
      t.game.setup = {
        captains: [['Mara Quill'], ['Jonah Slate']],
        ships: [['Lucky Penny'], ['Dust Devil']],
        dealt: true,
      };
      t.game.players[0]!.captain = null;
    });
    expect(legalMoves(setup, 1)).toEqual([]);
    expect(legalMoves(setup, 0)).toEqual([{ type: 'captain', name: 'Mara Quill' }]);
    expect(niskasDebt.status(setup)).toEqual({ kind: 'active', toAct: [0] });
  });
});

describe('Rule 30: offers between ships in one sector, at any time', () => {
  test('an offer by the seat on turn never blocks its turn; the other side is awaited for the answer, even after the turn ends', () => {
    const { state: s, log } = sendOffer(together(), 0, 1, [
      { type: 'offerItem', side: 'give', item: 'cargo' },
      { type: 'offerCash', side: 'get', amount: 100 },
    ]);
    expect(log).toContain('P0 offered P1 1 Cargo for $100');
    expect(niskasDebt.status(s)).toMatchObject({ kind: 'active', toAct: [0, 1] });
    expect(types(s, 0)).toEqual(expect.arrayContaining(['fly', 'end', 'cancelOffer']));
    expect(legalMoves(s, 1).slice(0, 2)).toEqual([
      { type: 'accept', from: 0 },
      { type: 'decline', from: 0 },
    ]);
    const ended = play(s, 0, { type: 'end' }).state;
    expect(niskasDebt.status(ended)).toMatchObject({ toAct: [1] });
    const done = play(ended, 1, { type: 'accept', from: 0 });
    expect(text(done.log)).toContain('P1 accepted the trade with P0');
    expect(done.state.game.players[1]!.hold.cargo).toBe(1);
    expect(done.state.game.players[0]!.cash).toBe(3100);
    expect(done.state.game.offers).toEqual([]);
  });
  test('the offerer may withdraw a sent offer at any time', () => {
    const s = sendOffer(together(), 0, 1, [{ type: 'offerCash', side: 'give', amount: 100 }]).state;
    expect(legalMoves(s, 0)).toContainEqual({ type: 'cancelOffer', to: 1 });
    const w = play(s, 0, { type: 'cancelOffer', to: 1 });
    expect(text(w.log)).toContain('P0 withdrew their offer to P1');
    expect(w.state.game.offers).toEqual([]);
  });
  test('an offer whose item is gone, or whose ships part, is withdrawn in the same move', () => {
    const s = sendOffer(together(), 0, 1, [
      { type: 'offerItem', side: 'give', item: 'cargo' },
      { type: 'offerItem', side: 'give', item: 'cargo' },
    ]).state;
    const dumped = play(s, 0, { type: 'dump', goods: 'cargo' });
    expect(text(dumped.log)).toContain("P0's offer to P1 was withdrawn: an item in it is gone");
    expect(dumped.state.game.offers).toEqual([]);
    const flown = play(s, 0, { type: 'fly', to: at('bazaar'), search: false });
    expect(text(flown.log)).toContain('withdrawn: the ships are no longer in one sector');
  });
  test('a card that leaves the table (dismissed into its deck) takes the offer with it, so no offer names a hidden card', () => {
    const s0 = together();
    const kestrel = Object.keys(s0.game.players[1]!.crew)[0]!;
    const s = sendOffer(s0, 1, 0, [{ type: 'offerItem', side: 'give', item: kestrel }]).state;
    const dismissed = play(s, 1, { type: 'dismiss', crew: kestrel }).state;
    expect(dismissed.game.offers).toEqual([]);
    expect(JSON.stringify(redactView(dismissed, 0).game)).not.toContain(kestrel);
  });
  test('a busy side cannot answer yet: the offer waits until both are free', () => {
    const s = sendOffer(together(), 1, 0, [{ type: 'offerCash', side: 'give', amount: 500 }]).state;
    const busy = edit(s, (t) => void t.game.pending.push({ kind: 'buyMore', seat: 0 }));
    expect(types(busy, 0)).not.toContain('accept');
    expect(niskasDebt.status(busy)).toMatchObject({ toAct: [0] });
    expect(types(s, 0)).toContain('accept');
  });
});

describe('Rule 30: "buy, sell and trade … to one another without restriction"', () => {
  /** Three ships on Persephone: seat 0 (on turn) with 4 Cargo and 4 Contraband, seats 1 and 2 empty-holded with cash. */
  const three = (): S =>
    edit(started(3), (t) => {
      for (const s of [1, 2]) t.game.players[s]!.sector = at('persephone');
      const p = t.game.players[0]!;
      p.hold.cargo = 4;
      p.stash.contraband = 4;
    });
  test('more than six items a side: all eight goods aboard go into one offer', () => {
    let s = play(three(), 0, { type: 'offer', to: 1 }).state;
    for (let i = 0; i < 4; i++) s = play(s, 0, { type: 'offerItem', side: 'give', item: 'cargo' }).state;
    for (let i = 0; i < 4; i++) s = play(s, 0, { type: 'offerItem', side: 'give', item: 'contraband' }).state;
    expect(s.game.offers[0]!.give).toHaveLength(8);
    const sent = play(s, 0, { type: 'sendOffer' }).state;
    const done = play(sent, 1, { type: 'accept', from: 0 }).state;
    expect(
      done.game.players[1]!.hold.cargo + done.game.players[1]!.stash.contraband + done.game.players[1]!.hold.contraband,
    ).toBe(8);
  });
  test('any cash held, to the last $50 (wages of $150 or $250 leave odd fifties): all of it can go into an offer', () => {
    let s = play(
      edit(three(), (t) => void (t.game.players[0]!.cash = 1150)),
      0,
      { type: 'offer', to: 1 },
    ).state;
    for (let i = 0; i < 20; i++) {
      const steps = legalMoves(s, 0).flatMap((m) => (m.type === 'offerCash' && m.side === 'give' ? [m.amount] : []));
      if (steps.length === 0) break;
      s = play(s, 0, { type: 'offerCash', side: 'give', amount: steps.reduce((a, b) => (b > a ? b : a)) }).state;
    }
    expect(s.game.offers[0]!.cashGive).toBe(1150);
  });
  test('every sum of money in the content is a multiple of the smallest cash step, half prices included (5.b)', () => {
    const sums = [
      // Gear and upgrades may go at half price (Gun Runner, Tech Genius); crew never do.
      ...Object.values(MARKET_CARDS).flatMap((c) => (c.type === 'crew' ? [c.cost] : [c.cost, Math.floor(c.cost / 2)])),
      ...Object.values(JOBS).flatMap((j) => [j.pay, j.bonus?.amount ?? 0]),
      ...Object.values(CONTACTS).flatMap((c) => [
        ...Object.values(c.buys),
        ...Object.values(c.sells ?? {}),
        c.clearsWarrantsFor ?? 0,
      ]),
    ];
    expect(sums.filter((n) => n % CASH_STEPS[0] !== 0)).toEqual([]);
  });
  test('any number of offers a turn: started and cancelled again and again', () => {
    let s = three();
    for (let i = 0; i < 6; i++)
      s = play(play(s, 0, { type: 'offer', to: 1 }).state, 0, { type: 'cancelOffer', to: 1 }).state;
    expect(legalMoves(s, 0)).toContainEqual({ type: 'offer', to: 1 });
  });
  test('several offers open at once, to different captains, each awaited for its answer', () => {
    let s = sendOffer(three(), 0, 1, [{ type: 'offerItem', side: 'give', item: 'cargo' }]).state;
    expect(legalMoves(s, 0)).toContainEqual({ type: 'offer', to: 2 });
    s = sendOffer(s, 0, 2, [{ type: 'offerItem', side: 'give', item: 'contraband' }]).state;
    expect(s.game.offers.map((o) => [o.from, o.to, o.sent])).toEqual([
      [0, 1, true],
      [0, 2, true],
    ]);
    expect(niskasDebt.status(s)).toMatchObject({ toAct: [0, 1, 2] });
    expect(legalMoves(s, 0)).toEqual(
      expect.arrayContaining([
        { type: 'cancelOffer', to: 1 },
        { type: 'cancelOffer', to: 2 },
      ]),
    );
    s = play(s, 2, { type: 'accept', from: 0 }).state;
    expect(s.game.offers.map((o) => o.to)).toEqual([1]);
  });
  test('a new offer to the same captain replaces the one standing', () => {
    const s = sendOffer(three(), 0, 1, [{ type: 'offerItem', side: 'give', item: 'cargo' }]).state;
    const again = play(s, 0, { type: 'offer', to: 1 });
    expect(text(again.log)).toContain('P0 withdrew their offer to P1 to make a new one');
    expect(again.state.game.offers).toEqual([
      { from: 0, to: 1, give: [], get: [], cashGive: 0, cashGet: 0, sent: false },
    ]);
  });
});

describe('Rule 30: what may be traded', () => {
  test('crew, cargo, contraband, upgrades, gear and cash, but not passengers or fugitives', () => {
    const s = edit(together(), (t) => {
      t.game.players[0]!.hold.passenger = 1;
      t.game.players[0]!.stash.fugitive = 1;
      t.game.players[0]!.stash.contraband = 1;
      place(t, 'm:revolver', Z.gear(0));
    });
    const drafting = play(s, 0, { type: 'offer', to: 1 }).state;
    const items = legalMoves(drafting, 0).flatMap((m) => (m.type === 'offerItem' ? [`${m.side}:${m.item}`] : []));
    const kestrel = Object.keys(s.game.players[1]!.crew)[0]!;
    const gear0 = s.zones[Z.gear(0)]!.cards[0]!.id;
    const gear1 = s.zones[Z.gear(1)]!.cards[0]!.id;
    expect(items.sort()).toEqual(
      [`get:${gear1}`, `get:${kestrel}`, `give:${gear0}`, 'give:cargo', 'give:contraband'].sort(),
    );
  });
});

describe('Rule 30: the bot answers offers', () => {
  const choose = (s: S, seat: number): NiskaMove =>
    niskaBot.chooseMove({
      seat,
      view: redactView(s, seat),
      legalMoves: legalMoves(s, seat),
      random: new Random(seedToRngState('bot')),
    });
  test('it accepts a gift, and declines an offer that costs it more than it gains or takes its crew', () => {
    expect(choose(sendOffer(together(), 0, 1, [{ type: 'offerItem', side: 'give', item: 'cargo' }]).state, 1)).toEqual({
      type: 'accept',
      from: 0,
    });
    expect(choose(sendOffer(together(), 0, 1, [{ type: 'offerCash', side: 'get', amount: 1000 }]).state, 1)).toEqual({
      type: 'decline',
      from: 0,
    });
    const s0 = together();
    const kestrel = Object.keys(s0.game.players[1]!.crew)[0]!;
    const s = sendOffer(s0, 0, 1, [
      { type: 'offerCash', side: 'give', amount: 1000 },
      { type: 'offerItem', side: 'get', item: kestrel },
    ]).state;
    expect(choose(s, 1)).toEqual({ type: 'decline', from: 0 });
  });
});
