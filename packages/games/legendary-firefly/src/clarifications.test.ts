// Tests for the rule pieces that arrived last: Defense Value, timed abilities, Show, Cancel, attach, clear and Operations, named after their rulebook sections.
import { redactView } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { legendaryFirefly } from './game';
import { damage, type FState, type FTable, isClear, mods, reader, scanCost, timedAbilities, Z } from './state';
import { act, cardsIn, clearBoard, edit, kindsIn, moves, setHand, start } from './testkit';

/** A position with an empty board, the active seat 0 in its Action Phase and nobody else waiting. */
function position(players: number, fn: (t: FTable) => void, options?: unknown): FState {
  return edit(start(players, 'clarify', options), (t) => {
    clearBoard(t);
    t.game.active = 0;
    t.game.step = 'action';
    t.game.window = [];
    fn(t);
  });
}

/** Keeps only Crew Strikes of one kind on top of the deck, so a drawn strike is known. */
const stackCrewStrikes = (t: FTable, kind: string): void => {
  while (t.cards(Z.crewStrikes).some((c) => c.kind !== kind))
    t.move(t.cards(Z.crewStrikes).find((c) => c.kind !== kind)!.id, 'box');
};

describe('Avatars: Defense Value is referred to only by specific card effects', () => {
  test('Reaver Raiding Party: each player with Defense 2 or less discards a card at random; Mal (Defense 4) does not', () => {
    // Seat 0 is Mal (Defense 4), seat 1 Kaylee (Defense 2).
    let s = position(
      2,
      (t) => {
        t.createCards(Z.down(0), ['s2-raiders']);
        t.game.attack = 1;
      },
      { mainCharacters: ['mal', 'kaylee', 'zoe', 'jayne', 'book'] },
    );
    const [mal, kaylee] = [cardsIn(s, Z.hand(0)).length, cardsIn(s, Z.hand(1)).length];
    s = act(s, 0, { type: 'scan', space: 0 });
    expect(cardsIn(s, Z.hand(0))).toHaveLength(mal);
    expect(cardsIn(s, Z.hand(1))).toHaveLength(kaylee - 1);
    expect(cardsIn(s, Z.discard(1))).toHaveLength(1);
  });

  test('with every player above the threshold nobody discards', () => {
    let s = position(
      2,
      (t) => {
        t.createCards(Z.down(0), ['s2-raiders']);
        t.game.attack = 1;
      },
      { mainCharacters: ['mal', 'zoe', 'kaylee', 'jayne', 'book'] },
    );
    s = act(s, 0, { type: 'scan', space: 0 });
    expect(cardsIn(s, Z.discard(0)).length + cardsIn(s, Z.discard(1)).length).toBe(0);
  });
});

describe('Ability Timing', () => {
  test("'Verse: an ability is active only while its card is face-up in the 'Verse", () => {
    const inVerse = position(1, (t) => t.createCards(Z.up(2), ['tj-patrol']));
    expect(scanCost(reader(inVerse), 4)).toBe(4);
    const hidden = position(1, (t) => t.createCards(Z.down(2), ['tj-patrol']));
    expect(scanCost(reader(hidden), 4)).toBe(3);
    const inCombat = position(1, (t) => t.createCards(Z.combat, ['tj-patrol']));
    expect(scanCost(reader(inCombat), 4)).toBe(3);
  });

  test("triggers at the same time resolve right to left in the Combat Zone, then left to right in the 'Verse", () => {
    let ids: Record<string, string> = {};
    const s = position(1, (t) => {
      const [newer] = t.createCards(Z.combat, ['tj-crow']);
      const [older] = t.createCards(Z.combat, ['tj-crow'], 'bottom');
      const [right] = t.createCards(Z.up(3), ['s1-badgers-thugs']);
      const [left] = t.createCards(Z.up(1), ['s1-badgers-thugs']);
      ids = { newer: newer!, older: older!, left: left!, right: right! };
    });
    expect(
      timedAbilities(reader(s))
        .filter((a) => a.ability.turnStart)
        .map((a) => a.id),
    ).toEqual([ids.older, ids.newer, ids.left, ids.right]);
  });

  test('Combat Zone and \'Verse abilities "at the start of each turn" resolve before the Episode Phase', () => {
    const s = edit(
      position(1, (t) => {
        t.createCards(Z.combat, ['tj-crow']);
        t.createCards(Z.up(0), ['s1-badgers-thugs']);
        setHand(t, 0, ['shiny', 'shiny', 'shiny']);
        t.game.step = 'start';
      }),
      () => undefined,
      true,
    );
    // Crow: discard a card at random; Badger's Thugs: gain a Flaw (into the discard pile); then the Episode card enters space 5.
    expect(cardsIn(s, Z.hand(0))).toHaveLength(2);
    expect(kindsIn(s, Z.discard(0)).sort()).toEqual(['flaw', 'shiny']);
    expect(cardsIn(s, Z.down(4))).toHaveLength(1);
    expect(kindsIn(s, Z.up(0))).toEqual(['s1-badgers-thugs']);
  });
});

