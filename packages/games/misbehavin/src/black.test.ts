// Rule sections "The Black", "Maneuvers" and "Cards" (supply cards return to the supply, prerequisites, attribute or special).
import { describe, expect, test } from 'vitest';
import { act, has, kinds, legal, position, run } from './testkit';

describe('The Black', () => {
  test('playing a location with The Black in hand returns one copy to the supply', () => {
    let s = position({
      zones: { 'hand:0': ['sup-black', 'sup-black', 'alliance-home'], 'assets:0': [], 'supply:black': [] },
      game: { activations: 2 },
    });
    s = run(s, { type: 'play', card: 'x3' });
    expect(kinds(s, 'supply:black')).toEqual(['sup-black']);
    expect(kinds(s, 'hand:0')).toEqual(['sup-black']);
    // Triggering a location sheds another.
    s = run(s, { type: 'playTrigger', use: false }, { type: 'trigger', card: 'x3' });
    expect(kinds(s, 'supply:black')).toEqual(['sup-black', 'sup-black']);
    expect(kinds(s, 'hand:0')).toEqual([]);
  });

  test("using a location's innate ability triggers it, so it sheds The Black too, even on another player's turn", () => {
    let s = position({
      zones: {
        'hand:0': [],
        'hand:1': ['sup-black'],
        'assets:1': ['rim-mining'],
        'deck:1': ['niska-fighter'],
        'supply:black': [],
      },
    }); // x1 | x2 | x3
    s = act(s, 1, { type: 'innate', card: 'x2' });
    expect(kinds(s, 'supply:black')).toEqual(['sup-black']);
    expect(kinds(s, 'hand:1')).toEqual(['niska-fighter']);
  });

  test('effects add The Black to another recycle pile; it clogs the hand until shed', () => {
    let s = position({ zones: { 'hand:0': [], 'command:0': ['border-agent'], 'recycle:1': [] } });
    s = run(s, { type: 'trigger', card: 'x1' }, { type: 'choose', target: 's1' });
    expect(kinds(s, 'recycle:1')).toEqual(['sup-black']);
  });

  test('"Other cards and effects force you to add The Black to your recycle pile": Haunted Derelict\'s required effect costs its own player The Black on play', () => {
    const s = run(
      position({ zones: { 'hand:0': ['rim-haunted'], 'assets:0': [], 'recycle:0': [], 'recycle:1': [] } }),
      { type: 'play', card: 'x1' },
    );
    expect(kinds(s, 'assets:0')).toEqual(['rim-haunted']);
    expect(kinds(s, 'recycle:0')).toEqual(['sup-black']);
    expect(kinds(s, 'recycle:1')).toEqual([]);
  });
});

describe('Maneuvers', () => {
  test('a maneuver needs its prerequisite in the tableau (triggered or not) and returns to the supply', () => {
    const without = position({ zones: { 'hand:0': ['sup-crazyivan'], 'assets:0': [] } });
    expect(legal(without).some((m) => m.type === 'special')).toBe(false);
    let s = position({
      zones: { 'hand:0': ['sup-feiwu'], 'command:0': ['niska-fighter'] },
      players_: [{ credits: 0, verse: 0 }, { credits: 3 }],
      game: { triggered: ['x2'] },
    });
    expect(has(s, { type: 'special', card: 'x1', option: 0 })).toBe(true);
    s = run(s, { type: 'special', card: 'x1', option: 0 }, { type: 'choose', target: 's1' }, { type: 'replayDone' });
    expect(s.game.players[0]!.credits).toBe(2);
    expect(kinds(s, 'supply:feiWu')).toContain('sup-feiwu');
  });

  test('in a fight, Crazy Ivan adds 2 for the defender on the attacker’s turn', () => {
    let s = position({
      zones: {
        'hand:0': ['alliance-fighter', 'alliance-weapon'],
        'hand:1': ['sup-crazyivan'],
        'assets:1': ['niska-ship'],
        'command:1': [],
        'command:0': [],
      },
      players_: [{ verse: 0 }, { verse: 0 }],
    });
    s = run(s, { type: 'fight', card: 'x1' }, { type: 'target', card: 'x4', mode: 'dispatch' }, { type: 'stand' });
    // Crazy Ivan needs a ship: the target is one and is in the tableau, so the prerequisite holds.
    s = run(s, { type: 'special', card: 'x3', option: 1 }, { type: 'replayDone' }, { type: 'stand' });
    s = run(s, { type: 'fightAdd', card: 'x2' }, { type: 'stand' }, { type: 'stand' });
    expect(kinds(s, 'assets:1')).toEqual(['niska-ship']);
  });
});

