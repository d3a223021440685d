// One test (or a few) per rule section of the rulebook, named after it.
import { describe, expect, test } from 'vitest';
import { legendaryFirefly } from './game';
import { damage, mods, reader, scanCost, Z } from './state';
import { act, cardsIn, clear, clearBoard, edit, kindsIn, moves, setHand, start } from './testkit';
import type { FTable } from './state';

/** A solo position with an empty board and the given hand. */
function solo(
  hand: readonly string[],
  fn?: (t: FTable) => void,
  options?: unknown,
): { s: ReturnType<typeof start>; ids: string[] } {
  let ids: string[] = [];
  const s = edit(start(1, 'rules', options), (t) => {
    clearBoard(t);
    ids = setHand(t, 0, hand);
    fn?.(t);
  });
  return { s, ids };
}

describe('Game Setup', () => {
  test.each([1, 2, 3, 4, 5])('%i players: decks, Main Characters, Crew Deck, stacks, Episode decks', (players) => {
    const s = start(players, `setup${players}`);
    for (let p = 0; p < players; p++) {
      const all = [...kindsIn(s, Z.hand(p)), ...kindsIn(s, Z.deck(p))];
      expect(all.filter((k) => k === 'shiny')).toHaveLength(7);
      expect(all.filter((k) => k === 'misbehave')).toHaveLength(5);
      expect(all.filter((k) => k === 'talent')).toHaveLength(1);
    }
    expect(s.game.mcs.map((m) => m.crew)).toEqual(['mal', 'kaylee', 'zoe', 'jayne', 'book']);
    expect(s.game.mcs.filter((m) => m.seat === null)).toHaveLength(5 - players);
    expect(cardsIn(s, Z.crew).length + 5).toBe(56);
    for (let j = 0; j < 5; j++) expect(kindsIn(s, Z.bridge(j))[0]).toMatch(/^(wash|inara|river|simon)-/);
    const jobs = [0, 0, 1, 2, 3, 4][players]!;
    for (const e of [1, 2]) expect(cardsIn(s, Z.episode(e))).toHaveLength(10 + e + jobs);
    for (const e of [0, 1, 2]) expect(cardsIn(s, Z.inevitable(e))).toHaveLength(1);
    expect(s.game.prepTurns + (players >= 4 ? 1 : 0)).toBe([0, 0, 0, 0, 4, 10][players]!);
    expect(cardsIn(s, Z.browncoats)).toHaveLength(5);
    expect(cardsIn(s, Z.upgrades)).toHaveLength(10);
    expect(cardsIn(s, Z.shipDeck)).toHaveLength(20);
    expect(cardsIn(s, Z.crewStrikes)).toHaveLength(40);
  });

  test('the player with the highest rank goes first; Main Characters are chosen per player', () => {
    const s = start(3, 'rank', { mainCharacters: ['kaylee', 'river', 'zoe', 'mal', 'wash'] });
    expect(s.game.active).toBe(2);
    expect(legendaryFirefly.options.safeParse({ mainCharacters: ['mal', 'mal', 'zoe', 'jayne', 'book'] }).success).toBe(
      false,
    );
  });
});

describe("Episode Phase: Add an Episode Card to the 'Verse", () => {
  test('the new card enters the rightmost space and pushes cards left; the leftmost is pushed into the Combat Zone and revealed', () => {
    const s = edit(
      start(1, 'push'),
      (t) => {
        clearBoard(t);
        t.createCards(Z.up(0), ['tj-guards']);
        t.createCards(Z.up(1), ['tj-crow']);
        t.createCards(Z.down(2), ['tj-miners']);
        t.createCards(Z.down(3), ['s2-riflemen']);
        t.createCards(Z.down(4), ['s1-badgers-thugs']);
        t.game.step = 'start';
        t.game.active = 0;
      },
      true,
    );
    expect(kindsIn(s, Z.combat)).toEqual(['tj-guards']);
    expect(kindsIn(s, Z.up(0))).toEqual(['tj-crow']);
    expect(kindsIn(s, Z.down(1))).toEqual(['tj-miners']);
    expect(cardsIn(s, Z.down(4))).toHaveLength(1);
  });
});

describe('Action Phase: Play Cards from Your Hand', () => {
  test('playing cards gives their Recruit Points and Attack; cards stay in front of you', () => {
    const { s: s0, ids } = solo(['shiny', 'misbehave', 'mal-my-ship']);
    let s = s0;
    for (const id of ids) s = act(s, 0, { type: 'play', card: id });
    expect([s.game.recruit, s.game.attack]).toEqual([1, 3]);
    expect(cardsIn(s, Z.played(0))).toHaveLength(3);
  });

  test('Class "Combo" abilities need another card of that class earlier in the turn', () => {
    const { s: s0, ids } = solo(['mal-my-ship', 'zoe-steady-aim']);
    let s = s0;
    s = act(s, 0, { type: 'play', card: ids[0]! });
    expect(s.game.attack).toBe(2);
    s = act(s, 0, { type: 'play', card: ids[1]! });
    expect(s.game.attack).toBe(5);
  });

  test('Talents and Flaws: a Flaw in hand must be played first; it follows the Avatar and returns to the Flaw stack', () => {
    const { s: s0, ids } = solo(['flaw', 'shiny']);
    let s = s0;
    expect(moves(s, 0)).toEqual([{ type: 'play', card: ids[0] }]);
    const before = cardsIn(s, Z.flaws).length;
    s = act(s, 0, { type: 'play', card: ids[0]! });
    expect(cardsIn(s, Z.flaws)).toHaveLength(before + 1);
    // Mal's Flaw, Antagonistic, adds an Episode card to the 'Verse.
    expect(cardsIn(s, Z.down(4))).toHaveLength(1);
  });

  test('"Activate" abilities can be used once, later in the Action Phase', () => {
    const { s: s0, ids } = solo(['simon-surgeon'], (t) =>
      t.createCards(Z.strikes(0), ['cs-gunshot', 'cs-flesh-wound']),
    );
    let s = s0;
    s = act(s, 0, { type: 'play', card: ids[0]! });
    s = act(s, 0, { type: 'activate', card: ids[0]! });
    s = act(s, 0, moves(s, 0)[0]!);
    s = act(s, 0, moves(s, 0)[0]!);
    expect(damage(reader(s), 0)).toBe(0);
    expect(moves(s, 0)).not.toContainEqual({ type: 'activate', card: ids[0] });
  });
});

