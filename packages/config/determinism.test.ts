// Proves the determinism rule bites: Math.random, Date.now and new Date() fail lint in the engine and in every game package.
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const packages = join(dirname(fileURLToPath(import.meta.url)), '..');
const gamesDir = join(packages, 'games');
const rulesPackages = [
  join(packages, 'engine'),
  ...(existsSync(gamesDir)
    ? readdirSync(gamesDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => join(gamesDir, d.name))
    : []),
];

/**
 * The probe is text with a made-up path, in no TypeScript project: the rules that need types are left out (they have
 * nothing to check here), the ones under test are the package's own.
 */
const withoutTypes = {
  languageOptions: { parserOptions: { projectService: false } },
  rules: {
    '@typescript-eslint/switch-exhaustiveness-check': 'off',
    '@typescript-eslint/no-unnecessary-condition': 'off',
    'import-x/no-cycle': 'off',
  },
} as const;

describe.each(rulesPackages)('determinism rule in %s', (dir) => {
  const eslint = new ESLint({ cwd: dir, overrideConfig: withoutTypes });
  test.each([
    ['Math.random()', 'export const x = Math.random();'],
    ['Date.now()', 'export const x = Date.now();'],
    ['new Date()', 'export const x = new Date();'],
    ['an explicit any', 'export const x = (y: any) => y;'],
  ])('%s fails lint', async (_name, code) => {
    const [result] = await eslint.lintText(code, { filePath: join(dir, 'src', 'probe.ts') });
    expect(result!.errorCount).toBeGreaterThan(0);
  });

  test('seeded randomness passes', async () => {
    const [result] = await eslint.lintText('export const roll = (r: { die(n: number): number }) => r.die(6);\n', {
      filePath: join(dir, 'src', 'probe.ts'),
    });
    expect(result!.messages).toEqual([]);
  });
});
