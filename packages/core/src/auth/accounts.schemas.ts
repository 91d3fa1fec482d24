import { z } from 'zod';
import { email, optionalText, password, required, username } from '../validation';

export const loginInputSchema = z.object({
  /** Username or e-mail. */
  username: required(254),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
});

export const registerInputSchema = z.object({
  username: username(),
  email: email(),
  password: password(),
  name: optionalText(128).optional(),
  /** Token of a pending organisation invitation (the mailed link); joins that organisation. */
  invitation: z.string().max(200).optional(),
});

export const setupInputSchema = z.object({
  user: z.object({
    username: username(),
    email: email(),
    password: password(),
    name: optionalText(128).optional(),
  }),
});

export const tokenInputSchema = z.object({ token: required(200) });

export const resendActivationInputSchema = z.object({ usernameOrEmail: required(254) });

export const forgotPasswordInputSchema = z
  .object({ type: z.enum(['EMAIL', 'USERNAME']), principal: required(254) })
  .superRefine((v, c) => {
    if (v.type === 'EMAIL' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.principal)) {
      c.addIssue({ code: 'custom', path: ['principal'], message: 'invalidEmail' });
    }
  });

const passwordPair = {
  newPassword: password(),
  /** Optional for Datart's client, which checks the confirmation itself. */
  confirmPassword: z.string().optional(),
};
const checkPair = (v: { newPassword: string; confirmPassword?: string | undefined }, c: z.RefinementCtx) => {
  if (v.confirmPassword !== undefined && v.confirmPassword !== v.newPassword) {
    c.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwordMismatch' });
  }
};

export const resetPasswordInputSchema = z
  .object({ token: required(200), verifyCode: required(20), ...passwordPair })
  .superRefine(checkPair);

export const changePasswordInputSchema = z
  .object({
    oldPassword: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
    ...passwordPair,
  })
  .superRefine(checkPair);

export const updateProfileInputSchema = z.object({
  name: optionalText(128).optional(),
  department: optionalText(128).optional(),
  description: optionalText(1000).optional(),
});

export type LoginInput = z.output<typeof loginInputSchema>;
export type RegisterInput = z.output<typeof registerInputSchema>;
export type SetupInput = z.output<typeof setupInputSchema>;
export type TokenInput = z.output<typeof tokenInputSchema>;
export type ResendActivationInput = z.output<typeof resendActivationInputSchema>;
export type ForgotPasswordInput = z.output<typeof forgotPasswordInputSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordInputSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordInputSchema>;
export type UpdateProfileInput = z.output<typeof updateProfileInputSchema>;
