// The rulebook's worked examples as scenario tests.
import { describe, expect, test } from 'vitest';
import { damage, reader, Z } from './state';
import { act, cardsIn, clearBoard, edit, kindsIn, moves, setHand, start } from './testkit';

describe('rulebook examples', () => {
  test('class combo with two copies: the first "No Power in the \'Verse Can Stop Me" gets 2 Attack, the second 4', () => {
    let ids: string[] = [];
    let s = edit(start(1, 'combo'), (t) => {
      ids = setHand(t, 0, ['river-no-power', 'river-no-power', 'river-read-minds']);
    });
    s = act(s, 0, { type: 'play', card: ids[0]! });
    expect(s.game.attack).toBe(2);
    s = act(s, 0, { type: 'play', card: ids[1]! });
    expect(s.game.attack).toBe(6);
    // Once per card per turn: a third Intel card's combo triggers once, however many Intel cards came before.
    const hand = cardsIn(s, Z.hand(0)).length;
    s = act(s, 0, { type: 'play', card: ids[2]! });
    expect(cardsIn(s, Z.hand(0)).length).toBe(hand - 1 + 1);
  });

  test("Wash's Talent: playing it draws a card; activating it scans a space for free and defeats the Talent", () => {
    let talent = '';
    let s = edit(start(1, 'wash', { mainCharacters: ['wash', 'mal', 'zoe', 'jayne', 'kaylee'] }), (t) => {
      clearBoard(t);
      talent = setHand(t, 0, ['talent'])[0]!;
      t.createCards(Z.down(2), ['tj-guards']);
    });
    s = act(s, 0, { type: 'play', card: talent });
    expect(cardsIn(s, Z.hand(0))).toHaveLength(1);
    expect(moves(s, 0)).toContainEqual({ type: 'activate', card: talent });
    s = act(s, 0, { type: 'activate', card: talent });
    expect(moves(s, 0)).toEqual([{ type: 'choose', target: 'space:2' }]);
    s = act(s, 0, { type: 'choose', target: 'space:2' });
    expect(kindsIn(s, Z.up(2))).toEqual(['tj-guards']);
    expect(s.game.attack).toBe(0);
    expect(cardsIn(s, Z.talents).some((c) => c.id === talent)).toBe(true);
  });

  test('Inevitable cards and defeated players: Mal, Zoe (defeated) and Wash; the Episode ends after Wash avoids its strike', () => {
    let avoidCard = '';
    let s = edit(
      start(3, 'inevitable', { mainCharacters: ['mal', 'zoe', 'wash', 'jayne', 'kaylee'] }),
      (t) => {
        clearBoard(t);
        t.game.prepTurns = 0;
        // Zoe is defeated.
        t.createCards(Z.strikes(1), ['cs-knocked-cold', 'cs-knocked-cold', 'cs-knocked-cold', 'cs-gunshot']);
        t.game.mcs[1]!.down = true;
        // The Inevitable card sits face-down in the leftmost space, so Mal's Episode Phase moves it into the Combat Zone.
        const inev = t.cards(Z.inevitable(0))[0]!.id;
        t.move(inev, 'box');
        t.createCards(Z.down(0), ['inev-reavers']);
        t.game.inev = { space: 0, combat: false, turns: 0 };
        t.game.active = 0;
        t.game.step = 'start';
        t.game.window = [];
        avoidCard = setHand(t, 2, ['river-premonition', 'shiny', 'shiny'])[0]!;
      },
      true,
    );
    expect(s.game.inev.combat).toBe(true);
    expect(kindsIn(s, Z.combat)).toEqual(['inev-reavers']);
    // Mal's Strike Phase: the Inevitable strikes Mal (a Crew Strike, and its Strike: another one).
    for (const seat of [2]) s = act(s, seat, { type: 'pass' });
    s = act(s, 0, { type: 'endTurn' });
    expect(cardsIn(s, Z.strikes(0))).toHaveLength(2);
    // Zoe's turn is skipped; it is Wash's turn.
    expect(s.game.active).toBe(2);
    expect(s.game.inev.turns).toBe(2);
    s = act(s, 0, { type: 'pass' });
    s = act(s, 2, { type: 'play', card: avoidCard });
    s = act(s, 2, { type: 'endTurn' });
    expect(moves(s, 2)).toEqual([
      { type: 'choose', target: 'yes' },
      { type: 'choose', target: 'no' },
    ]);
    s = act(s, 2, { type: 'choose', target: 'yes' });
    // The avoided strike's Strike ability is ignored too, and the Episode ends at the end of Wash's turn.
    expect(cardsIn(s, Z.strikes(2))).toHaveLength(0);
    expect(s.game.step).toBe('intermission');
    expect(s.game.episode).toBe(0);
    expect(s.game.nextFirst).toBe(0);
  });

  test('healing Crew Strikes with 3 Credits: each Main Character heals up to 3 damage worth of strikes', () => {
    let s = edit(start(2, 'heal'), (t) => {
      t.game.step = 'intermission';
      t.game.credits = 5;
      t.game.window = [];
      t.createCards(Z.strikes(0), ['cs-flesh-wound', 'cs-flesh-wound', 'cs-flesh-wound', 'cs-gunshot']);
      t.createCards(Z.strikes(1), ['cs-knocked-cold', 'cs-gunshot']);
      // A non-player Main Character knocked out by one strike comes back.
      t.createCards(Z.strikes(2), ['cs-gunshot']);
      t.game.mcs[2]!.down = true;
    });
    expect(moves(s, 0)).toContainEqual({ type: 'heal', credits: 3 });
    s = act(s, 0, { type: 'heal', credits: 3 });
    // The non-player heals at once; each player chooses within 3 damage: "three 1-damage strikes, a 1-damage strike and
    // a 2-damage strike, or a 3-damage strike".
    const [w1, w2, w3, shot] = cardsIn(s, Z.strikes(0)).map((c) => c.id);
    const [cold, shot1] = cardsIn(s, Z.strikes(1)).map((c) => c.id);
    expect(moves(s, 0)).toEqual([
      { type: 'choose', target: w1! },
      { type: 'choose', target: shot! },
      { type: 'choose', target: 'done' },
    ]);
    s = act(s, 0, { type: 'choose', target: w1! });
    expect(moves(s, 0)).toEqual([
      { type: 'choose', target: w2! },
      { type: 'choose', target: shot! },
      { type: 'choose', target: 'done' },
    ]);
    s = act(s, 0, { type: 'choose', target: shot! });
    // Seat 0 has no damage left to heal; seat 1 chooses next (a 3 or a 2: not both).
    expect(moves(s, 0)).toEqual([]);
    expect(moves(s, 1)).toEqual([
      { type: 'choose', target: cold! },
      { type: 'choose', target: shot1! },
      { type: 'choose', target: 'done' },
    ]);
    s = act(s, 1, { type: 'choose', target: cold! });
    expect(cardsIn(s, Z.strikes(0)).map((c) => c.id)).toEqual([w2, w3]);
    const r = reader(s);
    expect(damage(r, 0)).toBe(5 - 3);
    expect(damage(r, 1)).toBe(5 - 3);
    expect(damage(r, 2)).toBe(0);
    expect(s.game.mcs[2]!.down).toBe(false);
    expect(s.game.credits).toBe(2);
  });

  test('Enhanced Sensors: once each turn, pay 2 less Attack to scan a space', () => {
    let s = edit(start(1, 'sensors'), (t) => {
      clearBoard(t);
      t.createCards(Z.upgrade(0), ['up-enhanced-sensors']);
      t.createCards(Z.down(4), ['tj-guards']);
      t.createCards(Z.down(3), ['tj-guards']);
      t.game.attack = 3;
    });
    expect(moves(s, 0)).toContainEqual({ type: 'scan', space: 4 });
    s = act(s, 0, { type: 'scan', space: 4 });
    expect(s.game.attack).toBe(2); // space 5 costs 3, less 2
    expect(moves(s, 0)).toContainEqual({ type: 'scan', space: 3 });
    s = act(s, 0, { type: 'scan', space: 3 });
    expect(s.game.attack).toBe(0); // space 4 costs 2 at full price the second time
  });
});