describe('Ability Timing: multiple effects at the same time, the player whose turn it is chooses the order', () => {
  /** Seat 0's Strike Phase against one enemy, with a known Crew Strike on top of the deck. */
  const strikePhase = (enemy: string, strike: string): { s: FState; enemy: string } => {
    let id = '';
    const s = position(1, (t) => {
      id = t.createCards(Z.combat, [enemy])[0]!;
      stackCrewStrikes(t, strike);
      setHand(t, 0, []);
    });
    return { s: act(s, 0, { type: 'endTurn' }), enemy: id };
  };

  test('Strike Abilities: "when that enemy strikes, after you draw a strike card, follow the instructions of that ability" (no order to choose)', () => {
    let hand = '';
    let s = position(1, (t) => {
      t.createCards(Z.combat, ['s2-raiders']);
      stackCrewStrikes(t, 'cs-rattled');
      hand = setHand(t, 0, ['shiny'])[0]!;
    });
    s = act(s, 0, { type: 'endTurn' });
    // No ordering question: Rattled's random discard (the Shiny) came first, then Reaver Raiding Party's Flaw on top of it.
    expect(s.game.pending?.kind).not.toBe('order');
    expect(kindsIn(s, Z.discard(0)).slice(0, 2)).toEqual(['flaw', 'shiny']);
    expect(cardsIn(s, Z.hand(0)).map((c) => c.id)).not.toContain(hand);
  });

  test('effects that are the same whichever goes first are not asked about', () => {
    const { s } = strikePhase('s2-raiders', 'cs-close-call');
    expect(s.game.pending).toBeNull();
    expect(kindsIn(s, Z.discard(0)).filter((k) => k === 'flaw')).toHaveLength(2);
  });

  test("a Goal's own text and the Objective's reward: the player picks", () => {
    let goal = '';
    let s = position(1, (t) => {
      t.game.episode = 2;
      t.game.parts = ['open', 'open', 'open'];
      goal = t.createCards(Z.up(0), ['tj-medicine'])[0]!;
      t.game.recruit = 6;
    });
    s = act(s, 0, { type: 'complete', card: goal });
    const objectiveCard = cardsIn(s, Z.objective(2))[0]!.id;
    expect(moves(s, 0)).toEqual([
      { type: 'choose', target: goal },
      { type: 'choose', target: objectiveCard },
    ]);
  });
});

