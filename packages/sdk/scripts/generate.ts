/* eslint-disable no-console -- a script reports what it wrote */
import { writeFile } from 'node:fs/promises';
import { openApiTypes, OPENAPI_TYPES_FILE } from './openapi-types';

await writeFile(OPENAPI_TYPES_FILE, await openApiTypes());
console.log(`wrote ${OPENAPI_TYPES_FILE.pathname}`);
