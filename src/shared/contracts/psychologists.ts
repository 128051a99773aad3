import { z } from 'zod';

/**
 * GET /api/psychologists — anyone. The active partner psychologists, ordered by name (pt-BR), with what their public
 * card shows (CFP advertising rules: full name, the word psicólogo(a) and the CRP). Never carries e-mail, phone or
 * account ids. The prices are the same for everyone, so the answer is cacheable (`cache-control: public, no-cache`
 * with an ETag: a 304 while the list is unchanged, ADR 028): `singlePriceCents` for a visitor or someone without a plan, `subscriberPriceCents` the '30% OFF'
 * price of avulso and mensal subscribers. The price charged is decided again at checkout.
 */
export const publicPsychologistSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** e.g. "06/123456"; null only for records created before it was required. */
  crp: z.string().nullable(),
  specialization: z.string(),
  biography: z.string(),
  profilePictureUrl: z.string().nullable(),
  yearsOfExperience: z.number().int().nullable(),
  /** 0.0 to 5.0, one decimal. */
  rating: z.number().nullable(),
  /** pt-BR summary of the weekly windows, e.g. 'Seg a Sex, 09:00–17:00'. */
  availabilityText: z.string(),
});
export type PublicPsychologist = z.infer<typeof publicPsychologistSchema>;

export const psychologistsResponseSchema = z.object({
  psychologists: z.array(publicPsychologistSchema),
  singlePriceCents: z.number().int(),
  subscriberPriceCents: z.number().int(),
});
export type PsychologistsResponse = z.infer<typeof psychologistsResponseSchema>;
