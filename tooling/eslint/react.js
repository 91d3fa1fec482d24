import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import base from './base.js';

/** Lint rules for React packages: the base set plus the hooks rules. */
export default [
  ...base,
  {
    files: ['**/*.tsx', '**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
];
