export { default } from '@tessera/eslint-config/react';
