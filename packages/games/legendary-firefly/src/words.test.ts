// The game's words for people and rules-blind clients: card vocabulary, zones, the view and move schemas with their
// descriptions, and move labels and prompts computed from the deciding seat's view.
import {
  applyMove,
  choicesFor,
  createMatch,
  legalMovesFor,
  moveJsonSchemas,
  redactView,
  viewJsonSchema,
} from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { chooseFireflyMove } from './bot';
import { FIREFLY_CARDS } from './catalog';
import { ALL_ENTRIES } from './content';
import { legendaryFirefly } from './game';
import { type FState, Z } from './state';
import { cardsIn, clearBoard, edit, setHand, start } from './testkit';

const names = { seatName: (s: number) => ['Alice', 'Bram', 'Ursula', 'Ed', 'Olek'][s]! };
const labels = (s: FState, seat: number): string[] =>
  choicesFor(legendaryFirefly, s, seat, names).choices.map((c) => c.label);

describe('the vocabulary', () => {
  test('every card kind in the box, with its name, type in words, text and printed numbers', () => {
    expect(FIREFLY_CARDS.map((c) => c.kind)).toEqual(ALL_ENTRIES.map(([k]) => k));
    for (const c of FIREFLY_CARDS) {
      expect(c.name, c.kind).not.toBe('');
      expect(c.type, c.kind).toMatch(/^[A-Z]/);
      expect(c.text, c.kind).not.toBe('');
    }
    const byKind = new Map(FIREFLY_CARDS.map((c) => [c.kind, c]));
    expect(byKind.get('shiny')).toMatchObject({
      name: 'Shiny',
      type: 'Character',
      stats: [
        { name: 'Cost', value: 0 },
        { name: 'Recruit', value: 1 },
        { name: 'Attack', value: 0 },
      ],
    });
    expect(byKind.get('s1-dortmunder')).toMatchObject({
      type: 'Enemy: Alliance Ship',
      stats: [{ name: 'Attack', value: 6 }],
    });
    expect(byKind.get('avatar-mal')).toMatchObject({
      type: 'Avatar',
      stats: [
        { name: 'Rank', value: 1 },
        { name: 'Defense', value: 4 },
        { name: 'Health', value: 10 },
      ],
    });
    expect(byKind.get('up-pulse-beacon')).toMatchObject({
      type: 'Upgrade',
      stats: [{ name: 'Cost (Credits)', value: 2 }],
    });
    expect(byKind.get('obj-train-job')?.type).toBe('Objective C');
  });

  test('every zone has a title; hands are found by their role and owner', () => {
    const s = start(3, 'zones');
    for (const name of Object.keys(s.zones)) {
      const z = legendaryFirefly.describeZone(name);
      expect(z.title, name).not.toBe(name);
      if (z.owner !== null) expect(z.owner).toBeLessThan(3);
    }
    expect(legendaryFirefly.describeZone(Z.hand(2))).toEqual({ title: 'Hand', owner: 2, role: 'hand' });
    expect(Object.keys(s.zones).filter((n) => legendaryFirefly.describeZone(n).role === 'hand')).toEqual([
      Z.hand(0),
      Z.hand(1),
      Z.hand(2),
    ]);
    expect(legendaryFirefly.describeZone(Z.down(0)).title).toBe("'Verse space 1, face-down");
  });

  test('the view and move schemas: the game data parses, and every field is described', () => {
    const undescribed: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${path}[${i}]`));
      if (node === null || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      for (const [key, prop] of Object.entries((o['properties'] ?? {}) as Record<string, Record<string, unknown>>)) {
        if (prop['description'] === undefined && key !== 'type') undescribed.push(`${path}.${key}`);
      }
      for (const [k, v] of Object.entries(o)) walk(v, `${path}/${k}`);
    };
    walk(viewJsonSchema(legendaryFirefly), 'view');
    walk(moveJsonSchemas(legendaryFirefly), 'moves');
    expect(undescribed).toEqual([]);
    for (const players of [1, 3, 5])
      expect(legendaryFirefly.gameSchema.safeParse(start(players, 'schema').game).success).toBe(true);
    expect(legendaryFirefly.gameSchema.safeParse({ ...start(1, 'schema').game, stray: 1 }).success).toBe(false);
  });
});

describe('move labels and prompts', () => {
  /** Seat 0's Action Phase on a bare board: a hand, a fight, a Bridge. */
  const position = (): FState =>
    edit(start(2, 'labels'), (t) => {
      clearBoard(t);
      setHand(t, 0, ['shiny', 'misbehave', 'mal-orders', 'talent']);
      setHand(t, 1, ['zoe-yes-sir', 'shiny']);
      t.createCards(Z.combat, ['tj-guards']);
      t.createCards(Z.down(2), ['tj-crow']);
      t.game.attack = 3;
      t.game.recruit = 3;
      t.game.active = 0;
      t.game.window = [1];
    });

  test('the active player reads their cards, costs and targets by name', () => {
    const s = position();
    const words = labels(s, 0);
    expect(words).toContain('Play Shiny: +1 Recruit');
    expect(words).toContain("Play Captain's Orders: +2 Recruit");
    expect(words).toContain(
      'Play a Talent: draw a card (activate it later for Fiercely Loyal: two different players each draw a card)',
    );
    expect(words).toContain('Play both basic cards (1 Shiny and 1 Misbehave): +1 Recruit, +1 Attack');
    expect(words).toContain('Fight Alliance Train Guards in the Combat Zone for 3 Attack');
    expect(words).toContain('Scan space 3 for 2 Attack (turn its card face-up)');
    expect(words).toContain('Recruit a Browncoats for 3 Recruit');
    expect(words).toContain('End your Action Phase (the Strike Phase follows)');
    expect(words.find((w) => w.startsWith('Recruit ') && w.includes('from Bridge space 1'))).toMatch(
      /^Recruit .+ from Bridge space 1 for \d Recruit$/,
    );
    expect(choicesFor(legendaryFirefly, s, 0, names).prompt).toBe(
      'Your Action Phase: play cards, then spend Recruit (3) on the Bridge and Attack (3) on scans, enemies, Goals and repairs; end the Action Phase when done',
    );
  });

  test('the other player reads whom they help, and a label names only what that seat sees', () => {
    const s = position();
    const { prompt, choices } = choicesFor(legendaryFirefly, s, 1, names);
    expect(prompt).toBe(
      "Alice's Action Phase: you may Coordinate a card to them or react with a Reaction card, or pass (the turn goes on without waiting for you)",
    );
    expect(choices.map((c) => c.label)).toEqual([
      'Coordinate Yes, Sir to Alice: they may play a copy of it, and you draw a card',
      'Pass: no more help for Alice this turn',
    ]);
    // Seat 0's hand is hidden from seat 1: no label of seat 1 names a card of it.
    const hidden = new Set(cardsIn(s, Z.hand(0)).map((c) => c.id));
    for (const c of choices) for (const id of c.cards ?? []) expect(hidden.has(id)).toBe(false);
  });

  test('labels of one seat differ whenever their moves differ in effect (same words: the same kind of card)', () => {
    let state = createMatch(legendaryFirefly, { players: 3, seed: 'distinct' }).state;
    let checked = 0;
    for (let step = 0; step < 600; step++) {
      const status = legendaryFirefly.status(state);
      if (status.kind === 'finished') break;
      for (const seat of [...status.toAct, ...(status.mayAct ?? [])]) {
        const byLabel = new Map<string, string[]>();
        const kindOf = (id: string): string =>
          Object.values(state.zones)
            .flatMap((z) => z.cards)
            .find((c) => c.id === id)?.kind ?? id;
        for (const c of choicesFor(legendaryFirefly, state, seat, names).choices) {
          const sig = JSON.stringify(
            Object.entries(c.move).map(([k, v]) => [k, typeof v === 'string' ? kindOf(v) : v]),
          );
          byLabel.set(c.label, [...(byLabel.get(c.label) ?? []), sig]);
          checked++;
        }
        for (const [label, sigs] of byLabel) expect(new Set(sigs).size, label).toBe(1);
      }
      const seat = status.toAct.find((s) => s !== state.game.active) ?? status.mayAct?.[0] ?? status.toAct[0]!;
      const move = chooseFireflyMove({
        seat,
        view: redactView(state, seat),
        legalMoves: legalMovesFor(legendaryFirefly, state, seat),
      });
      const r = applyMove(legendaryFirefly, state, seat, move);
      if (!r.ok) throw new Error(r.error.reason);
      state = r.state;
    }
    expect(checked).toBeGreaterThan(500);
  });

  test('the result reads per viewer: the defeated player is "you" to themself', () => {
    const s = edit(start(2, 'super', { superHard: true }), (t) => {
      clearBoard(t);
      t.createCards(Z.combat, ['tj-guards']);
      t.createCards(Z.strikes(0), ['cs-knocked-cold', 'cs-knocked-cold', 'cs-knocked-cold']);
      while (t.count(Z.crewStrikes) > 0 && t.cards(Z.crewStrikes)[0]!.kind !== 'cs-gunshot')
        t.moveTop(Z.crewStrikes, 'box');
      setHand(t, 0, []);
      t.game.window = [];
    });
    const r = applyMove(legendaryFirefly, s, 0, { type: 'endTurn' });
    if (!r.ok) throw new Error(r.error.reason);
    const status = legendaryFirefly.status(r.state);
    expect(status.kind).toBe('finished');
    if (status.kind !== 'finished') return;
    expect(status.result.summary).toBe('The crew lost: Player 1 was defeated (super-hard mode). Victory Points: 0.');
    expect(status.result.narration).toEqual(r.state.game.result!.narration);
  });
});
