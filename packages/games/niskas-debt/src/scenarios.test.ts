// Scenarios from the issue: a whole smuggling job from pickup to payment, a trade (on turn and off turn), an off-turn free action, and the double-disgruntled Captain.
import { describe, expect, test } from 'vitest';
import { crewCard } from './content/cards';
import { sectorAt } from './content/map';
import { niskasDebt } from './game';
import { legalMoves } from './legal';
import { Z } from './rules/common';
import { at, clearJobs, edit, forcing, hire, place, play, started, text } from './testing';

describe('scenario: a whole smuggling job', () => {
  test('Evidence Run: pick up at Regina, misbehave there, fly to Londinium, drop off, get paid, pay the crew', () => {
    let s = edit(started(), (t) => {
      clearJobs(t, 0);
      t.game.players[0]!.sector = at('regina');
      place(t, 'j:h10', Z.hand(0));
      place(t, 'x:airlock', Z.misDeck);
      hire(t, 0, 'm:okafor');
    });
    const job = s.zones[Z.hand(0)]!.cards[0]!.id;
    s = play(s, 0, { type: 'work', job }).state;
    expect(s.game.pending[0]!.kind).toBe('team');
    const log: string[] = [];
    const go = play(s, 0, { type: 'go' });
    log.push(text(go.log));
    s = go.state;
    // Picked up into the stash (contraband hides there first), then the Jammed Airlock.
    expect(s.game.players[0]!.stash.contraband).toBe(1);
    expect(legalMoves(s, 0)).toEqual([{ type: 'option', index: 0 }, { type: 'option', index: 1 }, { type: 'timeUp' }]);
    s = play(s, 0, { type: 'option', index: 1 }).state;
    expect(s.game.players[0]!.progress[job]).toBe(2);
    s = play(s, 0, { type: 'end' }).state;
    s = play(s, 1, { type: 'end' }).state;
    s = forcing(s, 0, { type: 'fly', to: at('londinium'), search: false }, (_, l) => l.includes('no contact')).state;
    const paid = play(s, 0, { type: 'work', job });
    s = paid.state;
    expect(text(paid.log)).toContain('completed Evidence Run, earning $1,500');
    expect(s.game.players[0]!.cash).toBe(4500);
    expect(s.game.players[0]!.solid).toEqual(['harken']);
    expect(s.zones[Z.done(0)]!.cards.map((c) => c.id)).toEqual([job]);
    const okafor = Object.keys(s.game.players[0]!.crew)[0]!;
    s = play(s, 0, { type: 'pay', crew: okafor }).state;
    const afterPay = 4500 - crewCard('m:okafor')!.cost;
    expect(s.game.players[0]!.cash).toBe(afterPay);
    // Ending the turn on Londinium means the Alliance; nothing to find.
    const end = play(s, 0, { type: 'end' });
    expect(text(end.log)).toContain('An Alliance Cruiser stops P0 (ending the turn on Londinium)');
    expect(end.state.game.players[0]!.cash).toBe(afterPay);
  });
});

describe('Rule 30 (scenario): trade between two ships in one sector', () => {
  const together = () =>
    edit(started(), (t) => {
      t.game.players[1]!.sector = t.game.players[0]!.sector;
      t.game.players[0]!.hold.cargo = 2;
      hire(t, 1, 'm:kestrel');
    });
  test('an offer is built item by item, sent, and the other seat decides out of turn', () => {
    let s = together();
    expect(legalMoves(s, 0)).toContainEqual({ type: 'offer', to: 1 });
    s = play(s, 0, { type: 'offer', to: 1 }).state;
    const kestrel = Object.keys(s.game.players[1]!.crew)[0]!;
    s = play(s, 0, { type: 'offerItem', side: 'give', item: 'cargo' }).state;
    s = play(s, 0, { type: 'offerCash', side: 'give', amount: 500 }).state;
    s = play(s, 0, { type: 'offerItem', side: 'get', item: kestrel }).state;
    const sent = play(s, 0, { type: 'sendOffer' });
    expect(text(sent.log)).toContain('P0 offered P1 1 Cargo and $500 for Kestrel Vance.');
    s = sent.state;
    // Seat 0's turn goes on; seat 1 is awaited for the answer.
    expect(legalMoves(s, 0).some((m) => m.type === 'fly')).toBe(true);
    expect(niskasDebt.status(s)).toMatchObject({ toAct: [0, 1] });
    expect(legalMoves(s, 1).slice(0, 2)).toEqual([
      { type: 'accept', from: 0 },
      { type: 'decline', from: 0 },
    ]);
    const accepted = play(s, 1, { type: 'accept', from: 0 }).state;
    expect(accepted.game.players[0]!.crew[kestrel]!.name).toBe('Kestrel Vance');
    expect(accepted.game.players[0]!.cash).toBe(2500);
    expect(accepted.game.players[1]!.cash).toBe(3500);
    expect(accepted.game.players[1]!.hold.cargo).toBe(1);
    expect(accepted.zones[Z.crew(0)]!.cards.map((c) => c.id)).toEqual([kestrel]);
    const declined = play(s, 1, { type: 'decline', from: 0 }).state;
    expect(declined.game.players[0]!.cash).toBe(3000);
    expect(declined.game.offers).toEqual([]);
  });
  test('no trade with a ship elsewhere', () => {
    expect(legalMoves(started(), 0).some((m) => m.type === 'offer')).toBe(false);
  });
  test('an offer the receiver has no room for can only be declined; carried gear stays with the giver', () => {
    let s = edit(together(), (t) => {
      t.game.players[1]!.hold.cargo = 4;
      t.game.players[1]!.stash.cargo = 4;
    });
    s = play(s, 0, { type: 'offer', to: 1 }).state;
    s = play(play(s, 0, { type: 'offerItem', side: 'give', item: 'cargo' }).state, 0, { type: 'sendOffer' }).state;
    expect(legalMoves(s, 1).filter((m) => m.type === 'accept' || m.type === 'decline')).toEqual([
      { type: 'decline', from: 0 },
    ]);
    let g = edit(together(), (t) => {
      const kestrel = Object.keys(t.game.players[1]!.crew)[0]!;
      t.game.players[1]!.crew[kestrel]!.gear = place(t, 'm:snub', Z.gear(1));
    });
    const kestrel = Object.keys(g.game.players[1]!.crew)[0]!;
    g = play(g, 0, { type: 'offer', to: 1 }).state;
    g = play(play(g, 0, { type: 'offerItem', side: 'get', item: kestrel }).state, 0, { type: 'sendOffer' }).state;
    g = play(g, 1, { type: 'accept', from: 0 }).state;
    expect(g.game.players[0]!.crew[kestrel]!.gear).toBeNull();
    expect(g.zones[Z.gear(1)]!.cards).toHaveLength(1);
  });
});