describe('Recruiting Characters, Scanning Spaces, and Fighting Enemies', () => {
  test('How to Recruit a Character: pay its cost, it goes to your discard pile, the Bridge refills', () => {
    let { s } = solo([], (t) => {
      t.game.recruit = 9;
    });
    const target = cardsIn(s, Z.bridge(2))[0]!;
    const cost = (legendaryFirefly.cardText!(target.kind).match(/Cost (\d+)/) ?? [])[1];
    s = act(s, 0, { type: 'recruit', space: 2 });
    expect(s.game.recruit).toBe(9 - Number(cost));
    expect(cardsIn(s, Z.discard(0)).map((c) => c.id)).toContain(target.id);
    expect(cardsIn(s, Z.bridge(2))).toHaveLength(1);
    s = act(s, 0, { type: 'recruitBrowncoats' });
    expect(kindsIn(s, Z.discard(0)).some((k) => k.startsWith('browncoats-'))).toBe(true);
  });

  test("How to Scan a Space: pay the space's Scan Cost and turn the hidden card face-up", () => {
    let { s } = solo([], (t) => {
      t.createCards(Z.down(4), ['tj-guards']);
      t.createCards(Z.down(0), ['tj-crow']);
      t.game.attack = 3;
    });
    expect(moves(s, 0).filter((m) => m.type === 'scan')).toEqual([
      { type: 'scan', space: 0 },
      { type: 'scan', space: 4 },
    ]);
    s = act(s, 0, { type: 'scan', space: 4 });
    expect(kindsIn(s, Z.up(4))).toEqual(['tj-guards']);
    expect(s.game.attack).toBe(0);
  });

  test("Turning a Hidden Card Face-up: Events resolve and are defeated; Ship Strikes go onto Serenity; Characters are shuffled into the player's deck", () => {
    let { s } = solo([], (t) => {
      t.createCards(Z.down(0), ['s1-crybaby']);
      t.createCards(Z.down(1), ['ls-reaver-harpoon']);
      t.createCards(Z.down(2), ['s1-girl-in-box']);
      t.game.attack = 5;
    });
    s = act(s, 0, { type: 'scan', space: 0 });
    expect(kindsIn(s, Z.defeated)).toContain('s1-crybaby');
    expect(cardsIn(s, Z.down(4))).toHaveLength(1); // the Event added an Episode card
    s = act(s, 0, { type: 'scan', space: 1 });
    expect(kindsIn(s, Z.slot(0))).toEqual(['ls-reaver-harpoon']);
    s = act(s, 0, { type: 'scan', space: 2 });
    expect(kindsIn(s, Z.deck(0))).toContain('s1-girl-in-box');
  });

  test("How to Fight an Enemy: spend its Attack to defeat it, in the 'Verse or the Combat Zone", () => {
    let { s } = solo([], (t) => {
      t.createCards(Z.up(1), ['tj-guards']);
      t.createCards(Z.combat, ['tj-miners']);
      t.game.attack = 5;
    });
    const fights = moves(s, 0).filter((m) => m.type === 'fight');
    expect(fights).toHaveLength(2);
    s = act(s, 0, fights[0]!);
    s = act(s, 0, moves(s, 0).find((m) => m.type === 'fight')!);
    expect(s.game.attack).toBe(0);
    expect(kindsIn(s, Z.defeated)).toEqual(expect.arrayContaining(['tj-guards', 'tj-miners']));
  });
});

