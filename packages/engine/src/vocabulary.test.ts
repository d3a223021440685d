// Rule citations become links: anchors from rule numbers, and citations found in any text.
import { describe, expect, test } from 'vitest';
import { guideAnchors, ruleAnchor, ruleCitations } from './vocabulary';

describe('rule citations', () => {
  test.each([
    ['6', 'rule-6'],
    ['6.a', 'rule-6-a'],
    ['14.b', 'rule-14-b'],
  ])('ruleAnchor(%s) = %s', (rule, anchor) => {
    expect(ruleAnchor(rule)).toBe(anchor);
  });

  test.each([
    ['Fly to a sector (rule 6).', [['rule 6', ['6']]]],
    ['Discard down (rules 6.a and 30).', [['rules 6.a and 30', ['6.a', '30']]]],
    ['Setup (rules 7-11)', [['rules 7-11', ['7', '8', '9', '10', '11']]]],
    [
      'as rule 14.b says, and rule 5',
      [
        ['rule 14.b', ['14.b']],
        ['rule 5', ['5']],
      ],
    ],
    ['no citation here: the rules say so', []],
  ])('ruleCitations(%j)', (text, found) => {
    expect(ruleCitations(text).map((c) => [c.text, c.rules])).toEqual(found);
  });

  test('every anchor of a guide, nested sections included', () => {
    const guide = {
      summary: 's',
      glossary: [],
      sections: [
        { id: 'rule-1', title: 'One', paragraphs: [], sections: [{ id: 'rule-1-a', title: 'One a', paragraphs: [] }] },
      ],
    };
    expect([...guideAnchors(guide)]).toEqual(['rule-1', 'rule-1-a']);
  });
});
