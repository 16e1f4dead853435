// Lint for every layer: typescript-eslint's recommended rules, React's rules of hooks for the UI, and plain JS rules
// for the built-in games' browser scripts. Folder boundaries and cycles are dependency-cruiser's job (.dependency-cruiser.cjs).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const browser = Object.fromEntries(
  [
    'window',
    'document',
    'navigator',
    'localStorage',
    'sessionStorage',
    'fetch',
    'location',
    'history',
    'console',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'requestAnimationFrame',
    'cancelAnimationFrame',
    'URL',
    'URLSearchParams',
    'AudioContext',
    'performance',
    'matchMedia',
    'getComputedStyle',
    'HTMLElement',
    'Element',
    'Event',
    'CustomEvent',
    'Intl',
    'crypto',
    'TextEncoder',
  ].map((name) => [name, 'readonly']),
);

export default tseslint.config(
  { ignores: ['dist/', 'dist-hello/', '.tmp/', 'reports/', 'test-results/', 'data/', 'node_modules/', 'src/routeTree.gen.ts'] },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The rules of hooks, exhaustive dependencies as an error, and the React Compiler's rules (set-state-in-effect,
    // refs, purity, immutability, ...), so the screens stay code the compiler can optimise.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests read JSON answers whose shape the assertions check; typing every one adds nothing.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['server/games/**/*.js'],
    // common.js defines the one global `Game` that every game page script uses; shared/slots.js the slot pages' machine,
    // live.js and fishing.js theirs.
    languageOptions: {
      sourceType: 'script',
      globals: { ...browser, Game: 'writable', SlotMachine: 'readonly', Live: 'writable', Fishing: 'writable', EventSource: 'readonly' },
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', process: 'readonly' } },
  },
);
