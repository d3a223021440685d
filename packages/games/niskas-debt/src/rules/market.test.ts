// Rules 12-14: the five markets, their round refresh, buying with capacity limits and personality prices, renaming and shore leave.
import { describe, expect, test } from 'vitest';
import { MARKET_CARDS } from '../content/cards';
import { legalMoves } from '../legal';
import { at, edit, hire, place, play, started, text } from '../testing';
import { Z } from './common';

describe('Rule 12: five sellers', () => {
  test('each market sells what the rule sheet says', () => {
    const sells = (m: string) =>
      new Set(
        Object.values(MARKET_CARDS)
          .filter((d) => d.market === m)
          .map((d) => (d.type === 'crew' ? d.profession : d.type === 'upgrade' ? `${d.side} upgrade` : d.gear)),
      );
    expect(sells('bazaar')).toEqual(new Set(['pilot', 'hiredGun', 'firearm']));
    expect(sells('silverhold')).toEqual(new Set(['hillFolk', 'hiredGun', 'explosive', 'firearm']));
    expect(sells('persephone')).toEqual(new Set(['mechanic', 'hiredGun', 'firearm']));
    expect(sells('regina')).toEqual(new Set(['mechanic', 'border upgrade', 'explosive']));
    expect(sells('osiris')).toEqual(new Set(['medic', 'alliance upgrade']));
  });
});
describe('Rule 13: market refresh each round after the first', () => {
  test('13.a-c: +1 where nobody is and fewer than six; swap one where six or more; +3 where a ship is', () => {
    let s = edit(started(), (t) => {
      t.game.turn = 1;
      t.game.players[1]!.sector = at('silverhold');
      // Regina gets six shown cards to trigger the swap.
      for (let i = 0; i < 3; i++) t.moveTop(Z.marketDeck('regina'), Z.market('regina'));
    });
    const before = (m: string) => s.zones[`market:${m}`]!.cards.length;
    const counts = { bazaar: before('bazaar'), silverhold: before('silverhold'), regina: before('regina') };
    s = play(s, 1, { type: 'end' }).state;
    expect(s.game.round).toBe(2);
    // Persephone has seat 0 on it: +3 (13.c).
    expect(s.zones['market:persephone']!.cards.length).toBe(6);
    expect(s.zones['market:silverhold']!.cards.length).toBe(counts.silverhold + 3);
    expect(s.zones['market:bazaar']!.cards.length).toBe(counts.bazaar + 1);
    expect(s.zones['market:regina']!.cards.length).toBe(6);
  });
});