describe('"Show" a Card', () => {
  test('Guild Connections: showing a Leadership card from hand reveals it to everyone but keeps it in hand', () => {
    let guild = '';
    let shown = '';
    let s = position(2, (t) => {
      const ids = setHand(t, 0, ['inara-guild', 'inara-companion']);
      guild = ids[0]!;
      shown = ids[1]!;
    });
    expect(redactView(s, 1).zones[Z.hand(0)]!.cards.every((c) => c === null)).toBe(true);
    s = act(s, 0, { type: 'play', card: guild });
    expect(s.game.recruit).toBe(2);
    expect(cardsIn(s, Z.hand(0)).map((c) => c.id)).toContain(shown);
    expect(redactView(s, 1).zones[Z.hand(0)]!.cards).toContainEqual({ id: shown, kind: 'inara-companion' });
    // Only the shown card: the card drawn by Guild Connections stays hidden from the other player.
    expect(redactView(s, 1).zones[Z.hand(0)]!.cards.filter((c) => c !== null)).toHaveLength(1);
  });

  test('a Leadership card played this turn is shown instead, so nothing in hand is revealed', () => {
    let ids: string[] = [];
    let s = position(2, (t) => {
      ids = setHand(t, 0, ['inara-companion', 'inara-guild', 'mal-orders']);
    });
    s = act(s, 0, { type: 'play', card: ids[0]! });
    s = act(s, 0, { type: 'play', card: ids[1]! });
    expect(s.game.recruit).toBe(2 + 1 + 1);
    expect(redactView(s, 1).zones[Z.hand(0)]!.cards.every((c) => c === null)).toBe(true);
  });

  test('with several Leadership cards in hand and none played, the player chooses which one to show', () => {
    let ids: string[] = [];
    let s = position(2, (t) => {
      ids = setHand(t, 0, ['inara-guild', 'inara-companion', 'mal-orders', 'mal-orders']);
    });
    s = act(s, 0, { type: 'play', card: ids[0]! });
    // One option per kind: showing either copy of Captain's Orders tells the table the same thing.
    expect(moves(s, 0)).toEqual([
      { type: 'choose', target: ids[1]! },
      { type: 'choose', target: ids[2]! },
    ]);
    s = act(s, 0, { type: 'choose', target: ids[2]! });
    expect(s.game.recruit).toBe(2);
    expect(redactView(s, 1).zones[Z.hand(0)]!.cards.filter((c) => c !== null)).toEqual([
      { id: ids[2]!, kind: 'mal-orders' },
    ]);
  });

  test('without a card of that class nothing is shown and nothing more happens', () => {
    let guild = '';
    let s = position(1, (t) => {
      guild = setHand(t, 0, ['inara-guild', 'shiny'])[0]!;
    });
    s = act(s, 0, { type: 'play', card: guild });
    expect(s.game.recruit).toBe(1);
  });
});

describe('"Avoid Any One Strike": "It could be from an Enemy striking during the Strike Phase, or from another effect like an Event"', () => {
  test("an Event's Crew Strike (Zoe Takes a Hit, revealed by a scan) is offered to avoid, and avoiding it draws nothing", () => {
    let s = position(
      1,
      (t) => {
        t.createCards(Z.down(0), ['tj-wounded']);
        t.game.attack = 2;
        t.game.avoid = 1;
      },
      { mainCharacters: ['zoe', 'mal', 'kaylee', 'jayne', 'book'] },
    );
    const strikes = cardsIn(s, Z.crewStrikes).length;
    s = act(s, 0, { type: 'scan', space: 0 });
    expect(s.game.pending?.kind).toBe('avoid');
    expect(moves(s, 0)).toEqual([
      { type: 'choose', target: 'yes' },
      { type: 'choose', target: 'no' },
    ]);
    s = act(s, 0, { type: 'choose', target: 'yes' });
    expect(cardsIn(s, Z.strikes(0))).toHaveLength(0);
    expect(cardsIn(s, Z.crewStrikes)).toHaveLength(strikes);
    expect(s.game.avoid).toBe(0);
  });

  test('taking it keeps the avoid for later: the strike is drawn and the avoid stays', () => {
    let s = position(
      1,
      (t) => {
        t.createCards(Z.down(0), ['tj-wounded']);
        t.game.attack = 2;
        t.game.avoid = 1;
        stackCrewStrikes(t, 'cs-flesh-wound');
      },
      { mainCharacters: ['zoe', 'mal', 'kaylee', 'jayne', 'book'] },
    );
    s = act(s, 0, { type: 'scan', space: 0 });
    s = act(s, 0, { type: 'choose', target: 'no' });
    expect(kindsIn(s, Z.strikes(0))).toEqual(['cs-flesh-wound']);
    expect(s.game.avoid).toBe(1);
  });

  test("an Event's Ship Strike (Rigged Airlock) can be avoided too", () => {
    let s = position(1, (t) => {
      t.createCards(Z.down(0), ['bw-trap']);
      t.game.attack = 2;
      t.game.avoid = 1;
    });
    s = act(s, 0, { type: 'scan', space: 0 });
    expect(s.game.pending?.kind).toBe('avoid');
    s = act(s, 0, { type: 'choose', target: 'yes' });
    expect(cardsIn(s, Z.slot(0))).toHaveLength(0);
  });

  test('a Side Job failing at the end of the turn (Protection Racket: "you draw a Crew Strike") can be avoided', () => {
    let s = position(1, (t) => {
      t.createCards(Z.combat, ['sj-protection']);
      t.game.avoid = 1;
    });
    s = act(s, 0, { type: 'endTurn' });
    expect(s.game.pending?.kind).toBe('avoid');
    expect(s.game.pending?.effectStrike?.mc).toBe(0);
    s = act(s, 0, { type: 'choose', target: 'yes' });
    expect(cardsIn(s, Z.strikes(0))).toHaveLength(0);
  });

  test("another Main Character's strike is not the active player's to avoid (non-player Zoe draws it)", () => {
    let s = position(
      1,
      (t) => {
        t.createCards(Z.down(0), ['tj-wounded']);
        t.game.attack = 2;
        t.game.avoid = 1;
        stackCrewStrikes(t, 'cs-flesh-wound');
      },
      { mainCharacters: ['mal', 'zoe', 'kaylee', 'jayne', 'book'] },
    );
    s = act(s, 0, { type: 'scan', space: 0 });
    expect(s.game.pending).toBeNull();
    expect(kindsIn(s, Z.strikes(1))).toEqual(['cs-flesh-wound']);
  });
});

