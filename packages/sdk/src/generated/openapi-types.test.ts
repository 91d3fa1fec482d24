import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openApiTypes, OPENAPI_TYPES_FILE } from '../../scripts/openapi-types';

describe('the REST types', () => {
  it('are generated from the current routes (run `npm run generate --workspace @tessera/sdk` when this fails)', async () => {
    const committed = await readFile(OPENAPI_TYPES_FILE, 'utf8');
    expect(committed).toContain("'/orgs/{orgId}/roles'");
    expect(committed === (await openApiTypes()), 'src/generated/openapi.d.ts is stale').toBe(true);
  }, 120_000);
});
