import { useQuery } from '@tanstack/react-query';
import type { RoomInfo, RoomJoinResponse } from '../../../shared/contracts/consultation-room';
import { apiRequest } from '../../lib/api';

const withToken = (path: string, token: string | null) =>
  token ? `${path}?token=${encodeURIComponent(token)}` : path;

export const roomQueryKey = (id: string, token: string | null) => ['consultation-room', id, token] as const;

/** The room as this person sees it; asked again when it is about to open or close. */
export function useRoom(id: string, token: string | null) {
  return useQuery({
    queryKey: roomQueryKey(id, token),
    queryFn: () =>
      apiRequest<RoomInfo>(withToken(`/api/consultations/${encodeURIComponent(id)}/room`, token)),
    retry: false,
    staleTime: 0,
  });
}

export function joinRoom(id: string, token: string | null): Promise<RoomJoinResponse> {
  return apiRequest<RoomJoinResponse>(
    withToken(`/api/consultations/${encodeURIComponent(id)}/room/join`, token),
    { method: 'POST' },
  );
}
