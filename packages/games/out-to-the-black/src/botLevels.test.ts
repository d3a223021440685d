// The four bot levels: all registered, and none of them decides differently when only cards hidden from its seat differ (no peeking).
import { botLevelsSuite } from '@cortex/engine/testing/suites';
import { outToTheBlack } from './game';

botLevelsSuite(outToTheBlack, 3, { optional: true });
