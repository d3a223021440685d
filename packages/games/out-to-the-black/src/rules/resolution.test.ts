// Resolution Phase, steps 1-6: the Gorramit card, the Result cards, the Wilds, the window.
import { applyMove, redactView, renderLogEntry } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { outToTheBlack } from '../game';
import { Z } from '../state';
import { cardIn, endEventPhase, endWindow, inEvent, layDown, moves, play, scene, toAct, totals } from '../testkit';

describe('Resolution Phase', () => {
  test("the Gorramit card first, then the Result cards for Fightin', Flyin', Thinkin' in order", () => {
    let s = scene({
      deck: [
        ['thinkin2', 1],
        ['flyin2', 2],
        ['thinkin2', 3],
      ],
      gorramit: 'Life is Just Grand!',
    });
    s = endEventPhase(inEvent(s));
    expect(s.game.results).toEqual([1, 2, 3]);
    // Mal alone: 2/1/1, +1 each from Life is Just Grand!, plus the results.
    expect(totals(s)).toEqual([4, 4, 5]);
  });

  test('Wilds are assigned by the Active player after all Results; each goes whole to one skill', () => {
    let s = scene({
      hands: { 0: ['wild2', 'wild1'], 1: [], 2: [] },
      deck: [
        ['fightin1', 4],
        ['flyin1', 2],
        ['thinkin1', 2],
      ],
    });
    s = inEvent(s);
    s = layDown(s, 0, ['wild2', 'wild1']);
    s = endWindow(endEventPhase(s));
    expect(s.game.phase).toBe('wilds');
    expect(toAct(s)).toEqual([0]);
    // Every Wild whole to one skill, the two placed at once: 3 x 3 ways.
    const order = s.game.wilds.map((w) => w.n);
    expect(moves(s, 0)).toHaveLength(9);
    const r = applyMove(outToTheBlack, s, 0, {
      type: 'placeWilds',
      skills: order.map((n) => (n === 2 ? 'flyin' : 'thinkin')),
    });
    if (!r.ok) throw new Error(r.error.reason);
    const names = { seatName: (x: number) => `P${x}`, cardName: (k: string) => outToTheBlack.cardName(k) };
    const placed = r.log.map((e) => renderLogEntry(e, 'spectator', names)).find((line) => line.includes('placed'));
    expect(placed).toBe("P0 placed the Wilds: Wild +2 on Flyin'; Wild +1 on Thinkin'.");
    // The Resolution window follows the Wilds (step 6 after step 5).
    s = endWindow(r.state);
    // Brawl: 8/5/6. Mal 2+4=6 Fightin, 1+2+wild 1 or 2 Flyin, 1+2+wild Thinkin.
    expect(s.game.lastVl).toBeLessThanOrEqual(1);
  });

  test('"5. Assign Wild bonuses" comes before "6. Players may use any Game Abilities, Credit or Honor actions or Serenity Cards"; a later redraw leaves the Wilds where they are', () => {
    let s = scene({
      hands: { 0: ['wild2', 'sneaky'], 1: [], 2: [] },
      deck: [
        ['fightin1', 4],
        ['flyin1', 2],
        ['thinkin1', 2],
        ['fightin1', 6],
        ['thinkin2', 1],
        ['thinkin1', 3],
      ],
    });
    s = play(layDown(inEvent(s), 0, ['wild2']), 0, { type: 'pass' });
    s = endEventPhase(s);
    // Step 5: the Results are out and only the Active player decides, with nothing but the Wilds to place.
    expect([s.game.phase, s.game.resultsDrawn, toAct(s)]).toEqual(['wilds', true, [0]]);
    expect(new Set(moves(s, 0).map((m) => m.type))).toEqual(new Set(['placeWilds']));
    s = play(s, 0, { type: 'placeWilds', skills: ['fightin'] });
    // Step 6: the window opens with the Wild placed; Mal redraws every Result, and the Wild stays on Fightin'.
    expect([s.game.phase, toAct(s)]).toEqual(['resolution', [0]]);
    expect(moves(s, 0)).toContainEqual({ type: 'useAction', action: 3 });
    s = play(s, 0, { type: 'useAction', action: 3 });
    expect(s.game.results).toEqual([6, 1, 3]);
    expect(s.game.wilds.map((w) => w.skill)).toEqual(['fightin']);
    s = endWindow(s);
    // Brawl 8/5/6: Mal 2/1/1 + Results 6/1/3 + Wild +2 on Fightin'.
    expect(s.game.lastVl).toBe(1);
  });

  test.each([
    ['stay', ['fightin'], 1],
    ['placeAgain', ['thinkin'], 2],
  ] as const)(
    '"he may assign these after seeing all the results": with the lobby option wildsAfterRedraw %s, after a redraw the Wilds are %j',
    (option, skills, vl) => {
      let s = scene({
        options: { wildsAfterRedraw: option },
        hands: { 0: ['wild2'], 1: [], 2: [] },
        deck: [
          ['fightin1', 4],
          ['flyin1', 2],
          ['thinkin1', 2],
          ['fightin1', 6],
          ['thinkin2', 1],
          ['thinkin1', 3],
        ],
      });
      s = endEventPhase(play(layDown(inEvent(s), 0, ['wild2']), 0, { type: 'pass' }));
      s = play(s, 0, { type: 'placeWilds', skills: ['fightin'] });
      s = play(s, 0, { type: 'useAction', action: 3 });
      if (option === 'placeAgain') {
        // The Results changed: the Active player places the Wilds again before anyone else acts.
        expect([s.game.phase, toAct(s), s.game.wilds.map((w) => w.skill)]).toEqual(['wilds', [0], [null]]);
        s = play(s, 0, { type: 'placeWilds', skills: ['thinkin'] });
      }
      expect(s.game.wilds.map((w) => w.skill)).toEqual(skills);
      // Brawl 8/5/6, Mal 2/1/1, Results 6/1/3: Wild +2 on Fightin' (already made) gives VL1, on Thinkin' VL2.
      expect(endWindow(s).game.lastVl).toBe(vl);
    },
  );

  test.each([
    ['Unexpected Shift', 'seat'],
    ['Heavy Injuries', 'option'],
  ] as const)(
    '"First he flips a Gorramit card … Next, he turns over his cards": deciding %s, the Active player does not yet see the face-down cards',
    (gorramit, kind) => {
      let s = scene({
        chars: ['mal', 'zoe', 'jayne', 'inara'],
        gorramit,
        event: 'The Train Job',
        hands: { 0: ['wild1'], 1: ['flyin1'], 2: ['lendahand'], 3: [] },
      });
      s = play(inEvent(s), 0, { type: 'chooseParticipants', seats: [1] });
      // Mal and Zoe have E actions left: each says when done.
      s = play(layDown(s, 0, ['wild1']), 0, { type: 'pass' });
      s = play(layDown(s, 1, ['flyin1']), 1, { type: 'pass' });
      s = layDown(s, 2, ['lendahand']);
      s = endEventPhase(s);
      expect(s.game.pending).toMatchObject({ kind, seat: 0 });
      expect(s.game.resultsDrawn).toBe(false);
      const seen = redactView(s, 0).zones;
      expect([seen[Z.played(0)]!.cards[0] !== null, seen[Z.played(1)]!.cards, seen[Z.played(2)]!.cards]).toEqual([
        true,
        [null],
        [null],
      ]);
      // Once decided, the cards are turned over and the Result cards drawn.
      s = play(s, 0, moves(s, 0)[0]!);
      expect(s.game.resultsDrawn).toBe(true);
      expect(redactView(s, 0).zones[Z.played(1)]!.cards.every((c) => c !== null)).toBe(true);
    },
  );

  test('Last Minute Boost only on a redrawn Result card', () => {
    let s = scene({
      hands: { 0: ['boost'], 1: [], 2: [] },
      deck: [
        ['fightin1', 1],
        ['flyin1', 2],
        ['thinkin1', 2],
        ['thinkin2', 3],
        ['flyin2', 4],
        ['fightin1', 4],
      ],
    });
    s = endEventPhase(inEvent(s));
    expect(moves(s, 0)).not.toContainEqual({ type: 'playCard', card: cardIn(s, 0, 'boost') });
    s = play(s, 0, { type: 'useAction', action: 3 });
    expect(s.game.redrawn).toEqual([true, true, true]);
    s = play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'boost') });
    s = play(s, 0, { type: 'chooseSkill', skill: 'thinkin' });
    expect(s.game.boost).toEqual([0, 0, 2]);
  });

  test('Help cannot be played when everyone participates', () => {
    let s = scene({ hands: { 0: ['help'], 1: [], 2: [] }, event: 'Hands of Blue' });
    s = endEventPhase(inEvent(s));
    expect(moves(s, 0).some((m) => m.type === 'playCard')).toBe(false);
  });

  test('Sneaky: one fewer Alliance card from the result, but not from a Choice', () => {
    let s = scene({
      hands: { 0: ['sneaky'], 1: [], 2: [] },
      event: 'Reaver Chase',
      deck: [
        ['fightin1', 1],
        ['flyin1', 2],
        ['thinkin1', 2],
      ],
    });
    s = inEvent(s);
    s = play(s, 0, { type: 'chooseParticipants', seats: [1] });
    s = endEventPhase(s);
    s = play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'sneaky') });
    s = endWindow(s);
    // Reaver Chase VL0: 2 All, -1 Ho; Sneaky saves one.
    expect(s.game.lastVl).toBe(0);
    expect(s.zones[Z.alliance]!.cards).toHaveLength(3);
  });
});
