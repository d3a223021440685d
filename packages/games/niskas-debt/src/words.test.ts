// The game in words: labels, groups and prompts from the seat's view, the card vocabulary and the zones.
import { canonicalJson, choicesFor, createMatch, redactView, type MatchState } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { MARKET_CARDS } from './content/cards';
import { JOBS } from './content/jobs';
import { MISBEHAVES } from './content/misbehave';
import { playBotMatch } from './botplay';
import { niskasDebt } from './game';
import { Z } from './rules/common';
import type { NiskaData } from './state';
import { at, edit, hire, place, play, started } from './testing';
import { CARDS, describeZone } from './vocabulary';
import { describeMove, prompt } from './words';

const names = { seatName: (s: number) => ['Alice', 'Bram', 'Ursula', 'Ed', 'Olek', 'Yara'][s]! };
const labelsOf = (s: MatchState<NiskaData>, seat: number) =>
  choicesFor(niskasDebt, s, seat, names).choices.map((c) => c.label);

describe('labels and prompts', () => {
  test("the labels of a seat's legal moves are distinct at every step of bot matches, and name no seat number", () => {
    let steps = 0;
    for (const players of [2, 4, 6]) {
      playBotMatch(players, `words-${players}`, {}, 20000, (state) => {
        for (let seat = 0; seat < players; seat++) {
          const { choices, prompt: asked } = choicesFor(niskasDebt, state, seat, names);
          if (choices.length === 0) continue;
          steps++;
          const seen = new Map<string, string>();
          for (const c of choices) {
            const other = seen.get(c.label);
            if (other !== undefined) expect(`${c.label}: ${canonicalJson(c.move)} and ${other}`).toBe('distinct');
            seen.set(c.label, canonicalJson(c.move));
            expect(c.label).not.toMatch(/seat ?\d|undefined|\[object|null/i);
          }
          expect(asked).toBeTruthy();
        }
      });
    }
    expect(steps).toBeGreaterThan(200);
  });

  test('setup prompts say what is asked, stage by stage', () => {
    let s = createMatch(niskasDebt, { players: 2, seed: 'words' }).state;
    const ask = (seat = 0) => prompt(redactView(s, seat), seat, names);
    expect(ask()).toMatch(/^Name your Captain/);
    s = play(s, 0, { type: 'captain', name: 'Mara Quill' }).state;
    expect(ask()).toMatch(/^Name your Firefly/);
    s = play(s, 0, { type: 'ship', name: 'Lucky Penny' }).state;
    expect(ask()).toMatch(/^Choose your Captain's profession.*\(rule 5\.a\)$/);
    s = play(s, 0, { type: 'profession', profession: 'allRounder' }).state;
    expect(labelsOf(s, 0)).toContain('Choose Heart of Gold: Acquire all crew for free.');
    s = play(s, 0, { type: 'personality', personality: 'heartOfGold' }).state;
    expect(ask()).toContain('no other Firefly has chosen');
    expect(labelsOf(s, 0)).toContain("Start at Persephone (Badger's jobs, a market and Alliance space)");
  });

  test('on turn: two different actions, then end; labels name places, prices and cards by name', () => {
    const s = started(2);
    expect(prompt(redactView(s, 0), 0, names)).toBe(
      'Take two different actions (Fly, Buy, Deal or Work), make free moves at any time, then end your turn (rule 6)',
    );
    const labels = labelsOf(s, 0);
    expect(labels).toContain('Fly to Londinium (Alliance space)');
    expect(labels).toContain('Fly to sector C1 (Border space) and search for a derelict');
    expect(labels).toContain('End your turn');
    expect(labels.filter((l) => /^Buy .+ for \$[\d,]+$/.test(l))).toHaveLength(3);
    expect(labels.filter((l) => / from Badger$/.test(l))).toHaveLength(3);
    const off = prompt(redactView(s, 1), 1, names);
    expect(off).toBe('Not your turn: free actions and trade offers are open to you at any time (rules 6.a and 30)');
  });

  test('a trade reads the same in the offer, its label and its log line', () => {
    let s = edit(started(2), (t) => {
      t.game.players[1]!.sector = t.game.players[0]!.sector;
      t.game.players[0]!.hold.cargo = 1;
      hire(t, 1, 'm:kestrel');
    });
    s = play(s, 0, { type: 'offer', to: 1 }).state;
    expect(prompt(redactView(s, 0), 0, names)).toContain('Build your trade offer to Bram');
    const kestrel = Object.keys(s.game.players[1]!.crew)[0]!;
    expect(labelsOf(s, 0)).toEqual(
      expect.arrayContaining([
        'Offer 1 Cargo',
        'Ask Bram for Kestrel Vance',
        'Offer $100',
        'Ask Bram for $100',
        'Cancel the offer',
      ]),
    );
    s = play(s, 0, { type: 'offerItem', side: 'give', item: 'cargo' }).state;
    s = play(s, 0, { type: 'offerItem', side: 'get', item: kestrel }).state;
    expect(labelsOf(s, 0)).toContain('Send the offer: 1 Cargo for Kestrel Vance');
    const sent = play(s, 0, { type: 'sendOffer' });
    expect(labelsOf(sent.state, 1)).toEqual(
      expect.arrayContaining(["Accept Alice's offer: 1 Cargo for Kestrel Vance", "Decline Alice's offer"]),
    );
    expect(prompt(redactView(sent.state, 1), 1, names)).toBe(
      'Answer the trade offer from Alice: accept or decline (rule 30)',
    );
  });

  test('a misbehave option says what it takes and what the team has', () => {
    const s = edit(started(2), (t) => {
      t.game.players[0]!.sector = at('persephone');
      const card = place(t, 'x:checkpoint', Z.misShown);
      t.game.work = { seat: 0, job: t.cards(Z.hand(0))[0]!.id, team: ['captain'], passed: 0 };
      t.game.pending = [{ kind: 'misbehave', seat: 0, card }];
    });
    expect(labelsOf(s, 0)).toEqual([
      'Take option A: Talk 6 (Bribes) (your team has Talk 1)',
      'Take option B: Tech 7 (your team has Tech 0)',
      'Let your time run out now: the GM settles what is open and ends your turn (rule 6.b)',
    ]);
    // The short words a button shows carry the team's total for each option, not just "Option A".
    expect(choicesFor(niskasDebt, s, 0, names).choices.map((c) => c.short)).toEqual([
      'A: Talk 6, team has 1',
      'B: Tech 7, team has 0',
      'Time out',
    ]);
    const label = describeMove(redactView(s, 0), 0, { type: 'option', index: 0 }, names);
    expect(label.group).toBe('Misbehave: Alliance Checkpoint (rule 23)');
    expect(label.cards).toEqual([s.zones[Z.misShown]!.cards[0]!.id]);
  });
});

describe('vocabulary', () => {
  test('every card kind is listed once with its name, type, text and numbers', () => {
    expect(CARDS).toHaveLength(
      Object.keys(MARKET_CARDS).length + Object.keys(JOBS).length + Object.keys(MISBEHAVES).length,
    );
    expect(new Set(CARDS.map((c) => c.kind)).size).toBe(CARDS.length);
    expect(CARDS.find((c) => c.kind === 'm:kestrel')).toEqual({
      kind: 'm:kestrel',
      name: 'Kestrel Vance',
      type: 'Crew',
      text: niskasDebt.cardText!('m:kestrel'),
      stats: [
        { name: 'Cost', value: 300 },
        { name: 'Fight', value: 0 },
        { name: 'Tech', value: 2 },
        { name: 'Talk', value: 1 },
      ],
    });
    expect(CARDS.find((c) => c.kind === 'm:pulsedrive')).toMatchObject({
      type: 'Alliance ship upgrade',
      stats: [
        { name: 'Cost', value: 1200 },
        { name: 'Range', value: 2 },
      ],
    });
    expect(CARDS.find((c) => c.kind === 'j:h1')).toMatchObject({
      name: 'Medical Relief Shipment',
      type: 'Shipping job',
      stats: [
        { name: 'Pay', value: 500 },
        { name: 'Bonus', value: 400 },
      ],
    });
    expect(CARDS.find((c) => c.kind === 'x:checkpoint')).toMatchObject({
      type: 'Misbehave',
      stats: [{ name: 'Options', value: 2 }],
    });
    for (const c of CARDS) expect(c.text.length).toBeGreaterThan(10);
  });

  test('zones have titles, owners and roles; the jobs in hand are the hand', () => {
    const s = started(3);
    for (const name of Object.keys(s.zones)) expect(describeZone(name).title).not.toBe(name);
    expect(describeZone('hand:2')).toEqual({ title: 'Jobs in hand', owner: 2, role: 'hand' });
    expect(describeZone('market:bazaar')).toEqual({ title: 'Space Bazaar market', owner: null, role: 'market' });
    expect(describeZone('jobdeck:niska')).toEqual({ title: "Niska's job deck", owner: null, role: 'deck' });
    expect(describeZone('misbehave:discard')).toEqual({ title: 'Misbehave discards', owner: null, role: 'discard' });
  });

  test('the game schema reads every state of a bot match', () => {
    playBotMatch(3, 'schema', {}, 20000, (state) => {
      const parsed = niskasDebt.gameSchema.safeParse(state.game);
      if (!parsed.success) expect(parsed.error.issues).toEqual([]);
    });
  });
});
