import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractApp, type ContractApp } from './contract-app';

// The Variables page (Datart VariablePage): permission is a number, defaultValue JSON-array text.
let t: ContractApp;
let roleId = '';

beforeAll(async () => {
  t = await createContractApp();
  roleId = (
    (
      await t.call('POST', '/roles', {
        token: t.owner.token,
        body: { orgId: t.owner.orgId, name: 'Sales', description: '' },
      })
    ).body.data as { id: string }
  ).id;
});
afterAll(() => t.close());

interface VariableDto {
  id: string;
  name: string;
  permission: unknown;
  defaultValue: unknown;
}

describe('variables speak numbers for permission and JSON text for values', () => {
  let created: VariableDto;

  it('POST /variables takes permission 0, 1 or 2 and answers the same number', async () => {
    for (const [name, permission] of [
      ['hiddenOne', 0],
      ['readOnly', 1],
      ['editable', 2],
    ] as const) {
      const res = await t.call('POST', '/variables', {
        token: t.owner.token,
        body: {
          name,
          label: name,
          type: 'QUERY',
          valueType: 'STRING',
          permission,
          defaultValue: '["a","b"]',
          expression: false,
          orgId: t.owner.orgId,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const v = res.body.data as VariableDto;
      expect(v.permission).toBe(permission);
      expect(v.defaultValue).toBe('["a","b"]');
      if (name === 'readOnly') created = v;
    }
    const bad = await t.call('POST', '/variables', {
      token: t.owner.token,
      body: { name: 'bad', type: 'QUERY', valueType: 'STRING', permission: 3, orgId: t.owner.orgId },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.exception?.fields.map((f) => f.path)).toEqual(['permission']);
  });

  it('GET /variables/org lists them the same way, and PUT /variables takes back what it read', async () => {
    const list = (await t.call('GET', `/variables/org?orgId=${t.owner.orgId}`, { token: t.owner.token })).body
      .data as VariableDto[];
    expect(list.map((v) => [v.name, v.permission])).toEqual([
      ['editable', 2],
      ['hiddenOne', 0],
      ['readOnly', 1],
    ]);
    const listed = list.find((v) => v.id === created.id)!;
    const put = await t.call('PUT', '/variables', {
      token: t.owner.token,
      body: [{ ...listed, permission: 0, defaultValue: JSON.stringify([7, 'x']) }],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const after = (
      (await t.call('GET', `/variables/org?orgId=${t.owner.orgId}`, { token: t.owner.token })).body
        .data as VariableDto[]
    ).find((v) => v.id === created.id)!;
    expect(after.permission).toBe(0);
    expect(JSON.parse(after.defaultValue as string)).toEqual(['7', 'x']);
  });

  it("PUT /variables/rel accepts the client's temporary row ids and answers values as JSON text", async () => {
    const perm = (
      await t.call('POST', '/variables', {
        token: t.owner.token,
        body: {
          name: 'region',
          type: 'PERMISSION',
          valueType: 'STRING',
          permission: 0,
          defaultValue: null,
          expression: false,
          orgId: t.owner.orgId,
        },
      })
    ).body.data as VariableDto;
    const row = {
      id: randomUUID(),
      variableId: perm.id,
      subjectId: roleId,
      subjectType: 'ROLE',
      useDefaultValue: false,
      value: '["East"]',
    };
    const created = await t.call('PUT', '/variables/rel', {
      token: t.owner.token,
      body: { relToCreate: [row], relToUpdate: [], relToDelete: [] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const values = (await t.call('GET', `/variables/value?variableId=${perm.id}`, { token: t.owner.token }))
      .body.data as { id: string; value: unknown }[];
    expect(values.map((v) => v.value)).toEqual(['["East"]']);
    // The client's "updated" rows carry new temporary ids too; they are matched by variable and subject.
    const updated = await t.call('PUT', '/variables/rel', {
      token: t.owner.token,
      body: {
        relToCreate: [],
        relToUpdate: [{ ...row, id: randomUUID(), value: '["West"]' }],
        relToDelete: [],
      },
    });
    expect(updated.status).toBe(200);
    const after = (
      await t.call(
        'GET',
        `/variables/subject/value?orgId=${t.owner.orgId}&subjectType=ROLE&subjectId=${roleId}`,
        { token: t.owner.token },
      )
    ).body.data as { id: string; value: unknown }[];
    expect(after.map((v) => v.value)).toEqual(['["West"]']);
    const removed = await t.call('PUT', '/variables/rel', {
      token: t.owner.token,
      body: { relToCreate: [], relToUpdate: [], relToDelete: [after[0]!.id] },
    });
    expect(removed.status).toBe(200);
    expect(
      (await t.call('GET', `/variables/value?variableId=${perm.id}`, { token: t.owner.token })).body.data,
    ).toEqual([]);
  });
});
