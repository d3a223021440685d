// Rule sections "D. Make a Deal" and "Recruitment": influence, credits, faction 'verse, cancelling, reattempting, warrants.
import { describe, expect, test } from 'vitest';
import { misbehavin } from '../game';
import { act, forcedBefore, has, kinds, legal, position, run, toAct, types } from '../testkit';

const market = {
  'core:row': ['core-pawnshop', 'core-hired-gun'], // x1 (3) x2 (3)
  'border:row': ['border-saloon', 'border-gunslinger'], // x3 (4) x4 (5)
  'rim:row': ['rim-mining', 'rim-cruiser'], // x5 (6) x6 (8, two Alliance icons)
};

const dealPosition = (extra: Record<string, readonly string[]> = {}, credits = 3) =>
  position({
    zones: {
      ...market,
      'hand:0': ['alliance-talker', 'alliance-gadget'],
      'hand:1': ['sup-negotiation'],
      'command:0': [],
      'assets:0': [],
      ...extra,
    },
    players_: [
      { faction: 'alliance', credits, verse: 2 },
      { faction: 'niska', credits: 0, verse: 0 },
    ],
  });

describe('D. Make a Deal', () => {
  test('influence plus credits claims a market card into hand once every other player allows it', () => {
    let s = run(dealPosition(), { type: 'deal', card: 'x7' }, { type: 'dealAdd', card: 'x8' });
    expect(has(s, { type: 'claim', card: 'x3' })).toBe(false);
    // Credits go in several at once: one move per amount the dealer holds.
    expect(legal(s).filter((m) => m.type === 'dealCredit')).toEqual(
      [1, 2, 3].map((amount) => ({ type: 'dealCredit', amount })),
    );
    s = run(s, { type: 'dealCredit', amount: 2 });
    expect(s.game.players[0]!.credits).toBe(1);
    s = run(s, { type: 'claim', card: 'x3' });
    expect(toAct(s)).toBe(1);
    expect(types(s)).toEqual(['allow', 'cancel']);
    s = run(s, { type: 'allow' });
    expect(kinds(s, 'hand:0')).toEqual(['border-saloon']);
    s = run(s, { type: 'retainDone' });
    expect(kinds(s, 'recycle:0').sort()).toEqual(['alliance-gadget', 'alliance-talker']);
    // The market is replenished only at the end of the turn.
    expect(kinds(s, 'border:row')).toEqual(['border-gunslinger']);
  });

  test("faction icons let 'verse add influence: two Alliance icons cost 2 'verse per +1", () => {
    let s = run(dealPosition({}, 5), { type: 'deal', card: 'x7' }, { type: 'dealAdd', card: 'x8' });
    s = run(s, { type: 'dealCredit', amount: 5 });
    // 7 influence; the cruiser costs 8 and shows two Alliance icons: 2 'verse make up the last point.
    expect(has(s, { type: 'claim', card: 'x6' })).toBe(true);
    s = run(s, { type: 'claim', card: 'x6' });
    expect(s.game.players[0]!.verse).toBe(0);
    // The mining claim shows a Niska icon only, so 'verse cannot help the Alliance reach it... but 7 is enough for it anyway.
    expect(kinds(run(s, { type: 'allow' }), 'hand:0')).toEqual(['rim-cruiser']);
  });

  test('a cancelled deal: credits and verse come back, the activation is lost, another activation reattempts it', () => {
    let s = run(
      { ...dealPosition(), game: { ...dealPosition().game, activations: 2 } },
      { type: 'deal', card: 'x7' },
      { type: 'dealAdd', card: 'x8' },
      { type: 'dealCredit', amount: 2 },
      { type: 'claim', card: 'x3' },
    );
    s = run(s, { type: 'cancel', card: 'x9' });
    expect(kinds(s, 'supply:negotiation')).toContain('sup-negotiation');
    expect(s.game.players[0]!.credits).toBe(3);
    expect(kinds(s, 'display:0').sort()).toEqual(['alliance-gadget', 'alliance-talker']);
    expect(types(s)).toEqual(['reattempt', 'recruitDisplay']);
    s = run(
      s,
      { type: 'reattempt' },
      { type: 'dealCredit', amount: 2 },
      { type: 'claim', card: 'x3' },
      { type: 'allow' },
    );
    expect(s.game.activations).toBe(0);
    expect(kinds(s, 'hand:0')).toEqual(['border-saloon']);
  });

  test('a cancelled deal with no activation left must go to a recruitment', () => {
    const base = dealPosition();
    const shiny = base.zones['supply:shiny']!.cards[0]!.id;
    let s = run(base, { type: 'deal', card: 'x7' }, { type: 'dealAdd', card: 'x8' }, { type: 'claim', card: shiny });
    s = run(s, { type: 'cancel', card: 'x9' });
    // The only way on (no activation to reattempt): the game uses the display for the recruitment at once.
    expect(forcedBefore(s)).toEqual(['{"type":"recruitDisplay"}']);
    expect(s.game.recruitments).toBe(0);
    const claim = legal(s).find((m) => m.type === 'claim');
    expect(claim).toBeDefined();
    s = run(s, claim!);
    expect(kinds(s, 'recycle:0')).toHaveLength(3);
  });

  test('"take any 1 card from the market": once claimed, the card is reserved, so a cycle cannot send it back into its deck', () => {
    // Seat 1's Cortex Hacker (x10) may cycle a market card at any time, also while answering the claim.
    let s = run(
      dealPosition({ 'command:1': ['border-cortex-hack'] }),
      { type: 'deal', card: 'x7' },
      { type: 'dealAdd', card: 'x8' },
      { type: 'dealCredit', amount: 2 },
      { type: 'claim', card: 'x3' },
    );
    expect(toAct(s)).toBe(1);
    s = act(s, 1, { type: 'innate', card: 'x10' });
    const targets = legal(s, 1).flatMap((m) => (m.type === 'choose' ? [m.target] : []));
    expect(targets).not.toContain('x3');
    expect(targets).toContain('x4');
    s = run(s, { type: 'choose', target: 'x4' }, { type: 'allow' });
    expect(kinds(s, 'hand:0')).toEqual(['border-saloon']);
  });

  test('innate cancel from a tableau card triggers it', () => {
    let s = dealPosition({ 'hand:1': [], 'command:1': ['core-lawyer'] });
    s = run(
      s,
      { type: 'deal', card: 'x7' },
      { type: 'dealCredit', amount: 1 },
      { type: 'claim', card: s.zones['supply:shiny']!.cards[0]!.id },
    );
    expect(has(s, { type: 'cancel', card: 'x9' })).toBe(true);
    s = run(s, { type: 'cancel', card: 'x9' });
    expect(s.game.triggered).toContain('x9');
  });
});

