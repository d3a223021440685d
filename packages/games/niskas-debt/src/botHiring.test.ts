// The bots' hiring plan: what a crew card adds to a team, in dollars of future work less its wages, and the bot's choices.
import { botInputFor, Random, seedToRngState } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { niskaBot } from './bot';
import { hireWorth } from './botHiring';
import { CONTACT_KEYS } from './content/jobs';
import { niskasDebt } from './game';
import { readerOf, Z } from './rules/common';
import { at, clearJobs, edit, hire, place, started } from './testing';

describe('bot hiring plan', () => {
  test("when no work on offer pays with this crew's wages, the dearest crew member is dismissed (rule 28)", () => {
    const s = edit(started(), (t) => {
      clearJobs(t, 0);
      const p = t.game.players[0]!;
      p.sector = at('ariel');
      p.solid = ['badger'];
      for (const c of CONTACT_KEYS) t.moveAll(Z.jobs(c), Z.jobDeck(c));
      place(t, 'j:b1', Z.hand(0));
      for (const k of ['m:boone', 'm:sandoval', 'm:halvard']) hire(t, 0, k);
    });
    const halvard = Object.entries(s.game.players[0]!.crew).find(([, c]) => c.name === 'Dr. Priya Halvard')![0];
    expect(niskaBot.chooseMove(botInputFor(niskasDebt, s, 0, new Random(seedToRngState('dismiss'))))).toEqual({
      type: 'dismiss',
      crew: halvard,
    });
  });

  // A lone Mercenary Captain: Fight 2, Tech 0, Talk 1; no pilot, mechanic or medic aboard.
  const alone = readerOf(started());
  test.each([
    ['a mechanic who brings the Tech the team lacks', 'm:okafor', 'm:boone'],
    ['a pilot with Tech and Talk', 'm:sparrow', 'm:dutch'],
    ['a hired gun who is not wanted', 'm:boone', 'm:cobb'],
  ])('%s is worth more than the other', (_, better, worse) => {
    expect(hireWorth(alone, 0, better)).toBeGreaterThan(hireWorth(alone, 0, worse));
  });
  test('a card that adds nothing the team lacks is worth less than its wages', () => {
    const strong = edit(started(), (t) => {
      for (const k of ['m:rook', 'm:voss', 'm:sandoval']) hire(t, 0, k);
    });
    expect(hireWorth(readerOf(strong), 0, 'm:dutch')).toBeLessThan(0);
  });

  test('with a job in hand the crew cannot meet, the bot hires the crew member who meets it', () => {
    const s = edit(started(), (t) => {
      clearJobs(t, 0);
      const p = t.game.players[0]!;
      p.sector = at('regina');
      // Enough to hire for a held job, too little to hire ahead of need.
      p.cash = 2000;
      place(t, 'j:h4', Z.hand(0));
      t.moveAll(Z.market('regina'), Z.marketDeck('regina'));
      place(t, 'm:rusty', Z.market('regina'));
      place(t, 'm:sandoval', Z.market('regina'));
    });
    const choose = (state: typeof s) =>
      niskaBot.chooseMove(botInputFor(niskasDebt, state, 0, new Random(seedToRngState('hire'))));
    // Survey Equipment needs Tech 4: the Captain has none and nobody here brings four, so no hire yet…
    expect(choose(s)).not.toMatchObject({ type: 'buy' });
    // …while with Lem (Tech 1) aboard, Greta Sandoval's 3 make up the four and Rusty's 2 do not.
    const near = edit(s, (t) => void hire(t, 0, 'm:lem'));
    const sandoval = near.zones[Z.market('regina')]!.cards.find((c) => c.kind === 'm:sandoval')!.id;
    expect(choose(near)).toEqual({ type: 'buy', card: sandoval });
  });
});
