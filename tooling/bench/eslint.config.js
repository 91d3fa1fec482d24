import base from '@tessera/eslint-config/base';

// The bench is a command-line report: printing is its job. The harness page's build output is not ours.
export default [{ ignores: ['harness/dist/'] }, ...base, { rules: { 'no-console': 'off' } }];