describe('Strike Phase: Each Enemy in the Combat Zone Strikes', () => {
  test('Crew enemies give the active player a Crew Strike; Ship enemies strike Serenity, right to left', () => {
    let { s } = solo([], (t) => t.createCards(Z.combat, ['tj-guards', 'tj-patrol']));
    s = act(s, 0, { type: 'endTurn' });
    expect(cardsIn(s, Z.strikes(0)).length).toBeGreaterThanOrEqual(1);
    expect(cardsIn(s, Z.slot(0))).toHaveLength(1);
  });

  test('Serenity explodes when a Ship Strike finds every slot full', () => {
    let { s } = solo([], (t) => {
      t.createCards(Z.combat, ['tj-patrol']);
      for (let k = 0; k < 6; k++) t.createCards(Z.slot(k), ['ss-hull-breach']);
    });
    s = act(s, 0, { type: 'endTurn' });
    const status = legendaryFirefly.status(s);
    expect(status.kind === 'finished' && status.result.summary).toMatch(/exploded/);
  });

  test('a defeated player resets their deck; when every player is defeated the players lose', () => {
    let { s } = solo(['shiny'], (t) => {
      t.createCards(Z.combat, ['tj-guards']);
      t.createCards(Z.strikes(0), ['cs-knocked-cold', 'cs-knocked-cold', 'cs-knocked-cold']);
      while (t.count(Z.crewStrikes) > 0 && t.cards(Z.crewStrikes)[0]!.kind !== 'cs-gunshot')
        t.moveTop(Z.crewStrikes, 'box');
    });
    s = act(s, 0, { type: 'endTurn' });
    expect(s.game.mcs[0]!.down).toBe(true);
    expect(cardsIn(s, Z.hand(0))).toHaveLength(0);
    expect(cardsIn(s, Z.deck(0))).toHaveLength(8); // 7 left in the deck + the one card in hand
    expect(legendaryFirefly.status(s).kind).toBe('finished');
  });

  test('Non-Player Main Characters drawing strikes: any damage defeats them; a heal brings them back', () => {
    const { s: s0, ids } = solo(
      ['tj-wounded'],
      (t) => {
        while (t.cards(Z.crewStrikes)[0]!.kind !== 'cs-flesh-wound') t.moveTop(Z.crewStrikes, 'box');
        t.createCards(Z.down(0), ['tj-wounded']);
        t.game.attack = 1;
      },
      { mainCharacters: ['mal', 'zoe', 'wash', 'jayne', 'kaylee'] },
    );
    let s = s0;
    void ids;
    s = act(s, 0, { type: 'scan', space: 0 });
    expect(s.game.mcs[1]!.down).toBe(true);
    s = edit(
      s,
      (t) => {
        t.game.queue.push({ fx: { do: 'heal' }, you: 0 });
      },
      true,
    );
    s = act(s, 0, moves(s, 0)[0]!);
    expect(s.game.mcs[1]!.down).toBe(false);
  });
});

describe('Cleanup Phase: Discard Your Hand and Draw Six New Cards', () => {
  test('played cards and the hand go to the discard pile; six new cards are drawn', () => {
    const { s: s0, ids } = solo(['shiny', 'shiny']);
    let s = s0;
    s = act(s, 0, { type: 'play', card: ids[0]! });
    s = act(s, 0, { type: 'endTurn' });
    expect(cardsIn(s, Z.hand(0)).length).toBeGreaterThanOrEqual(6);
    expect(kindsIn(s, Z.discard(0)).filter((k) => k === 'shiny').length).toBeGreaterThanOrEqual(2);
  });
});

describe('Objectives', () => {
  test('completing an Objective gives its reward at once; completing all ends the Episode', () => {
    let { s } = solo([], (t) => {
      t.createCards(Z.up(0), ['s1-salvage']);
      t.createCards(Z.up(1), ['s1-buyer']);
      t.createCards(Z.up(2), ['s1-dortmunder']);
      t.game.attack = 10;
      t.game.recruit = 5;
    });
    s = act(
      s,
      0,
      moves(s, 0).find(
        (m) => m.type === 'complete' && kindsIn(s, Z.up(0)).length > 0 && m.card === cardsIn(s, Z.up(0))[0]!.id,
      )!,
    );
    expect(s.game.parts).toEqual(['done', 'open', 'open']);
    expect(s.game.credits).toBe(2);
    s = act(s, 0, moves(s, 0).find((m) => m.type === 'complete')!);
    expect(kindsIn(s, Z.discard(0))).toContain('talent'); // Mal gains a Talent
    s = act(s, 0, moves(s, 0).find((m) => m.type === 'fight')!);
    expect(s.game.step).toBe('intermission');
    expect(s.game.fullyCompleted[0]).toBe(true);
    expect(s.game.credits).toBe(5);
  });
});

