import { useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../shared/contracts/me';
import { apiRequest } from './api';

export const ME_QUERY_KEY = ['me'] as const;

export const fetchMe = () => apiRequest<MeResponse>('/api/me');

/** The one server answer every guard, header and redirect reads (user, plan access, roles). */
export function useMe() {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: fetchMe,
    staleTime: 30_000,
  });
}

export const SIGNED_OUT: MeResponse = {
  user: null,
  plan: { active: false, planType: null, expiresAt: null },
  roles: [],
};
