import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { getUser } from '../auth/guards';
import type { Config } from '../config';
import { clientAddress } from './client-address';

/** Limits count per person when signed in, so one account cannot spread its attempts over many addresses. */
async function userOrAddress(request: FastifyRequest): Promise<string> {
  const user = await getUser(request);
  return user ? `user:${user.id}` : `ip:${clientAddress(request)}`;
}

/*
 * A route's `rateLimit`: none at all with RATE_LIMIT_ENABLED=false (the browser suite signs many people up from one
 * address in a minute). The store keys every count by route as well, so two routes never add up.
 */

/** `max` requests per person (userOrAddress) in `timeWindow` ms: people behind one address do not share it. */
export function limitPerPerson(config: Config, max: number, timeWindow = 60_000): RateLimitOptions | false {
  return config.rateLimitEnabled ? { max, timeWindow, keyGenerator: userOrAddress } : false;
}

/** `max` requests per address in `timeWindow` ms, for the routes anyone may call without an account. */
export function limitPerAddress(config: Config, max: number, timeWindow: number): RateLimitOptions | false {
  return config.rateLimitEnabled
    ? { max, timeWindow, keyGenerator: (request) => `ip:${clientAddress(request)}` }
    : false;
}
