// Shared flat ESLint config: strict TypeScript, no `any`, type-aware guards, no import cycles, and the determinism rule.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Rules code (engine and games) must be pure and deterministic: randomness and time come from the match. */
export const determinismRules = {
  'no-restricted-properties': [
    'error',
    {
      object: 'Math',
      property: 'random',
      message: 'Use the match PRNG (table.random) — rules code must be deterministic.',
    },
    { object: 'Date', property: 'now', message: 'Rules code must not read the clock.' },
  ],
  'no-restricted-syntax': [
    'error',
    { selector: "NewExpression[callee.name='Date']", message: 'Rules code must not read the clock (new Date()).' },
    { selector: "CallExpression[callee.name='Date']", message: 'Rules code must not read the clock (Date()).' },
    { selector: "MemberExpression[object.name='crypto']", message: 'Rules code must not use crypto randomness.' },
  ],
  'no-restricted-globals': ['error', 'performance', 'process', 'fetch', 'setTimeout', 'setInterval'],
};

/**
 * @param {{ deterministic?: boolean, ignores?: string[] }} [opts]
 */
export function config(opts = {}) {
  return tseslint.config(
    { ignores: ['dist/**', '.next/**', 'node_modules/**', '**/*.gen.ts', '**/gql/**', ...(opts.ignores ?? [])] },
    js.configs.recommended,
    ...tseslint.configs.strict,
    {
      languageOptions: { globals: { ...globals.node, ...globals.browser } },
      rules: {
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/no-non-null-assertion': 'off',
        '@typescript-eslint/consistent-type-imports': 'error',
        // Log lines are tagged templates used as statements: t.log`...`.
        '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
      },
    },
    {
      // Guards that need the types: a switch over a union names every member (or has a default), a condition the types
      // say is always true or false is a mistake, and no module imports itself round a circle (type-only imports aside:
      // they vanish at run time).
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir: process.cwd() },
      },
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
        // Without these the plugin reads only .js dependencies, and a circle through .ts files goes unseen.
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      },
      rules: {
        '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
        '@typescript-eslint/no-unnecessary-condition': 'error',
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    opts.deterministic ? { files: ['**/*.ts'], rules: determinismRules } : {},
  );
}

export default config();
