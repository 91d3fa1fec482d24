import base from '@tessera/eslint-config/base';

// The bench is a command-line report: printing is its job.
export default [...base, { rules: { 'no-console': 'off' } }];