describe('Rule 14: buying', () => {
  const atBazaar = () => edit(started(), (t) => void (t.game.players[0]!.sector = at('bazaar')));
  test('a Buy action buys up to two shown cards; the display refills to three', () => {
    const s = atBazaar();
    const buys = legalMoves(s, 0).filter((m) => m.type === 'buy');
    expect(buys).toHaveLength(3);
    let r = play(s, 0, buys[0]!).state;
    while (r.game.pending[0]?.kind === 'name') r = play(r, 0, { type: 'name', name: 'Abel' }).state;
    // The display refills when the action is over, not between its two picks (see the next test).
    expect(r.zones['market:bazaar']!.cards).toHaveLength(2);
    expect(r.game.pending).toEqual([{ kind: 'buyMore', seat: 0 }]);
    const second = legalMoves(r, 0).find((m) => m.type === 'buy');
    if (second) {
      r = play(r, 0, second).state;
      while (r.game.pending[0]?.kind === 'name') r = play(r, 0, { type: 'name', name: 'Etta' }).state;
    } else r = play(r, 0, { type: 'stopBuying' }).state;
    expect(r.game.pending).toEqual([]);
    expect(legalMoves(r, 0).some((m) => m.type === 'buy')).toBe(false);
  });
  test('14: "purchase up to two visible cards": both picks come from what was shown when the Buy action began', () => {
    const s = edit(atBazaar(), (t) => void (t.game.players[0]!.cash = 9000));
    const shown = s.zones['market:bazaar']!.cards.map((c) => c.id);
    let r = play(s, 0, { type: 'buy', card: shown[0]! }).state;
    while (r.game.pending[0]?.kind === 'name') r = play(r, 0, { type: 'name', name: 'Abel' }).state;
    // No card is added between the picks: the second is one of the two still shown.
    expect(r.zones['market:bazaar']!.cards.map((c) => c.id)).toEqual(shown.slice(1));
    expect(
      legalMoves(r, 0)
        .flatMap((m) => (m.type === 'buy' ? [m.card] : []))
        .sort(),
    ).toEqual(shown.slice(1).sort());
    r = play(r, 0, { type: 'buy', card: shown[1]! }).state;
    while (r.game.pending[0]?.kind === 'name') r = play(r, 0, { type: 'name', name: 'Etta' }).state;
    // "additional cards will be automatically added in to bring the visible card count … up to the minimum of three".
    expect(r.zones['market:bazaar']!.cards).toHaveLength(3);
    expect(r.zones['market:bazaar']!.cards[0]!.id).toBe(shown[2]);
    let one = play(s, 0, { type: 'buy', card: shown[0]! }).state;
    while (one.game.pending[0]?.kind === 'name') one = play(one, 0, { type: 'name', name: 'Abel' }).state;
    const stopped = play(one, 0, { type: 'stopBuying' }).state;
    expect(stopped.zones['market:bazaar']!.cards).toHaveLength(3);
  });
  test('14.a: no crew beyond the crew hold, no fourth upgrade; discarding first is free', () => {
    const full = edit(atBazaar(), (t) => {
      for (const k of ['m:tilley', 'm:crane', 'm:lem', 'm:abe', 'm:rook', 'm:okafor']) hire(t, 0, k);
      place(t, 'm:kestrel', Z.market('bazaar'));
      t.game.players[0]!.cash = 9000;
    });
    const kestrel = full.zones['market:bazaar']!.cards[0]!.id;
    expect(legalMoves(full, 0)).not.toContainEqual({ type: 'buy', card: kestrel });
    const dismissed = play(full, 0, { type: 'dismiss', crew: Object.keys(full.game.players[0]!.crew)[0]! }).state;
    expect(legalMoves(dismissed, 0)).toContainEqual({ type: 'buy', card: kestrel });
    const ups = edit(started(), (t) => {
      t.game.players[0]!.sector = at('regina');
      t.game.players[0]!.cash = 9000;
      for (const k of ['m:fuelcells', 'm:cargobay', 'm:bunks']) place(t, k, Z.upgrades(0));
      place(t, 'm:smugglerhold', Z.market('regina'));
    });
    const hold = ups.zones['market:regina']!.cards[0]!.id;
    expect(legalMoves(ups, 0)).not.toContainEqual({ type: 'buy', card: hold });
  });
  test("14.b: a bracketed crew member is named by the buyer, whatever they wish, or given the GM's random name", () => {
    const s = edit(atBazaar(), (t) => void place(t, 'm:skids', Z.market('bazaar')));
    const skids = s.zones['market:bazaar']!.cards[0]!.id;
    const r = play(s, 0, { type: 'buy', card: skids }).state;
    const pending = r.game.pending[0];
    expect(pending).toMatchObject({ kind: 'name', seat: 0, crew: skids });
    const suggestions = pending?.kind === 'name' ? pending.suggestions : [];
    expect(suggestions).toHaveLength(3);
    expect(new Set(suggestions).size).toBe(3);
    // The legal moves are the GM's suggestions (the first is the default, the GM's random pick)…
    expect(legalMoves(r, 0)).toEqual([...suggestions.map((name) => ({ type: 'name', name })), { type: 'timeUp' }]);
    const gm = play(r, 0, { type: 'name', name: suggestions[0]! });
    expect(gm.state.game.players[0]!.crew[skids]!.name).toBe(suggestions[0]);
    // …and any name within the schema is legal too, shown in the log and on the sheet.
    const own = play(r, 0, { type: 'name', name: "Zoë-Ann O'Hara Jr." });
    expect(own.state.game.players[0]!.crew[skids]!.name).toBe("Zoë-Ann O'Hara Jr.");
    expect(text(own.log, 0)).toBe("You named your new Pilot (Skids) Zoë-Ann O'Hara Jr.");
    expect(text(own.log, 1)).toBe("P0 named their new Pilot (Skids) Zoë-Ann O'Hara Jr.");
  });
  test('14.c: shore leave costs a Buy action and $100 per crew, and clears every grudge', () => {
    const s = edit(started(), (t) => {
      const a = hire(t, 0, 'm:boone');
      t.game.players[0]!.crew[a]!.disgruntled = true;
      t.game.players[0]!.captainDisgruntled = 1;
    });
    const r = play(s, 0, { type: 'shoreLeave' }).state;
    const p = r.game.players[0]!;
    expect(p.cash).toBe(3000 - 200);
    expect(p.captainDisgruntled).toBe(0);
    expect(Object.values(p.crew).every((c) => !c.disgruntled)).toBe(true);
    expect(r.game.used).toContain('buy');
  });
  test('5.b: Heart of Gold hires free, Tech Genius halves upgrades, Gun Runner halves guns and explosives', () => {
    const with_ = (pers: string, prof: string, where: 'bazaar' | 'regina', kind: string) =>
      edit(started(), (t) => {
        t.game.players[0]!.personality = pers as never;
        t.game.players[0]!.profession = prof as never;
        t.game.players[0]!.sector = at(where);
        place(t, kind, Z.market(where));
      });
    const cost = (s: ReturnType<typeof started>) => {
      const m = (['bazaar', 'regina'] as const).find((k) => s.game.players[0]!.sector === at(k))!;
      const r = play(s, 0, { type: 'buy', card: s.zones[Z.market(m)]!.cards[0]!.id }).state;
      return 3000 - r.game.players[0]!.cash;
    };
    expect(cost(with_('heartOfGold', 'mercenary', 'bazaar', 'm:sparrow'))).toBe(0);
    expect(cost(with_('techGenius', 'mechanic', 'regina', 'm:fuelcells'))).toBe(300);
    expect(cost(with_('gunRunner', 'mercenary', 'bazaar', 'm:longshot'))).toBe(150);
    expect(cost(with_('shippingMagnate', 'mercenary', 'bazaar', 'm:longshot'))).toBe(300);
  });
});
