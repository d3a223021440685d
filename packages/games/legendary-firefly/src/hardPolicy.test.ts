// Where the policy hard's search improves on parts from normal: fights before scans, healing before Upgrades; and it only picks legal moves.
import { botInputFor, playBotMatch, Random, seedToRngState, type Bot } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { fireflyBot } from './bot';
import { legendaryFirefly } from './game';
import { hardPolicy } from './hardPolicy';
import type { FireflyMove } from './moves';
import { clearBoard, edit, moves, setHand, start } from './testkit';
import { type FireflyData, type FState, Z } from './state';

const decide = (bot: typeof fireflyBot, s: FState, seat: number): FireflyMove =>
  bot.chooseMove(botInputFor(legendaryFirefly, s, seat, new Random(seedToRngState('hard-policy'))));

/** Seat 0's Action Phase with nothing in hand: a face-up Outlaw (Attack 3) in space 3, a hidden card in space 0, 3 Attack. */
const outlawAndHiddenCard = (): FState =>
  edit(start(1, 'hard-policy'), (t) => {
    clearBoard(t);
    setHand(t, 0, []);
    t.createCards(Z.up(3), ['s1-badgers-thugs']);
    t.createCards(Z.down(0), ['tj-crow']);
    t.game.attack = 3;
  });

/** The Inter-Mission with 4 Credits, an Upgrade on offer and a wounded crew (3 damage). */
const woundedAtInterMission = (): FState =>
  edit(start(2, 'hard-policy'), (t) => {
    t.game.step = 'intermission';
    t.game.credits = 4;
    t.game.window = [];
    t.moveAll(Z.market, 'box');
    t.createCards(Z.market, ['up-pulse-beacon']);
    t.createCards(Z.strikes(0), ['cs-flesh-wound', 'cs-gunshot']);
  });

describe('hardPolicy against normal', () => {
  test.each([
    [
      "a revealed enemy in the 'Verse, not yet in the Combat Zone, with Attack for it or a scan",
      'scan',
      'fight',
      outlawAndHiddenCard,
    ],
    [
      'Inter-Mission Credits, with an Upgrade on offer and damage on the crew',
      'buyUpgrade',
      'heal',
      woundedAtInterMission,
    ],
  ] as const)('%s: normal plays %s, hardPolicy %s', (_, normalType, hardType, position) => {
    const seat = 0;
    const s = position();
    const legal = moves(s, seat);
    expect(legal.map((m) => m.type)).toEqual(expect.arrayContaining([normalType, hardType]));
    expect(decide(fireflyBot, s, seat).type).toBe(normalType);
    expect(decide(hardPolicy, s, seat).type).toBe(hardType);
  });

  test('healing first spends no more Credits than the worst damage, and an unhurt crew buys Upgrades as normal does', () => {
    const s = woundedAtInterMission();
    expect(decide(hardPolicy, s, 0)).toEqual({ type: 'heal', credits: 3 });
    const unhurt = edit(s, (t) => t.moveAll(Z.strikes(0), 'box'));
    expect(decide(hardPolicy, unhurt, 0)).toEqual(decide(fireflyBot, unhurt, 0));
    expect(decide(hardPolicy, unhurt, 0).type).toBe('buyUpgrade');
  });
});

describe('hardPolicy plays whole matches', () => {
  test.each([1, 2, 3])('%i players: every move it picks is legal and the match ends', (players) => {
    const checking: Bot<FireflyData, FireflyMove> = {
      level: 'normal',
      chooseMove(input) {
        const move = hardPolicy.chooseMove(input);
        expect(input.legalMoves).toContainEqual(move);
        return move;
      },
    };
    const out = playBotMatch(legendaryFirefly, {
      players,
      seed: `hard-policy:${players}`,
      options: { episodes: 'serenity-train-job' },
      bots: Array.from({ length: players }, () => checking),
    });
    expect(out.result).toBeDefined();
    expect(out.state.game.result).not.toBeNull();
  });
});
