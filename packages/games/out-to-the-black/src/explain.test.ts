// explainBlocked: the hand cards and Character-card options the seat cannot use now, with why, never one it has a move for.
import {
  applyMove,
  createMatch,
  legalMovesFor,
  Random,
  redactView,
  seedToRngState,
  type BlockedChoice,
  type Seat,
} from '@cortex/engine';
import { wordingProblems } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { ALLIANCE } from './content/alliance';
import { CHARACTERS } from './content/characters';
import { EVENTS } from './content/events';
import { GORRAMIT } from './content/gorramit';
import { SERENITY_TYPES, serenityType } from './content/serenity';
import { blockedOptions } from './explain';
import { outToTheBlack } from './game';
import type { OttbMove } from './moves';
import { Z } from './state';
import {
  cardIn,
  cardsIn,
  endEventPhase,
  inEvent,
  moves,
  play,
  scene,
  toAct,
  withGame,
  type Spec,
  type St,
} from './testkit';
import { cardName } from './text';

const names = { seatName: (s: Seat) => `Player ${s + 1}` };
const blocked = (s: St, seat: Seat): readonly BlockedChoice[] =>
  outToTheBlack.explainBlocked!(redactView(s, seat), seat, names);
const reasons = (s: St, seat: Seat): string[] => blocked(s, seat).map((b) => b.reason);
const reasonOf = (s: St, seat: Seat, id: string): string | undefined =>
  blocked(s, seat).find((b) => b.cards.includes(id))?.reason;

/** The card ids a move is about (the ones describeMove names), for comparing with blocked cards. */
function moveCards(s: St, seat: Seat, move: OttbMove): readonly string[] {
  return outToTheBlack.describeMove(redactView(s, seat), seat, move, names).cards ?? [];
}

