// The policy Legendary Encounters' hard search improves on: normal's judgement with values found by playing it.
import type { Bot } from '@cortex/engine';
import { chooseFireflyMove, HARD_TUNING } from './bot';
import type { FireflyMove } from './moves';
import type { FireflyData } from './state';

export const hardPolicy: Bot<FireflyData, FireflyMove> = {
  level: 'normal',
  chooseMove: (input) => chooseFireflyMove(input, HARD_TUNING),
};