describe('Inevitable Cards', () => {
  test('it cannot be scanned; adding an Episode card moves it instead; spaces to its right no longer count', () => {
    let { s } = solo([], (t) => {
      t.move(t.cards(Z.inevitable(0))[0]!.id, Z.down(3));
      t.game.inev = { space: 3, combat: false, turns: 0 };
      t.createCards(Z.down(4), ['tj-guards']);
      t.createCards(Z.down(2), ['tj-crow']);
      t.game.attack = 9;
    });
    expect(moves(s, 0).filter((m) => m.type === 'scan')).toEqual([{ type: 'scan', space: 2 }]);
    s = edit(
      s,
      (t) => {
        t.game.queue.push({ fx: { do: 'addEpisode' }, you: 0 });
      },
      true,
    );
    expect(s.game.inev.space).toBe(2);
    expect(cardsIn(s, Z.down(1))).toHaveLength(1);
  });

  test('an effect that moves the Inevitable card resets its timer (Return the Medicine), as though it never entered the Combat Zone', () => {
    let { s } = solo([], (t) => {
      t.game.episode = 2;
      t.game.parts = ['open', 'open', 'open'];
      t.move(t.cards(Z.inevitable(2))[0]!.id, Z.combat);
      t.game.inev = { space: null, combat: true, turns: 0 };
      t.createCards(Z.combat, ['tj-medicine']);
      t.game.recruit = 6;
    });
    const inev = cardsIn(s, Z.combat).find((c) => c.kind.startsWith('inev-'))!.id;
    expect(legendaryFirefly.cardText?.('tj-medicine')).toContain(
      'Move the Inevitable card one space away from the Combat Zone',
    );
    const medicine = cardsIn(s, Z.combat).find((c) => c.kind === 'tj-medicine')!.id;
    s = act(s, 0, moves(s, 0).find((m) => m.type === 'complete')!);
    expect(s.game.parts[1]).toBe('done');
    // The Goal's text and the Objective's reward (heal) are due together: the player orders them.
    expect(s.game.pending?.kind).toBe('order');
    s = act(s, 0, { type: 'choose', target: medicine });
    expect(s.game.inev).toEqual({ space: 0, combat: false, turns: 0 });
    expect(cardsIn(s, Z.down(0)).map((c) => c.id)).toEqual([inev]);
    // Solo, the Inevitable's one turn in the Combat Zone would have ended the Episode; now it neither strikes nor ends it.
    s = act(s, 0, { type: 'endTurn' });
    expect(s.game.episode).toBe(2);
    expect(s.game.step).toBe('action');
    expect(cardsIn(s, Z.strikes(0))).toHaveLength(0);
    // The next Episode Phase moves it into the Combat Zone again, revealed, and the timer starts from nothing.
    expect(cardsIn(s, Z.combat).map((c) => c.id)).toEqual([inev]);
    expect(s.game.inev).toEqual({ space: null, combat: true, turns: 0 });
  });

  test('"once it has gone through a Strike Phase on each player\'s turn": pushed in by a Side Job failing after the Strike Phase, that turn does not count', () => {
    let { s } = solo([], (t) => {
      t.move(t.cards(Z.inevitable(0))[0]!.id, Z.down(0));
      t.game.inev = { space: 0, combat: false, turns: 0 };
      // Salvaged Parts fails at the end of the turn: "add an Episode card" moves the Inevitable into the Combat Zone.
      t.createCards(Z.combat, ['sj-parts']);
    });
    s = act(s, 0, { type: 'endTurn' });
    expect(s.game.inev.combat).toBe(true);
    // Solo, one counted turn would have ended the Episode; this one had no Strike Phase with the Inevitable in it.
    expect(s.game.episode).toBe(0);
    expect(s.game.step).toBe('action');
    expect(s.game.inev.turns).toBe(0);
    // The next turn it strikes in the Strike Phase, and then the Episode ends.
    s = act(s, 0, { type: 'endTurn' });
    expect(cardsIn(s, Z.strikes(0)).length).toBeGreaterThan(0);
    expect(s.game.step).toBe('intermission');
  });

  test.each([
    ["from a 'Verse space it moves one space right", 1, [], 2],
    ['it skips a space that does not exist', 1, [2], 3],
    ['from the rightmost space it has nowhere to go', 4, [], 4],
  ] as const)('moving the Inevitable: %s', (_, from, skipped, to) => {
    const { s } = solo([], (t) => {
      t.move(t.cards(Z.inevitable(0))[0]!.id, Z.down(from));
      t.game.inev = { space: from, combat: false, turns: 0 };
      for (const i of skipped) t.createCards(Z.attached(i), ['s1-salvage']);
    });
    const after = edit(
      s,
      (t) => {
        t.game.queue.push({ fx: { do: 'moveInevitable' }, you: 0 });
      },
      true,
    );
    expect(after.game.inev.space).toBe(to);
    expect(cardsIn(after, Z.down(to)).map((c) => c.kind)).toEqual(cardsIn(s, Z.down(from)).map((c) => c.kind));
  });
});

describe('Ending an Episode, Inter-Mission and Set Up the Next Episode', () => {
  test("Upgrades are revealed, Credits spent, unspent Credits lost; Episode 2 starts with two cards in the 'Verse", () => {
    let s = edit(
      start(2, 'inter'),
      (t) => {
        t.game.credits = 9;
        t.game.endEpisode = true;
        t.createCards(Z.slot(0), ['ss-hull-breach']);
      },
      true,
    );
    expect(s.game.step).toBe('intermission');
    expect(cardsIn(s, Z.market)).toHaveLength(3);
    expect(legendaryFirefly.status(s)).toEqual({ kind: 'active', toAct: [0] });
    s = act(s, 0, { type: 'repairShip', slot: 0 });
    expect(s.game.credits).toBe(8);
    s = act(s, 0, { type: 'drawExtra', cards: 1 });
    expect(moves(s, 0).some((m) => m.type === 'drawExtra')).toBe(false);
    s = act(s, 0, { type: 'endIntermission' });
    expect(s.game.credits).toBe(0);
    expect(s.game.episode).toBe(1);
    expect(cardsIn(s, Z.down(3)).length + cardsIn(s, Z.up(3)).length).toBeGreaterThanOrEqual(1);
    expect(s.game.step).toBe('action');
  });
});

describe('Set Up the Next Episode', () => {
  test.each([
    [0, 2],
    [1, 4],
  ])('after Episode %i the next Episode starts with %i face-down cards in the rightmost spaces', (episode, cards) => {
    let s = edit(
      start(1, `next-${episode}`),
      (t) => {
        t.game.episode = episode;
        t.game.endEpisode = true;
      },
      true,
    );
    s = act(s, 0, { type: 'endIntermission' });
    expect(s.game.episode).toBe(episode + 1);
    // The first turn's Episode Phase has added one more (to the rightmost space, pushing the others left).
    const occupied = Array.from({ length: 5 }, (_, i) => cardsIn(s, Z.down(i)).length + cardsIn(s, Z.up(i)).length);
    expect(occupied).toEqual([
      ...Array.from({ length: 4 - cards }, () => 0),
      ...Array.from({ length: cards + 1 }, () => 1),
    ]);
  });
});

