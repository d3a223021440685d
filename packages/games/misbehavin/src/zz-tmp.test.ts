import { it } from 'vitest';
import { applyMove, awaitedSeats, createMatch, legalMovesFor, Random, randomBot, redactView, seedToRngState } from '@cortex/engine';
import { misbehavin } from './game';
import type { MisbehavinMove } from './moves';
const pref: ((m: MisbehavinMove) => boolean)[] = [
  (m) => m.type === 'playTrigger' && m.use, (m) => m.type === 'ability' && m.use, (m) => m.type === 'choose',
  (m) => m.type === 'target' && m.mode === 'nab', (m) => m.type === 'reward' && m.kind === 'credit', (m) => m.type === 'retainDone',
  (m) => m.type === 'allow', (m) => m.type === 'replayDone', (m) => m.type === 'claim', (m) => m.type === 'fightAdd', (m) => m.type === 'stand',
  (m) => m.type === 'dealAdd', (m) => m.type === 'dropDisplay', (m) => m.type === 'finish', (m) => m.type === 'play', (m) => m.type === 'trigger',
  (m) => m.type === 'fight', (m) => m.type === 'deal', (m) => m.type === 'endTurn',
];
it('picker vs random', () => {
  for (let i = 0; i < 300; i++) {
    let state = createMatch(misbehavin, { players: 2, seed: `s${i}`, options: { maxRounds: 3 } }).state;
    const random = new Random(seedToRngState(`b${i}`));
    let n = 0;
    for (; n < 3000; n++) {
      const st = misbehavin.status(state);
      if (st.kind === 'finished') break;
      const seat = awaitedSeats(st)[0]!;
      const legal = legalMovesFor(misbehavin, state, seat) as MisbehavinMove[];
      let move: MisbehavinMove;
      if (seat === 0) move = pref.map((p) => legal.find(p)).find((x) => x) ?? legal[0]!;
      else move = randomBot.chooseMove({ seat, view: redactView(state, seat), legalMoves: legal, random } as never) as MisbehavinMove;
      const t0 = Date.now();
      const r = applyMove(misbehavin, state, seat, move);
      if (Date.now() - t0 > 500) console.log('slow', i, n, JSON.stringify(move));
      if (!r.ok) throw new Error(`${i}: ${JSON.stringify(move)} ${r.error.reason}`);
      state = r.state;
    }
    if (n >= 3000) console.log('LONG', i);
  }
});
