// The guide: every rule cited in play has a section, section ids are unique anchors, sections have words, the glossary reads as sentences.
import { botInputFor, ruleAnchor, type MatchState, type RuleSection } from '@cortex/engine';
import { scanWording } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { misbehavinBot } from './bot';
import { EPISODES } from './content/index';
import { misbehavin } from './game';
import { GUIDE } from './guide';
import type { GameData } from './state';

const options = (r: { pick: <T>(xs: readonly T[]) => T; int: (a: number, b: number) => number }) => ({
  supply: r.pick(['standard', 'downNDirty', 'wheelAndDeal', 'xieXie', 'draft']),
  side: r.pick(['A', 'B']),
  episode: r.pick(['none', ...Object.keys(EPISODES)]),
  reavers: r.int(0, 1) === 1,
  maxRounds: 60,
});

/** Every section of the guide, nested ones included, in reading order. */
function allSections(sections: readonly RuleSection[]): RuleSection[] {
  return sections.flatMap((s) => [s, ...allSections(s.sections ?? [])]);
}

const RULE_ANCHOR = /^rule-\d+(?:-[a-z])?$/;
const SLUG = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

describe('guide', () => {
  test('the definition carries the guide', () => {
    expect(misbehavin.guide).toBe(GUIDE);
  });

  test.each([misbehavin.minPlayers, misbehavin.maxPlayers])(
    '%i players: every rule cited in prompts, labels and the log has a section',
    (players) => {
      // The normal bot plays whole matches (fights, deals, announcements, the win), so every kind of line is read.
      const report = scanWording(misbehavin, players, {
        matches: 2,
        maxMoves: 4000,
        seed: 'guide',
        options,
        choose: (state, seat, _legal, r) =>
          misbehavinBot.chooseMove(botInputFor(misbehavin, state as MatchState<GameData>, seat, r)),
      });
      expect(report.lines).toBeGreaterThan(100);
      expect(report.missingRules).toEqual([]);
    },
    120_000,
  );

  test('section ids are unique, and each is a rule anchor or a lowercase slug', () => {
    const ids = allSections(GUIDE.sections).map((s) => s.id);
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(RULE_ANCHOR.test(id) || SLUG.test(id), id).toBe(true);
    // A rule anchor is exactly what ruleAnchor makes of its number.
    for (const id of ids.filter((x) => RULE_ANCHOR.test(x))) expect(ruleAnchor(id.slice(5).replace('-', '.'))).toBe(id);
  });

  test('every section has a title and at least one paragraph of words', () => {
    for (const s of allSections(GUIDE.sections)) {
      expect(s.title.trim(), s.id).not.toBe('');
      expect(s.paragraphs.length, s.id).toBeGreaterThan(0);
      for (const p of s.paragraphs) expect(p.trim(), s.id).not.toBe('');
    }
    expect(GUIDE.summary.split(/\s+/).length).toBeGreaterThan(40);
  });

  test('glossary terms are unique and every meaning is a full sentence', () => {
    const terms = GUIDE.glossary.map((e) => e.term.toLowerCase());
    expect(terms.length).toBeGreaterThan(30);
    expect(new Set(terms).size).toBe(terms.length);
    for (const { term, meaning } of GUIDE.glossary) {
      // A capital (or a quoted word) to start, an end stop, and more than a few words.
      expect(meaning, term).toMatch(/^["'‘“]?[A-Z¤]/);
      expect(meaning, term).toMatch(/[.!?]$/);
      expect(meaning.split(/\s+/).length, term).toBeGreaterThanOrEqual(5);
      expect(meaning.trim().toLowerCase(), term).not.toBe(term.toLowerCase());
    }
  });

  test('the guide names the cards and numbers the game runs', () => {
    const text = JSON.stringify(GUIDE);
    for (const word of [
      '13 POWER with 2 players',
      '12 with 3',
      '11 with 4',
      '3 slots',
      '4 slots',
      'Hard Negotiation',
      'Smooth Talker',
      'Reaver Swarm',
      'The Big Score',
    ]) {
      expect(text).toContain(word);
    }
  });
});