describe('Ability Timing: several Main Characters at once', () => {
  test('the player whose turn it is goes first, then clockwise (two Talents left for three players)', () => {
    const s = edit(
      start(3, 'clockwise'),
      (t) => {
        t.game.active = 1;
        t.game.window = [];
        while (t.count(Z.talents) > 2) t.move(t.cards(Z.talents)[0]!.id, 'box');
        t.game.queue.push({ fx: { do: 'gainTalent', who: 'each' }, you: 1 });
      },
      true,
    );
    expect([0, 1, 2].map((seat) => kindsIn(s, Z.discard(seat)).filter((k) => k === 'talent').length)).toEqual([
      0, 1, 1,
    ]);
  });
});

describe('Inter-Mission: Heal Crew Strikes', () => {
  test('a player whose strikes all fit heals them all without a question; nothing to choose, nothing asked', () => {
    let s = edit(start(2, 'inter-heal'), (t) => {
      t.game.step = 'intermission';
      t.game.credits = 3;
      t.game.window = [];
      t.createCards(Z.strikes(0), ['cs-flesh-wound', 'cs-gunshot']);
      t.createCards(Z.strikes(1), ['cs-knocked-cold', 'cs-knocked-cold']);
    });
    s = act(s, 0, { type: 'heal', credits: 2 });
    // Seat 0: 3 damage, 2 to heal: the Flesh Wound or the Gunshot — a choice.
    expect(s.game.pending?.kind).toBe('healSelf');
    s = act(s, 0, { type: 'choose', target: 'done' });
    // Seat 1's 3-damage strikes don't fit 2: nothing asked, back to the team's spending.
    expect(s.game.pending).toBeNull();
    expect(damage(reader(s), 0)).toBe(3);
    s = act(s, 0, { type: 'heal', credits: 1 });
    expect(s.game.pending?.kind).toBe('healSelf');
    s = act(s, 0, { type: 'choose', target: cardsIn(s, Z.strikes(0))[0]!.id });
    expect(damage(reader(s), 0)).toBe(2);
    const both = edit(s, (t) => {
      clear(t, Z.strikes(0));
      t.createCards(Z.strikes(0), ['cs-flesh-wound', 'cs-flesh-wound']);
      t.game.credits = 2;
    });
    const healed = act(both, 0, { type: 'heal', credits: 2 });
    expect(healed.game.pending).toBeNull();
    expect(cardsIn(healed, Z.strikes(0))).toHaveLength(0);
  });
});

describe('Ending the Game', () => {
  test("completing Episode C's Mandatory Objective wins; Victory Points 1 + 2 + 3", () => {
    let { s } = solo([], (t) => {
      t.game.episode = 2;
      t.game.parts = ['open', 'done', 'done'];
      t.game.fullyCompleted = [true, true, false];
      t.createCards(Z.up(0), ['tj-train-car']);
      t.game.attack = 6;
    });
    s = act(s, 0, moves(s, 0).find((m) => m.type === 'complete')!);
    const status = legendaryFirefly.status(s);
    expect(status.kind === 'finished' && status.result.winners).toEqual([0]);
    expect(status.kind === 'finished' && status.result.scores).toEqual([6]);
  });

  test('a failed Mandatory Objective loses the game', () => {
    let { s } = solo([], (t) => {
      t.game.episode = 2;
      t.game.parts = ['open', 'open', 'open'];
      t.game.endEpisode = true;
    });
    s = edit(s, () => undefined, true);
    const status = legendaryFirefly.status(s);
    expect(status.kind === 'finished' && status.result.winners).toEqual([]);
  });
});

