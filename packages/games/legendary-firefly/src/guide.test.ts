// The guide: no rule cited in play lacks a section, section ids are unique anchors, every section has words, and the glossary
// explains each term once, in full sentences, including the board's symbols, the classes and the card types.
import {
  guideAnchors,
  redactView,
  ruleAnchor,
  type MatchState,
  type Move,
  type Random,
  type RuleSection,
  type Seat,
} from '@cortex/engine';
import { scanWording, wordingProblems } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { chooseFireflyMove } from './bot';
import { TYPE_WORDS } from './catalog';
import { legendaryFirefly } from './game';
import { GUIDE } from './guide';
import type { FireflyMove } from './moves';
import type { FireflyData } from './state';
import { className } from './text';
import { CLASSES } from './content/vocabulary';

/** The bot's move, now and then a random one, so that matches reach the Inter-Missions and Episodes B and C. */
const botChoice = (state: MatchState<unknown>, seat: Seat, legal: readonly Move[], random: Random): Move =>
  random.int(0, 9) === 0
    ? random.pick(legal)
    : chooseFireflyMove({
        seat,
        view: redactView(state as MatchState<FireflyData>, seat),
        legalMoves: legal as readonly FireflyMove[],
      });

function allSections(sections: readonly RuleSection[]): RuleSection[] {
  return sections.flatMap((s) => [s, ...allSections(s.sections ?? [])]);
}

const RULE_ANCHOR = /^rule-\d+(?:-[a-z])?$/;
const SLUG = /^[a-z]+(?:-[a-z]+)*$/;
/** A finite verb, so that a meaning is a sentence rather than a bare noun phrase. */
const VERB =
  /\b(?:is|are|means|marks|shows|opens|gives|buys|counts|has|lets|strikes?|must|may|can|happens|applies|holds|stands|sits|lands|comes|reminds|leaves|say|score|goes|matters|needs|works|discard|draw|stays?)\b/;

describe('every rule cited in play has a section in the guide', () => {
  test.each([legendaryFirefly.minPlayers, legendaryFirefly.maxPlayers])('%i players', (players) => {
    const report = scanWording(legendaryFirefly, players, {
      matches: 2,
      maxMoves: 3000,
      seed: 'guide',
      choose: botChoice,
    });
    expect(report.lines).toBeGreaterThan(100);
    expect(report.missingRules).toEqual([]);
  });

  test('the scan does report a cited rule the guide lacks', () => {
    const citing = {
      ...legendaryFirefly,
      prompt: (...args: Parameters<typeof legendaryFirefly.prompt>) => `${legendaryFirefly.prompt(...args)} (rule 99)`,
    };
    expect(scanWording(citing, 1, { matches: 1, maxMoves: 3, seed: 'guide' }).missingRules).toEqual(['99']);
  });
});

describe('the guide', () => {
  const sections = allSections(GUIDE.sections);

  test('is wired into the definition', () => {
    expect(legendaryFirefly.guide).toBe(GUIDE);
    expect(GUIDE.summary.split(/\s+/).length).toBeGreaterThan(40);
  });

  test('section ids are unique across the tree, each a rule anchor or a lowercase slug', () => {
    const ids = sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(guideAnchors(GUIDE).size).toBe(ids.length);
    for (const id of ids) {
      const ok = RULE_ANCHOR.test(id)
        ? id === ruleAnchor(id.slice(5).replace('-', '.'))
        : SLUG.test(id) && !id.startsWith('rule-');
      expect(ok, id).toBe(true);
    }
  });

  test('every section has a title and at least one paragraph of words', () => {
    for (const s of sections) {
      expect(s.title.trim(), s.id).not.toBe('');
      expect(s.paragraphs.length, s.id).toBeGreaterThan(0);
      for (const p of s.paragraphs) expect(p.trim().length, s.id).toBeGreaterThan(10);
    }
  });

  test('follows the rulebook: setup, the turn and its phases, winning, keywords and the clarifications are there', () => {
    const ids = new Set(sections.map((s) => s.id));
    for (const id of [
      'setup',
      'turn',
      'episode-phase',
      'action-phase',
      'strike-phase',
      'cleanup',
      'inevitable',
      'inter-mission',
      'winning',
      'coordinate',
      'timing',
      'clarifications',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  test("reads well: none of the narrator's wording problems in the summary, the paragraphs or the glossary", () => {
    const texts = [
      GUIDE.summary,
      ...sections.flatMap((s) => [s.title, ...s.paragraphs]),
      ...GUIDE.glossary.map((e) => e.meaning),
    ];
    expect(texts.flatMap((t) => wordingProblems(t).map((p) => `${p}: ${t}`))).toEqual([]);
  });

  test('its size is a guide, not a copy of the rulebook', () => {
    const words = [GUIDE.summary, ...sections.flatMap((s) => s.paragraphs)].join(' ').split(/\s+/).length;
    expect(words).toBeGreaterThan(1500);
    expect(words).toBeLessThan(4000);
  });
});

describe('the glossary', () => {
  const terms = GUIDE.glossary.map((e) => e.term);

  test('terms are unique', () => {
    const lower = terms.map((t) => t.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  test('every meaning is a full sentence', () => {
    for (const { term, meaning } of GUIDE.glossary) {
      expect(meaning, term).toMatch(/^["'A-Z¤⚔✓✗○→+-]/);
      expect(meaning, term).toMatch(/[.!?]$/);
      expect(meaning.split(/\s+/).length, term).toBeGreaterThanOrEqual(5);
      expect(meaning, term).toMatch(VERB);
    }
  });

  test("explains the board's symbols and abbreviations", () => {
    for (const symbol of [
      'R',
      'A',
      '¤',
      '⚔',
      'Cr',
      '✓',
      '✗',
      '○',
      '→ Serenity',
      'i',
      'scan 2',
      'Double',
      'out of play',
    ])
      expect(terms, symbol).toContain(symbol);
  });

  test('explains every class and every card type', () => {
    const lower = new Set(terms.map((t) => t.toLowerCase()));
    for (const cls of CLASSES) expect(lower.has(className(cls).toLowerCase()), cls).toBe(true);
    for (const word of Object.values(TYPE_WORDS)) {
      const term = word === 'Inevitable' ? 'inevitable card' : word.toLowerCase();
      expect(lower.has(term), word).toBe(true);
    }
  });
});
