// Moves and decisions in words: labels, groups and prompts from the seat's view, on bot-played positions and on chosen
// ones; the card vocabulary and the zones in words; the public game data against its schema.
import {
  applyMove,
  botInputFor,
  choicesFor,
  createMatch,
  logText,
  Random,
  redactView,
  seedToRngState,
  type MatchState,
} from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { CARDS, EPISODES, REAVERS } from './content/index';
import { misbehavin } from './game';
import { misbehavinBot } from './bot';
import type { MisbehavinMove } from './moves';
import type { GameData } from './state';
import { act, position, run } from './testkit';
import { situation } from './words';

const names = { seatName: (s: number) => ['Alice', 'Bram', 'Ursula', 'Ed'][s]! };
const words = (state: MatchState<GameData>, seat: number) => choicesFor(misbehavin, state, seat, names);
const labels = (state: MatchState<GameData>, seat: number) => words(state, seat).choices.map((c) => c.label);

/** Where a card is and what it is, for telling apart moves that read alike. */
function cardPlace(state: MatchState<GameData>, id: string): string {
  for (const [zone, z] of Object.entries(state.zones)) {
    const card = z.cards.find((c) => c.id === id);
    if (card) return `${zone}/${card.kind}`;
  }
  return id;
}

/** A move with its card ids replaced by where each card is and what it is: equal for moves with the same effect. */
function effectKey(state: MatchState<GameData>, m: MisbehavinMove): string {
  return JSON.stringify(m, (k, v: unknown) =>
    (k === 'card' || k === 'discard' || k === 'target') && typeof v === 'string' && /^c\d+$/.test(v)
      ? cardPlace(state, v)
      : v,
  );
}

describe('labels and prompts on bot-played positions', () => {
  test.each([
    [2, {}],
    [3, { supply: 'draft', reavers: true, episode: 'ep-train-job' }],
    [4, { supply: 'wheelAndDeal', episode: 'ep-safe-harbor' }],
  ] as const)(
    '%i players %j: every move has words, moves that differ read differently, prompts name the decision',
    (players, options) => {
      let { state } = createMatch(misbehavin, { players, seed: `words:${players}`, options });
      const random = new Random(seedToRngState('words'));
      const seenTypes = new Set<string>();
      for (let step = 0; step < 1500; step++) {
        const status = misbehavin.status(state);
        if (status.kind !== 'active') break;
        for (const seat of [...status.toAct, ...(status.mayAct ?? [])]) {
          const { prompt, choices } = words(state, seat);
          if (choices.length === 0) continue;
          expect(prompt).toMatch(/^[A-Z].*[.?]$/);
          const byLabel = new Map<string, Set<string>>();
          for (const c of choices) {
            const m = c.move as MisbehavinMove;
            seenTypes.add(m.type);
            expect(c.label).not.toMatch(/undefined|NaN|(?<!draw )\ba card\b|\bc\d+\b|[{}[\]]/);
            // The mover reads the label: it never names the mover.
            expect(c.label).not.toContain(names.seatName(seat));
            expect(c.group.length).toBeGreaterThan(3);
            expect(c.short?.length ?? 0).toBeGreaterThan(0);
            byLabel.set(c.label, (byLabel.get(c.label) ?? new Set()).add(effectKey(state, m)));
          }
          for (const [label, effects] of byLabel)
            expect(effects.size, `"${label}" stands for moves that differ`).toBe(1);
        }
        const seat = status.toAct[0]!;
        const move = misbehavinBot.chooseMove(botInputFor(misbehavin, state, seat, random));
        const r = applyMove(misbehavin, state, seat, move);
        if (!r.ok) throw new Error(r.error.reason);
        state = r.state;
      }
      expect(seenTypes.size).toBeGreaterThan(15);
    },
  );
});

