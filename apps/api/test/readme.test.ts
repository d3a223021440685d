// The README's configuration table names every setting the API reads (env.ts), so an operator never has to read code.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { envSchema } from '../src/env';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('README configuration table', () => {
  test.each(Object.keys(envSchema.shape).filter((k) => k !== 'PORT'))('lists %s', (key) => {
    expect(readme).toMatch(new RegExp(`^\\| [^|]*\`${key}\``, 'm'));
  });
});
