import type { FastifyRequest } from 'fastify';
import { getUser } from '../auth/guards';
import { clientAddress } from './client-address';

/** Limits count per person when signed in, so one account cannot spread its attempts over many addresses. */
export async function userOrAddress(request: FastifyRequest): Promise<string> {
  const user = await getUser(request);
  return user ? `user:${user.id}` : `ip:${clientAddress(request)}`;
}
