// Refused moves come with reasons in words.
import { applyMove } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { niskasDebt } from './game';
import { at, edit, play, started } from './testing';

describe('explainIllegal', () => {
  test('a second Fly, a Fly out of range, and a move out of turn are explained', () => {
    const s = started();
    // Flown to Londinium: Harken's jobs keep the turn open (in empty space the turn would end at once, nothing else left).
    const flown = play(s, 0, { type: 'fly', to: at('londinium'), search: false }).state;
    const again = applyMove(niskasDebt, flown, 0, { type: 'fly', to: 31, search: false });
    expect(!again.ok && again.error.reason).toContain('already used your fly action');
    const far = applyMove(niskasDebt, s, 0, { type: 'fly', to: 80, search: false });
    expect(!far.ok && far.error.reason).toContain('out of range');
    const other = applyMove(niskasDebt, s, 1, { type: 'end' });
    expect(!other.ok && other.error.code).toBe('NOT_YOUR_DECISION');
  });
  test('a sale to a solid contact with the Deal action used is explained as the Deal it is (rule 6.a)', () => {
    const s = edit(started(), (t) => {
      const p = t.game.players[0]!;
      p.solid = ['badger'];
      p.hold.cargo = 1;
      t.game.used = ['deal'];
    });
    const sale = applyMove(niskasDebt, s, 0, { type: 'sell', goods: 'cargo' });
    expect(!sale.ok && sale.error.reason).toBe(
      'You have already used your deal action this turn; the two actions must differ.',
    );
  });
});