const market = {
  'core:row': ['core-pawnshop', 'core-hired-gun'], // x1 (3) x2 (3)
  'border:row': ['border-saloon', 'border-gunslinger'], // x3 (4) x4 (5)
  'rim:row': ['rim-mining', 'rim-cruiser'], // x5 (6) x6 (8, two Alliance icons)
};

describe('labels of chosen positions', () => {
  test('the turn, a deal with credits and the answer to it', () => {
    let s = position({
      zones: {
        ...market,
        'hand:0': ['alliance-talker', 'alliance-fighter'],
        'hand:1': ['sup-negotiation'],
        'command:0': [],
        'assets:0': [],
        'command:1': ['niska-fighter'],
      },
      players_: [
        { faction: 'alliance', credits: 3, verse: 2 },
        { faction: 'niska', credits: 0, verse: 0 },
      ],
    });
    expect(words(s, 0).prompt).toBe(
      "Your turn (1 activation and 1 recruitment left): play a card, trigger one, pick a fight, make a deal, recruit, use 'verse or end your turn.",
    );
    expect(labels(s, 0)).toEqual(
      expect.arrayContaining([
        'Play Parliament Clerk to your command area (+0 POWER)',
        'Pick a fight with Federal Marshal from your hand (POWER 2)',
        'Start a deal with Parliament Clerk from your hand (+1 influence)',
        "Spend 1 'verse token to tax the supply for 2 credits",
        'End your turn, discard your hand (2 cards), keep your tableau and draw 5 cards',
      ]),
    );
    s = run(s, { type: 'deal', card: 'x7' });
    expect(words(s, 0).prompt).toBe(
      "Your deal has 1 influence. Add cards or credits, then claim a card costing up to that (your faction's icons let 'verse tokens add influence), or give up.",
    );
    expect(labels(s, 0).filter((l) => l.startsWith('Commit'))).toEqual([
      'Commit 1 credit to the deal (influence 1 → 2)',
      'Commit 2 credits to the deal (influence 1 → 3)',
      'Commit 3 credits to the deal (influence 1 → 4)',
    ]);
    // The other player may cancel at once, on the dealer's turn.
    expect(words(s, 1)).toMatchObject({
      prompt:
        'Alice is making a deal: you may cancel it now or wait to see what is committed, or use an innate ability.',
      choices: [
        {
          label: "Cancel Alice's deal by playing Hard Negotiation from your hand",
          group: "Cancel Alice's deal",
          cards: ['x9'],
        },
      ],
    });
    s = run(s, { type: 'dealCredit', amount: 3 }, { type: 'claim', card: 'x3' });
    expect(words(s, 1)).toMatchObject({
      prompt: 'Alice made a deal for Border Saloon (cost 4): let it go ahead or cancel it.',
      choices: [
        { label: "Let Alice's deal for Border Saloon go ahead", group: "Answer Alice's deal", short: 'Allow' },
        {
          label: "Cancel Alice's deal for Border Saloon by playing Hard Negotiation from your hand",
          group: "Answer Alice's deal",
        },
      ],
    });
    expect(
      logText({ parts: situation(redactView(s, 'spectator')) }, 'spectator', {
        ...names,
        cardName: misbehavin.cardName,
      }),
    ).toBe('Alice claimed Border Saloon; waiting for Bram to allow or cancel the deal.');
  });

  test('a fight: targets, additions and the stand that ends it', () => {
    let s = position({
      zones: {
        'hand:0': ['alliance-fighter', 'alliance-weapon'],
        'command:0': [],
        'assets:0': [],
        'hand:1': ['niska-weapon'],
        'assets:1': ['border-saloon'],
        'command:1': [],
      },
      players_: [{ faction: 'alliance' }, { faction: 'niska' }],
    });
    s = act(s, 0, { type: 'fight', card: 'x1' });
    expect(labels(s, 0)).toEqual([
      "Fight to NAB Bram's Border Saloon into your hand (defence 4)",
      "Fight to DISPATCH Bram's Border Saloon to their recycle pile (defence 4)",
    ]);
    s = run(s, { type: 'target', card: 'x4', mode: 'dispatch' });
    expect(words(s, 0).prompt).toBe(
      "Fight to DISPATCH Bram's Border Saloon: attack 2, defence 4 (the attacker wins ties). Add FIGHT cards or stand.",
    );
    expect(labels(s, 0)).toEqual([
      'Add Shock Baton from your hand to the fight (+1)',
      'Stand: add nothing more for now (the other side may still add)',
    ]);
    s = run(s, { type: 'stand' });
    expect(words(s, 1).prompt).toBe(
      'Fight to DISPATCH your Border Saloon: attack 2, defence 4 (the attacker wins ties). Add FIGHT cards or stand. Alice stood: if you stand too, the fight ends.',
    );
    expect(labels(s, 1)).toEqual([
      'Add Electro-Prod from your hand to the fight (+1)',
      'Stand: the fight ends 2 to 4 and you win it',
    ]);
  });
});

