// explainBlocked: the visible market and supply cards the seat whose turn it is cannot gain now, each with why, from its view.
import {
  applyMove,
  createMatch,
  legalMovesFor,
  redactView,
  Random,
  seedToRngState,
  type BlockedChoice,
} from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { misbehavin } from './game';
import { position, run, type State } from './testkit';

const names = { seatName: (s: number) => `Player ${s + 1}` };
const blockedFor = (s: State, seat: number): readonly BlockedChoice[] =>
  misbehavin.explainBlocked!(redactView(s, seat), seat, names);
const reasonOf = (list: readonly BlockedChoice[], id: string): string | undefined =>
  list.find((b) => b.cards.includes(id))?.reason;

const market = {
  'core:row': ['core-pawnshop', 'core-smooth-talker'], // x1 (cost 3, Eavesdown icon), x2 (3, Alliance and Browncoats icons)
  'border:row': ['border-saloon', 'border-gunslinger'], // x3 (4), x4 (5)
  'rim:row': ['rim-mining', 'rim-cruiser'], // x5 (6), x6 (8, two Alliance icons)
};

/** The Alliance to play, with 3 influence in hand (two talkers and a gadget) and 2 credits. */
const base = (
  extra: Record<string, readonly string[]> = {},
  game: Partial<State['game']> = {},
  credits = 2,
  verse = 1,
) =>
  position({
    zones: {
      ...market,
      'hand:0': ['alliance-talker', 'alliance-talker', 'alliance-gadget'],
      'assets:0': [],
      'command:0': [],
      ...extra,
    },
    players_: [
      { faction: 'alliance', credits, verse },
      { faction: 'niska', credits: 0, verse: 0 },
    ],
    game,
  });

describe('explainBlocked', () => {
  test('on the open turn: cards out of reach of a recruitment are named with the shortfall; reachable ones are not', () => {
    const s = base();
    const list = blockedFor(s, 0);
    // 3 influence recruits the cost-3 cards, so they are not blocked.
    expect(reasonOf(list, 'x1')).toBeUndefined();
    expect(reasonOf(list, 'x2')).toBeUndefined();
    // The saloon (4) is out of reach by recruitment, but a deal with the 2 credits reaches it.
    expect(reasonOf(list, 'x3')).toBe(
      "Border Saloon needs 4 influence, but your cards can bring only 3 to a recruitment, and it shows no Alliance icon, so 'verse tokens cannot make up the rest. A deal (it uses your activation and can take credits) could still gain it.",
    );
    // The cruiser (8) shows two Alliance icons: 5 points short would take 10 tokens; no deal reaches it either.
    expect(reasonOf(list, 'x6')).toBe(
      "Tohoku Cruiser needs 8 influence, but your cards can bring only 3 to a recruitment, and making up the rest would take 10 'verse tokens and you have 1.",
    );
    // The Black is always out of reach.
    const black = s.zones['supply:black']!.cards[0]!.id;
    expect(reasonOf(list, black)).toContain('can never be recruited');
    // Only the top card of each supply pile is explained, like the board shows.
    const shinies = s.zones['supply:shiny']!.cards.filter((c) => c.kind === 'sup-shiny-bauble').map((c) => c.id);
    expect(list.filter((b) => b.cards.some((id) => shinies.slice(1).includes(id)))).toEqual([]);
  });

  test('no recruitment left, or no card with influence, is the reason', () => {
    const used = blockedFor(base({}, { recruitments: 0, activations: 0 }), 0);
    expect(reasonOf(used, 'x1')).toBe(
      'You have used your recruitment this turn, so you cannot recruit Persephone Pawnshop (cost 3).',
    );
    // With the activation still there, a deal is the way left.
    expect(reasonOf(blockedFor(base({}, { recruitments: 0 }), 0), 'x1')).toContain(
      'A deal (it uses your activation and can take credits) could still gain it.',
    );
    const empty = blockedFor(base({ 'hand:0': ['alliance-fighter'] }), 0);
    expect(reasonOf(empty, 'x1')).toBe(
      'You have no untriggered card with INFLUENCE to recruit Persephone Pawnshop (cost 3) with.',
    );
  });

  test("nothing is explained to a player whose turn it is not, nor in the middle of a fight's decisions", () => {
    const s = base();
    expect(blockedFor(s, 1)).toEqual([]);
    const fight = run(base({ 'hand:0': ['alliance-fighter'], 'command:1': ['niska-talker'] }), {
      type: 'fight',
      card: 'x7',
    });
    expect(blockedFor(fight, 0)).toEqual([]);
  });

  test('in a recruitment or a deal: the claimable cards are never blocked, the others say what is missing', () => {
    let s = run(base(), { type: 'recruit', card: 'x7' });
    let list = blockedFor(s, 0);
    const claims = (st: State) => legalMovesFor(misbehavin, st, 0).flatMap((m) => (m.type === 'claim' ? [m.card] : []));
    for (const id of claims(s)) expect(reasonOf(list, id)).toBeUndefined();
    expect(reasonOf(list, 'x1')).toBe(
      'Persephone Pawnshop needs 3 influence and your recruitment has 1 left: add cards first.',
    );
    expect(reasonOf(list, 'x3')).toContain('everything you could still add brings it only to 3');
    s = run(base(), { type: 'deal', card: 'x7' });
    list = blockedFor(s, 0);
    for (const id of claims(s)) expect(reasonOf(list, id)).toBeUndefined();
    expect(reasonOf(list, 'x3')).toBe(
      'Border Saloon needs 4 influence and your deal has 1: add cards or credits first.',
    );
  });

  test('random matches: reasons are never empty, name only cards the seat sees and never a card it can claim now', () => {
    for (const players of [2, 4]) {
      for (let i = 0; i < 3; i++) {
        const seed = `explain:${players}:${i}`;
        const random = new Random(seedToRngState(seed));
        let state = createMatch(misbehavin, { players, seed, options: { supply: 'standard' } }).state;
        for (let step = 0; step < 400 && state.game.phase !== 'over'; step++) {
          for (let seat = 0; seat < players; seat++) {
            const view = redactView(state, seat);
            const seen = new Set(Object.values(view.zones).flatMap((z) => z.cards.flatMap((c) => (c ? [c.id] : []))));
            const claim = new Set(
              legalMovesFor(misbehavin, state, seat).flatMap((m) => (m.type === 'claim' ? [m.card] : [])),
            );
            for (const b of misbehavin.explainBlocked!(view, seat, names)) {
              expect(b.reason.trim()).not.toBe('');
              for (const id of b.cards) {
                expect(seen.has(id)).toBe(true);
                expect(claim.has(id)).toBe(false);
              }
            }
          }
          const status = misbehavin.status(state);
          if (status.kind !== 'active') break;
          const seat = random.pick(status.toAct);
          const r = applyMove(misbehavin, state, seat, random.pick(legalMovesFor(misbehavin, state, seat)));
          if (!r.ok) throw new Error(r.error.reason);
          state = r.state;
        }
      }
    }
  }, 60_000);
});
