// Lobby modes and difficulty options: each option's setup or play effect, and the harness over random option combinations.
import { createMatch } from '@cortex/engine';
import { runConformance } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { avatar, EPISODE_TRIOS, OBJECTIVES, SUGGESTED_MAIN_CHARACTERS, TRIO_IDS } from '../content';
import { legendaryFirefly } from '../game';
import { decider, health, reader, Z, type FState, type FTable } from '../state';
import { act, cardsIn, clear, edit, kindsIn, randomLobbyOptions, start } from '../testkit';

const ofLetter = (l: string): string[] => OBJECTIVES.filter(([, o]) => o.letter === l).map(([k]) => k);
const trioIn = (s: FState): string[] => [0, 1, 2].map((e) => kindsIn(s, Z.objective(e))[0]!);
const typeCount = (s: FState, zone: string, kind: string): number => kindsIn(s, zone).filter((k) => k === kind).length;
const sideJobs = (s: FState, e: number): number => kindsIn(s, Z.episode(e)).filter((k) => k.startsWith('sj-')).length;
const emptyBoard = (t: FTable): void => {
  for (let i = 0; i < 5; i++) {
    clear(t, Z.up(i));
    clear(t, Z.down(i));
  }
  clear(t, Z.combat);
};
/** Ends Episode A at once and leaves the Inter-Mission: the position right after Episode B is set up. */
const toEpisodeB = (s: FState): FState =>
  act(
    edit(
      s,
      (t) => {
        emptyBoard(t);
        t.game.endEpisode = true;
      },
      true,
    ),
    decider(s.game),
    { type: 'endIntermission' },
  );

describe('Episodes: any A, B and C Objective combination', () => {
  test('the default is unchanged: Serenity (Part 1), Serenity (Part 2), The Train Job', () => {
    expect(trioIn(start(1, 'mode'))).toEqual([...EPISODE_TRIOS['serenity-train-job']]);
  });

  test('the episodes option still picks a campaign trio', () => {
    expect(trioIn(start(1, 'mode', { episodes: 'ariel-trash' }))).toEqual([...EPISODE_TRIOS['ariel-trash']]);
  });

  test('chosen Objectives per letter, with their own mini-decks', () => {
    const s = start(2, 'mode', { objectiveA: 'obj-ariel', objectiveB: 'obj-shindig', objectiveC: 'obj-out-of-gas' });
    expect(trioIn(s)).toEqual(['obj-ariel', 'obj-shindig', 'obj-out-of-gas']);
    expect(kindsIn(s, Z.episode(1)).filter((k) => k.startsWith('sh-') || k.startsWith('sj-')).length).toBe(
      kindsIn(s, Z.episode(1)).length,
    );
    expect(kindsIn(s, Z.episode(1))).toHaveLength(11 + 1);
  });

  test('one letter chosen, the others from the episodes option', () => {
    expect(trioIn(start(1, 'mode', { episodes: 'bushwhacked-safe', objectiveB: 'obj-heart-of-gold' }))).toEqual([
      'obj-bushwhacked',
      'obj-heart-of-gold',
      'obj-safe',
    ]);
  });

  test('an Objective of the wrong letter is refused', () => {
    expect(() =>
      createMatch(legendaryFirefly, { players: 1, seed: 'x', options: { objectiveA: 'obj-safe' } }),
    ).toThrow();
  });

  test('random Objectives come from the match seed: each of its letter, the same for the same seed, varied over seeds', () => {
    const options = { objectiveA: 'random', objectiveB: 'random', objectiveC: 'random' };
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const trio = trioIn(start(1, `rand${i}`, options));
      expect(trio.map((k, e) => ofLetter('ABC'[e]!).includes(k))).toEqual([true, true, true]);
      expect(trioIn(start(1, `rand${i}`, options))).toEqual(trio);
      seen.add(trio.join());
    }
    expect(seen.size).toBeGreaterThan(10);
  });
});

describe('Suggested Main Characters as presets', () => {
  test.each(TRIO_IDS)("%s: the rulebook's five, seat 1 plays the first", (episodes) => {
    const s = start(2, 'preset', {
      episodes,
      mainCharactersPreset: 'suggested',
      mainCharacters: ['river', 'simon', 'wash', 'inara', 'zoe'],
    });
    expect(s.game.mcs.map((m) => m.crew)).toEqual(SUGGESTED_MAIN_CHARACTERS[episodes]);
    expect(kindsIn(s, Z.avatar(0))).toEqual([`avatar-${SUGGESTED_MAIN_CHARACTERS[episodes][0]!}`]);
  });

  test("a mixed combination takes the suggestion of Objective A's game", () => {
    const s = start(1, 'preset', {
      objectiveA: 'obj-the-message',
      objectiveC: 'obj-safe',
      mainCharactersPreset: 'suggested',
    });
    expect(s.game.mcs.map((m) => m.crew)).toEqual(SUGGESTED_MAIN_CHARACTERS['the-message-objects-in-space']);
  });

  test('custom keeps the Main Characters option', () => {
    const mine = ['river', 'simon', 'wash', 'inara', 'zoe'];
    expect(start(1, 'preset', { episodes: 'ariel-trash', mainCharacters: mine }).game.mcs.map((m) => m.crew)).toEqual(
      mine,
    );
  });
});

