import { describe, expect, test } from 'vitest';
import { packageOf, summarizeProfile } from './profile-summary';

/** A profile of 10 samples 2 ms apart: 6 idle, 3 in a package's function, 1 in the app's. */
const profile = {
  startTime: 0,
  endTime: 20_000,
  nodes: [
    { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1 }, children: [2, 3, 4] },
    { id: 2, callFrame: { functionName: '(idle)', url: '', lineNumber: -1 } },
    { id: 3, callFrame: { functionName: 'execute', url: 'file:///x/node_modules/graphql/execute.js', lineNumber: 9 } },
    { id: 4, callFrame: { functionName: 'commit', url: 'file:///x/apps/api/src/committer.ts', lineNumber: 0 } },
  ],
  samples: [2, 2, 3, 2, 3, 2, 4, 2, 3, 2],
  timeDeltas: Array.from({ length: 10 }, () => 2_000),
};

describe('summarizeProfile', () => {
  const text = summarizeProfile(profile, 10);
  test('says how often it sampled and how many samples were busy', () => {
    expect(text).toContain('10 samples (one per 2.00 ms), 4 busy');
  });
  test.each([
    ['graphql', '30.0 %   75.0 %  graphql'],
    ['the app', '10.0 %   25.0 %  apps/api'],
    ['a function', '30.0 %   75.0 %  execute graphql/execute.js:10'],
  ])('gives %s its share of all samples and of busy ones', (_what, line) => {
    expect(text).toContain(line);
  });
  test('idle has no share of busy samples', () => {
    expect(text).toMatch(/60\.0 % {11}\(idle\)/);
  });
});

test.each([
  ['file:///w/node_modules/@apollo/server/dist/x.js', '@apollo/server'],
  ['file:///w/packages/games/misbehavin/src/a.ts', 'packages/games/misbehavin'],
  ['node:internal/streams', 'node:internal'],
  ['', '(native/gc/idle)'],
])('packageOf(%s) is %s', (url, pkg) => {
  expect(packageOf(url)).toBe(pkg);
});
