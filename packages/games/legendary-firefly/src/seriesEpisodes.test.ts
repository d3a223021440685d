// Scenario tests for the twelve series Episodes: reveal Objectives, Fireball, Goal abilities, escaping targets, Setup text, End of Episode in one-off games.
import { describe, expect, test } from 'vitest';
import { SERIES_TRIOS } from './content/episodes-series';
import { legendaryFirefly } from './game';
import { fireflyOptions } from './rules/setup';
import { type FState, type FTable, skippedSpace, reader, Z } from './state';
import { act, cardsIn, clearBoard, edit, kindsIn, moves, start } from './testkit';

/** An empty board in Episode `episode` of a trio, seat 0 in its Action Phase, nobody else waiting. */
function position(
  players: number,
  episodes: string,
  episode: number,
  mainCharacters: string[],
  fn: (t: FTable) => void,
): FState {
  return edit(start(players, 'series', { episodes, mainCharacters }), (t) => {
    clearBoard(t);
    t.game.episode = episode;
    t.game.parts = ['open', 'open', 'open'];
    t.game.active = 0;
    t.game.step = 'action';
    t.game.window = [];
    t.game.queue = [];
    fn(t);
  });
}

/** Keeps only Crew Strikes of one kind in the deck, so a drawn strike is known. */
const stackCrewStrikes = (t: FTable, kind: string): void => {
  for (const c of [...t.cards(Z.crewStrikes)]) if (c.kind !== kind) t.move(c.id, 'box');
};

const MAL_FIRST = ['mal', 'zoe', 'book', 'simon', 'river'];

describe('Game Setup with a series trio', () => {
  test.each(Object.entries(SERIES_TRIOS))(
    '%s: Objectives A, B, C on their spaces, their decks with one Side Job each (2 players), the other Objectives boxed',
    (episodes, trio) => {
      const s = start(2, `setup:${episodes}`, { episodes });
      expect([0, 1, 2].map((e) => kindsIn(s, Z.objective(e)))).toEqual(trio.map((k) => [k]));
      expect(cardsIn(s, Z.episode(1))).toHaveLength(11 + 1);
      expect(cardsIn(s, Z.episode(2))).toHaveLength(12 + 1);
      expect(kindsIn(s, Z.box).filter((k) => k.startsWith('obj-'))).toHaveLength(12);
    },
  );

  test('the lobby option offers the five trios of the campaign order and nothing else', () => {
    expect(fireflyOptions.parse({ episodes: 'ariel-trash' }).episodes).toBe('ariel-trash');
    expect(fireflyOptions.parse({}).episodes).toBe('serenity-train-job');
    expect(fireflyOptions.safeParse({ episodes: 'firefly-movie' }).success).toBe(false);
    expect(fireflyOptions.shape.episodes.unwrap().options).toEqual([
      'serenity-train-job',
      ...Object.keys(SERIES_TRIOS),
    ]);
  });
});

describe('Objectives that ask to find and reveal a card', () => {
  test('Our Mrs. Reynolds: scanning Saffron completes "See Through the Bride" at once, before she is fought', () => {
    let s = position(1, 'mrs-reynolds-out-of-gas', 0, MAL_FIRST, (t) => {
      t.createCards(Z.down(0), ['mr-saffron']);
      t.game.attack = 1;
    });
    s = act(s, 0, { type: 'scan', space: 0 });
    expect(s.game.parts).toEqual(['done', 'open', 'open']);
    expect(s.game.credits).toBe(1);
    // Her Reveal ability still happens: Mal draws a Crew Strike.
    expect(cardsIn(s, Z.strikes(0)).length).toBeGreaterThanOrEqual(1);
    expect(kindsIn(s, Z.up(0))).toEqual(['mr-saffron']);
  });

  test('Jaynestown: the Statue revealed as it is pushed into the Combat Zone completes "Find the Statue"', () => {
    const s = edit(
      position(1, 'mrs-reynolds-out-of-gas', 1, MAL_FIRST, (t) => {
        t.createCards(Z.down(0), ['jy-statue']);
        for (let i = 1; i < 5; i++) t.createCards(Z.down(i), ['jy-deputies']);
        t.game.queue.push({ fx: { do: 'addEpisode' }, you: 0 });
      }),
      () => undefined,
      true,
    );
    expect(kindsIn(s, Z.defeated)).toContain('jy-statue');
    expect(s.game.parts).toEqual(['done', 'open', 'open']);
  });

  test('a card that is never revealed fails its part when the Episode ends', () => {
    const s = edit(
      position(1, 'mrs-reynolds-out-of-gas', 1, MAL_FIRST, (t) => {
        t.game.endEpisode = true;
      }),
      () => undefined,
      true,
    );
    expect(s.game.step).toBe('intermission');
    expect(s.game.parts).toEqual(['failed', 'failed', 'failed']);
  });
});