describe('"Cancel a Strike"', () => {
  test('Curse You, Sir! after another Tech card: the drawn strike is seen, then discarded without its damage', () => {
    let ids: string[] = [];
    let s = position(1, (t) => {
      ids = setHand(t, 0, ['wash-fancy-flying', 'wash-curse-you']);
      t.createCards(Z.combat, ['tj-guards']);
      stackCrewStrikes(t, 'cs-gunshot');
    });
    s = act(s, 0, { type: 'play', card: ids[0]! });
    s = act(s, 0, { type: 'play', card: ids[1]! });
    expect(s.game.cancel).toBe(1);
    s = act(s, 0, { type: 'endTurn' });
    // The strike card is already on the Avatar (seen) when the player decides.
    const strike = s.game.pending?.strike;
    expect(strike).toBeDefined();
    expect(cardsIn(s, Z.strikes(0)).map((c) => c.id)).toEqual([strike]);
    expect(moves(s, 0)).toEqual([
      { type: 'choose', target: 'yes' },
      { type: 'choose', target: 'no' },
    ]);
    s = act(s, 0, { type: 'choose', target: 'yes' });
    expect(cardsIn(s, Z.strikes(0))).toHaveLength(0);
    expect(cardsIn(s, Z.crewDiscard).map((c) => c.id)).toContain(strike);
  });

  test('declining the Cancel applies the strike: its damage counts', () => {
    let s = position(1, (t) => {
      t.createCards(Z.combat, ['tj-guards']);
      stackCrewStrikes(t, 'cs-gunshot');
      t.game.cancel = 1;
    });
    s = act(s, 0, { type: 'endTurn' });
    s = act(s, 0, { type: 'choose', target: 'no' });
    expect(damage(reader(s), 0)).toBe(2);
  });

  test("a cancelled strike's instructions are not followed, but the enemy's own Strike: ability still happens", () => {
    let s = position(1, (t) => {
      t.createCards(Z.combat, ['s2-raiders']);
      stackCrewStrikes(t, 'cs-close-call');
      t.game.cancel = 1;
    });
    const flaws = cardsIn(s, Z.flaws).length;
    s = act(s, 0, { type: 'endTurn' });
    s = act(s, 0, { type: 'choose', target: 'yes' });
    // Close Call would give a Flaw; the Raiding Party's Strike: gives one. Only the latter happens.
    expect(cardsIn(s, Z.flaws)).toHaveLength(flaws - 1);
  });

  test('a Ship Strike can be cancelled too: it goes face-up under the Ship Strike deck and Serenity keeps her slot free', () => {
    let s = position(1, (t) => {
      t.createCards(Z.combat, ['tj-patrol']);
      t.game.cancel = 1;
    });
    s = act(s, 0, { type: 'endTurn' });
    const strike = s.game.pending?.strike;
    expect(kindsIn(s, Z.slot(0))).toHaveLength(1);
    s = act(s, 0, { type: 'choose', target: 'yes' });
    expect(cardsIn(s, Z.slot(0))).toHaveLength(0);
    expect(cardsIn(s, Z.shipUsed).map((c) => c.id)).toContain(strike);
  });

  test('without a Cancel nobody is asked', () => {
    let s = position(1, (t) => t.createCards(Z.combat, ['tj-guards']));
    s = act(s, 0, { type: 'endTurn' });
    expect(s.game.pending).toBeNull();
    expect(s.game.cancel).toBe(0);
  });
});

