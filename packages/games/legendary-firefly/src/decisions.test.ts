// Fewer pointless clicks: how many decisions a person (seat 0, played by the normal bot) makes per match, and how many of
// them had a single legal move; basic cards played together; forced moves (a decision with one answer, an Action Phase
// with nothing left to do) made at once, but never while other players may still Coordinate or react.
import { choicesFor } from '@cortex/engine';
import { decisionStats, oneOptionShare, type DecisionReport } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { legendaryFirefly } from './game';
import type { FireflyMove } from './moves';
import { type FState, Z } from './state';
import { actForced, cardsIn, clearBoard, edit, moves, setHand, start } from './testkit';

const MATCHES = 5;

const pct = (n: number, of: number): string => `${of === 0 ? '0.0' : ((100 * n) / of).toFixed(1)} %`;
const line = (r: DecisionReport): string =>
  `${(r.decisions / r.matches).toFixed(1)} decisions a match, one option ${pct(r.oneOption, r.decisions)} ${JSON.stringify(r.oneOptionTypes)}, forced ${r.forced}, auto-passed ${r.autoPassed}`;

describe('decisions per match and the share with a single option', () => {
  test.each([1, 2, 3, 4, 5])('%i players', (players) => {
    // As the server runs a table: the other seats' bots answer their Coordinate / Reaction windows at once.
    const plain = decisionStats(legendaryFirefly, players, { matches: MATCHES });
    const withAutoPass = decisionStats(legendaryFirefly, players, { matches: MATCHES, autoPass: true });
    // With teammates who never answer, their window stays open all phase: "End your Action Phase" is then the
    // person's call (ending it closes the others' chance to Coordinate), a single option; so is "pass" in the Reaction
    // window after the strikes, which awaits the teammates while a Main Character is defeated (a heal could help).
    const silent = decisionStats(legendaryFirefly, players, { matches: MATCHES, botsAnswerOptional: false });
    console.log(
      `legendary-firefly decisions, ${players} players (${MATCHES} matches): ${line(plain)}; with autoPass ${line(withAutoPass)}; teammates silent ${line(silent)}`,
    );
    expect(oneOptionShare(plain)).toBeLessThanOrEqual(5);
    expect(oneOptionShare(withAutoPass)).toBeLessThanOrEqual(oneOptionShare(plain));
    expect(silent.oneOptionTypes.filter(([type]) => type !== 'endTurn' && type !== 'pass')).toEqual([]);
  });
});

