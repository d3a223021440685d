// The four bot levels: all registered, and none of them decides differently when only cards hidden from its seat differ (no peeking).
import { botLevelsSuite } from '@cortex/engine/testing/suites';
import { niskasDebt } from './game';

botLevelsSuite(niskasDebt, 2, { optional: true });
