/**
 * The house rules as a linter (ARCHITECTURE.md, sections 1 and 2). `npm run lint` runs it and fails on any
 * warning. What it enforces, besides the recommended rule sets:
 * - the layers and their allowed imports (eslint-plugin-boundaries): contracts import nothing of ours, core
 *   only contracts, areas never each other, elements reach an area only through its index.ts, the server only
 *   contracts and core;
 * - the one places: only src/elements/define.ts imports r2wc, only src/api/http.ts calls fetch, only
 *   src/store/registry.ts touches globalThis (and src/api/prefetch.ts, which the autoloader runs, does both);
 * - core and contracts are pure: no React, no DOM, no clock;
 * - every eslint-disable comment says why.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import globals from 'globals';

const SOURCE = ['**/*.{ts,tsx}'];
const TESTS = ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'tests/**', 'src/testing/**'];

/** The layers (ARCHITECTURE.md, Layers). An area is one folder of src/areas, captured by name. */
const ELEMENTS = [
  { type: 'contracts', pattern: 'src/contracts' },
  { type: 'core', pattern: 'src/core' },
  { type: 'api', pattern: 'src/api' },
  { type: 'realtime', pattern: 'src/realtime' },
  { type: 'store', pattern: 'src/store' },
  { type: 'ui', pattern: 'src/ui' },
  { type: 'area', pattern: 'src/areas/*', capture: ['area'] },
  { type: 'elements', pattern: 'src/elements' },
  { type: 'frame', pattern: 'src/frame' },
  { type: 'server', pattern: 'server' },
  { type: 'build', pattern: 'build' },
  { type: 'demo', pattern: 'demo' },
  { type: 'tests', pattern: 'tests' },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const from = (type) => ({ element: { type } });

/** Who may import whom (ARCHITECTURE.md, Allowed imports). Anything not allowed here is an error. */
const POLICIES = [
  { from: from('contracts'), allow: to('contracts') },
  { from: from('core'), allow: to('core', 'contracts') },
  { from: from('api'), allow: to('api', 'core', 'contracts') },
  { from: from('realtime'), allow: to('realtime', 'contracts') },
  { from: from('store'), allow: to('store', 'api', 'core', 'contracts') },
  { from: from('ui'), allow: to('ui', 'store', 'core', 'contracts') },
  // An area uses the shared layers and its own files; another area's files are never its business.
  { from: from('area'), allow: to('ui', 'store', 'api', 'realtime', 'core', 'contracts') },
  { from: from('area'), allow: { to: { element: { type: 'area', captured: { area: '{{ from.element.captured.area }}' } } } } },
  { from: from('elements'), allow: to('elements', 'ui', 'store', 'core', 'contracts') },
  // Elements meet the areas through each area's public face only.
  { from: from('elements'), allow: { to: { element: { type: 'area', fileInternalPath: 'index.ts' } } } },
  { from: from('frame'), allow: to('frame', 'core', 'contracts') },
  { from: from('server'), allow: to('server', 'core', 'contracts') },
  { from: from('build'), allow: to('build', 'elements', 'core', 'contracts') },
  { from: from('demo'), allow: to('demo', 'elements') },
  { from: from('tests'), allow: to(...ELEMENTS.map((element) => element.type)) },
];

/** React, the DOM and other screen libraries that core and contracts must not know. */
const SCREEN_LIBRARIES = '^(react|react-dom|styled-components|@tanstack/react-query|@microsoft/signalr|@r2wc/[^/]+)(/.*)?$';
const ONLY_R2WC = 'src/elements/define.ts';
const ONLY_DOMPURIFY = 'src/ui/SanitizedHtml.tsx';
const ONE_PLACE_IMPORTS = [
  { name: '@r2wc/react-to-web-component', message: `Only ${ONLY_R2WC} knows r2wc.` },
  { name: 'dompurify', message: `Server HTML is cleaned in ${ONLY_DOMPURIFY} only.` },
];
const DOM_GLOBALS = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'HTMLElement', 'customElements'];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.bench/**', 'data/**', 'public/**', 'demo/**/*.js'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    files: SOURCE,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused bindings are errors, except a deliberately ignored `_name`.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // An async signature is often the contract (a Fastify plugin or handler, a hub method, a queryFn), awaited
      // or not inside: the rule would make code change shape for nothing.
      '@typescript-eslint/require-await': 'off',
      // A promise handed to an event handler (onClick={save}) is how React works; only returned promises count.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  comments.recommended,
  {
    // A query factory (src/store/queries) takes what its call needs besides the key: the event's id, the
    // context's Http and the instance's survey address follow from the instance and event that start every
    // key (store/queries/keys.ts), so they are not parts of the key of their own.
    files: ['src/store/queries/**/*.ts'],
    rules: { '@tanstack/query/exhaustive-deps': ['error', { allowlist: { variables: ['eventId', 'http', 'surveyUrl'] } }] },
  },
  {
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
    },
  },
  {
    files: SOURCE,
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/include': ['src/**', 'server/**', 'build/**', 'tests/**', 'demo/**'],
      'import/resolver': { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: POLICIES }],
    },
  },
  {
    // Unit tests may reach across layers (a core test may read the seeded texts of the server). Matchers such
    // as expect.any() are typed `any` by vitest, and expect(object.method) reads a method on purpose.
    files: TESTS,
    rules: {
      'boundaries/dependencies': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // One place each: r2wc in define.ts, DOMPurify in SanitizedHtml.tsx. A file's last matching block wins, so
  // each of the two files gets the list without its own library.
  ...[
    { files: ['src/**/*.{ts,tsx}'], ignores: ['src/core/**', 'src/contracts/**'], allow: null },
    { files: [ONLY_R2WC], allow: '@r2wc/react-to-web-component' },
    { files: [ONLY_DOMPURIFY], allow: 'dompurify' },
  ].map(({ allow, ...files }) => ({
    ...files,
    rules: { 'no-restricted-imports': ['error', { paths: ONE_PLACE_IMPORTS.filter(({ name }) => name !== allow) }] },
  })),
  {
    files: ['src/**/*.{ts,tsx}'],
    // src/api/prefetch.ts, the one exception: the autoloader (dist/vmx.js) starts an element's first GETs while its
    // code is on the way, so it cannot import http.ts or registry.ts (they come with the store, in the chunks it is
    // waiting for); it hands each pending response over through one globalThis map that registry.ts reads.
    ignores: ['src/api/http.ts', 'src/api/prefetch.ts', 'src/store/registry.ts', ...TESTS],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: "Only src/api/http.ts calls fetch (and the autoloader's src/api/prefetch.ts)." },
        { name: 'globalThis', message: "Only src/store/registry.ts touches globalThis (and the autoloader's src/api/prefetch.ts)." },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts', 'src/contracts/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: SCREEN_LIBRARIES, message: 'core and contracts know no React and no DOM.' }] },
      ],
      'no-restricted-globals': [
        'error',
        ...['fetch', 'globalThis', ...DOM_GLOBALS].map((name) => ({ name, message: 'core and contracts know no DOM: pass it in.' })),
      ],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'core has no clock: pass `now` in.' }],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'core has no clock: pass `now` in.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
);
