import { z } from 'zod';

/** Every API error body: a pt-BR message for people and a stable code for programs. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