describe('D. Make a Deal: cancelling', () => {
  test("another player may cancel at once, before anything is committed, as an optional move on the dealer's turn", () => {
    let s = run(dealPosition(), { type: 'deal', card: 'x7' });
    const status = misbehavin.status(s);
    expect(status.kind === 'active' ? [status.toAct, status.mayAct] : null).toEqual([[0], [1]]);
    expect(legal(s, 1)).toEqual([{ type: 'cancel', card: 'x9' }]);
    s = act(s, 1, { type: 'cancel', card: 'x9' });
    // Cancelled with no activation left: the display goes to the recruitment action at once (its only way on).
    expect(forcedBefore(s)).toEqual(['{"type":"recruitDisplay"}']);
    expect(s.game.stack.map((f) => f.kind)).toEqual(['recruit']);
    expect(s.game.activations).toBe(0);
    expect(kinds(s, 'supply:negotiation')).toContain('sup-negotiation');
  });

  test('or wait to see the credits committed and cancel before the claim: the credits come back', () => {
    let s = run(dealPosition(), { type: 'deal', card: 'x7' }, { type: 'dealCredit', amount: 2 });
    expect(s.game.players[0]!.credits).toBe(1);
    s = act(s, 1, { type: 'cancel', card: 'x9' });
    expect(s.game.players[0]!.credits).toBe(3);
    // No activation left: the display must go to the recruitment action (made at once, the only way on).
    expect(forcedBefore(s)).toEqual(['{"type":"recruitDisplay"}']);
  });

  test("after the claim, every other player answers; the dealer's 'verse comes back when one cancels", () => {
    let s = run(dealPosition({}, 5), { type: 'deal', card: 'x7' }, { type: 'dealAdd', card: 'x8' });
    s = run(s, { type: 'dealCredit', amount: 5 });
    s = run(s, { type: 'claim', card: 'x6' });
    expect(s.game.players[0]!.verse).toBe(0);
    expect(toAct(s)).toBe(1);
    s = run(s, { type: 'cancel', card: 'x9' });
    expect(s.game.players[0]).toMatchObject({ verse: 2, credits: 5 });
    expect(kinds(s, 'rim:row')).toContain('rim-cruiser');
  });

  test('a 3-player deal: both other players answer at once, the second may cancel before the first answers, and a cancel card resolves the rest of its ability', () => {
    let s = position({
      players: 3,
      zones: {
        ...market,
        'hand:0': ['alliance-talker'],
        'hand:1': ['niska-fighter'],
        'hand:2': ['sup-walkout'],
        'deck:2': ['eavesdown-fighter'],
        'command:0': [],
        'assets:0': [],
      }, // x7 | x8 | x9 | x10 (deck)
      players_: [{ faction: 'alliance', credits: 3 }, { faction: 'niska' }, { faction: 'eavesdown' }],
    });
    s = run(s, { type: 'deal', card: 'x7' }, { type: 'dealCredit', amount: 2 }, { type: 'claim', card: 'x1' });
    const status = misbehavin.status(s);
    expect(status.kind === 'active' ? [status.toAct, status.mayAct] : null).toEqual([[1, 2], [0]]);
    expect(legal(s, 1)).toEqual([{ type: 'allow' }]);
    s = act(s, 2, { type: 'cancel', card: 'x9' });
    expect(kinds(s, 'hand:2')).toEqual(['eavesdown-fighter']);
    expect(s.game.players[0]!.credits).toBe(3);
    // The cancelled display goes to the recruitment; with an empty hand and 1 influence nothing can be recruited, so the
    // dealer's only move, stopping, is made too: every option was public.
    expect(forcedBefore(s)).toEqual(['{"type":"recruitDisplay"}', '{"type":"dropDisplay"}']);
    expect(s.game.stack).toEqual([]);
    expect(toAct(s)).toBe(0);
  });

  test('"if you have gained a second one from some other effect": after a cancel, an "on your turn" innate (Reaver-Scar Cannon) gains the activation that reattempts the deal', () => {
    const base = dealPosition({ 'command:0': ['rim-rocket'] }); // the cannon is x10
    const shiny = base.zones['supply:shiny']!.cards[0]!.id;
    let s = run(base, { type: 'deal', card: 'x7' }, { type: 'dealCredit', amount: 1 }, { type: 'claim', card: shiny });
    s = act(s, 1, { type: 'cancel', card: 'x9' });
    expect(s.game.stack.map((f) => f.kind)).toEqual(['cancelled']);
    expect(has(s, { type: 'innate', card: 'x10' })).toBe(true);
    s = run(s, { type: 'innate', card: 'x10' });
    expect(s.game.activations).toBe(1);
    expect(has(s, { type: 'reattempt' })).toBe(true);
    s = run(
      s,
      { type: 'reattempt' },
      { type: 'dealCredit', amount: 1 },
      { type: 'claim', card: shiny },
      { type: 'allow' },
    );
    expect(kinds(s, 'hand:0').sort()).toEqual(['alliance-gadget', 'sup-shiny']);
  });

  test('"credits or \'verse tokens used to make the deal are not lost": a dealer who gives up the deal takes back the credits committed, as when it is cancelled', () => {
    let s = run(
      dealPosition(),
      { type: 'deal', card: 'x7' },
      { type: 'dealAdd', card: 'x8' },
      { type: 'dealCredit', amount: 2 },
    );
    expect(s.game.players[0]!.credits).toBe(1);
    s = run(s, { type: 'dropDisplay' });
    expect(s.game.players[0]!.credits).toBe(3);
    expect(s.game.activations).toBe(0);
    expect(kinds(s, 'recycle:0').sort()).toEqual(['alliance-gadget', 'alliance-talker']);
  });

  test("nobody cancels their own deal or another player's recruitment", () => {
    const own = run(dealPosition({ 'hand:0': ['alliance-talker', 'sup-negotiation'] }), { type: 'deal', card: 'x7' });
    expect(legal(own, 0).some((m) => m.type === 'cancel')).toBe(false);
    const recruiting = run(dealPosition(), { type: 'recruit', card: 'x7' });
    expect(legal(recruiting, 1)).toEqual([]);
  });

  test('a cancelled deal with neither activation nor recruitment left: the display is discarded, supply cards return', () => {
    const base = dealPosition({ 'hand:0': ['alliance-talker', 'sup-shiny'] });
    let s = run(
      { ...base, game: { ...base.game, recruitments: 0 } },
      { type: 'deal', card: 'x7' },
      { type: 'dealAdd', card: 'x8' },
    );
    s = act(s, 1, { type: 'cancel', card: 'x9' });
    expect(forcedBefore(s)).toEqual(['{"type":"dropDisplay"}']);
    expect(kinds(s, 'recycle:0')).toEqual(['alliance-talker']);
    expect(kinds(s, 'supply:shiny')).toContain('sup-shiny');
    expect(kinds(s, 'display:0')).toEqual([]);
  });
});

