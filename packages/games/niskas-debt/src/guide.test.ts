// The guide against the game: every rule the game cites has a section, ids are anchors or slugs, every section has words, the glossary reads as sentences.
import {
  botInputFor,
  guideAnchors,
  ruleAnchor,
  ruleCitations,
  type MatchState,
  type Move,
  type Random,
  type RuleSection,
} from '@cortex/engine';
import { scanWording } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { niskaBot } from './bot';
import { niskasDebt } from './game';
import { GUIDE } from './guide';
import type { NiskaMove } from './moves';
import type { NiskaData } from './state';
import { harnessOptions } from './testing';

const byBot = (state: MatchState<unknown>, seat: number, legal: readonly Move[], random: Random): Move =>
  legal.length === 1
    ? legal[0]!
    : niskaBot.chooseMove({
        ...botInputFor(niskasDebt, state as MatchState<NiskaData>, seat, random),
        legalMoves: legal as NiskaMove[],
      });

/** Every section of the tree with its parent (null at the top). */
function walk(
  sections: readonly RuleSection[],
  parent: RuleSection | null = null,
): { section: RuleSection; parent: RuleSection | null }[] {
  return sections.flatMap((section) => [{ section, parent }, ...walk(section.sections ?? [], section)]);
}
const all = walk(GUIDE.sections);
const RULE_ID = /^rule-(\d+)(?:-([a-z]))?$/;
const SLUG = /^[a-z]+(?:-[a-z]+)*$/;
const words = (s: string): number => s.split(/\s+/).filter((w) => w !== '').length;

describe("Niska's Debt guide", () => {
  test('the definition carries the guide', () => {
    expect(niskasDebt.guide).toBe(GUIDE);
  });

  test.each([2, 6])('%i players: every rule cited in play has a section (random and bot play)', (players) => {
    const random = scanWording(niskasDebt, players, {
      matches: 2,
      maxMoves: 400,
      seed: 'guide',
      options: (r) => harnessOptions(r),
    });
    const bots = scanWording(niskasDebt, players, { matches: 2, maxMoves: 3000, seed: 'guide', choose: byBot });
    expect(random.missingRules).toEqual([]);
    expect(bots.missingRules).toEqual([]);
    // The scan does read citations: without the guide the same play reports them missing.
    const bare = scanWording({ ...niskasDebt, guide: undefined }, players, { matches: 1, maxMoves: 50, seed: 'guide' });
    expect(bare.missingRules.length).toBeGreaterThan(0);
  });

  test('every citation in the guide itself leads to a section of the guide', () => {
    const anchors = guideAnchors(GUIDE);
    const texts = [
      GUIDE.summary,
      ...all.flatMap(({ section }) => [section.title, ...section.paragraphs]),
      ...GUIDE.glossary.map((g) => g.meaning),
    ];
    const dead = texts.flatMap((t) =>
      ruleCitations(t).flatMap((c) => c.rules.filter((r) => !anchors.has(ruleAnchor(r)))),
    );
    expect(dead).toEqual([]);
  });

  test('section ids are unique, and each is a rule anchor or a lowercase slug', () => {
    const ids = all.map(({ section }) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('glossary'); // the rules page uses that anchor for the glossary
    for (const id of ids) expect(RULE_ID.test(id) || (SLUG.test(id) && !id.startsWith('rule-')), id).toBe(true);
  });

  test('rule sections match their numbers: an anchor per rule 1-31, sub-rules inside their rule', () => {
    const numbered = all.filter(({ section }) => RULE_ID.test(section.id));
    const tops = numbered.filter(({ section }) => !RULE_ID.exec(section.id)![2]).map(({ section }) => section.id);
    expect(tops).toEqual(Array.from({ length: 31 }, (_, i) => ruleAnchor(String(i + 1))));
    for (const { section, parent } of numbered) {
      const [, n, letter] = RULE_ID.exec(section.id)!;
      expect(section.title.startsWith(`${n}${letter ? `.${letter}` : ''}. `), section.id).toBe(true);
      if (letter) expect(parent?.id, section.id).toBe(ruleAnchor(n!));
    }
  });

  test('every section has a title and at least one paragraph of plain text', () => {
    for (const { section } of all) {
      expect(section.title.trim(), section.id).not.toBe('');
      expect(section.paragraphs.length, section.id).toBeGreaterThan(0);
      for (const p of section.paragraphs) {
        expect(p.trim(), section.id).not.toBe('');
        expect(p, section.id).not.toMatch(/[<>*_`#]|\n|\s{2}/);
      }
    }
  });

  test('the summary is one paragraph that says how the game is won, and the guide is of a readable length', () => {
    expect(GUIDE.summary).not.toMatch(/\n/);
    expect(GUIDE.summary).toMatch(/\bwins\b/);
    const rules = all.reduce(
      (n, { section }) => n + words(section.title) + section.paragraphs.reduce((m, p) => m + words(p), 0),
      0,
    );
    const glossary = GUIDE.glossary.reduce((n, g) => n + words(g.term) + words(g.meaning), 0);
    const total = words(GUIDE.summary) + rules + glossary;
    expect(total).toBeGreaterThanOrEqual(1500);
    expect(total).toBeLessThanOrEqual(4500);
  });

  test('glossary terms are unique and every meaning is a full sentence', () => {
    const terms = GUIDE.glossary.map((g) => g.term.toLowerCase());
    expect(new Set(terms).size).toBe(terms.length);
    // A sentence has a finite verb: one of the verbs a glossary line uses ("is", "marks", "counts", "abbreviate"…).
    const VERB =
      /\b(?:is|are|has|have|means|marks|shows|counts|gives|names|says|adds|needs|lets|kills|loses|brings|follows|abbreviate|mark)\b/;
    for (const { term, meaning } of GUIDE.glossary) {
      expect(term.trim(), meaning).not.toBe('');
      expect(meaning, term).toMatch(/^[A-Z$0-9'"].*[.!?]$/);
      expect(meaning, term).toMatch(VERB);
      expect(words(meaning), term).toBeGreaterThanOrEqual(5);
      expect(meaning, term).not.toMatch(/\s{2}|\n/);
    }
  });
});
