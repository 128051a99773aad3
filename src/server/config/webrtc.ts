import { z } from 'zod';
import { iceServerSchema, type IceServerConfig } from '../../shared/contracts/consultation-room';
import { needsTurnSecret } from '../consultation-room/turn-credentials';
import { ConfigError } from './error';

const ICE_HINT =
  'WEBRTC_ICE_SERVERS is a JSON array of RTCIceServer, e.g. ' +
  '[{"urls":"stun:turn.exemplo.com.br:3478"},{"urls":["turn:turn.exemplo.com.br:3478?transport=udp","turns:turn.exemplo.com.br:5349"]}]';

/**
 * Empty by default: two browsers on one machine or one network connect through their host candidates, and no
 * third party learns of a consultation. A TURN entry without its own credential needs TURN_SECRET (coturn's
 * use-auth-secret), so every participant gets a short-lived credential of their own (ADR 025).
 */
export function parseWebrtc(
  json: string | undefined,
  turnSecret: string | undefined,
): { iceServers: IceServerConfig[]; turnSecret?: string } {
  let raw: unknown = [];
  if (json) {
    try {
      raw = JSON.parse(json);
    } catch {
      throw new ConfigError(`WEBRTC_ICE_SERVERS is not valid JSON. ${ICE_HINT}`);
    }
  }
  const parsed = z.array(iceServerSchema).safeParse(raw);
  if (!parsed.success) throw new ConfigError(`WEBRTC_ICE_SERVERS has an invalid entry. ${ICE_HINT}`);
  if (needsTurnSecret(parsed.data) && !turnSecret) {
    throw new ConfigError('WEBRTC_ICE_SERVERS lists a TURN server without a credential: set TURN_SECRET.');
  }
  if (turnSecret && turnSecret.length < 16)
    throw new ConfigError('TURN_SECRET must have at least 16 characters.');
  return { iceServers: parsed.data, turnSecret };
}
