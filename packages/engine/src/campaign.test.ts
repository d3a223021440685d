// Campaign helpers: the next game's options follow the records before it, and are checked against the game's options.
import { describe, expect, test } from 'vitest';
import { campaignRecord, CampaignError, nextCampaignGame, type CampaignGameRecord } from './campaign';
import type { GameDefinition } from './game';
import { playBotMatch } from './botMatch';
import { randomBot } from './bot';
import { pairsGame, type PairsData, type PairsMove } from './testing/pairs';

const record = (index: number, won: boolean, score = 2): CampaignGameRecord => ({
  index,
  won,
  score,
  carry: null,
  summary: '',
});

describe('nextCampaignGame', () => {
  test.each([
    { records: [], index: 0, targetPairs: 3 },
    { records: [record(0, true)], index: 1, targetPairs: 4 },
    { records: [record(0, false)], index: 1, targetPairs: 3 },
    { records: [record(0, true), record(1, true)], index: 2, targetPairs: 5 },
  ])('after $records.length game(s): game $index needs $targetPairs pairs', ({ records, index, targetPairs }) => {
    const next = nextCampaignGame(pairsGame, {}, records);
    expect(next).toEqual({ index, options: { targetPairs, maxTurns: 40 } });
  });

  test('null once every game is played', () => {
    expect(nextCampaignGame(pairsGame, {}, [record(0, true), record(1, false), record(2, true)])).toBeNull();
  });

  test('options the game would refuse are an error in words, never a game', () => {
    expect(() => nextCampaignGame(pairsGame, { targetPairs: 99 }, [])).toThrow(CampaignError);
    const greedy = {
      ...pairsGame,
      campaign: { ...pairsGame.campaign!, gameOptions: () => ({ targetPairs: 0, maxTurns: 40 }) },
    } as GameDefinition<PairsData, PairsMove, { targetPairs: number; maxTurns: number }>;
    expect(() => nextCampaignGame(greedy, {}, [])).toThrow(/Game 1's options do not fit/);
  });

  test('records out of order are refused', () => {
    expect(() => nextCampaignGame(pairsGame, {}, [record(1, true)])).toThrow(/record 0 says it is game 1/);
  });

  test('a game without a campaign is refused', () => {
    const plain = { ...pairsGame, campaign: undefined } as GameDefinition<
      PairsData,
      PairsMove,
      { targetPairs: number; maxTurns: number }
    >;
    expect(() => nextCampaignGame(plain, {}, [])).toThrow(/has no campaign/);
  });
});

test('a whole campaign of bot matches: each game uses the options its records give, and the score adds up', () => {
  const records: CampaignGameRecord[] = [];
  for (
    let next = nextCampaignGame(pairsGame, { maxTurns: 60 }, records);
    next;
    next = nextCampaignGame(pairsGame, { maxTurns: 60 }, records)
  ) {
    const out = playBotMatch(pairsGame, {
      players: 2,
      seed: `campaign:${next.index}`,
      options: next.options,
      bots: [randomBot, randomBot] as never,
    });
    expect(out.result).toBeDefined();
    expect(out.state.game.targetPairs).toBe(3 + records.filter((r) => r.won).length);
    records.push(campaignRecord(pairsGame, next.index, out.state, out.result!));
  }
  expect(records.map((r) => r.index)).toEqual([0, 1, 2]);
  const score = pairsGame.campaign!.score(records);
  expect(score.total).toBe(records.reduce((s, r) => s + r.score + (r.won ? 2 : 0), 0));
  expect(score.rating).not.toBeNull();
});
