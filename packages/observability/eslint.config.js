export { default } from '@tessera/eslint-config/base';