describe('explainBlocked in the Action phase', () => {
  test.each<[string, readonly Spec[], string, string | undefined]>([
    [
      'a skill card',
      ['fightin1', 'regroup'],
      'fightin1',
      "Fightin' +1 is played in the Event phase, by a participating player",
    ],
    ['a Wild', ['wild2'], 'wild2', 'Wild +2 is played in the Event phase, by a participating player'],
    ['Strength', ['strength'], 'strength', 'Strength is played in the Event phase, by a participating player'],
    ['an assist card', ['copilot'], 'copilot', 'Co-Pilot is played in the Event phase, by a player not participating'],
    [
      'a Resolution card',
      ['boost'],
      'boost',
      'Last Minute Boost is played in the Resolution phase, by a participating player',
    ],
    [
      'Sacrifice with one other card',
      ['sacrifice', 'fightin1'],
      'sacrifice',
      'Sacrifice needs 2 other cards in your hand to discard; you have 1',
    ],
    [
      'Sacrifice alone',
      ['sacrifice'],
      'sacrifice',
      'Sacrifice needs 2 other cards in your hand to discard; you have none',
    ],
    ['Sacrifice with two other cards (playable)', ['sacrifice', 'fightin1', 'flyin1'], 'sacrifice', undefined],
    ['Regroup (playable)', ['regroup', 'fightin1'], 'regroup', undefined],
  ])('the Active player holding %s', (_what, hand, type, reason) => {
    const s = scene({ hands: { 0: hand, 1: [], 2: [] } });
    expect(reasonOf(s, 0, cardIn(s, 0, type as never))).toBe(reason);
  });

  test('cards of one name share one reason, naming both', () => {
    const s = scene({ hands: { 0: ['fightin1', 'fightin1', 'regroup'], 1: [], 2: [] } });
    const ids = cardsIn(s, 0, ['fightin1', 'fightin1']);
    const list = blocked(s, 0).filter((b) => b.cards.length > 0);
    expect(list).toEqual([
      { cards: ids, reason: "Fightin' +1 is played in the Event phase, by a participating player" },
    ]);
  });

  test.each<
    [
      string,
      Parameters<typeof scene>[0]['chars'],
      { credits?: number; honor?: number; abilityUsed?: boolean[] },
      readonly string[],
    ]
  >([
    [
      'Mal with 1 Credit',
      ['mal', 'zoe', 'jayne'],
      { credits: 1 },
      [
        "Mal's (A) action (draw one card, limit 5 in hand, then each other player draws one card) costs 2 Credits; the crew has 1",
        "Mal's (A) action (trade 2 Credits for 2 Honor) needs 2 Credits; the crew has 1",
      ],
    ],
    [
      'Zoe with no Credit and 1 Honor',
      ['zoe', 'mal', 'jayne'],
      { credits: 0, honor: 1 },
      [
        "Zoe's (A) action (draw one card, limit 4 in hand) costs 1 Credit; the crew has 0",
        "Zoe's (A) action (trade 2 Honor for 2 Credits) needs 2 Honor; the crew has 1",
      ],
    ],
    [
      'Shepherd Book with 2 Credits and no Honor',
      ['shepherd', 'mal', 'jayne'],
      { credits: 2, honor: 0 },
      [
        "Shepherd Book's (A) action (each player draws one card) costs 3 Credits; the crew has 2",
        "Shepherd Book's (A) action (draw one card, limit 3 in hand) costs 1 Honor; the crew has 0",
      ],
    ],
    [
      'Inara, Game Ability used',
      ['inara', 'mal', 'jayne'],
      { abilityUsed: [true, false, false] },
      ["You have already used your Game Ability this game (once per player), so Inara's cannot be used"],
    ],
    ['Mal with enough of everything', ['mal', 'zoe', 'jayne'], {}, []],
  ])('the Character card: %s', (_what, chars, patch, expected) => {
    const s = withGame(scene({ chars, hands: { 0: [], 1: [], 2: [] } }), patch);
    const list = blocked(s, 0);
    expect(list.every((b) => b.cards.length === 0)).toBe(true);
    expect(list.map((b) => b.reason)).toEqual(expected);
  });

  test('another player is told only about the Sacrifice and Regroup in their hand, and nothing on their Character card', () => {
    const s = withGame(
      scene({ hands: { 0: [], 1: ['sacrifice', 'flyin1'], 2: ['regroup', 'thinkin1', 'thinkin1'] } }),
      { credits: 0, honor: 0 },
    );
    expect(reasons(s, 1)).toEqual(['Sacrifice needs 2 other cards in your hand to discard; you have 1']);
    expect(reasons(s, 2)).toEqual(['Regroup is played only in your own Action phase']);
    // With three cards the Sacrifice is playable: nothing to explain.
    const t = scene({ hands: { 0: [], 1: ['sacrifice', 'flyin1', 'idea'], 2: ['fightin1'] } });
    expect(blocked(t, 1)).toEqual([]);
    expect(blocked(t, 2)).toEqual([]);
    expect(moves(t, 1)).toEqual([{ type: 'playCard', card: cardIn(t, 1, 'sacrifice') }]);
  });
});