describe('the vocabulary', () => {
  test('every card kind, with its name, type, text and printed numbers', () => {
    const kinds = misbehavin.cards.map((c) => c.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds.sort()).toEqual([...Object.keys(CARDS), ...Object.keys(EPISODES), ...Object.keys(REAVERS)].sort());
    const info = (kind: string) => misbehavin.cards.find((c) => c.kind === kind)!;
    expect(info('core-hired-gun')).toMatchObject({
      name: 'Hired Gun',
      type: 'Character (core market)',
      stats: [
        { name: 'Cost', value: 3 },
        { name: 'Power', value: 2 },
        { name: 'Influence', value: 0 },
      ],
    });
    expect(info('core-hired-gun').text).toContain('⚡ You may pay 2 credits');
    expect(info('alliance-home').type).toBe('Asset (Alliance starting deck)');
    expect(info('sup-crazyivan').type).toBe('Maneuver (Crazy Ivan supply set)');
    expect(info('sup-black')).toMatchObject({ name: 'The Black', type: 'The Black', stats: [] });
    // An X influence has no printed number: it is in the text.
    expect(info('core-recruiter').stats.map((s) => s.name)).toEqual(['Cost', 'Power']);
    expect(info('core-recruiter').text).toContain('Influence X');
    expect(info('rv-cutter').stats).toEqual([
      { name: "'Verse tokens to drive off", value: 5 },
      { name: 'Bounty per token', value: 2 },
    ]);
    expect(info('ep-big-score')).toMatchObject({ type: 'Episode', stats: [{ name: 'Credits to win', value: 15 }] });
  });

  test("every zone in words; a seat's hand is its hand", () => {
    const { state } = createMatch(misbehavin, {
      players: 4,
      seed: 'zones',
      options: { supply: 'draft', reavers: true, episode: 'ep-ariel' },
    });
    for (const name of Object.keys(state.zones)) {
      const z = misbehavin.describeZone(name);
      expect(z.title, name).not.toMatch(/:|undefined/);
    }
    expect(misbehavin.describeZone('hand:2')).toEqual({ title: 'Hand', owner: 2, role: 'hand' });
    expect(misbehavin.describeZone('recycle:1')).toEqual({ title: 'Recycle pile', owner: 1, role: 'discard' });
    expect(misbehavin.describeZone('rim:row')).toEqual({ title: 'Rim market', owner: null, role: 'market' });
    expect(misbehavin.describeZone('supply:crazyIvan')).toEqual({
      title: 'Crazy Ivan supply',
      owner: null,
      role: 'supply',
    });
  });

  test('the public game data matches its schema, and the schema refuses what is not in it', () => {
    const { state } = createMatch(misbehavin, { players: 3, seed: 'schema', options: { supply: 'draft' } });
    expect(misbehavin.gameSchema.safeParse(state.game).success).toBe(true);
    expect(misbehavin.gameSchema.safeParse({ ...state.game, extra: 1 }).success).toBe(false);
  });
});
