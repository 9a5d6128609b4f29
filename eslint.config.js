import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
)
