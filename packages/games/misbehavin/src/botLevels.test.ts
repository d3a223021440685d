// The four bot levels: all registered, and none of them decides differently when only cards hidden from its seat differ (no peeking).
import { botLevelsSuite } from '@cortex/engine/testing/suites';
import { misbehavin } from './game';

botLevelsSuite(misbehavin, 2, { optional: true, optionalWalk: { positions: 30, maxDepth: 1000 } });
