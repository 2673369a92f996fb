// ESLint flat config (issue 22). `npm run lint` runs it over the whole repository
// with --max-warnings=0; `npm test` runs it (with `prettier --check`) after typecheck.
// typescript-eslint's `recommended` set without type information, to stay fast.
import path from 'node:path';
import js from '@eslint/js';
import {createNodeResolver, flatConfigs as importX} from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Issue 22: an `eslint-disable` comment says why on its own line (`-- reason`). */
const disableNeedsReason = {
  meta: {type: 'problem', messages: {missing: 'Give the reason on the line: `eslint-disable… rule -- why`.'}, schema: []},
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (/^\s*eslint-disable(-next-line|-line)?(\s|$)/.test(comment.value) && !/\s--+\s*\S/.test(comment.value)) {
            context.report({loc: comment.loc, messageId: 'missing'});
          }
        }
      },
    };
  },
};

/**
 * The app's layers, top to bottom: a file imports its own layer and the layers below it; infra and
 * ui (the same floor) import neither each other; framework, the floor, imports nothing else from
 * the app (docs/architecture.md).
 */
const LAYERS = [
  [
    'routes',
    [
      'app/routes',
      'app/cms-page-routes',
      'app/product-pages',
      'app/root.tsx',
      'app/routes.ts',
      'app/entry.client.tsx',
      'app/entry.server.tsx',
    ],
  ],
  ['components', ['app/components']],
  ['server', ['app/server']],
  ['features', ['app/features']],
  ['clients', ['app/clients']],
  ['infra', ['app/infra']],
  ['ui', ['app/ui']],
  ['framework', ['app/framework']],
];
const SAME_FLOOR = {infra: 'ui', ui: 'infra'};
const layerZones = LAYERS.flatMap(([layer, target], index) => {
  const above = LAYERS.slice(0, index).filter(([name]) => name !== SAME_FLOOR[layer]);
  const from = [...above.flatMap(([, dirs]) => dirs), ...(SAME_FLOOR[layer] ? LAYERS.find(([name]) => name === SAME_FLOOR[layer])[1] : [])];
  return from.length === 0
    ? []
    : target.map((dir) => ({
        target: dir,
        from,
        message: `imports go routes → components → server → features → clients → infra | ui → framework: ${layer} may not import from a layer above it.`,
      }));
});
// Components run in the browser: nothing from app/server, not even a type.
const browserZone = {target: 'app/components', from: 'app/server', message: 'components run in the browser: nothing from app/server.'};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/build/',
      '**/.cache/',
      '**/.wrangler/',
      '**/coverage/',
      'public/',
      'storefrontapi.generated.d.ts',
      'customer-accountapi.generated.d.ts',
      'worker-configuration.d.ts',
      'content/export.json',
      'bench/tmp/',
      'test-results/',
      'playwright-report/',
    ],
  },
  {
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    plugins: {local: {rules: {'eslint-disable-reason': disableNeedsReason}}},
    rules: {'local/eslint-disable-reason': 'error'},
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a parameter or binding kept on purpose (an interface's
      // argument, a key taken out of an object by destructuring with a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // `interface X extends Y {}` is how env.d.ts augments Remix's AppLoadContext and SessionData.
      '@typescript-eslint/no-empty-object-type': ['error', {allowInterfaces: 'with-single-extends'}],
    },
  },
  {
    // Off in test code: tests read JSON answers and GraphQL payloads as `any` to assert on
    // deep fields without declaring each shape; the rule stays on for app/, platform/src/, scripts/, content/.
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'platform/test/**'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
  {
    plugins: {'import-x': importX.recommended.plugins['import-x']},
    settings: {
      // `~/` is the app's path alias (tsconfig.json paths); resolution only has to tell
      // node builtins and packages apart, so the plugin's own node resolver is enough.
      'import-x/internal-regex': '^~/',
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      // Every package the code imports is declared in package.json: one that arrives only as another
      // package's dependency can vanish or change version with that package.
      'import-x/no-extraneous-dependencies': ['error', {devDependencies: true, optionalDependencies: false, peerDependencies: false}],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'ignore',
        },
      ],
    },
  },
  {
    // Layer rules and cycles in the editor; app/architecture.test.ts keeps what no linter says. Test files
    // are left out: they are not shipped and may reach across layers to set up what they test.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    settings: {
      // no-cycle reads the files an import leads to: with the TypeScript parser, as ESLint reads them.
      'import-x/parsers': {'@typescript-eslint/parser': ['.ts', '.tsx']},
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], tsconfig: {configFile: path.resolve('tsconfig.json')}}),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', {zones: [...layerZones, browserZone]}],
      'import-x/no-cycle': ['error', {ignoreExternal: true}],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      // The plugin's classic `recommended` pair; exhaustive-deps as an error because the code is
      // clean (each exception is an eslint-disable line with its reason).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Not enabled: the React Compiler rules that v7 adds to `recommended` (static-components,
      // purity, refs, set-state-in-effect, ...). The shop runs React 18 without the compiler, and
      // they compile every component: 9 of the 15 s lint time. Tried once: they found 4 setState
      // calls in effects (client-only state after hydration, reset on navigation; deliberate) and
      // one function used before its declaration (moved).
    },
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrolling regions (carousels, the product gallery) take tabIndex=0 so the keyboard can
      // scroll them (axe's scrollable-region-focusable); they carry role="region" and a label.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true}],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'env.d.ts'],
    languageOptions: {globals: {...globals.browser}},
  },
  {
    files: ['server.ts', 'worker/**/*.ts'],
    languageOptions: {globals: {...globals.serviceworker}},
  },
  {
    files: [
      'scripts/**/*.ts',
      'tests/**/*.ts',
      'platform/**/*.ts',
      'content/**/*.ts',
      '*.config.ts',
      'codegen.ts',
      '.graphqlrc.ts',
      'eslint.config.js',
    ],
    languageOptions: {globals: {...globals.node}},
  },
);
