import { fileURLToPath } from 'node:url';
import { layersPlugin } from '@tessera/eslint-config/layers';
import react from '@tessera/eslint-config/react';

export default [
  ...react,
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { tessera: layersPlugin },
    rules: { 'tessera/layers': ['error', { root: fileURLToPath(new URL('./src', import.meta.url)) }] },
  },
];
