// Tests for per-viewer log wording and redaction.
import { describe, expect, test } from 'vitest';
import { logText, redactLogEntry, renderLogEntry, type LogEntry } from './log';

const names = {
  seatName: (s: number) => ['Zoe', 'Wash', 'Kaylee'][s] ?? `Seat ${s}`,
  cardName: (k: string) => ({ shiny: 'Shiny', mis: 'Misbehave' })[k] ?? k,
};

const drew: LogEntry = {
  seat: 0,
  parts: [
    { seat: 0 },
    ' drew ',
    {
      cards: [
        { id: 'c1', kind: 'shiny', visibility: [0] },
        { id: 'c2', kind: 'mis', visibility: [0] },
      ],
    },
    '.',
  ],
};

describe('renderLogEntry', () => {
  test.each([
    [0, 'You drew Shiny and Misbehave.'],
    [1, 'Zoe drew 2 cards.'],
    ['spectator' as const, 'Zoe drew 2 cards.'],
    ['omniscient' as const, 'Zoe drew Shiny and Misbehave.'],
    // One person playing seats 0 and 1 sees the cards, and reads seat names so the two characters stay apart.
    [[0, 1], 'Zoe drew Shiny and Misbehave.'],
    [[1, 2], 'Zoe drew 2 cards.'],
  ])('viewer %s reads %s', (viewer, text) => {
    expect(renderLogEntry(drew, viewer, names)).toBe(text);
  });

  test('mixed visibility names what is seen and counts the rest', () => {
    const entry: LogEntry = {
      seat: 1,
      parts: [
        { seat: 1 },
        ' showed ',
        {
          cards: [
            { id: 'c1', kind: 'shiny', visibility: 'all' },
            { id: 'c2', kind: 'mis', visibility: [1] },
          ],
        },
        ' to ',
        { seat: 2 },
      ],
    };
    expect(renderLogEntry(entry, 2, names)).toBe('Wash showed Shiny and another card to you');
    expect(renderLogEntry(entry, 1, names)).toBe('You showed Shiny and Misbehave to Kaylee');
  });

  test('redaction removes hidden ids and kinds', () => {
    const redacted = redactLogEntry(drew, 1);
    expect(JSON.stringify(redacted)).not.toMatch(/c1|c2|shiny|mis/);
    expect(logText(redacted, 1, names)).toBe('Zoe drew 2 cards.');
  });

  test('a single hidden card reads "a card"', () => {
    const one: LogEntry = {
      seat: 0,
      parts: [{ seat: 0 }, ' drew ', { cards: [{ id: 'c1', kind: 'shiny', visibility: [0] }] }],
    };
    expect(renderLogEntry(one, 2, names)).toBe('Zoe drew a card');
  });
});

describe('the narrator', () => {
  const entry = (parts: LogEntry['parts']): LogEntry => ({ seat: 0, parts });

  test.each([
    [0, 'You are the Active player.'],
    [1, 'Zoe is the Active player.'],
    ['spectator' as const, 'Zoe is the Active player.'],
  ])('a verb agrees with its subject for %s', (viewer, text) => {
    expect(renderLogEntry(entry([{ seat: 0 }, ' ', { verb: 'is' }, ' the Active player.']), viewer, names)).toBe(text);
  });

  test('a verb agrees with the seat it names, not the nearest one', () => {
    const e = entry([{ seat: 0 }, ' paid ', { seat: 1 }, ' and ', { verb: 'takes', of: 0 }, ' the lead.']);
    expect(renderLogEntry(e, 0, names)).toBe('You paid Wash and take the lead.');
    expect(renderLogEntry(e, 1, names)).toBe('Zoe paid you and takes the lead.');
  });

  test.each([
    [0, 'You began your turn.'],
    [1, 'Zoe began their turn.'],
  ])('a possessive reads "your" or "their" (%s)', (viewer, text) => {
    expect(renderLogEntry(entry([{ seat: 0 }, ' began ', { poss: 0 }, ' turn.']), viewer, names)).toBe(text);
  });

  test("another seat's possessive names them", () => {
    const e = entry([{ seat: 0 }, ' took ', { poss: 1 }, ' place.']);
    expect(renderLogEntry(e, 0, names)).toBe("You took Wash's place.");
    expect(renderLogEntry(e, 1, names)).toBe('Zoe took your place.');
  });

  test("a line starting with the viewer's possessive is capitalised", () => {
    expect(renderLogEntry(entry([{ poss: 0 }, ' turn ends.']), 0, names)).toBe('Your turn ends.');
  });

  test("a line starting with another seat's possessive keeps the name as its owner spells it", () => {
    const lower = { ...names, seatName: (s: number) => ['mb-dcribgf11', 'Wash'][s] ?? `Seat ${s}` };
    expect(renderLogEntry(entry([{ poss: 0 }, ' turn begins.']), 1, lower)).toBe("mb-dcribgf11's turn begins.");
  });

  test('stray marks after a name ending in "!" go', () => {
    const e = entry([{ seat: 0 }, ' played ', { cards: [{ id: 'c1', kind: 'shiny', visibility: 'all' }] }, '.']);
    const excited = { ...names, cardName: () => 'Curse You, Sir!' };
    expect(renderLogEntry(e, 1, excited)).toBe('Zoe played Curse You, Sir!');
  });

  test('"you" after a sentence ends is capitalised', () => {
    expect(renderLogEntry(entry(['The deck ran out. ', { seat: 0 }, ' ', { verb: 'shuffles' }, '.']), 0, names)).toBe(
      'The deck ran out. You shuffle.',
    );
  });
});

describe('private words', () => {
  test('only the seats named read them; everyone else reads the public words, and nothing of the private ones', () => {
    const e: LogEntry = {
      seat: 0,
      parts: [
        { seat: 0 },
        ' ran out of time; ',
        { said: 'the bot chose: Play Shiny', to: [0], otherwise: 'the bot made that decision' },
        '.',
      ],
    };
    expect(renderLogEntry(e, 0, names)).toBe('You ran out of time; the bot chose: Play Shiny.');
    expect(renderLogEntry(e, 1, names)).toBe('Zoe ran out of time; the bot made that decision.');
    expect(JSON.stringify(redactLogEntry(e, 'spectator'))).not.toContain('Shiny');
  });
});
