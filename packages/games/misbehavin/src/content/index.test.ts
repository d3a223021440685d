// Content composition: every deck, set, episode and Reaver card counted, and every card's text generated from its data.
import { canonicalJson } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import {
  BOARD_SIDES,
  CARDS,
  EPISODES,
  MARKET_DECKS,
  REAVERS,
  SUPPLY_SETS,
  VERSE_CARDS,
  marketDeck,
  starterDeck,
  supplyCards,
} from './index';
import { misbehavin } from '../game';
import { effectText } from '../text';
import { FACTIONS, type SupplySet } from './types';

describe('content composition', () => {
  test.each(FACTIONS)(
    "%s: a 10-card starting deck with a home location, a ship, FIGHT and DEAL cards, and a 'verse card",
    (f) => {
      const deck = starterDeck(f);
      expect(deck).toHaveLength(10);
      const with_ = (ok: (d: (typeof CARDS)[string]) => boolean): number => deck.filter((k) => ok(CARDS[k]!)).length;
      expect(with_((d) => d.category === 'asset' && d.traits.includes('location'))).toBe(1);
      expect(with_((d) => d.category === 'asset' && d.traits.includes('ship'))).toBe(1);
      expect(with_((d) => d.fight)).toBeGreaterThanOrEqual(3);
      expect(with_((d) => d.deal)).toBeGreaterThanOrEqual(3);
      expect(deck.every((k) => CARDS[k]!.icons.includes(f))).toBe(true);
      // The acquisition step can be met from the starting deck.
      expect(deck.some((k) => CARDS[k]!.traits.includes(VERSE_CARDS[f].trigger))).toBe(true);
    },
  );

  test('the four starting decks do not share one set of numbers: each faction plays its own way', () => {
    // A deck's numbers: every card's type, cost, POWER, INFLUENCE, attributes and abilities, whatever its name and traits.
    const numbers = (f: (typeof FACTIONS)[number]) =>
      starterDeck(f)
        .map((k) => {
          const { name: _name, flavor: _flavor, traits: _traits, icons: _icons, ...rules } = CARDS[k]!;
          return canonicalJson(rules);
        })
        .sort()
        .join('|');
    const decks = FACTIONS.map(numbers);
    expect(new Set(decks).size).toBe(FACTIONS.length);
    // POWER on the table wins, so every deck brings the same POWER; INFLUENCE and abilities differ.
    const total = (f: (typeof FACTIONS)[number], key: 'power' | 'influence') =>
      starterDeck(f).reduce((n, k) => n + Number(CARDS[k]![key] === 'X' ? 0 : CARDS[k]![key]), 0);
    expect(FACTIONS.map((f) => total(f, 'power'))).toEqual(FACTIONS.map(() => 8));
    for (const f of FACTIONS) expect(total(f, 'influence')).toBeGreaterThanOrEqual(5);
  });

  test('no two different cards are identical apart from their names', () => {
    const seen = new Map<string, string>();
    for (const [kind, d] of Object.entries(CARDS)) {
      const { name: _name, flavor: _flavor, ...rules } = d;
      const key = canonicalJson(rules);
      expect(seen.get(key), `${kind} plays exactly like ${seen.get(key)}`).toBeUndefined();
      seen.set(key, kind);
    }
  });

  test('no two supply cards offer the same special abilities, whatever their order or prerequisite', () => {
    const seen = new Map<string, string>();
    for (const [kind, d] of Object.entries(CARDS)) {
      if (!d.specials) continue;
      const key = d.specials
        .map((option) => canonicalJson(option))
        .sort()
        .join(' OR ');
      expect(seen.get(key), `${kind} offers what ${seen.get(key)} offers`).toBeUndefined();
      seen.set(key, kind);
    }
  });

  test('"Triggered ability: Requires an activation": no card\'s triggered abilities only give back that activation or only reset another card (which needs another activation to use)', () => {
    for (const [kind, d] of Object.entries(CARDS)) {
      const effects = d.abilities.filter((a) => a.timing === 'trigger').flatMap((a) => a.effects);
      if (effects.length === 0) continue;
      const refund = effects.every((e) => e.e === 'activation' && e.n <= 1);
      const onlyReset = effects.every((e) => e.e === 'reset');
      expect(refund || onlyReset, kind).toBe(false);
    }
  });

  test('market decks: 15 core, 15 border, 12 rim, costs rising from deck to deck', () => {
    expect(MARKET_DECKS.map((d) => marketDeck(d).length)).toEqual([15, 15, 12]);
    const costs = MARKET_DECKS.map((d) => marketDeck(d).map((k) => CARDS[k]!.cost));
    expect(Math.max(...costs[0]!)).toBeLessThanOrEqual(4);
    expect(Math.min(...costs[1]!)).toBeGreaterThanOrEqual(4);
    expect(Math.min(...costs[2]!)).toBeGreaterThanOrEqual(6);
  });

  test('supply sets: every set the rules name, with its card count and slot kinds', () => {
    const counts = Object.fromEntries(Object.keys(SUPPLY_SETS).map((s) => [s, supplyCards(s as SupplySet).length]));
    expect(counts).toEqual({
      shiny: 6,
      black: 8,
      negotiation: 4,
      palaver: 4,
      doubleCross: 4,
      misbehave: 4,
      crazyIvan: 3,
      feiWu: 3,
      fullBurn: 3,
      dart: 4,
    });
    expect(SUPPLY_SETS.dart.slots).toEqual(['fight', 'maneuver', 'any']);
    for (const s of ['crazyIvan', 'feiWu', 'fullBurn', 'dart'] as const)
      for (const [k] of SUPPLY_SETS[s].cards) expect(CARDS[k]!.category).toBe('maneuver');
    for (const s of ['doubleCross', 'misbehave', 'dart'] as const)
      for (const [k] of SUPPLY_SETS[s].cards) expect(CARDS[k]!.fight).toBe(true);
    for (const s of ['negotiation', 'palaver'] as const)
      for (const [k] of SUPPLY_SETS[s].cards) expect(CARDS[k]!.deal).toBe(true);
    // Each optional set mixes different cards, every one of them a supply card with a special ability.
    for (const [set, def] of Object.entries(SUPPLY_SETS)) {
      if (set === 'black') continue;
      if (set !== 'shiny') expect(def.cards.length).toBeGreaterThanOrEqual(2);
      for (const [k] of def.cards) expect(k.startsWith('sup-') && (CARDS[k]!.specials?.length ?? 0) > 0).toBe(true);
    }
  });

  test('episodes, Reavers, boards', () => {
    expect(Object.keys(EPISODES)).toHaveLength(4);
    expect(Object.keys(REAVERS)).toHaveLength(3);
    expect(BOARD_SIDES.B.powerDelta).toBeLessThan(0);
    expect(new Set(Object.values(VERSE_CARDS).flatMap((v) => v.actions))).toEqual(
      new Set(['warrant', 'tax', 'steal', 'retrigger', 'rally']),
    );
  });

  test('card names are unique and every text is generated from the effects it lists', () => {
    const names = Object.values(CARDS).map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const [kind, card] of Object.entries(CARDS)) {
      const text = misbehavin.cardText!(kind);
      expect(misbehavin.cardName(kind)).toBe(card.name);
      for (const a of card.abilities)
        for (const e of a.effects) expect(text.toLowerCase()).toContain(effectText(e).toLowerCase());
      for (const sp of card.specials ?? [])
        for (const e of sp) expect(text.toLowerCase()).toContain(effectText(e).toLowerCase());
      expect(text).toContain(card.category.toUpperCase());
    }
    for (const kind of [...Object.keys(EPISODES), ...Object.keys(REAVERS)])
      expect(misbehavin.cardText!(kind).length).toBeGreaterThan(20);
  });
});