describe('explainBlocked in the Event phase', () => {
  /** A Single Player Event: Mal (seat 0) plays, Zoe and Jayne watch. */
  const event = (hands: Parameters<typeof scene>[0]['hands']): St =>
    inEvent(scene({ hands, event: 'Brawl at the Silver Hold' }));

  test.each<[string, Spec, string | undefined]>([
    ['a skill card (playable)', 'fightin1', undefined],
    ['a Wild (playable)', 'wild1', undefined],
    [
      'an assist card',
      'copilot',
      'Co-Pilot is played only by a player not participating in Brawl at the Silver Hold; you are participating',
    ],
    ['Sneaky', 'sneaky', 'Sneaky is played in the Resolution phase, by a participating player'],
    ['Help', 'help', 'Help is played in the Resolution phase, by a participating player'],
    ['Regroup', 'regroup', 'Regroup is played in your own Action phase, as your action'],
    ['Sacrifice', 'sacrifice', 'Sacrifice is played in an Action phase'],
  ])('the participating Active player holding %s', (_what, spec, reason) => {
    const s = event({ 0: [spec, 'thinkin1'], 1: [], 2: [] });
    expect(s.game.order[s.game.orderIdx]).toBe(0);
    expect(reasonOf(s, 0, cardIn(s, 0, (typeof spec === 'string' ? spec : spec[0]) as never))).toBe(reason);
  });

  test("the participant's (E) actions it cannot pay for; the watchers' turn comes later", () => {
    const s = withGame(event({ 0: [], 1: ['flyin1'], 2: [] }), { credits: 0, honor: 1 });
    expect(reasons(s, 0)).toEqual([
      "Mal's (E) action (each player draws one card, limit 0 in hand) costs 1 Credit; the crew has 0",
      "Mal's (E) action (draw 2 Result cards for any Contest; use the higher result) costs 2 Honor; the crew has 1",
    ]);
    // Not yet Zoe's turn to play: nothing to explain to her.
    expect(blocked(s, 1)).toEqual([]);
  });

  test('a player not participating: skill cards and the E options are for participants', () => {
    const s = play(event({ 0: [], 1: ['flyin1', 'idea', 'help'], 2: [] }), 0, { type: 'pass' });
    expect(s.game.order[s.game.orderIdx]).toBe(1);
    expect(reasonOf(s, 1, cardIn(s, 1, 'flyin1'))).toBe(
      "Flyin' +1 is played only by a participating player, and you are not participating in Brawl at the Silver Hold",
    );
    expect(reasonOf(s, 1, cardIn(s, 1, 'help'))).toBe(
      'Help is played in the Resolution phase, by a participating player',
    );
    expect(reasonOf(s, 1, cardIn(s, 1, 'idea'))).toBeUndefined();
    expect(blocked(s, 1).filter((b) => b.cards.length === 0)).toEqual([
      {
        cards: [],
        reason:
          "Zoe's (E) action and Game Ability are used only while participating, and you are not participating in Brawl at the Silver Hold",
      },
    ]);
    // Mal has two E actions and an (A) Game Ability. (With an empty hand his turn would be passed for him.)
    const mal = play(inEvent(scene({ chars: ['zoe', 'mal', 'jayne'], hands: { 0: [], 1: ['idea'], 2: [] } })), 0, {
      type: 'pass',
    });
    expect(mal.game.order[mal.game.orderIdx]).toBe(1);
    expect(reasons(mal, 1)).toEqual([
      "Mal's (E) actions are used only while participating, and you are not participating in Brawl at the Silver Hold",
    ]);
  });

  test('a participant who used their Game Ability before', () => {
    const s = withGame(inEvent(scene({ chars: ['jayne', 'mal', 'zoe'], hands: { 0: [], 1: [], 2: [] } })), {
      abilityUsed: [true, false, false],
    });
    expect(reasons(s, 0)).toEqual([
      "You have already used your Game Ability this game (once per player), so Jayne's cannot be used",
    ]);
  });
});

