import { createHmac } from 'node:crypto';
import type { IceServerConfig } from '../../shared/contracts/consultation-room';
import type { ParticipantRole } from '../../shared/contracts/consultation-room';

export interface IceSettings {
  /** WEBRTC_ICE_SERVERS as configured; TURN entries without their own credential get a per-participant one. */
  servers: IceServerConfig[];
  /** TURN_SECRET: coturn's `static-auth-secret` (use-auth-secret mode). */
  turnSecret?: string;
}

function isTurn(server: IceServerConfig): boolean {
  const urls = Array.isArray(server.urls) ? server.urls : [server.urls];
  return urls.some((url) => /^turns?:/i.test(url));
}

/**
 * coturn's REST-API scheme (use-auth-secret): username `<expiry epoch seconds>:<anything>`, credential
 * base64(HMAC-SHA1(secret, username)). coturn checks the expiry on every allocation and refresh, so the credential
 * lives until the room closes (plus a margin), names one participant of one appointment, and is useless after.
 */
export function turnCredential(
  secret: string,
  participant: string,
  expiresAt: Date,
): { username: string; credential: string } {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${participant}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** The ICE servers one participant receives on joining. */
export function iceServersFor(
  settings: IceSettings,
  participant: { appointmentId: string; role: ParticipantRole },
  expiresAt: Date,
): IceServerConfig[] {
  return settings.servers.map((server) => {
    if (!isTurn(server) || !settings.turnSecret || server.credential) return server;
    return {
      ...server,
      ...turnCredential(settings.turnSecret, `${participant.appointmentId}-${participant.role}`, expiresAt),
    };
  });
}

export function needsTurnSecret(servers: IceServerConfig[]): boolean {
  return servers.some((server) => isTurn(server) && !server.credential);
}