describe('Out of Gas: Fireball', () => {
  test('revealed in a space: Zoe draws a Crew Strike, it attaches and its space no longer exists; 7 Attack vents it and completes "Vent the Fire"', () => {
    let s = position(1, 'mrs-reynolds-out-of-gas', 2, MAL_FIRST, (t) => {
      t.createCards(Z.down(2), ['og-fireball']);
      stackCrewStrikes(t, 'cs-gunshot');
      t.game.attack = 9;
    });
    s = act(s, 0, { type: 'scan', space: 2 });
    expect(kindsIn(s, Z.strikes(1))).toEqual(['cs-gunshot']); // Zoe, a non-player here
    expect(kindsIn(s, Z.attached(2))).toEqual(['og-fireball']);
    expect(skippedSpace(reader(s), 2)).toBe(true);
    const vent = moves(s, 0).find((m) => m.type === 'complete');
    expect(vent).toBeDefined();
    s = act(s, 0, vent!);
    expect(s.game.attack).toBe(0);
    expect(kindsIn(s, Z.attached(2))).toEqual([]);
    expect(s.game.parts).toEqual(['open', 'done', 'open']);
  });

  test('revealed in the Combat Zone: it attaches to the rightmost space and pushes the card there', () => {
    const s = edit(
      position(1, 'mrs-reynolds-out-of-gas', 2, MAL_FIRST, (t) => {
        t.createCards(Z.down(0), ['og-fireball']);
        for (let i = 1; i < 5; i++) t.createCards(Z.down(i), ['og-salvage-crew']);
        t.game.queue.push({ fx: { do: 'addEpisode' }, you: 0 });
      }),
      () => undefined,
      true,
    );
    expect(kindsIn(s, Z.attached(4))).toEqual(['og-fireball']);
    expect(cardsIn(s, Z.down(4)).length + cardsIn(s, Z.up(4)).length).toBe(0);
    expect(cardsIn(s, Z.down(3))).toHaveLength(1);
    expect(legendaryFirefly.invariants!(s)).toEqual([]);
  });
});

