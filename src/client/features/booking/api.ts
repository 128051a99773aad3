import { useQuery } from '@tanstack/react-query';
import type { PsychologistsResponse } from '../../../shared/contracts/psychologists';
import { apiRequest } from '../../lib/api';

export const PSYCHOLOGISTS_QUERY_KEY = ['psychologists'] as const;

export function fetchPsychologists(): Promise<PsychologistsResponse> {
  return apiRequest('/api/psychologists');
}

/** The public list; the server lets caches keep it a minute, so the client does too. */
export function usePsychologists() {
  return useQuery({ queryKey: PSYCHOLOGISTS_QUERY_KEY, queryFn: fetchPsychologists, staleTime: 60_000 });
}