describe('Adjusting Difficulty', () => {
  test.each([
    [2, 2, 3],
    [2, -1, 0],
    [5, 4, 4],
    [1, 0, 0],
    [3, -4, 0],
  ])('%i players, extraSideJobs %i: %i Side Jobs in each Episode deck', (players, extraSideJobs, jobs) => {
    const s = start(players, 'sj', { extraSideJobs });
    expect([1, 2].map((e) => sideJobs(s, e))).toEqual([jobs, jobs]);
    // Episode A's first card went into the 'Verse unless there are preparation turns.
    expect(cardsIn(s, Z.episode(1))).toHaveLength(11 + jobs);
  });

  test.each([
    [1, 0, 0],
    [1, 2, 1],
    [4, 1, 7],
  ])(
    '%i players, %i extra preparation rounds: %i preparation turns left after the first',
    (players, extraPreparationRounds, left) => {
      const s = start(players, 'prep', { extraPreparationRounds });
      expect(s.game.prepTurns).toBe(left);
      expect(cardsIn(s, Z.episode(0))).toHaveLength(
        10 + (players - 1) + (extraPreparationRounds > 0 || players >= 4 ? 0 : -1),
      );
    },
  );

  // Each Episode deck loses its opening cards and the first Episode Phase's card (1 player: no Side Jobs, no preparation).
  test.each([
    [{}, 0],
    [{ openingVerseEpisode1: 1 }, 1],
    [{ openingVerseEpisode1: 3 }, 3],
  ])("Episode 1 set-up %j: %i cards into the 'Verse", (options, n) => {
    expect(cardsIn(start(1, 'open1', options), Z.episode(0))).toHaveLength(10 - n - 1);
  });

  test.each([
    [{}, 2],
    [{ openingVerseEpisode2: 0 }, 0],
    [{ openingVerseEpisode2: 1 }, 1],
    [{ openingVerseEpisode2: 4 }, 4],
  ])("Episode 2 set-up %j: %i cards into the 'Verse", (options, n) => {
    const s = toEpisodeB(start(1, 'open2', options));
    expect(s.game.episode).toBe(1);
    expect(cardsIn(s, Z.episode(1))).toHaveLength(11 - n - 1);
  });

  test.each([
    [{}, 4],
    [{ openingVerseEpisode3: 2 }, 2],
    [{ openingVerseEpisode3: 5 }, 5],
  ])("Episode 3 set-up %j: %i cards into the 'Verse", (options, n) => {
    const s = toEpisodeB(toEpisodeB(start(1, 'open3', options)));
    expect(s.game.episode).toBe(2);
    expect(cardsIn(s, Z.episode(2))).toHaveLength(12 - n - 1);
  });

  test.each([[0], [1], [2]])('startingTalents %i: Talents in each starting deck', (startingTalents) => {
    const s = start(3, 'talents', { startingTalents });
    for (let p = 0; p < 3; p++)
      expect(typeCount(s, Z.hand(p), 'talent') + typeCount(s, Z.deck(p), 'talent')).toBe(startingTalents);
  });

  const talentsOf = (s: FState, p: number): number =>
    [Z.hand(p), Z.deck(p), Z.discard(p), Z.played(p)].reduce((n, z) => n + typeCount(s, z, 'talent'), 0);
  test.each([
    ['none', 0, 0],
    ['B', 1, 1],
    ['C', 0, 1],
    ['B+C', 1, 2],
  ] as const)(
    'talentBeforeEpisodes %s: %i Talents gained by Episode B, %i by Episode C',
    (talentBeforeEpisodes, byB, byC) => {
      // Against the same seed without the option (Episode cards may give Talents too).
      const [b0, b] = [{}, { talentBeforeEpisodes }].map((o) => toEpisodeB(start(2, 'tb', o)));
      const [c0, c] = [b0!, b!].map(toEpisodeB);
      for (let p = 0; p < 2; p++)
        expect([talentsOf(b!, p) - talentsOf(b0!, p), talentsOf(c!, p) - talentsOf(c0!, p)]).toEqual([byB, byC]);
    },
  );

  test.each([[0], [3]])("bonusCredits %i: added to the team's Credits in the Inter-Mission", (bonusCredits) => {
    const s = edit(
      start(1, 'bonus', { bonusCredits }),
      (t) => {
        emptyBoard(t);
        t.game.credits = 2;
        t.game.endEpisode = true;
      },
      true,
    );
    expect(s.game.step).toBe('intermission');
    expect(s.game.credits).toBe(2 + bonusCredits);
  });

  test.each([[false], [true]])("defenseAsHealth %s: a player's Health, not a non-player's", (defenseAsHealth) => {
    const s = start(1, 'def', { defenseAsHealth });
    const [mal, zoe] = [avatar('mal'), avatar('zoe')];
    expect(health(reader(s), 0)).toBe(mal.health + (defenseAsHealth ? mal.defense : 0));
    expect(health(reader(s), 2)).toBe(zoe.health);
  });

  test.each([
    ['none', [0, 0, 0]],
    ['A', [1, 0, 0]],
    ['A+C', [1, 0, 1]],
    ['B+C', [0, 1, 1]],
  ] as const)('flawAtEpisodes %s: Flaws gained at the start of Episodes A, B, C', (flawAtEpisodes, flaws) => {
    const zones = [Z.hand(0), Z.deck(0), Z.discard(0), Z.played(0)];
    const flawsOf = (s: FState): number => zones.reduce((n, z) => n + typeCount(s, z, 'flaw'), 0);
    // Each Episode starts with no Flaw in the player's cards, so the Flaws counted are those its set-up gave (a Flaw
    // from an earlier Episode drawn into the hand would be played, back to the stack, as soon as the Action Phase begins).
    const noFlaws = (s: FState): FState =>
      edit(s, (t) => {
        for (const z of zones) for (const c of [...t.cards(z)]) if (c.kind === 'flaw') t.move(c.id, 'box');
      });
    const a = start(1, 'flaw', { flawAtEpisodes });
    const b = toEpisodeB(noFlaws(a));
    const c = toEpisodeB(noFlaws(b));
    expect([flawsOf(a), flawsOf(b), flawsOf(c)]).toEqual(flaws);
  });

  const defeatSeat0 = (options: unknown): FState => {
    let s = edit(start(2, 'down', options), (t) => {
      emptyBoard(t);
      t.createCards(Z.combat, ['tj-guards']);
      t.createCards(Z.strikes(0), ['cs-knocked-cold', 'cs-knocked-cold', 'cs-knocked-cold']);
      while (t.count(Z.crewStrikes) > 0 && t.cards(Z.crewStrikes)[0]!.kind !== 'cs-gunshot')
        t.moveTop(Z.crewStrikes, 'box');
    });
    s = act(s, 0, { type: 'endTurn' });
    // Seat 1 may react after seat 0's strikes (a heal could bring seat 0 back); it passes.
    if (s.game.step === 'reactions') s = act(s, 1, { type: 'pass' });
    return s;
  };

  test.each([
    [false, 'active'],
    [true, 'finished'],
  ])('superHard %s: one player defeated → the game is %s', (superHard, kind) => {
    const s = defeatSeat0({ superHard });
    expect(s.game.mcs[0]!.down).toBe(true);
    const status = legendaryFirefly.status(s);
    expect(status.kind).toBe(kind);
    if (status.kind === 'finished') expect(status.result.winners).toEqual([]);
  });

  test.each([
    [false, 1],
    [true, 2],
  ])(
    "defeatedTakeTurns %s: a defeated player's turn adds %i Episode cards before the next turn of the other player",
    (defeatedTakeTurns, added) => {
      let s = defeatSeat0({ defeatedTakeTurns });
      expect(s.game.active).toBe(1);
      s = edit(s, emptyBoard);
      const deck = cardsIn(s, Z.episode(0)).length;
      const turn = s.game.turn;
      s = act(s, 1, { type: 'endTurn' });
      expect(s.game.active).toBe(1);
      expect(s.game.turn - turn).toBe(added);
      expect(deck - cardsIn(s, Z.episode(0)).length).toBe(added);
      expect(legendaryFirefly.invariants!(s)).toEqual([]);
    },
  );
});

describe('conformance over random option combinations', () => {
  test.each([1, 2, 3, 4, 5])('%i players: random playouts with random options', (players) => {
    const playouts = 6;
    const report = runConformance(legendaryFirefly, players, {
      playouts,
      maxMoves: 20_000,
      seed: `options:${players}`,
      options: randomLobbyOptions,
    });
    expect(report.finished).toBe(playouts);
  });
});