describe('"Attach" to a Space', () => {
  test('Salvage the Derelict attaches where it is revealed; cards, the Inevitable too, skip over its space', () => {
    let s = position(1, (t) => {
      t.createCards(Z.down(2), ['s1-salvage']);
      t.createCards(Z.down(3), ['tj-guards']);
      t.createCards(Z.down(4), ['tj-guards']);
      t.game.attack = 2;
    });
    s = act(s, 0, { type: 'scan', space: 2 });
    expect(kindsIn(s, Z.attached(2))).toEqual(['s1-salvage']);
    s = edit(
      s,
      (t) => {
        t.game.queue.push({ fx: { do: 'addEpisode' }, you: 0 });
      },
      true,
    );
    // The new card enters space 5, pushing space 5 into space 4 and space 4's card over the attached space into space 2.
    expect(cardsIn(s, Z.down(2))).toHaveLength(0);
    expect(cardsIn(s, Z.down(1))).toHaveLength(1);
    expect(cardsIn(s, Z.down(3))).toHaveLength(1);
    expect(cardsIn(s, Z.down(4))).toHaveLength(1);
    expect(legendaryFirefly.invariants!(s)).toEqual([]);
  });

  test('an Inevitable card moving into the attached space skips over it', () => {
    const s = edit(
      position(1, (t) => {
        t.createCards(Z.attached(2), ['s1-salvage']);
        t.move(t.cards(Z.inevitable(0))[0]!.id, Z.down(3));
        t.game.inev = { space: 3, combat: false, turns: 0 };
        t.game.queue.push({ fx: { do: 'addEpisode' }, you: 0 });
      }),
      () => undefined,
      true,
    );
    expect(s.game.inev.space).toBe(1);
    expect(cardsIn(s, Z.down(1))).toHaveLength(1);
  });

  test('revealed in the Combat Zone, it attaches to the rightmost space and pushes the card there', () => {
    const s = edit(
      position(1, (t) => {
        t.createCards(Z.down(0), ['s1-salvage']);
        t.createCards(Z.down(1), ['tj-guards']);
        t.createCards(Z.down(2), ['tj-guards']);
        t.createCards(Z.down(3), ['tj-guards']);
        t.createCards(Z.down(4), ['tj-guards']);
        t.game.queue.push({ fx: { do: 'addEpisode' }, you: 0 });
      }),
      () => undefined,
      true,
    );
    expect(kindsIn(s, Z.attached(4))).toEqual(['s1-salvage']);
    // The new card in space 5 was pushed on: every card moved one space left, the leftmost into the Combat Zone.
    expect(kindsIn(s, Z.combat)).toEqual(['tj-guards']);
    expect(cardsIn(s, Z.down(4))).toHaveLength(0);
    for (const i of [0, 1, 2, 3]) expect(cardsIn(s, Z.down(i))).toHaveLength(1);
    expect(legendaryFirefly.invariants!(s)).toEqual([]);
  });

  test('an attached Goal can still be completed; then its space exists again', () => {
    let s = position(1, (t) => {
      t.createCards(Z.attached(1), ['s1-salvage']);
      t.game.attack = 4;
    });
    const goal = cardsIn(s, Z.attached(1))[0]!.id;
    expect(moves(s, 0)).toContainEqual({ type: 'complete', card: goal });
    s = act(s, 0, { type: 'complete', card: goal });
    expect(s.game.parts[0]).toBe('done');
    s = edit(
      s,
      (t) => {
        for (const i of [2, 3, 4]) t.createCards(Z.down(i), ['tj-guards']);
        t.game.queue.push({ fx: { do: 'addEpisode' }, you: 0 });
      },
      true,
    );
    expect(cardsIn(s, Z.down(1))).toHaveLength(1);
    expect(cardsIn(s, Z.down(0))).toHaveLength(0);
  });
});