describe('Keyword Abilities', () => {
  test('Coordinate: another player sets a card aside and draws; the active player may play a virtual copy', () => {
    let s = edit(start(2, 'coord'), (t) => {
      clearBoard(t);
      setHand(t, 1, ['mal-orders', 'shiny']);
      t.game.active = 0;
      t.game.window = [1];
    });
    const card = cardsIn(s, Z.hand(1))[0]!.id;
    // The other player may Coordinate, but the match does not wait for them.
    expect(legendaryFirefly.status(s)).toEqual({ kind: 'active', toAct: [0], mayAct: [1] });
    expect(moves(s, 1)).toEqual([{ type: 'coordinate', card }, { type: 'pass' }]);
    s = act(s, 1, { type: 'coordinate', card });
    expect(cardsIn(s, Z.hand(1))).toHaveLength(2);
    expect(moves(s, 1)).toEqual([{ type: 'pass' }]);
    s = act(s, 0, { type: 'playCopy', card });
    expect(s.game.recruit).toBe(2);
    s = act(s, 1, { type: 'pass' });
    s = act(s, 0, { type: 'endTurn' });
    expect(kindsIn(s, Z.discard(1))).toContain('mal-orders');
  });

  test('Coordinate in Solo Play: once per turn, discard a Coordinate card to draw a new card', () => {
    const { s: s0, ids } = solo(['mal-orders', 'zoe-yes-sir']);
    let s = s0;
    expect(moves(s, 0)).toContainEqual({ type: 'coordinate', card: ids[0] });
    s = act(s, 0, { type: 'coordinate', card: ids[0]! });
    expect(cardsIn(s, Z.hand(0))).toHaveLength(2);
    expect(moves(s, 0).some((m) => m.type === 'coordinate')).toBe(false);
  });

  test("Reactions: discard a Reaction card on another player's turn to help them", () => {
    let s = edit(start(2, 'react'), (t) => {
      clearBoard(t);
      setHand(t, 1, ['book-sermon']);
      t.game.active = 0;
      t.game.window = [1];
    });
    const card = cardsIn(s, Z.hand(1))[0]!.id;
    expect(legendaryFirefly.status(s)).toEqual({ kind: 'active', toAct: [0], mayAct: [1] });
    s = act(s, 1, { type: 'react', card });
    expect(s.game.attack).toBe(1);
  });

  test('Reaction: "something helpful on another player\'s turn" — the whole turn: A Doctor\'s Oath heals a teammate defeated in their own Strike Phase', () => {
    let s = edit(start(2, 'oath'), (t) => {
      clearBoard(t);
      setHand(t, 1, ['sf-oath']);
      t.game.active = 0;
      t.game.step = 'action';
      t.game.window = [1];
      t.createCards(Z.strikes(0), ['cs-knocked-cold', 'cs-knocked-cold', 'cs-knocked-cold']); // 9 of Mal's 10 Health
      t.createCards(Z.combat, ['tj-guards']);
      while (t.cards(Z.crewStrikes).some((c) => c.kind !== 'cs-flesh-wound'))
        t.move(t.cards(Z.crewStrikes).find((c) => c.kind !== 'cs-flesh-wound')!.id, 'box');
    });
    s = act(s, 0, { type: 'endTurn' });
    expect(s.game.mcs[0]!.down).toBe(true);
    // Still Mal's turn: Kaylee may react (or pass).
    const oath = cardsIn(s, Z.hand(1))[0]!.id;
    expect(moves(s, 1)).toContainEqual({ type: 'react', card: oath });
    s = act(s, 1, { type: 'react', card: oath });
    expect(s.game.pending?.kind).toBe('heal');
    s = act(s, 1, { type: 'choose', target: cardsIn(s, Z.strikes(0))[0]!.id });
    expect(s.game.mcs[0]!.down).toBe(false);
  });

  test('Coordinate and Reactions are optional: the active player ends the Action Phase without waiting, and Coordinating ends with it', () => {
    let s = edit(start(2, 'react-late'), (t) => {
      clearBoard(t);
      setHand(t, 1, ['book-sermon', 'mal-orders']);
      t.game.active = 0;
      t.game.window = [1];
    });
    expect(moves(s, 1).map((m) => m.type)).toEqual(['coordinate', 'react', 'pass']);
    s = act(s, 0, { type: 'endTurn' });
    // The turn went on to seat 1 without seat 1 passing; now seat 0 may help, and seat 1 still holds both cards.
    expect(legendaryFirefly.status(s)).toEqual({ kind: 'active', toAct: [1], mayAct: [0] });
    expect(kindsIn(s, Z.hand(1))).toEqual(['book-sermon', 'mal-orders']);
  });

  test("Range strikes from the 'Verse; Double Strike strikes twice; Escape leaves the game", () => {
    let { s } = solo([], (t) => {
      t.createCards(Z.up(2), ['s2-riflemen']);
      t.createCards(Z.combat, ['tj-miners']);
      while (t.cards(Z.crewStrikes).some((c) => c.kind !== 'cs-flesh-wound'))
        t.move(t.cards(Z.crewStrikes).find((c) => c.kind !== 'cs-flesh-wound')!.id, 'box');
    });
    s = act(s, 0, { type: 'endTurn' });
    expect(cardsIn(s, Z.strikes(0))).toHaveLength(3);
    const e = edit(
      start(1, 'escape'),
      (t) => {
        clearBoard(t);
        t.createCards(Z.up(0), ['s2-reavers-chase']);
        t.createCards(Z.down(4), ['tj-guards']);
        t.createCards(Z.down(3), ['tj-guards']);
        t.createCards(Z.down(2), ['tj-guards']);
        t.createCards(Z.down(1), ['tj-guards']);
        t.game.queue.push({ fx: { do: 'addEpisode' }, you: 0 });
      },
      true,
    );
    expect(kindsIn(e, Z.defeated)).toContain('s2-reavers-chase');
    expect(cardsIn(e, Z.slot(0))).toHaveLength(1);
  });

  test('Stationary: a face-up Stationary card is skipped over, not pushed', () => {
    const s = edit(
      start(1, 'stationary'),
      (t) => {
        clearBoard(t);
        t.createCards(Z.up(4), ['s2-patience']);
        t.game.queue.push({ fx: { do: 'addEpisode' }, you: 0 });
      },
      true,
    );
    expect(kindsIn(s, Z.up(4))).toEqual(['s2-patience']);
    expect(cardsIn(s, Z.down(3))).toHaveLength(1);
  });
});