describe('explainBlocked in the Resolution phase', () => {
  const resolution = (opts: Parameters<typeof scene>[0]): St => {
    const s = endEventPhase(
      inEvent(
        scene({
          deck: [
            ['fightin1', 1],
            ['flyin1', 2],
            ['thinkin1', 2],
          ],
          ...opts,
        }),
      ),
    );
    expect(s.game.phase).toBe('resolution');
    return s;
  };

  test.each<[string, Spec, string | undefined]>([
    ['Sneaky (playable)', 'sneaky', undefined],
    ['Help with someone out (playable)', 'help', undefined],
    [
      'Last Minute Boost with nothing redrawn',
      'boost',
      'Last Minute Boost goes on a Result card redrawn in this Resolution phase, and none has been redrawn',
    ],
    ['a skill card', 'fightin1', "Fightin' +1 is played in the Event phase, and that phase is over"],
    ['an assist card', 'idea', 'I Got an Idea is played in the Event phase, and that phase is over'],
    ['Regroup', 'regroup', 'Regroup is played in your own Action phase, as your action'],
  ])('the participating Active player holding %s', (_what, spec, reason) => {
    const s = resolution({ hands: { 0: [spec], 1: [], 2: [] } });
    expect(toAct(s)).toContain(0);
    expect(reasonOf(s, 0, cardIn(s, 0, (typeof spec === 'string' ? spec : spec[0]) as never))).toBe(reason);
  });

  test('Last Minute Boost once a Result card is redrawn, and Help when everyone participates', () => {
    let s = resolution({ hands: { 0: ['boost'], 1: [], 2: [] } });
    s = play(s, 0, { type: 'useAction', action: 3 });
    expect(s.game.redrawn).toEqual([true, true, true]);
    expect(reasonOf(s, 0, cardIn(s, 0, 'boost'))).toBeUndefined();
    const all = resolution({ hands: { 0: ['help'], 1: [], 2: [] }, event: 'Hands of Blue' });
    expect(reasonOf(all, 0, cardIn(all, 0, 'help'))).toBe(
      'Help adds the skill of a player not participating, and everyone is participating',
    );
  });

  test('R actions: what the crew cannot pay, and what needs the seat to participate', () => {
    const s = withGame(resolution({ chars: ['mal', 'zoe', 'kaylee'], hands: { 0: ['sneaky'], 1: [], 2: ['help'] } }), {
      honor: 0,
    });
    expect(reasons(s, 0)).toEqual(["Mal's (R) action (redraw all Result cards) costs 1 Honor; the crew has 0"]);
    // Kaylee may redraw even when not participating, so she is asked; her Sneaky is for participants.
    const t = resolution({ chars: ['mal', 'zoe', 'kaylee'], hands: { 0: ['sneaky'], 1: [], 2: ['help'] } });
    expect(toAct(t)).toContain(2);
    expect(reasons(t, 2)).toEqual([
      'Help is played only by a participating player, and you are not participating in Brawl at the Silver Hold',
    ]);
    expect(blocked(t, 1)).toEqual([]);
  });

  test.each<[string, string | undefined]>([
    [
      'Shiny!',
      "Cancelling Shiny! with River's Game Ability would change nothing: what it did when revealed stays done",
    ],
    [
      'Docking Fees',
      "Cancelling Docking Fees with River's Game Ability would change nothing: what it did when revealed stays done",
    ],
    ['Hwoon Dahn', undefined],
    ['Go-Se', undefined],
  ])("River's Game Ability and the Gorramit card %s", (gorramit, reason) => {
    const s = resolution({ chars: ['river', 'zoe', 'jayne'], gorramit, hands: { 0: ['sneaky'], 1: [], 2: [] } });
    const card = s.zones[Z.gorramitUp]!.cards[0]!.id;
    expect(reasonOf(s, 0, card)).toBe(reason);
    expect(moves(s, 0).some((m) => m.type === 'useAbility')).toBe(reason === undefined);
    if (reason) return;
    const cancelled = play(s, 0, { type: 'useAbility' });
    expect(reasonOf(withGame(cancelled, { abilityUsed: [false, false, false] }), 0, card)).toBe(
      `${gorramit} is already cancelled`,
    );
  });
});

describe('explainBlocked is silent when the seat has no decision', () => {
  test.each<[string, () => { s: St; seat: Seat }]>([
    ['choosing characters', () => ({ s: createMatch(outToTheBlack, { players: 3, seed: 'chars' }).state, seat: 0 })],
    [
      'a pending choice (Mal giving cards)',
      () => ({
        s: withGame(play(scene({ hands: { 0: ['fightin1'], 1: [], 2: [] } }), 0, { type: 'useAbility' }), {
          credits: 0,
        }),
        seat: 0,
      }),
    ],
    [
      'choosing participants',
      () => ({ s: inEvent(scene({ hands: { 0: ['fightin1'], 1: [], 2: [] }, event: 'The Train Job' })), seat: 0 }),
    ],
    [
      'a window the seat passed',
      () => {
        const s = endEventPhase(inEvent(scene({ hands: { 0: ['boost', 'sneaky'], 1: [], 2: [] } })));
        return { s: withGame(s, { windowPassed: [true, false, false] }), seat: 0 };
      },
    ],
    [
      'the game over',
      () => ({
        s: withGame(scene({ hands: { 0: ['fightin1'], 1: [], 2: [] } }), {
          phase: 'over',
          end: { won: false, reason: 'The crew ran out of Credits.' },
        }),
        seat: 0,
      }),
    ],
  ])('%s', (_what, make) => {
    const { s, seat } = make();
    expect(blocked(s, seat)).toEqual([]);
  });
});

/** Every card name in the game but the characters' (which are public), for spotting a name the view does not show. */
const CARD_NAMES = [
  ...new Set(
    [
      ...Object.values(SERENITY_TYPES),
      ...Object.values(EVENTS),
      ...Object.values(ALLIANCE),
      ...Object.values(GORRAMIT),
    ].map((c) => c.name),
  ),
];
const CHARACTER_NAMES = new Set(Object.values(CHARACTERS).map((c) => c.name));

