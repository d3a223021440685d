// End Game Phase: winning by completing every Event, losing at zero Credits or Honor or on the last Alliance card, the next turn.
import { describe, expect, test } from 'vitest';
import { outToTheBlack } from '../game';
import { Z } from '../state';
import {
  endEventPhase,
  endWindow,
  finish,
  HIGH,
  inEvent,
  LOW,
  play,
  played,
  scene,
  withGame,
  type Spec,
  type St,
} from '../testkit';

describe('End Game Phase', () => {
  test('the crew loses at zero Credits', () => {
    let s = withGame(
      scene({
        event: 'Whitefall Trade',
        deck: [
          ['fightin1', 1],
          ['flyin1', 2],
          ['thinkin1', 2],
        ],
      }),
      { credits: 1 },
    );
    s = endWindow(endEventPhase(inEvent(s)));
    const st = outToTheBlack.status(s);
    expect(st.kind).toBe('finished');
    if (st.kind === 'finished')
      expect(st.result).toMatchObject({ winners: [], summary: 'Defeat: The crew ran out of Credits.' });
  });

  test('the crew loses on drawing the last Alliance card', () => {
    let s = scene({
      event: 'Hands of Blue',
      deck: [
        ['fightin1', 1],
        ['flyin1', 2],
        ['thinkin1', 2],
      ],
    });
    const deck = s.zones[Z.alliance]!.cards;
    s = {
      ...s,
      zones: {
        ...s.zones,
        [Z.alliance]: { visibility: [], cards: deck.slice(0, 2) },
        [Z.allianceOut]: { visibility: [], cards: [...s.zones[Z.allianceOut]!.cards, ...deck.slice(2)] },
      },
    };
    s = endWindow(endEventPhase(inEvent(s)));
    expect(s.game.lastVl).toBe(0);
    const st = outToTheBlack.status(s);
    expect(st.kind === 'finished' && st.result.summary).toBe(
      'Defeat: The Alliance caught the crew: the last Alliance card was drawn.',
    );
  });

  test('while Events remain and the crew holds on, the player to the left of the Active player starts a new turn', () => {
    let s = scene({
      event: 'Mule Repairs',
      deck: [
        ['fightin1', 6],
        ['flyin1', 6],
        ['thinkin1', 6],
      ],
    });
    s = endWindow(endEventPhase(inEvent(s)));
    // Mule Repairs VL3: +1 Choice.
    s = play(s, 0, { type: 'chooseOption', option: 'credits' });
    expect(outToTheBlack.status(s).kind).toBe('active');
    expect(s.game).toMatchObject({ phase: 'action', active: 1, turnOwner: 1, turn: 2, credits: 9, eventsCompleted: 1 });
    expect(s.zones[Z.events]!.cards).toHaveLength(7);
  });
});

describe('End Game Phase', () => {
  test('the crew loses at zero Honor', () => {
    // Brawl at the Silver Hold VL0: 1 All, -1 Ho.
    let s = withGame(scene({ deck: LOW }), { honor: 1 });
    s = finish(endEventPhase(inEvent(s)));
    const st = outToTheBlack.status(s);
    expect(st.kind === 'finished' && st.result.summary).toBe('Defeat: The crew ran out of Honor.');
  });

  function lastEvent(deck: readonly Spec[], alliance: number): St {
    let s = scene({
      event: 'Brawl at the Silver Hold',
      deck,
      hands: { 0: ['fightin2', 'flyin2', 'thinkin2'], 1: [], 2: [] },
    });
    s = {
      ...s,
      zones: {
        ...s.zones,
        [Z.events]: { ...s.zones[Z.events]!, cards: s.zones[Z.events]!.cards.slice(0, 1) },
        [Z.alliance]: { ...s.zones[Z.alliance]!, cards: s.zones[Z.alliance]!.cards.slice(0, alliance) },
      },
    };
    return s;
  }

  test('the crew wins by completing the last Event in the deck', () => {
    let s = lastEvent(HIGH, 4);
    s = finish(played(s, ['fightin2']));
    const st = outToTheBlack.status(s);
    expect(st.kind === 'finished' && st.result).toMatchObject({
      winners: [0, 1, 2],
      summary: 'Victory: Player 1, Player 2 and Player 3 completed their only Event!',
    });
  });

  test('drawing the last Alliance card loses, even on the last Event', () => {
    let s = lastEvent(LOW, 1);
    s = finish(played(s, []));
    const st = outToTheBlack.status(s);
    expect(st.kind === 'finished' && st.result.winners).toEqual([]);
    expect(s.game.end?.reason).toBe('The Alliance caught the crew: the last Alliance card was drawn.');
  });
});
