import { z } from 'zod';
import { PLAN_IDS } from '../plans';

export const roleSchema = z.enum(['user', 'psychologist', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const meResponseSchema = z.object({
  user: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      image: z.string().nullable(),
    })
    .nullable(),
  plan: z.object({
    active: z.boolean(),
    planType: z.enum(PLAN_IDS).nullable(),
    expiresAt: z.string().nullable(),
  }),
  roles: z.array(roleSchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
