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
  ...(existsSync(gamesDir) ? readdirSync(gamesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join(gamesDir, d.name)) : []),
];

describe.each(rulesPackages)('determinism rule in %s', (dir) => {
  const eslint = new ESLint({ cwd: dir });
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
    const [result] = await eslint.lintText('export const roll = (r: { die(n: number): number }) => r.die(6);\n', { filePath: join(dir, 'src', 'probe.ts') });
    expect(result!.messages).toEqual([]);
  });
});
