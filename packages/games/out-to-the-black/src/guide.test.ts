// The guide: every rule cited in play has a section, section ids are anchors or slugs, and every entry reads as prose.
import { guideAnchors, ruleAnchor, ruleCitations, type RuleSection } from '@cortex/engine';
import { scanWording } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { outToTheBlack } from './game';
import { GUIDE } from './guide';

/** Every section of the tree, nested ones included, depth first. */
function allSections(sections: readonly RuleSection[]): RuleSection[] {
  return sections.flatMap((s) => [s, ...allSections(s.sections ?? [])]);
}

const SECTIONS = allSections(GUIDE.sections);
const RULE_ANCHOR = /^rule-\d+(?:-[a-z])?$/;
const SLUG = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

describe('guide', () => {
  test('the definition carries the guide', () => {
    expect(outToTheBlack.guide).toBe(GUIDE);
  });

  test.each([3, 5])('%i players: every rule cited in prompts, labels and the log has a section', (players) => {
    const report = scanWording(outToTheBlack, players, { matches: 2, maxMoves: 3000, seed: 'guide' });
    expect(report.lines).toBeGreaterThan(0);
    expect(report.missingRules).toEqual([]);
  });

  test("every rule the guide's own text cites has a section", () => {
    const anchors = guideAnchors(GUIDE);
    const texts = [
      GUIDE.summary,
      ...SECTIONS.flatMap((s) => [s.title, ...s.paragraphs]),
      ...GUIDE.glossary.map((e) => e.meaning),
    ];
    const dead = texts
      .flatMap((t) => ruleCitations(t).flatMap((c) => c.rules))
      .filter((r) => !anchors.has(ruleAnchor(r)));
    expect(dead).toEqual([]);
  });

  test('section ids are unique across the tree and each is a rule anchor or a lowercase slug', () => {
    const ids = SECTIONS.map((s) => s.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !RULE_ANCHOR.test(id) && !SLUG.test(id))).toEqual([]);
  });

  test('every section has a title and at least one non-empty paragraph', () => {
    for (const s of SECTIONS) {
      expect(s.title.trim(), s.id).not.toBe('');
      expect(s.paragraphs.length, s.id).toBeGreaterThan(0);
      expect(
        s.paragraphs.filter((p) => p.trim() === ''),
        s.id,
      ).toEqual([]);
    }
  });

  test('the summary is one paragraph', () => {
    expect(GUIDE.summary.trim()).not.toBe('');
    expect(GUIDE.summary).not.toContain('\n');
    expect(GUIDE.summary).toMatch(/[.!]$/);
  });

  test('glossary terms are unique and every meaning is a full sentence', () => {
    const terms = GUIDE.glossary.map((e) => e.term);
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.filter((t, i) => terms.indexOf(t) !== i)).toEqual([]);
    expect(terms.filter((t) => t.trim() === '' || t.trim() !== t)).toEqual([]);
    const notSentences = GUIDE.glossary
      .filter((e) => !/^[A-Z"(].*[.!?]$/.test(e.meaning) || e.meaning.trim().split(/\s+/).length < 4)
      .map((e) => e.term);
    expect(notSentences).toEqual([]);
  });
});