describe('Additional Rules and Clarifications', () => {
  test('"can\'t" beats "can": with Comms Out on Serenity nobody may Coordinate', () => {
    const { s } = solo(['mal-orders'], (t) => t.createCards(Z.slot(0), ['ss-comms-out']));
    expect(mods(reader(s)).noCoordinate).toBe(true);
    expect(moves(s, 0).some((m) => m.type === 'coordinate')).toBe(false);
  });

  test('Enemy gets -1 Attack: it never goes below 0, and a 0-Attack enemy is defeated for free', () => {
    const { s: s0, ids } = solo(['wash-crazy-ivan'], (t) => t.createCards(Z.combat, ['tj-miners']));
    let s = s0;
    s = act(s, 0, { type: 'play', card: ids[0]! });
    s = act(s, 0, moves(s, 0)[0]!);
    expect(s.game.attack).toBe(3);
    s = act(s, 0, moves(s, 0).find((m) => m.type === 'fight')!);
    expect(s.game.attack).toBe(3);
  });

  test('"Defeating" your own characters: a played card keeps what it produced', () => {
    const { s: s0, ids } = solo(['jayne-intimidate', 'shiny']);
    let s = s0;
    s = act(s, 0, { type: 'play', card: ids[1]! });
    s = act(s, 0, { type: 'play', card: ids[0]! });
    expect(moves(s, 0).map((m) => m.type === 'choose' && m.target)).toEqual(expect.arrayContaining([ids[1], 'skip']));
    s = act(s, 0, { type: 'choose', target: ids[1]! });
    expect(kindsIn(s, Z.defeatedChars)).toEqual(['shiny']);
    expect(s.game.recruit).toBe(1);
  });

  test('Running out of Talents or Flaws: gaining is ignored; running out of Crew Strikes reshuffles the discarded ones', () => {
    let { s } = solo([], (t) => {
      clear(t, Z.talents);
      t.moveAll(Z.crewStrikes, Z.crewDiscard);
      t.game.queue.push(
        { fx: { do: 'gainTalent', who: 'you' }, you: 0 },
        { fx: { do: 'crewStrike', who: 'you' }, you: 0 },
      );
    });
    s = edit(s, () => undefined, true);
    expect(cardsIn(s, Z.strikes(0))).toHaveLength(1);
    expect(cardsIn(s, Z.crewStrikes)).toHaveLength(39);
  });

  test('scan costs follow the playmat and Ongoing Ship Strikes', () => {
    const { s } = solo([], (t) => t.createCards(Z.slot(0), ['ss-coupling']));
    expect([0, 1, 2, 3, 4].map((i) => scanCost(reader(s), i))).toEqual([2, 2, 3, 3, 4]);
  });
});

describe('Ability Timing', () => {
  test("the Combat Zone strikes from right to left (oldest first), then Range enemies in the 'Verse from left to right", () => {
    const { s: s0 } = solo([], (t) => {
      t.createCards(Z.combat, ['tj-guards', 'tj-crow']); // leftmost (newest) first
      t.createCards(Z.up(3), ['tj-patrol']);
      t.createCards(Z.up(1), ['s2-riflemen']);
      t.game.avoid = 1;
    });
    const s = act(s0, 0, { type: 'endTurn' });
    const board = [...cardsIn(s, Z.combat), ...cardsIn(s, Z.up(1)), ...cardsIn(s, Z.up(3))];
    const order = s.game.strikes.map((e) => board.find((c) => c.id === e.src)!.kind);
    expect(order).toEqual(['tj-crow', 'tj-guards', 's2-riflemen', 'tj-patrol']);
  });

  test('Double Strike: each strike is separate, so avoiding one still leaves the other', () => {
    const { s: s0 } = solo([], (t) => {
      t.createCards(Z.combat, ['tj-miners']);
      t.game.avoid = 1;
    });
    let s = act(s0, 0, { type: 'endTurn' });
    s = act(s, 0, { type: 'choose', target: 'yes' });
    expect(cardsIn(s, Z.strikes(0))).toHaveLength(1);
  });
});

describe('Turning a Hidden Card Face-up: Revealing a Side Job', () => {
  test('a completed Side Job gives its Success and waits next to Serenity when it grants Credits', () => {
    let { s } = solo([], (t) => {
      t.createCards(Z.down(2), ['sj-cattle']);
      t.game.attack = 2;
      t.game.recruit = 4;
    });
    s = act(s, 0, { type: 'scan', space: 2 });
    expect(kindsIn(s, Z.up(2))).toEqual(['sj-cattle']);
    s = act(s, 0, { type: 'complete', card: cardsIn(s, Z.up(2))[0]!.id });
    expect(s.game.credits).toBe(2);
    expect(kindsIn(s, Z.jobsDone)).toEqual(['sj-cattle']);
  });

  test('a Side Job in the Combat Zone at the end of the turn fails: its Failure happens and it is defeated', () => {
    let { s } = solo([], (t) => t.createCards(Z.combat, ['sj-cattle']));
    const flaws = cardsIn(s, Z.flaws).length;
    s = act(s, 0, { type: 'endTurn' });
    expect(kindsIn(s, Z.defeated)).toContain('sj-cattle');
    expect(cardsIn(s, Z.flaws)).toHaveLength(flaws - 1);
  });

  test('several Side Jobs failing together follow the Combat Zone order: right to left, the oldest first', () => {
    // Seat 1 (Kaylee) is active; Mal (seat 0) is the highest-ranked Main Character.
    const s = edit(start(2, 'jobs-order'), (t) => {
      for (let i = 0; i < 5; i++) {
        clear(t, Z.up(i));
        clear(t, Z.down(i));
      }
      clear(t, Z.combat);
      clear(t, Z.crewStrikes);
      t.createCards(Z.crewStrikes, ['cs-flesh-wound', 'cs-gunshot']);
      // The newer card sits leftmost (Medical Run: the highest-ranked draws), the older rightmost (Protection Racket: you draw).
      t.createCards(Z.combat, ['sj-medical', 'sj-protection']);
      t.game.active = 1;
      t.game.window = [];
      t.game.prepTurns = 0;
    });
    const after = act(s, 1, { type: 'endTurn' });
    expect(kindsIn(after, Z.strikes(1))).toEqual(['cs-flesh-wound']);
    expect(kindsIn(after, Z.strikes(0))).toEqual(['cs-gunshot']);
  });

  test('uncompleted Side Jobs still in play when the Episode ends are discarded without Success or Failure', () => {
    const s = edit(
      start(1, 'jobs-end'),
      (t) => {
        t.createCards(Z.up(1), ['sj-protection']);
        t.game.endEpisode = true;
      },
      true,
    );
    expect(kindsIn(s, Z.defeated)).toContain('sj-protection');
    expect(cardsIn(s, Z.strikes(0))).toHaveLength(0);
  });
});

