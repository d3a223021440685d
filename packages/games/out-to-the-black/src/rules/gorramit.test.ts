// Gorramit Cards: each effect, and the rulebook's clarifications (Heavy Injuries, Hwoon Dahn, the Seal, Yolanda, Go-Se).
import { describe, expect, test } from 'vitest';
import { EVENTS } from '../content/events';
import { GORRAMIT_KINDS, gorramitCard } from '../content/gorramit';
import { Z } from '../state';
import {
  endEventPhase,
  endWindow,
  finish,
  gorramitOnTop,
  HIGH,
  inEvent,
  layDown,
  LOW,
  moves,
  play,
  played,
  playLog,
  scene,
  toAct,
  totals,
  withGame,
  type St,
} from '../testkit';
import { cardText } from '../text';
import { GORRAMIT_EFFECTS, gorramitText } from './gorramit';

describe('Gorramit Cards', () => {
  test.each([
    [
      'Go-Se',
      'The Gorramit card is Go-Se. Each Result card counts -1 (never below 0) this Event. Afterwards shuffle the used Gorramit cards back into the deck.',
    ],
    ['Shiny!', 'The Gorramit card is Shiny! The crew gains 1 Credit.'],
    ['Bad Intel', "The Gorramit card is Bad Intel. -2 to the Thinkin' total this Event."],
    [
      'Hwoon Dahn',
      'The Gorramit card is Hwoon Dahn. Wilds count for nothing this Event, including skill cards another card made Wild.',
    ],
  ])('"Reveal and apply a Gorramit card": the log says what %s does', (name, line) => {
    let s = inEvent(scene({ gorramit: name }));
    const lines: string[] = [];
    while (s.game.phase === 'event') {
      const r = playLog(s, toAct(s)[0]!, { type: 'pass' });
      s = r.state;
      lines.push(...r.lines);
    }
    expect(lines).toContain(line);
  });

  test("Unexpected Shift: a non-participant takes the Active player's place (in the Event too); play goes on from the previous Active player", () => {
    // Mal (2/1/1) runs the Train Job with Zoe; Jayne (3/1/0) is out and takes Mal's place.
    let s = scene({
      gorramit: 'Unexpected Shift',
      event: 'The Train Job',
      hands: { 0: ['fightin1'], 1: [], 2: [] },
      deck: [
        ['fightin1', 1],
        ['flyin1', 2],
        ['thinkin1', 2],
      ],
    });
    s = inEvent(s);
    s = play(s, 0, { type: 'chooseParticipants', seats: [1] });
    s = layDown(s, 0, ['fightin1']);
    const before = s;
    s = endEventPhase(s);
    // Jayne is the only player not participating: the choice is made at once (everyone can see it is the only one).
    expect(s.game.pending).toBeNull();
    expect(s.game.active).toBe(2);
    let shifting = endEventPhase(withGame(before, { participants: [0] }));
    expect(shifting.game.pending).toMatchObject({ kind: 'seat', purpose: 'shift', seat: 0 });
    expect(moves(shifting, 0)).toEqual([
      { type: 'chooseSeat', seat: 1 },
      { type: 'chooseSeat', seat: 2 },
    ]);
    shifting = play(shifting, 0, { type: 'chooseSeat', seat: 1 });
    expect(shifting.game).toMatchObject({ active: 1, participants: [1] });
    expect(s.game.participants).toEqual([2, 1]);
    // Zoe 3/1/1 + Jayne 3/1/0, Mal's played Fightin' +1 stays, Results 1/2/2.
    expect(totals(s)).toEqual([3 + 3 + 1 + 1, 1 + 1 + 2, 1 + 0 + 2]);
    // Mal no longer participates: he is not asked in the Resolution window; the new Active player is.
    expect(toAct(s)).toEqual([2, 1]);
    expect(moves(s, 0)).toEqual([]);
    s = endWindow(s);
    while (s.game.pending) s = play(s, s.game.pending.seat, moves(s, s.game.pending.seat)[0]!);
    expect(s.game).toMatchObject({ phase: 'action', active: 1 });
  });

  test('Unexpected Shift does nothing when everyone participates', () => {
    let s = scene({ gorramit: 'Unexpected Shift', event: 'Hands of Blue' });
    s = endEventPhase(inEvent(s));
    expect(s.game.pending).toBeNull();
    expect(s.game.active).toBe(0);
  });

  test('Heavy Injuries: a new character not in play; the Game Ability stays once per player', () => {
    let s = withGame(scene({ gorramit: 'Heavy Injuries' }), { abilityUsed: [true, false, false] });
    s = endEventPhase(inEvent(s));
    expect(moves(s, 0)).toHaveLength(6);
    expect(moves(s, 0)).not.toContainEqual({ type: 'chooseOption', option: 'zoe' });
    s = play(s, 0, { type: 'chooseOption', option: 'river' });
    expect(s.game.characters).toEqual(['river', 'zoe', 'jayne']);
    expect(moves(s, 0)).not.toContainEqual({ type: 'useAbility' });
    expect(s.game.abilityUsed[0]).toBe(true);
  });

  test('Hwoon Dahn: Wilds count nothing, also those made by Strength', () => {
    let s = scene({ gorramit: 'Hwoon Dahn', hands: { 0: ['wild2', 'strength', 'fightin1'], 1: [], 2: [] } });
    s = inEvent(s);
    s = layDown(s, 0, ['wild2', 'strength', 'fightin1']);
    s = endWindow(endEventPhase(s));
    expect(s.game.wilds).toEqual([]);
    expect(s.game.phase).not.toBe('wilds');
  });

  test("Strength turns every Fightin' card played into a Wild", () => {
    let s = scene({ hands: { 0: ['strength', 'fightin1'], 1: [], 2: [] } });
    s = inEvent(s);
    s = layDown(s, 0, ['strength', 'fightin1']);
    s = endWindow(endEventPhase(s));
    expect(s.game.wilds).toHaveLength(1);
    expect(s.game.wilds[0]!.n).toBe(1);
  });

  test('Your Official Seal is Out of Date: reshuffles the Gorramit deck, unless cancelled (River)', () => {
    let s = scene({
      chars: ['river', 'zoe', 'jayne'],
      gorramit: 'Your Official Seal is Out of Date',
      deck: [
        ['fightin1', 6],
        ['flyin1', 6],
        ['thinkin1', 6],
      ],
    });
    s = endEventPhase(inEvent(s));
    s = play(s, 0, { type: 'useAbility' });
    expect(s.game.gorramitCancelled).toBe(true);
    s = endWindow(s);
    while (s.game.pending) s = play(s, 0, moves(s, 0)[0]!);
    expect(s.zones[Z.gorramitUsed]!.cards).toHaveLength(1);
    expect(s.zones[Z.gorramit]!.cards).toHaveLength(15);
  });

  test('Yolanda: another Event with the same participants; the first goes to the bottom', () => {
    let s = scene({ gorramit: 'Yolanda', event: 'Brawl at the Silver Hold' });
    s = endEventPhase(inEvent(s));
    const ev = s.zones[Z.event]!.cards[0]!;
    expect(EVENTS[ev.kind]!.name).not.toBe('Brawl at the Silver Hold');
    expect(EVENTS[s.zones[Z.events]!.cards.at(-1)!.kind]!.name).toBe('Brawl at the Silver Hold');
    expect(s.game.participants).toEqual([0]);
  });

  test.each(['Yolanda', 'Go-Se'])(
    '%s reshuffles the used Gorramit cards after the Event; cancelled, it does not',
    (name) => {
      const finish = (cancel: boolean): St => {
        let s = scene({
          chars: ['river', 'zoe', 'jayne'],
          gorramit: name,
          deck: [
            ['fightin1', 6],
            ['flyin1', 6],
            ['thinkin1', 6],
          ],
        });
        s = endEventPhase(inEvent(s));
        if (cancel) s = play(s, 0, { type: 'useAbility' });
        s = endWindow(s);
        while (s.game.phase === 'wilds' || s.game.pending) s = play(s, toAct(s)[0]!, moves(s, toAct(s)[0]!)[0]!);
        return s;
      };
      expect(finish(false).zones[Z.gorramit]!.cards).toHaveLength(16);
      expect(finish(true).zones[Z.gorramit]!.cards).toHaveLength(15);
    },
  );

  test('Go-Se: each Result counts one less', () => {
    let s = scene({
      gorramit: 'Go-Se',
      deck: [
        ['thinkin2', 1],
        ['flyin2', 2],
        ['thinkin2', 3],
      ],
    });
    s = endEventPhase(inEvent(s));
    expect(totals(s)).toEqual([2, 2, 3]);
  });
});

