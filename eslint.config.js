// Lint keeps the layers one-way: shared <- engine <- server; shared <- client.
import tseslint from 'typescript-eslint';
import regexpPlugin from 'eslint-plugin-regexp';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'src/server/db/migrations/**', 'tests/fixtures/**'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      'no-debugger': 'error',
      'no-var': 'error',
      'prefer-const': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  // Text patterns run on untrusted documents: no pattern may backtrack super-linearly.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { regexp: regexpPlugin },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'regexp/no-misleading-capturing-group': 'error',
      'regexp/no-useless-quantifier': 'error',
      'regexp/no-dupe-disjunctions': 'error',
    },
  },
  {
    files: ['src/shared/**'],
    rules: restrict([
      { group: ['**/server/**', '**/engine/**', '**/client/**'], message: 'shared depends on nothing of ours' },
      { group: ['node:*', 'pg', 'drizzle-orm*', 'hono*', 'react*'], message: 'shared stays runtime-neutral' },
    ]),
  },
  {
    files: ['src/engine/**'],
    ignores: ['src/engine/cli.ts'],
    rules: restrict([
      { group: ['**/server/**', '**/client/**'], message: 'the engine may import only shared' },
      { group: ['pg', 'drizzle-orm*', 'hono*', '@hono/*', 'pino', 'node:http', 'node:https', 'node:net'], message: 'the engine is pure: no network, database or server code' },
    ]),
  },
  {
    files: ['src/client/**'],
    rules: restrict([{ group: ['**/server/**', '**/engine/**'], message: 'the client never imports server or engine code' }]),
  },
);