describe('Ship Enemies and Ship Strikes: repairing', () => {
  test('pay the repair cost in Attack; the strike goes face-up under the Ship Strike deck, a labelled one to Defeated Cards', () => {
    let { s } = solo([], (t) => {
      t.createCards(Z.slot(0), ['ss-hull-breach']);
      t.createCards(Z.slot(1), ['ls-reaver-harpoon']);
      t.game.attack = 7;
    });
    s = act(s, 0, { type: 'repair', slot: 1 });
    expect(s.game.attack).toBe(3);
    expect(kindsIn(s, Z.defeated)).toContain('ls-reaver-harpoon');
    s = act(s, 0, { type: 'repair', slot: 0 });
    expect(s.game.attack).toBe(0);
    expect(kindsIn(s, Z.shipUsed)).toEqual(['ss-hull-breach']);
  });

  test('Running Out of Crew Strikes or Ship Strikes: once every Ship Strike is face-up under the deck, they are shuffled into a new one', () => {
    let { s } = solo([], (t) => {
      t.moveAll(Z.shipDeck, Z.shipUsed);
      t.createCards(Z.combat, ['tj-patrol']);
    });
    s = act(s, 0, { type: 'endTurn' });
    expect(cardsIn(s, Z.slot(0))).toHaveLength(1);
    expect(cardsIn(s, Z.shipUsed)).toHaveLength(0);
    expect(cardsIn(s, Z.shipDeck)).toHaveLength(19);
  });
});

describe('Running Out of Cards in the Crew Deck and of Browncoats', () => {
  test('with the Crew Deck empty the Bridge no longer refills; with no Browncoats left they cannot be recruited', () => {
    let { s } = solo([], (t) => {
      clear(t, Z.crew);
      clear(t, Z.browncoats);
      t.game.recruit = 99;
    });
    expect(moves(s, 0).some((m) => m.type === 'recruitBrowncoats')).toBe(false);
    s = act(s, 0, { type: 'recruit', space: 0 });
    expect(cardsIn(s, Z.bridge(0))).toHaveLength(0);
    expect(
      moves(s, 0)
        .filter((m) => m.type === 'recruit')
        .map((m) => m.space),
    ).toEqual([1, 2, 3, 4]);
  });
});

describe('Objectives: Setup text', () => {
  test("The Train Job's Setup gives each player a Talent right at the beginning of the Episode", () => {
    const talents = (st: ReturnType<typeof start>, seat: number): number =>
      [Z.hand(seat), Z.deck(seat), Z.discard(seat), Z.played(seat)]
        .flatMap((z) => kindsIn(st, z))
        .filter((k) => k === 'talent').length;
    let s = edit(
      start(2, 'train-setup'),
      (t) => {
        t.game.episode = 1;
        t.game.endEpisode = true;
      },
      true,
    );
    expect(s.game.step).toBe('intermission');
    expect([talents(s, 0), talents(s, 1)]).toEqual([1, 1]);
    s = act(s, 0, { type: 'endIntermission' });
    expect(s.game.episode).toBe(2);
    expect([talents(s, 0), talents(s, 1)]).toEqual([2, 2]);
  });
});

describe('Inter-Mission: Buy Upgrades', () => {
  test('an Upgrade goes into the highest empty slot; with none empty it replaces one, which goes under the Upgrade stack with the unbought ones', () => {
    let s = edit(
      start(1, 'upgrades'),
      (t) => {
        t.game.credits = 20;
        t.game.endEpisode = true;
      },
      true,
    );
    const market = cardsIn(s, Z.market);
    expect(market).toHaveLength(3);
    const buys = moves(s, 0).filter((m) => m.type === 'buyUpgrade');
    expect(new Set(buys.map((m) => m.slot))).toEqual(new Set([0]));
    s = edit(s, (t) => {
      for (const k of [1, 2, 3]) t.createCards(Z.upgrade(k), ['up-shuttle']);
      t.createCards(Z.upgrade(0), ['up-pulse-beacon']);
    });
    const first = market[0]!.id;
    expect(
      moves(s, 0)
        .filter((m) => m.type === 'buyUpgrade' && m.card === first)
        .map((m) => m.type === 'buyUpgrade' && m.slot),
    ).toEqual([0, 1, 2, 3]);
    s = act(s, 0, { type: 'buyUpgrade', card: first, slot: 0 });
    expect(cardsIn(s, Z.upgrade(0)).map((c) => c.id)).toEqual([first]);
    s = act(s, 0, { type: 'endIntermission' });
    const stack = kindsIn(s, Z.upgrades);
    expect(stack).toHaveLength(10 - 3 + 1 + 2);
    expect(stack.slice(-3)).toEqual(expect.arrayContaining(['up-pulse-beacon']));
  });
});
