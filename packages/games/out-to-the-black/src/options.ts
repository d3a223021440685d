// The lobby options: who takes the first turn (setup step 7) and what becomes of the Wilds after a redraw.
import { withChoiceLabels } from '@cortex/engine';
import { z } from 'zod';

/** The seats a lobby may name as the starting player (0 is the first seat; a table of three has no seat 3 or 4). */
const SEAT_OPTIONS = [0, 1, 2, 3, 4] as const;

export const ottbOptions = z.object({
  startingPlayer: withChoiceLabels(
    z
      .literal(['random', ...SEAT_OPTIONS])
      .default('random')
      .describe(
        'Setup step 7, "Choose the starting player": the player who takes the first turn (play goes on clockwise from them). A seat the table does not have means a random player.',
      )
      .meta({ title: 'Starting player' }),
    {
      random: 'A player chosen at random',
      ...Object.fromEntries(
        SEAT_OPTIONS.map((s) => [String(s), s === 0 ? 'Player 1 (the first seat)' : `Player ${s + 1}`]),
      ),
    },
  ),
  wildsAfterRedraw: withChoiceLabels(
    z
      .enum(['stay', 'placeAgain'])
      .default('stay')
      .describe(
        'Resolution step 5 places the Wilds before step 6, where a Result card may be redrawn. "He may assign these after seeing all the results": after a redraw, do the Wilds stay where they are, or does the Active player place them again?',
      )
      .meta({ title: 'Wilds after a redraw' }),
    { stay: 'They stay where they were placed', placeAgain: 'The Active player places them again' },
  ),
});
export type OttbOptions = z.infer<typeof ottbOptions>;