describe('Goal abilities and escaping targets', () => {
  test('Objects in Space: the Goal "Out on the Hull" defeats Jubal Early by its ability, completing the Mandatory part', () => {
    let s = position(1, 'the-message-objects-in-space', 2, MAL_FIRST, (t) => {
      t.createCards(Z.up(0), ['os-early']);
      t.createCards(Z.up(1), ['os-hull']);
      t.game.recruit = 5;
    });
    expect(moves(s, 0).some((m) => m.type === 'fight')).toBe(false);
    s = act(s, 0, moves(s, 0).find((m) => m.type === 'complete')!);
    const early = cardsIn(s, Z.up(0))[0]!.id;
    expect(moves(s, 0)).toContainEqual({ type: 'choose', target: early });
    s = act(s, 0, { type: 'choose', target: early });
    expect(kindsIn(s, Z.defeated)).toEqual(expect.arrayContaining(['os-early', 'os-hull']));
    expect(s.game.parts).toEqual(['done', 'open', 'open']);
  });

  test('Shindig: the Fencing Lesson takes 3 Attack off Atherton Wing for the turn', () => {
    let s = position(1, 'bushwhacked-safe', 1, MAL_FIRST, (t) => {
      t.createCards(Z.up(0), ['sh-atherton']);
      t.createCards(Z.up(1), ['sh-fencing']);
      t.game.recruit = 4;
      t.game.attack = 4;
    });
    expect(moves(s, 0).some((m) => m.type === 'fight')).toBe(false);
    // Effects that fall due together (a Goal's text and the Objective's reward; Atherton's Defeated: text and the next
    // reward) are put in order by the active player: take the first order each time.
    const inOrder = (x: typeof s): typeof s =>
      x.game.pending?.kind === 'order' ? inOrder(act(x, 0, moves(x, 0)[0]!)) : x;
    s = inOrder(act(s, 0, moves(s, 0).find((m) => m.type === 'complete')!));
    s = inOrder(act(s, 0, { type: 'choose', target: cardsIn(s, Z.up(0))[0]!.id }));
    s = inOrder(act(s, 0, moves(s, 0).find((m) => m.type === 'fight')!));
    expect(s.game.parts).toEqual(['done', 'done', 'open']);
    expect(s.game.credits).toBe(2 + 1); // the duel's reward and Atherton's own Defeated: text
  });

  test('Safe: the Kidnappers escape as they enter the Combat Zone; "Catch the Kidnappers" fails, Simon draws a Crew Strike, the game goes on', () => {
    const s = edit(
      position(1, 'bushwhacked-safe', 2, MAL_FIRST, (t) => {
        t.createCards(Z.up(0), ['sf-kidnappers']);
        for (let i = 1; i < 5; i++) t.createCards(Z.down(i), ['sf-hill-folk']);
        stackCrewStrikes(t, 'cs-gunshot');
        t.game.queue.push({ fx: { do: 'addEpisode' }, you: 0 });
      }),
      () => undefined,
      true,
    );
    expect(kindsIn(s, Z.defeated)).toContain('sf-kidnappers');
    expect(s.game.parts).toEqual(['open', 'open', 'failed']);
    expect(kindsIn(s, Z.strikes(3))).toEqual(['cs-gunshot']);
    expect(legendaryFirefly.status(s).kind).toBe('active');
  });
});

describe('Setup and End of Episode text', () => {
  test("Safe's Setup: Book draws a Crew Strike right at the beginning of the Episode", () => {
    let s = edit(
      start(1, 'safe-setup', { episodes: 'bushwhacked-safe', mainCharacters: MAL_FIRST }),
      (t) => {
        t.game.episode = 1;
        t.game.endEpisode = true;
        stackCrewStrikes(t, 'cs-gunshot');
      },
      true,
    );
    expect(kindsIn(s, Z.strikes(2))).toEqual([]);
    s = act(s, 0, { type: 'endIntermission' });
    expect(s.game.episode).toBe(2);
    expect(kindsIn(s, Z.strikes(2))).toEqual(['cs-gunshot']);
    expect(s.game.mcs[2]!.down).toBe(true); // a non-player with damage is defeated
  });

  test.each([
    ['bushwhacked-safe', 'sf-pyre', 'attack'],
    ['mrs-reynolds-out-of-gas', 'og-catalyzer', 'recruit'],
  ] as const)('%s: winning a one-off game ignores the End of Episode text of Episode C', (episodes, goal, pool) => {
    let s = position(2, episodes, 2, MAL_FIRST, (t) => {
      t.game.parts = ['open', 'done', 'done'];
      t.createCards(Z.up(0), [goal]);
      t.game[pool] = 7;
    });
    const before = { book: kindsIn(s, Z.strikes(2)), talents: kindsIn(s, Z.talents).length, credits: s.game.credits };
    s = act(s, 0, moves(s, 0).find((m) => m.type === 'complete')!);
    const status = legendaryFirefly.status(s);
    expect(status.kind === 'finished' && status.result.winners).toEqual([0, 1]);
    expect(kindsIn(s, Z.strikes(2))).toEqual(before.book);
    expect(kindsIn(s, Z.talents)).toHaveLength(before.talents);
  });
});