describe('scenario (rules 6.a, 27, 30): an off-turn free action and an off-turn trade', () => {
  test("during seat 0's turn, seat 1 arms its Captain, offers a trade, and seat 0 accepts mid-turn and plays on", () => {
    let s = edit(started(), (t) => {
      t.game.players[1]!.sector = t.game.players[0]!.sector;
      t.game.players[0]!.hold.cargo = 2;
      place(t, 'm:snub', Z.gear(1));
    });
    s = play(s, 0, { type: 'smallTime' }).state;
    expect(s.game.turn).toBe(0);
    const snub = s.zones[Z.gear(1)]!.cards[0]!.id;
    // Off turn: a free action (rule 27) does not touch seat 0's turn.
    const armed = play(s, 1, { type: 'assign', gear: snub, crew: 'captain' });
    expect(text(armed.log)).toContain('P1 gave');
    s = armed.state;
    expect(s.game.players[1]!.captainGear).toBe(snub);
    expect(s.game.used).toEqual(['work']);
    // Off turn: seat 1 offers $500 for a Cargo; seat 0 (on turn) is asked and answers without losing its turn.
    s = play(s, 1, { type: 'offer', to: 0 }).state;
    s = play(s, 1, { type: 'offerCash', side: 'give', amount: 500 }).state;
    s = play(s, 1, { type: 'offerItem', side: 'get', item: 'cargo' }).state;
    const sent = play(s, 1, { type: 'sendOffer' });
    expect(text(sent.log)).toContain('P1 offered P0 $500 for 1 Cargo');
    s = sent.state;
    expect(niskasDebt.status(s)).toMatchObject({ toAct: [0] });
    expect(legalMoves(s, 0)[0]).toEqual({ type: 'accept', from: 1 });
    s = play(s, 0, { type: 'accept', from: 1 }).state;
    expect(s.game.players[0]!.cash).toBe(3000 + 200 + 500);
    expect(s.game.players[1]!.cash).toBe(2500);
    expect(s.game.players[0]!.hold.cargo + s.game.players[1]!.hold.cargo).toBe(2);
    expect(s.game.players[1]!.hold.cargo).toBe(1);
    // Seat 0's second action is still there.
    s = play(s, 0, { type: 'fly', to: at('bazaar'), search: false }).state;
    expect(s.game.used).toEqual(['work', 'fly']);
  });
});

describe('scenario: the double-disgruntled Captain', () => {
  test('a Captain struck a second time fires the whole crew back to their decks', () => {
    const s = edit(started(), (t) => {
      t.game.players[0]!.sector = at('whitefall');
      t.game.players[0]!.captainDisgruntled = 1;
      hire(t, 0, 'm:boone');
    });
    const { state, log } = forcing(s, 0, { type: 'fly', to: sectorAt(0, 1), search: false }, (_, l) =>
      l.includes("struck at P0's Captain"),
    );
    expect(log).toContain(
      "Disgruntled twice, P0's Captain blames the crew for everything and fires the only crew member aboard (rule 29.b).",
    );
    expect(state.game.players[0]!.crew).toEqual({});
    expect(state.game.players[0]!.captainDisgruntled).toBe(0);
    expect(state.zones[Z.marketDeck('bazaar')]!.cards.some((c) => c.kind === 'm:boone')).toBe(true);
  });
});
