// Bot-only matches finish, and the bot plays to win (most matches end with someone paying Niska back).
import { describe, expect, test } from 'vitest';
import { playBotMatch } from './botplay';
import { niskasDebt } from './game';

describe('bot-only matches', () => {
  test.each([2, 3, 4, 5, 6])('%i bots finish 10 matches', (players) => {
    const results = Array.from({ length: 10 }, (_, i) => playBotMatch(players, `bot-${players}-${i}`));
    const wins = results.filter((r) => r.winner !== null).length;
    console.log(players, results.map((r) => `${r.winner}@${r.rounds}`).join(' '));
    expect(wins).toBeGreaterThan(5);
  });
  test('bot play keeps every invariant and conserves cards, and uses the deeper rules (work, misbehave, pay)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      let census = '';
      playBotMatch(2 + (i % 5), `inv-${i}`, {}, 20000, (state) => {
        expect(niskasDebt.invariants!(state)).toEqual([]);
        const cards = Object.values(state.zones)
          .flatMap((z) => z.cards.map((c) => c.id))
          .sort()
          .join();
        if (census === '') census = cards;
        expect(cards).toBe(census);
        for (const p of state.game.pending) seen.add(p.kind);
        if (state.game.work) seen.add('work');
      });
    }
    expect([...seen]).toEqual(expect.arrayContaining(['work', 'payroll', 'dealMore']));
  });
});