describe('invariants the conformance harness checks for these rules', () => {
  test('a card in a space that does not exist, or a card without an Ongoing effect in Operations, is reported', () => {
    const s = position(1, (t) => {
      t.createCards(Z.attached(2), ['s1-salvage']);
      t.createCards(Z.down(2), ['tj-guards']);
      t.createCards(Z.operations, ['tj-guards']);
    });
    expect(legendaryFirefly.invariants!(s)).toEqual([
      "'Verse space 2 does not exist but holds a card",
      'a card without an Ongoing effect sits in Operations',
    ]);
  });
});

describe('"Clear" Space', () => {
  test('a space is clear with no card in it, even with an attached card; not with a face-down or face-up card', () => {
    const s = position(1, (t) => {
      t.createCards(Z.attached(0), ['s1-salvage']);
      t.createCards(Z.down(1), ['tj-guards']);
      t.createCards(Z.up(2), ['tj-guards']);
    });
    expect([0, 1, 2, 3, 4].map((i) => isClear(reader(s), i))).toEqual([true, false, false, true, true]);
  });

  test("Shepherd's Blessing heals a second strike only if the leftmost space is clear", () => {
    const blessing = (leftmost: boolean): FState => {
      let s = position(1, (t) => {
        t.createCards(Z.strikes(0), ['cs-gunshot', 'cs-gunshot', 'cs-gunshot']);
        if (leftmost) t.createCards(Z.down(0), ['tj-guards']);
        t.createCards(Z.down(4), ['s2-blessing']);
        t.game.attack = 3;
      });
      s = act(s, 0, { type: 'scan', space: 4 });
      while (s.game.pending?.kind === 'heal') s = act(s, 0, moves(s, 0)[0]!);
      return s;
    };
    expect(damage(reader(blessing(false)), 0)).toBe(2);
    expect(damage(reader(blessing(true)), 0)).toBe(4);
  });
});

describe('Ending an Episode: Operations', () => {
  test('an Ongoing Event goes into Operations and applies while it is there; paying defeats it', () => {
    let s = position(1, (t) => {
      t.createCards(Z.down(0), ['s2-dobson-loose']);
      t.game.attack = 1;
      t.game.recruit = 3;
    });
    s = act(s, 0, { type: 'scan', space: 0 });
    expect(kindsIn(s, Z.operations)).toEqual(['s2-dobson-loose']);
    expect(mods(reader(s)).scanPlus).toBe(1);
    const dobson = cardsIn(s, Z.operations)[0]!.id;
    s = act(s, 0, { type: 'complete', card: dobson });
    expect(s.game.recruit).toBe(0);
    expect(kindsIn(s, Z.defeated)).toContain('s2-dobson-loose');
    expect(mods(reader(s)).scanPlus).toBe(0);
  });

  test('a Special in Operations helps each turn, and the end of the Episode puts Operations into the Defeated Cards pile', () => {
    let s = position(1, (t) => {
      t.createCards(Z.operations, ['tj-mule-ride']);
    });
    s = act(s, 0, { type: 'endTurn' });
    expect(s.game.recruit).toBe(1);
    s = edit(
      s,
      (t) => {
        t.game.endEpisode = true;
      },
      true,
    );
    expect(s.game.step).toBe('intermission');
    expect(cardsIn(s, Z.operations)).toHaveLength(0);
    expect(kindsIn(s, Z.defeated)).toContain('tj-mule-ride');
  });

  test("attached cards are cleared away with the rest of the 'Verse", () => {
    const s = edit(
      position(1, (t) => {
        t.createCards(Z.attached(3), ['s1-salvage']);
        t.game.endEpisode = true;
      }),
      () => undefined,
      true,
    );
    expect(cardsIn(s, Z.attached(3))).toHaveLength(0);
    expect(kindsIn(s, Z.defeated)).toContain('s1-salvage');
  });
});