describe('Maneuvers: prerequisites', () => {
  test.each([
    ['without a TECH card, The Dart neither starts nor joins a fight', [], false],
    ['with a TECH card in the tableau, The Dart fights', ['alliance-gadget'], true],
  ])(
    '"you must have a card with that attribute in your tableau to use the card\'s effects", FIGHT included: %s',
    (_, command, usable) => {
      const base = position({
        zones: {
          'hand:0': ['sup-dart', 'alliance-fighter'],
          'command:0': command,
          'assets:0': [],
          'hand:1': [],
          'assets:1': ['border-saloon'],
          'command:1': [],
        },
      });
      const dart = 'x1';
      const saloon = base.zones['assets:1']!.cards[0]!.id;
      expect(has(base, { type: 'fight', card: dart })).toBe(usable);
      const s = run(base, { type: 'fight', card: 'x2' }, { type: 'target', card: saloon, mode: 'dispatch' });
      expect(has(s, { type: 'fightAdd', card: dart })).toBe(usable);
    },
  );
});

describe('Maneuvers: when', () => {
  test("a maneuver is played only on your own turn or in a fight you are in, never on another player's turn otherwise", () => {
    const s = position({
      zones: { 'hand:0': [], 'hand:1': ['sup-fullburn'], 'assets:1': ['niska-ship'], 'command:1': [] },
    });
    expect(legal(s, 1)).toEqual([]);
    const own = position({ zones: { 'hand:0': ['sup-fullburn'], 'assets:0': ['niska-ship'] } });
    expect(has(own, { type: 'special', card: 'x1', option: 0 })).toBe(true);
  });
});

describe('Cards', () => {
  test('a supply card is used for its attribute or its special ability, and returns to the supply after', () => {
    let s = position({ zones: { 'hand:0': ['sup-shiny'] }, players_: [{ credits: 0 }] });
    s = run(s, { type: 'special', card: 'x1', option: 0 });
    expect(s.game.players[0]!.credits).toBe(2);
    expect(kinds(s, 'supply:shiny')).toContain('sup-shiny');
    expect(kinds(s, 'hand:0')).toEqual([]);
  });

  test('a triggered card cannot be used for its influence or power', () => {
    const s = position({
      zones: { 'hand:0': [], 'command:0': ['alliance-talker', 'alliance-fighter'] },
      game: { triggered: ['x1', 'x2'] },
    });
    expect(legal(s).some((m) => m.type === 'recruit' || m.type === 'deal' || m.type === 'fight')).toBe(false);
  });
});

describe('Other Effects: trigger without effect', () => {
  test('triggering a location without its effect costs no activation and still sheds The Black', () => {
    let s = position({
      zones: { 'hand:0': ['sup-black'], 'assets:0': ['eavesdown-home'], 'supply:black': [] },
      players_: [{ credits: 0 }],
    });
    s = run(s, { type: 'triggerFree', card: 'x2' });
    expect(s.game.activations).toBe(1);
    expect(s.game.players[0]!.credits).toBe(0);
    expect(kinds(s, 'supply:black')).toEqual(['sup-black']);
    expect(s.game.triggered).toEqual(['x2']);
  });
});
