// The hard level's policy: the decisions where it parts from normal, legal moves only, and more tables won on seeds.
import { botInputFor, createMatch, playBotMatch, Random, seedToRngState, type Bot, type Seat } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { normalBot } from './bot';
import type { CharacterId } from './content/characters';
import { outToTheBlack } from './game';
import { hardPolicy } from './hardPolicy';
import type { OttbMove } from './moves';
import type { OttbData } from './state';
import { endEventPhase, inEvent, play, scene, withGame, type St } from './testkit';

const decide = (bot: Bot<OttbData, OttbMove>, s: St, seat: Seat): OttbMove =>
  bot.chooseMove(botInputFor(outToTheBlack, s, seat, new Random(seedToRngState('hard-policy'))));

/** A fresh table of `players` seats where the first seats already picked these characters. */
function picking(players: number, taken: readonly CharacterId[]): St {
  let s = createMatch(outToTheBlack, { players, seed: 'pick' }).state;
  taken.forEach((character, seat) => {
    s = play(s, seat, { type: 'chooseCharacter', character });
  });
  return s;
}

const noAbilities = (s: St): St => withGame(s, { abilityUsed: s.game.abilityUsed.map(() => true) });

/** Zoe's Resolution: Fightin' 3+6 and Thinkin' 1+6 made, Flyin' 1+1 short of 5; a redraw reaches it half the time. */
const zoeShortOnFlyin = (honor: number): St =>
  endEventPhase(
    inEvent(
      withGame(
        scene({
          chars: ['zoe', 'mal', 'jayne'],
          hands: { 0: [] },
          deck: [
            ['fightin2', 6],
            ['thinkin2', 1],
            ['thinkin1', 6],
          ],
        }),
        { honor },
      ),
    ),
  );

describe('hardPolicy against normal', () => {
  test.each([
    [
      '3 players: the first pick is Inara, not Mal',
      picking(3, []),
      0,
      { type: 'chooseCharacter', character: 'mal' },
      { type: 'chooseCharacter', character: 'inara' },
    ],
    [
      '4 players, Inara and Kaylee taken: Simon, not Zoe',
      picking(4, ['inara', 'kaylee']),
      2,
      { type: 'chooseCharacter', character: 'mal' },
      { type: 'chooseCharacter', character: 'simon' },
    ],
    [
      '5 players: Zoe first, as the five-player crew leads with her',
      picking(5, []),
      0,
      { type: 'chooseCharacter', character: 'mal' },
      { type: 'chooseCharacter', character: 'zoe' },
    ],
    [
      'Inara at 6 Credits takes her +2 Credits now (normal waits for 5)',
      withGame(
        scene({
          chars: ['inara', 'zoe', 'kaylee'],
          hands: { 0: ['fightin1', 'flyin1', 'thinkin1', 'wild1', 'copilot'] },
        }),
        { credits: 6 },
      ),
      0,
      { type: 'pass' },
      { type: 'useAbility' },
    ],
    [
      'Zoe holding four cards pays a Credit to draw (normal waits for three)',
      noAbilities(scene({ chars: ['zoe', 'mal', 'jayne'], hands: { 0: ['fightin1', 'flyin1', 'thinkin1', 'wild1'] } })),
      0,
      { type: 'pass' },
      { type: 'useAction', action: 0 },
    ],
    [
      "River 1.5 short on Fightin' with 8 Honor keeps the Honor (normal buys a best-of-two)",
      inEvent(scene({ chars: ['river', 'mal', 'zoe'], hands: { 0: ['sneaky', 'help'] } })),
      0,
      { type: 'useAction', action: 0 },
      { type: 'pass' },
    ],
    [
      "Zoe with 6 Honor does not pay 2 of it for a Flyin' redraw (normal does)",
      zoeShortOnFlyin(6),
      0,
      { type: 'useAction', action: 2 },
      { type: 'pass' },
    ],
    [
      'Zoe with 7 Honor pays for the redraw, as normal does',
      zoeShortOnFlyin(7),
      0,
      { type: 'useAction', action: 2 },
      { type: 'useAction', action: 2 },
    ],
  ] as const)('%s', (_, state, seat, normalMove, hardMove) => {
    expect(decide(normalBot, state, seat)).toEqual(normalMove);
    expect(decide(hardPolicy, state, seat)).toEqual(hardMove);
  });
});

describe('hardPolicy in whole matches', () => {
  test.each([3, 4, 5])(
    '%i players: every move it returns over four seeded matches is one of the legal moves',
    (players) => {
      let decisions = 0;
      const checking: Bot<OttbData, OttbMove> = {
        level: 'normal',
        chooseMove(input) {
          const move = hardPolicy.chooseMove(input);
          expect(input.legalMoves).toContainEqual(move);
          decisions++;
          return move;
        },
      };
      for (let i = 0; i < 4; i++) {
        const out = playBotMatch(outToTheBlack, {
          players,
          seed: `hard-policy:legal:${i}`,
          bots: Array.from({ length: players }, () => checking),
        });
        expect(out.result).toBeDefined();
      }
      expect(decisions).toBeGreaterThan(50);
    },
  );

  test.each([3, 4, 5])(
    '%i players: all-hardPolicy tables win more often than all-normal ones on the same 60 seeds',
    (players) => {
      const wins = (bot: Bot<OttbData, OttbMove>): number =>
        Array.from({ length: 60 }, (_, i) =>
          playBotMatch(outToTheBlack, {
            players,
            seed: `hard-policy:wins:${i}`,
            bots: Array.from({ length: players }, () => bot),
          }),
        ).filter((out) => (out.result?.winners.length ?? 0) > 0).length;
      expect(wins(hardPolicy)).toBeGreaterThan(wins(normalBot) + 5);
    },
  );
});
