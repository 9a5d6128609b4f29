import { readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import checkFile from 'eslint-plugin-check-file'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const root = import.meta.dirname
const web = (folder) => path.join(root, 'apps/web/src', folder)
const cms = (folder) => path.join(root, 'apps/cms/src', folder)
const webFeatures = readdirSync(web('features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.next/**',
      '**/node_modules/**',
      '**/src/migrations/**',
      '**/payload-types.ts',
      '**/importMap.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // The site's React code: the rules of hooks, exhaustive effect dependencies and the React Compiler's
  // checks (state set in effects, refs read during render, impure render).
  { files: ['apps/web/src/**/*.{ts,tsx}', 'apps/cms/src/**/*.tsx'], ...reactHooks.configs.flat.recommended },

  // Imports flow one way and never in a circle (docs/decisions/013-house-rules.md).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/web/server/**/*.ts', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The parser import-x reads imported files with (espree cannot read TypeScript: a cycle through a
      // .ts file would go unseen), and the TypeScript resolver for the workspace's paths.
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [path.join(root, 'apps/*/tsconfig.json'), path.join(root, 'packages/*/tsconfig.json')],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Shared code (lib, components, the content queries) is used by features and pages, never the reverse.
            {
              target: [web('lib'), web('components'), web('api')],
              from: [web('features'), web('app')],
              message: 'Shared code must not import a feature or the app: move what both need into lib/.',
            },
            { target: web('features'), from: web('app'), message: 'A feature must not import the app.' },
            // No feature imports another: what two features share belongs in lib/ or @ecs/shared.
            ...webFeatures.map((feature) => ({
              target: web(`features/${feature}`),
              from: web('features'),
              except: [`./${feature}`],
              message: 'A feature must not import another feature: compose them in app/, or share through lib/.',
            })),
          ],
        },
      ],
      // A page's links are in the page's language, also where the path's is another (components/site-link.tsx).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: 'Link to a page of the site with SiteLink (components/site-link.tsx).',
            },
          ],
        },
      ],
    },
  },
  { files: ['apps/web/src/components/site-link.tsx'], rules: { 'no-restricted-imports': 'off' } },

  // Attribution owns the visitor session and never imports the lead domain; the lead domain reads a
  // session only through attribution/lead-session.ts.
  {
    files: ['apps/cms/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: cms('attribution'),
              from: cms('leads'),
              message: 'Attribution must not import the lead domain: read desk_leads in SQL or @ecs/shared/leads.',
            },
            {
              target: cms('leads'),
              from: cms('attribution'),
              except: ['./lead-session.ts'],
              message: 'The lead domain reads a session only through attribution/lead-session.ts.',
            },
          ],
        },
      ],
    },
  },

  // The environment is read in one place per app, validated (apps/cms/src/env.ts, apps/web/server/env.ts).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/web/server/**/*.ts'],
    ignores: ['apps/*/src/env.ts', 'apps/web/server/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: "Read the environment through the app's env.ts." },
      ],
    },
  },

  // One file-naming style: kebab-case (Next's and Payload's own file conventions aside).
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'apps/*/src/**/': 'KEBAB_CASE' }],
    },
  },
)