describe('Gorramit clarifications', () => {
  test('Heavy Injuries: a character chosen before (and since discarded) may be taken again', () => {
    let s = scene({ gorramit: 'Heavy Injuries' });
    s = endEventPhase(inEvent(s));
    s = play(s, 0, { type: 'chooseOption', option: 'river' });
    s = finish(s);
    expect(s.game).toMatchObject({ phase: 'action', active: 1, characters: ['river', 'zoe', 'jayne'] });
    s = gorramitOnTop(s, 'Heavy Injuries');
    s = endEventPhase(inEvent(s));
    if (s.game.phase === 'participants') s = endEventPhase(play(s, 1, { type: 'chooseParticipants', seats: [2] }));
    expect(s.game.pending).toMatchObject({ kind: 'option', purpose: 'injury', seat: 1 });
    expect(moves(s, 1)).toContainEqual({ type: 'chooseOption', option: 'mal' });
  });

  test.each([
    [true, "Shepherd stopped an Alliance card: his player may not use the new character's Game Ability"],
    [false, "Shepherd never triggered: his player may use the new character's Game Ability"],
  ])('Heavy Injuries on Shepherd (used: %s): %s', (used, _) => {
    let s = withGame(scene({ chars: ['shepherd', 'zoe', 'jayne'], gorramit: 'Heavy Injuries' }), {
      abilityUsed: [used, false, false],
    });
    s = endEventPhase(inEvent(s));
    s = play(s, 0, { type: 'chooseOption', option: 'inara' });
    s = withGame(s, { phase: 'action', actionDone: false, pending: null });
    expect(moves(s, 0).some((m) => m.type === 'useAbility')).toBe(!used);
  });

  test.each(['strength', 'maneuvers', 'psychic'] as const)('Hwoon Dahn also zeroes the Wilds made by %s', (maker) => {
    const bonus = { strength: 'fightin1', maneuvers: 'flyin1', psychic: 'thinkin1' } as const;
    const s = played(scene({ gorramit: 'Hwoon Dahn', hands: { 0: [maker, bonus[maker]], 1: [], 2: [] }, deck: LOW }), [
      maker,
      bonus[maker],
    ]);
    // The made Wild is not a bonus card any more: Mal's 2/1/1 plus the Results 1/2/2 alone.
    expect(totals(s)).toEqual([3, 3, 3]);
    expect(finish(s).game.wilds).toEqual([]);
    // Without Hwoon Dahn the same card is a Wild to place.
    const u = endWindow(
      played(scene({ hands: { 0: [maker, bonus[maker]], 1: [], 2: [] }, deck: LOW }), [maker, bonus[maker]]),
    );
    expect(u.game.wilds).toHaveLength(1);
  });

  test.each([
    ['VL3: no Alliance card at all', HIGH, 'Mule Repairs', 0],
    ['VL0 of an Event without "All": still exactly one Alliance card', LOW, 'Mule Repairs', 1],
    ['VL0 with 1 All: one more, two in all', LOW, 'Brawl at the Silver Hold', 2],
  ] as const)('Your Official Seal is Out of Date ADDs one Alliance penalty: %s', (_, deck, event, draws) => {
    let s = scene({ gorramit: 'Your Official Seal is Out of Date', event, deck });
    s = played(s, []);
    s = finish(s);
    expect(s.zones[Z.allianceUp]!.cards).toHaveLength(draws);
  });

  test('Your Official Seal is Out of Date cancelled by River: no extra Alliance card and no reshuffle', () => {
    let s = scene({
      chars: ['river', 'zoe', 'jayne'],
      gorramit: 'Your Official Seal is Out of Date',
      event: 'Mule Repairs',
      deck: LOW,
    });
    s = endEventPhase(inEvent(s));
    s = play(s, 0, { type: 'useAbility' });
    s = finish(s);
    expect(s.zones[Z.allianceUp]!.cards).toHaveLength(0);
    expect(s.zones[Z.gorramitUsed]!.cards).toHaveLength(1);
  });

  test('Yolanda: the number of participants does not change, even if the new Event asks for more', () => {
    let s = scene({ gorramit: 'Yolanda', event: 'Brawl at the Silver Hold' });
    // The Event that comes up instead is a Multi-Player 2.
    const second = s.zones[Z.events]!.cards.findIndex((c) => EVENTS[c.kind]!.players >= 2);
    const cards = [...s.zones[Z.events]!.cards];
    const [multi] = cards.splice(second, 1);
    cards.splice(1, 0, multi!);
    s = { ...s, zones: { ...s.zones, [Z.events]: { ...s.zones[Z.events]!, cards } } };
    s = endEventPhase(inEvent(s));
    expect(EVENTS[s.zones[Z.event]!.cards[0]!.kind]!.players).toBeGreaterThanOrEqual(2);
    expect(s.game.participants).toEqual([0]);
  });
});

describe('the Gorramit effects: one entry each', () => {
  test.each(Object.keys(GORRAMIT_EFFECTS))("%s: some Gorramit card has it, and its text is the entry's", (kind) => {
    const cards = GORRAMIT_KINDS.filter((k) => gorramitCard(k).effect.kind === kind);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(cardText(card)).toBe(gorramitText(card));
  });
});
