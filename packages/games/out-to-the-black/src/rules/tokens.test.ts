// Components: the 15 Credit and 15 Honor tokens.
import { describe, expect, test } from 'vitest';
import { play, scene, withGame } from '../testkit';

describe('Components: the token supply', () => {
  test('the crew never holds more than the 15 Credit and 15 Honor tokens', () => {
    let s = withGame(scene({ chars: ['inara', 'zoe', 'jayne'] }), { credits: 14 });
    s = play(s, 0, { type: 'useAbility' });
    expect(s.game.credits).toBe(15);
  });
});
