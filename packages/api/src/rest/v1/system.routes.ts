import { accountsSchemas as s, oauth, system, userBaseInfoSchema } from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';

export const systemRoutes = [
  route({
    method: 'get',
    path: '/sys/info',
    tag: 'System',
    summary: 'System information: initialised, token timeout (minutes), registration, mail, version',
    access: 'public',
    response: system.systemInfoSchema,
    handler: ({ ctx }) => system.getSystemInfo(ctx),
  }),
  route({
    method: 'post',
    path: '/sys/setup',
    writes: ['metadata'],
    tag: 'System',
    summary: 'Create the first user; refused once the system is initialised',
    access: 'public',
    body: s.setupInputSchema,
    response: userBaseInfoSchema,
    handler: ({ ctx, body }) => system.setup(ctx, body),
  }),
  route({
    method: 'get',
    path: '/tpa/getOauth2Clients',
    tag: 'System',
    summary: 'Third-party sign-in clients: [{ "<name>": "<authorization url>" }]',
    access: 'public',
    response: z.array(z.record(z.string(), z.string())),
    handler: async ({ ctx }) => oauth.listOAuthClients(ctx),
  }),
];
