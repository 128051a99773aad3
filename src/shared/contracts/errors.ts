import { z } from 'zod';

/** Every API error body: a pt-BR message for people and a stable code for programs. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The statuses a route may answer with an {@link ApiError} body. */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

/**
 * The error part of a route's response schema: each status given answers with an {@link ApiError}, so its body is
 * typed and filtered like any other.
 */
export function errorResponses<const Status extends ApiErrorStatus>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}
