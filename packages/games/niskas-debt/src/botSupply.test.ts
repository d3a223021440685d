// The bots' supply plan: which goods a job must bring in, who supplies them to a solid captain, and the bot fetching them.
import { botInputFor, Random, seedToRngState } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { niskaBot } from './bot';
import { broughtIn, goodsWanted, supplier } from './botSupply';
import { JOBS, type ContactKey, type Goods } from './content/jobs';
import { niskasDebt } from './game';
import { readerOf, Z } from './rules/common';
import { at, clearJobs, edit, place, started } from './testing';

describe('bot supply plan', () => {
  test.each([
    ['j:a2', 0, { passenger: 3 }],
    ['j:b10', 0, { contraband: 2 }],
    ['j:b1', 0, {}],
    ['j:h10', 0, {}],
    ['j:a1', 1, { cargo: 3 }],
  ] as const)('%s from step %i brings in %j', (kind, from, goods) => {
    expect(broughtIn(JOBS[kind]!, from)).toEqual(goods);
  });

  test.each<[string, readonly ContactKey[], Goods, { at: string; price: number } | undefined]>([
    ['Amnon Duul loads Passengers free', ['amnon'], 'passenger', { at: 'bazaar', price: 0 }],
    ['Amnon Duul loads Fugitives free', ['amnon', 'patience'], 'fugitive', { at: 'bazaar', price: 0 }],
    ['Patience sells Contraband at $800', ['patience'], 'contraband', { at: 'athens', price: 800 }],
    ['nobody supplies a captain solid with neither', ['badger', 'niska'], 'cargo', undefined],
  ])('%s', (_, solid, goods, expected) => {
    const s = edit(started(), (t) => void (t.game.players[0]!.solid = [...solid]));
    const found = supplier(readerOf(s), 0, goods);
    expect(found ? { at: found.at, price: found.price } : undefined).toEqual(expected);
  });

  test('what the held jobs still want, less what is aboard', () => {
    const s = edit(started(), (t) => {
      clearJobs(t, 0);
      place(t, 'j:a2', Z.hand(0));
      t.game.players[0]!.hold.passenger = 1;
    });
    expect(goodsWanted(readerOf(s), 0)).toEqual({ passenger: 2 });
  });

  test("at Amnon Duul's with a Passenger job in hand, the bot takes the Passengers on (a Deal, rule 15.b)", () => {
    const s = edit(started(), (t) => {
      clearJobs(t, 0);
      const p = t.game.players[0]!;
      p.sector = at('bazaar');
      p.solid = ['amnon'];
      // Too little cash to hire ahead of need (botHiring.ts), so the market does not come first.
      p.cash = 2000;
      place(t, 'j:a2', Z.hand(0));
    });
    const move = niskaBot.chooseMove(botInputFor(niskasDebt, s, 0, new Random(seedToRngState('supply'))));
    expect(move).toEqual({ type: 'load', goods: 'passenger' });
  });
});