describe('moves made at once, and what is never forced', () => {
  const names = { seatName: (s: number) => `Player ${s + 1}` };

  test("Mal's Talent in solo: the only player to draw is Mal, so the answer is made at once", () => {
    const s0 = edit(start(1, 'forced'), (t) => {
      clearBoard(t);
      setHand(t, 0, ['talent', 'shiny']);
    });
    const talent = cardsIn(s0, Z.hand(0)).find((c) => c.kind === 'talent')!.id;
    let s = actForced(s0, 0, { type: 'play', card: talent });
    const hand = cardsIn(s, Z.hand(0)).length;
    s = actForced(s, 0, { type: 'activate', card: talent });
    // "Two different players each draw a card": one player, one forced answer, no question left.
    expect(s.game.pending).toBeNull();
    expect(cardsIn(s, Z.hand(0))).toHaveLength(hand + 1);
  });

  test('an Action Phase with nothing left to do ends by itself in solo, but not while a teammate may still help', () => {
    const emptyHand = (players: number): FState =>
      edit(start(players, 'forced-end'), (t) => {
        clearBoard(t);
        setHand(t, 0, ['misbehave']);
        t.game.recruit = 0;
        t.game.attack = 0;
      });
    const solo = emptyHand(1);
    const played = actForced(solo, 0, { type: 'play', card: cardsIn(solo, Z.hand(0))[0]!.id });
    expect(played.game.active).toBe(0);
    expect(played.game.turn).toBe(solo.game.turn + 1); // the Strike Phase, Cleanup and the next turn followed

    const duo = emptyHand(2);
    const waiting = actForced(duo, 0, { type: 'play', card: cardsIn(duo, Z.hand(0))[0]!.id });
    expect(waiting.game.step).toBe('action');
    expect(moves(waiting, 0)).toEqual([{ type: 'endTurn' }]);
    expect(legendaryFirefly.status(waiting)).toMatchObject({ mayAct: [1] });
    // Once the teammate passes, nothing is left to wait for: the Action Phase ends at once.
    const passed = actForced(waiting, 1, { type: 'pass' });
    expect(passed.game.active).toBe(1);
  });

  test('a Flaw drawn into the hand is played at once, before anything else', () => {
    const s0 = edit(start(1, 'flaw-now'), (t) => {
      clearBoard(t);
      setHand(t, 0, ['talent']);
      // The Talent draws the top card of the deck: a Flaw.
      t.createCards(Z.deck(0), ['flaw'], 'top');
    });
    const flaws = cardsIn(s0, Z.flaws).length;
    const s = actForced(s0, 0, { type: 'play', card: cardsIn(s0, Z.hand(0))[0]!.id });
    expect(cardsIn(s, Z.hand(0)).some((c) => c.kind === 'flaw')).toBe(false);
    expect(cardsIn(s, Z.flaws)).toHaveLength(flaws + 1);
  });

  test('playing all basic cards at once is the same as playing them one by one', () => {
    const s0 = edit(start(1, 'basics'), (t) => {
      clearBoard(t);
      setHand(t, 0, ['shiny', 'misbehave', 'shiny', 'mal-my-ship']);
    });
    const legal = moves(s0, 0);
    expect(legal).toContainEqual({ type: 'playBasics' });
    const batch = actForced(s0, 0, { type: 'playBasics' });
    let single = s0;
    for (const c of cardsIn(s0, Z.hand(0)).filter((x) => x.kind !== 'mal-my-ship'))
      single = actForced(single, 0, { type: 'play', card: c.id });
    expect([batch.game.recruit, batch.game.attack]).toEqual([2, 1]);
    expect([batch.game.recruit, batch.game.attack, batch.game.classes]).toEqual([
      single.game.recruit,
      single.game.attack,
      single.game.classes,
    ]);
    expect(
      cardsIn(batch, Z.played(0))
        .map((c) => c.kind)
        .sort(),
    ).toEqual(['misbehave', 'shiny', 'shiny']);
    expect(cardsIn(batch, Z.hand(0)).map((c) => c.kind)).toEqual(['mal-my-ship']);
    // With fewer than two basic cards there is nothing to batch (it would be the single play).
    expect(
      moves(
        edit(s0, (t) => setHand(t, 0, ['shiny', 'mal-my-ship'])),
        0,
      ),
    ).not.toContainEqual({ type: 'playBasics' });
    const { choices } = choicesFor(legendaryFirefly, s0, 0, names);
    expect(choices.find((c) => c.move.type === 'playBasics')?.label).toBe(
      'Play all 3 basic cards (2 Shiny and 1 Misbehave): +2 Recruit, +1 Attack',
    );
  });

  test('a teammate whose only option is to pass is never passed for by the game, only by their preference', () => {
    const s = edit(start(2, 'window'), (t) => {
      setHand(t, 1, ['shiny', 'misbehave']);
    });
    const legal = moves(s, 1) as FireflyMove[];
    expect(legal).toEqual([{ type: 'pass' }]);
    expect(legendaryFirefly.autoplay!(s, 1, legal[0]!)).toBe(false);
    expect(legendaryFirefly.autoPass!(s, 1, legal)).toEqual({ type: 'pass' });
    const withHelp = edit(s, (t) => setHand(t, 1, ['browncoats-tech']));
    expect(legendaryFirefly.autoPass!(withHelp, 1, moves(withHelp, 1) as FireflyMove[])).toBeUndefined();
  });
});
