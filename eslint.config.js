// Zero warnings are allowed (`npm run lint` passes --max-warnings=0).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', '.build/**', '.astro/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', '.sandbox/**'] },
  ...tseslint.configs.recommended,
  {
    // React's rules apply to the islands; Playwright fixtures also call a function named `use`.
    files: ['src/**/*.tsx', 'src/lib/**/*store.ts', 'src/lib/core/stores/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    // Type-aware: a promise nobody awaits or handles is how an error goes unseen.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: 'Use zod/mini: the contract ships to phones.' }] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/core/contract/**'],
    rules: {
      'no-restricted-imports': 'off',
      // The contract's index builds the record of every call (for the sandbox and tests):
      // a page that imports a value from it carries every call's schemas. Pages import
      // the calls they make from the call's own module; types may come from anywhere.
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'zod', message: 'Use zod/mini: the contract ships to phones.' }],
        patterns: [
          { group: ['**/sandbox/**'], message: 'The site never imports the sandbox provider.' },
          { group: ['**/contract/index', '**/contract/index.ts'], allowTypeImports: true, message: 'Import a call from its own contract module (lib/account/contract.ts…), not the index of every call.' },
        ],
      }],
    },
  },
  {
    // The sandbox shares the site's headless code (contract, rules, words), never its UI.
    files: ['sandbox/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'zod', message: 'Use zod/mini, as the contract does.' }],
        patterns: [{ group: ['**/src/islands/**', '**/src/pages/**', '**/src/components/**', '**/src/layouts/**'], message: 'The sandbox imports only src/lib/**, never the site\'s UI.' }],
      }],
    },
  },
);