describe('D. Make a Deal: answers at once, and answers nobody needs to give', () => {
  /** Three players; seat 0 deals for the Border Saloon (cost 4); seats 1 and 2 hold what is given. */
  const claimed = (
    hand1: readonly string[],
    hand2: readonly string[],
    extra: Record<string, readonly string[]> = {},
  ) => {
    const s = position({
      players: 3,
      zones: {
        ...market,
        'hand:0': ['alliance-talker'],
        'command:0': [],
        'assets:0': [],
        'hand:1': hand1,
        'hand:2': hand2,
        ...extra,
      },
      players_: [{ faction: 'alliance', credits: 3 }, { faction: 'niska' }, { faction: 'eavesdown' }],
    });
    return run(s, { type: 'deal', card: 'x7' }, { type: 'dealCredit', amount: 3 }, { type: 'claim', card: 'x3' });
  };

  test('with a cancel card hidden in a hand, every other player holding cards is asked at once; each answers once', () => {
    let s = claimed(['niska-fighter'], ['sup-walkout']);
    let status = misbehavin.status(s);
    expect(status.kind === 'active' && status.toAct).toEqual([1, 2]);
    // Seat 1 holds no cancel card, but nobody else can tell: it is asked like seat 2.
    expect(legal(s, 1)).toEqual([{ type: 'allow' }]);
    expect(misbehavin.autoPass!(s, 1, legal(s, 1))).toEqual({ type: 'allow' });
    expect(misbehavin.autoPass!(s, 2, legal(s, 2))).toBeUndefined();
    s = act(s, 2, { type: 'allow' });
    status = misbehavin.status(s);
    expect(status.kind === 'active' && status.toAct).toEqual([1]);
    // Allowing is an answer: seat 2 may not cancel afterwards.
    expect(legal(s, 2)).toEqual([]);
    s = act(s, 1, { type: 'allow' });
    expect(kinds(s, 'hand:0')).toEqual(['border-saloon']);
  });

  test('a player with an empty hand and no cancel in the tableau lets the deal go ahead at once (its hand count is public)', () => {
    const s = claimed([], ['sup-walkout']);
    expect(forcedBefore(s)).toEqual(['{"type":"allow"}']);
    const status = misbehavin.status(s);
    expect(status.kind === 'active' && status.toAct).toEqual([2]);
  });

  test('when no card that cancels from a hand is hidden anywhere, nobody is asked: the deal goes ahead at once', () => {
    // The standard supply's cancel cards (Palaver) are all on the supply board.
    const s = claimed(['niska-fighter'], ['eavesdown-talker']);
    expect(forcedBefore(s)).toEqual(['{"type":"allow"}', '{"type":"allow"}']);
    expect(kinds(s, 'hand:0')).toEqual(['border-saloon']);
    // One such card in a deck, hidden from everyone: both players are asked again.
    const hidden = claimed(['niska-fighter'], ['eavesdown-talker'], { 'deck:1': ['sup-palaver'] });
    expect(forcedBefore(hidden)).toEqual([]);
    const status = misbehavin.status(hidden);
    expect(status.kind === 'active' && status.toAct).toEqual([1, 2]);
  });

  test('a cancel on the tableau is public: that player is asked, the others answer as before', () => {
    const s = claimed(['niska-fighter'], [], { 'command:1': ['core-lawyer'] });
    expect(forcedBefore(s)).toEqual(['{"type":"allow"}']);
    expect(legal(s, 1)).toEqual([{ type: 'allow' }, { type: 'cancel', card: 'x9' }]);
  });
});

