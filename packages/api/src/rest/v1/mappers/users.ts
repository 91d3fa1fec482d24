import { z } from 'zod';

/** An account as the user lists answer it (search, a role's members, an account an owner created). */
export const userDtoSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  department: z.string().nullable(),
  description: z.string().nullable(),
  avatar: z.string().nullable(),
});
