// The four bot levels: all registered, and none of them decides differently when only cards hidden from its seat differ (no peeking).
import { botLevelsSuite } from '@cortex/engine/testing/suites';
import { legendaryFirefly } from './game';

botLevelsSuite(legendaryFirefly, 2);