/** The card names a reason mentions, as whole names (so "Fightin' +1" is not found in "Fightin' +12"). */
function namesIn(reason: string): string[] {
  return CARD_NAMES.filter((name) => {
    for (let at = reason.indexOf(name); at >= 0; at = reason.indexOf(name, at + 1)) {
      const before = reason[at - 1] ?? ' ';
      const after = reason[at + name.length] ?? ' ';
      if (!/[\w']/.test(before) && !/\w/.test(after)) return true;
    }
    return false;
  });
}

describe('explainBlocked over random play', () => {
  test.each([3, 4, 5])(
    '%i players: no blocked card or option has a move, reasons cover what has none and name only what the seat sees',
    (players) => {
      let checked = 0;
      for (let game = 0; game < 4; game++) {
        const seed = `explain:${players}:${game}`;
        const random = new Random(seedToRngState(seed));
        let s = createMatch(outToTheBlack, { players, seed }).state;
        for (let step = 0; step < 400; step++) {
          const status = outToTheBlack.status(s);
          for (let seat = 0; seat < players; seat++) {
            const legal = legalMovesFor(outToTheBlack, s, seat);
            const usable = new Set(legal.flatMap((m) => moveCards(s, seat, m)));
            const legalJson = new Set(legal.map((m) => JSON.stringify(m)));
            const view = redactView(s, seat);
            const visible = new Set(
              Object.values(view.zones).flatMap((z) => z.cards.flatMap((c) => (c ? [c.id] : []))),
            );
            const visibleNames = new Set(
              Object.values(view.zones).flatMap((z) => z.cards.flatMap((c) => (c ? [cardName(c.kind)] : []))),
            );
            const list = blockedOptions(view, seat);
            expect(outToTheBlack.explainBlocked!(view, seat, names)).toEqual(
              list.map(({ cards, reason }) => ({ cards, reason })),
            );
            const where = `${seed} step ${step} seat ${seat}`;
            for (const b of list) {
              for (const id of b.cards) {
                expect(usable.has(id), `${b.reason} (${where})`).toBe(false);
                expect(visible.has(id), `${b.reason} (${where})`).toBe(true);
              }
              for (const m of b.moves) expect(legalJson.has(JSON.stringify(m)), `${b.reason} (${where})`).toBe(false);
              expect(wordingProblems(b.reason), b.reason).toEqual([]);
              expect(b.reason).not.toMatch(/\bc\d+\b/);
              for (const name of namesIn(b.reason))
                expect(visibleNames.has(name) || CHARACTER_NAMES.has(name), `${name} in "${b.reason}" (${where})`).toBe(
                  true,
                );
              checked++;
            }
            // For the seat the table waits for, every hand card and current-phase option without a move is explained.
            const g = s.game;
            const phase: string | undefined = (
              { action: 'A', event: 'E', resolution: 'R' } as Partial<Record<string, string>>
            )[g.phase];
            if (status.kind !== 'active' || !status.toAct.includes(seat) || g.pending || !phase) continue;
            const covered = new Set(list.flatMap((b) => b.cards));
            for (const c of s.zones[Z.hand(seat)]!.cards) {
              if (!usable.has(c.id))
                expect(covered.has(c.id), `${serenityType(c.kind).name} unexplained (${where})`).toBe(true);
            }
            const explained = new Set(list.flatMap((b) => b.moves.map((m) => JSON.stringify(m))));
            const ch = CHARACTERS[g.characters[seat]!];
            const options: OttbMove[] = [
              ...ch.actions.flatMap((a, action): OttbMove[] =>
                a.phase === phase ? [{ type: 'useAction', action }] : [],
              ),
              ...(ch.ability.phase === phase ? [{ type: 'useAbility' } as const] : []),
            ];
            for (const m of options) {
              const json = JSON.stringify(m);
              if (!legalJson.has(json))
                expect(explained.has(json), `${json} of ${ch.name} unexplained (${where})`).toBe(true);
            }
          }
          if (status.kind === 'finished') break;
          // A seat that may act holds three cards, not necessarily a Sacrifice: only seats with a move are picked.
          const seats = [...status.toAct, ...(status.mayAct ?? [])].filter(
            (x) => legalMovesFor(outToTheBlack, s, x).length > 0,
          );
          const who = random.pick(seats);
          const r = applyMove(outToTheBlack, s, who, random.pick(legalMovesFor(outToTheBlack, s, who)));
          if (!r.ok) throw new Error(r.error.reason);
          s = r.state;
        }
      }
      expect(checked).toBeGreaterThan(50);
    },
  );
});
