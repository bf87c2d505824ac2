// Lint keeps the layers one-way (shared <- engine <- server; shared <- client), keeps client features
// apart, runs typescript-eslint's recommended rules, and flags unused code (knip runs beside it in
// `npm run lint` for unused files, exports and dependencies).
import boundaries from 'eslint-plugin-boundaries';
import regexpPlugin from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

// Our own code, by folder. A file belongs to the innermost element that holds it.
const ELEMENTS = [
  { type: 'shared', pattern: 'src/shared' },
  { type: 'engine', pattern: 'src/engine' },
  { type: 'server', pattern: 'src/server' },
  // Client: app shell -> pages -> features -> components / api / lib / content -> shared.
  { type: 'client-page', pattern: 'src/client/pages' },
  { type: 'client-feature', pattern: 'src/client/features/*', capture: ['feature'] },
  { type: 'client-components', pattern: 'src/client/components/*', capture: ['group'] },
  { type: 'client-api', pattern: 'src/client/api' },
  { type: 'client-lib', pattern: 'src/client/lib' },
  { type: 'client-content', pattern: 'src/client/content' },
  // The rest of src/client: main.tsx and app.tsx, the shell that mounts the pages.
  { type: 'client-app', pattern: 'src/client' },
  { type: 'extension', pattern: 'extension' },
  { type: 'eval', pattern: 'eval' },
  { type: 'bench', pattern: 'bench' },
  { type: 'tests', pattern: 'tests' },
].map((element) => ({ partialMatch: false, ...element }));

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const from = (type) => ({ from: { element: { type } } });

const POLICIES = [
  { ...from('shared'), allow: to('shared') },
  { ...from('engine'), allow: to('engine', 'shared') },
  { ...from('server'), allow: to('server', 'engine', 'shared') },
  // The client never reaches server or engine code; it talks to the server over HTTP with shared schemas.
  { ...from('client-app'), allow: to('client-app', 'client-page', 'client-components', 'client-api', 'client-lib', 'shared') },
  { ...from('client-page'), allow: to('client-page', 'client-feature', 'client-components', 'client-api', 'client-lib', 'client-content', 'shared') },
  // A feature is private to itself: pages compose features, and what two features need lives in
  // components/, api/ or lib/ (or shared/). No feature imports another feature's files.
  {
    ...from('client-feature'),
    allow: [
      { to: { element: { type: 'client-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
      to('client-components', 'client-api', 'client-lib', 'client-content', 'shared'),
    ],
  },
  { ...from('client-components'), allow: to('client-components', 'client-api', 'client-lib', 'shared') },
  // API hooks may raise toasts (components/ui/use-toast.ts) and nothing else from components.
  {
    ...from('client-api'),
    allow: [to('client-api', 'client-lib', 'shared'), { to: { element: { type: 'client-components', captured: { group: 'ui' } } } }],
  },
  { ...from('client-lib'), allow: to('client-lib', 'shared') },
  { ...from('client-content'), allow: to('client-content', 'shared') },
  { ...from('extension'), allow: to('extension', 'shared') },
  { ...from('eval'), allow: to('eval', 'engine', 'shared') },
  { ...from('bench'), allow: to('bench', 'server', 'engine', 'shared') },
  { ...from('tests'), allow: to('tests', 'server', 'engine', 'shared', 'extension', 'eval') },
  // Tests beside the code may use the test helpers and the evaluation corpus.
  { from: { file: { categories: 'test' } }, allow: to('tests', 'eval') },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'src/server/db/migrations/**', 'tests/fixtures/**'] },
  tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js'],
    rules: {
      'no-debugger': 'error',
      'no-var': 'error',
      'prefer-const': 'error',
      eqeqeq: ['error', 'smart'],
      // `_name` marks a parameter an interface requires but this implementation does not read;
      // `{ dropped, ...rest }` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
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
  // Import boundaries between our own folders.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'extension/**/*.ts', 'eval/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/files': [{ category: 'test', pattern: '**/*.{test,spec}.ts' }],
      'boundaries/include': ['src/**/*', 'extension/**/*', 'eval/**/*', 'bench/**/*', 'tests/**/*'],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: POLICIES }],
    },
  },
  // Outside packages each layer may not use.
  {
    files: ['src/shared/**'],
    rules: restrict([{ group: ['node:*', 'pg', 'drizzle-orm*', 'hono*', 'react*'], message: 'shared stays runtime-neutral' }]),
  },
  {
    files: ['src/engine/**'],
    ignores: ['src/engine/cli.ts'],
    rules: restrict([
      { group: ['pg', 'drizzle-orm*', 'hono*', '@hono/*', 'pino', 'node:http', 'node:https', 'node:net'], message: 'the engine is pure: no network, database or server code' },
    ]),
  },
);
