import {
  accounts,
  accountsSchemas as s,
  AppError,
  passwordReset,
  profile,
  userProfileSchema,
} from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';
import { readUpload } from '../upload';

export const usersRoutes = [
  route({
    method: 'post',
    path: '/users/login',
    writes: ['sign-in'],
    tag: 'Users',
    summary: 'Sign in with username or e-mail; the token comes back in the Authorization header',
    access: 'public',
    body: s.loginInputSchema,
    response: userProfileSchema,
    handler: async ({ c, ctx, body }) => {
      const result = await accounts.login(ctx, body);
      c.set('issuedToken', result.token);
      return result.user;
    },
  }),
  route({
    method: 'post',
    path: '/users/logout',
    writes: ['metadata'],
    tag: 'Users',
    summary: 'Revoke the current session on the server',
    access: 'user',
    response: z.boolean(),
    handler: async ({ c, ctx }) => {
      await accounts.logout(ctx);
      c.set('issuedToken', '');
      return true;
    },
  }),
  route({
    method: 'get',
    path: '/users',
    tag: 'Users',
    summary: 'The current user with their organisations',
    access: 'user',
    response: userProfileSchema,
    handler: ({ ctx }) => profile.getMe(ctx),
  }),
  route({
    method: 'put',
    path: '/users',
    writes: ['metadata'],
    tag: 'Users',
    summary: 'Save the profile (name, department, description)',
    access: 'user',
    body: s.updateProfileInputSchema,
    response: z.boolean(),
    handler: async ({ ctx, body }) => {
      await profile.updateProfile(ctx, body);
      return true;
    },
  }),
  route({
    method: 'post',
    path: '/users/register',
    writes: ['metadata'],
    tag: 'Users',
    summary: 'Register; with activation on, an e-mail with the activation link is sent',
    access: 'public',
    body: s.registerInputSchema,
    response: z.boolean(),
    handler: async ({ ctx, body }) => {
      await accounts.register(ctx, body);
      return true;
    },
  }),
  route({
    method: 'get',
    path: '/users/active',
    // A GET that writes (a link opened from a mail): the membership or the account's activation.
    writes: ['metadata'],
    tag: 'Users',
    summary: 'Activate an account from the mailed token; answers a session token',
    access: 'public',
    query: s.tokenInputSchema,
    response: z.string(),
    handler: async ({ c, ctx, query }) => {
      const result = await accounts.activate(ctx, query);
      c.set('issuedToken', result.token);
      return `Bearer ${result.token}`;
    },
  }),
  route({
    method: 'post',
    path: '/users/sendmail',
    writes: ['metadata'],
    tag: 'Users',
    summary: 'Resend the activation e-mail',
    access: 'public',
    query: s.resendActivationInputSchema,
    response: z.boolean(),
    handler: ({ ctx, query }) => accounts.resendActivation(ctx, query),
  }),
  route({
    method: 'post',
    path: '/users/forget/password',
    writes: ['metadata'],
    tag: 'Users',
    summary: 'Mail a verification code; answers the token to send back with it',
    access: 'public',
    query: s.forgotPasswordInputSchema,
    response: z.string(),
    handler: ({ ctx, query }) => passwordReset.forgotPassword(ctx, query),
  }),
  route({
    method: 'put',
    path: '/users/reset/password',
    writes: ['metadata'],
    tag: 'Users',
    summary: 'Set a new password with the token and the mailed code; signs out every session',
    access: 'public',
    body: s.resetPasswordInputSchema,
    response: z.boolean(),
    handler: ({ ctx, body }) => passwordReset.resetPassword(ctx, body),
  }),
  route({
    method: 'put',
    path: '/users/change/password',
    writes: ['metadata'],
    tag: 'Users',
    summary: "Change the password; the user's other sessions are signed out",
    access: 'user',
    body: s.changePasswordInputSchema,
    response: z.boolean(),
    handler: ({ ctx, body }) => profile.changePassword(ctx, body),
  }),
  route({
    method: 'post',
    path: '/files/user/avatar',
    writes: ['metadata'],
    tag: 'Users',
    summary: 'Upload an avatar (multipart field `file`, PNG/JPEG/GIF/WebP); answers its path',
    access: 'user',
    query: z.object({ userId: z.string().optional() }),
    body: 'multipart',
    response: z.string(),
    handler: async ({ c, ctx, query }) => {
      if (query.userId && query.userId !== ctx.actor.userId) throw new AppError('FORBIDDEN');
      return profile.setAvatar(ctx, await readUpload(c));
    },
  }),
];