describe('Recruitment', () => {
  test('influence from hand and tableau recruits one card into the recycle pile; only once a turn', () => {
    let s = dealPosition({ 'command:0': ['alliance-talker'] });
    s = run(
      s,
      { type: 'recruit', card: 'x7' },
      { type: 'recruitAdd', card: 'x8' },
      { type: 'recruitAdd', card: 'x10' },
    );
    expect(legal(s).filter((m) => m.type === 'claim').length).toBeGreaterThan(0);
    s = run(s, { type: 'claim', card: 'x1' });
    expect(kinds(s, 'recycle:0')).toContain('core-pawnshop');
    expect(kinds(s, 'command:0')).toEqual([]);
    expect(legal(s).some((m) => m.type === 'recruit')).toBe(false);
  });

  test('with two recruitments, influence left over from the first gain pays for the second', () => {
    let s = dealPosition({
      'hand:0': ['core-smooth-talker', 'core-smooth-talker', 'alliance-talker', 'alliance-talker'],
    });
    s = { ...s, game: { ...s.game, recruitments: 2 } };
    s = run(
      s,
      { type: 'recruit', card: 'x7' },
      { type: 'recruitAdd', card: 'x8' },
      { type: 'recruitAdd', card: 'x9' },
      { type: 'recruitAdd', card: 'x10' },
    );
    s = run(s, { type: 'claim', card: 'x1' });
    expect(s.game.stack.map((f) => f.kind)).toEqual(['recruit']);
    expect(has(s, { type: 'claim', card: 'x2' })).toBe(true);
    expect(has(s, { type: 'claim', card: 'x3' })).toBe(false);
    s = run(s, { type: 'claim', card: 'x2' });
    expect(s.game.recruitments).toBe(0);
    expect(s.game.stack).toEqual([]);
    expect(kinds(s, 'recycle:0')).toHaveLength(6);
  });

  test('The Black can never be recruited or gained in a deal', () => {
    const s = run(dealPosition({ 'hand:0': ['alliance-talker', 'alliance-talker', 'alliance-talker'] }), {
      type: 'recruit',
      card: 'x7',
    });
    const claims = legal(s)
      .filter((m) => m.type === 'claim')
      .map((m) => (m as { card: string }).card);
    const blacks = s.zones['supply:black']!.cards.map((c) => c.id);
    expect(claims.some((c) => blacks.includes(c))).toBe(false);
  });
});

describe('Warrants', () => {
  test('a warrant blocks a character until its owner clears it with a deal that gains nothing', () => {
    let s = position({
      zones: {
        'hand:0': [],
        'command:0': [],
        'command:1': ['browncoats-fighter'],
        'hand:1': ['browncoats-talker'],
        'assets:1': [],
      },
      players_: [
        { faction: 'alliance', verse: 3 },
        { faction: 'browncoats', verse: 0 },
      ],
    });
    s = run(s, { type: 'warrant', card: 'x1' });
    expect(s.game.warrants).toEqual(['x1']);
    expect(s.game.players[0]!.verse).toBe(1);
    s = run(s, { type: 'endTurn', tableau: 'keep' });
    // The warranted fighter may not fight, be discarded or earn 'verse.
    expect(legal(s).some((m) => m.type === 'fight' && m.card === 'x1')).toBe(false);
    s = run(s, { type: 'deal', card: 'x2' });
    expect(has(s, { type: 'claim', card: 'x1' })).toBe(true);
    s = run(s, { type: 'claim', card: 'x1' }, { type: 'allow' });
    expect(s.game.warrants).toEqual([]);
    expect(kinds(s, 'hand:1')).toEqual([]);
    expect(s.game.activations).toBe(0);
  });
});
