import { isIP } from 'node:net';
import { ConfigError } from './error';

const TRUST_PROXY_HINT =
  'List the addresses or CIDR ranges of your own proxies, e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8 ' +
  '(liste os endereços ou faixas CIDR dos seus proxies).';

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * `true` would make Fastify believe the left-most X-Forwarded-For entry, which the client writes itself: rotating
 * it would defeat every per-address limit (sign-in spraying, sign-up and mail spam, uploads). Only named proxies.
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  if (value === undefined || ['false', '0', 'no', 'off'].includes(value.toLowerCase())) return [];
  if (['true', '1', 'yes', 'on'].includes(value.toLowerCase())) {
    throw new ConfigError(
      `TRUST_PROXY=${value} would trust any client's X-Forwarded-For (qualquer cliente escolheria o próprio ` +
        `endereço). ${TRUST_PROXY_HINT}`,
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
  if (invalid.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY has entries that are not addresses or CIDRs: ${invalid.join(', ')}. ${TRUST_PROXY_HINT}`,
    );
  }
  return entries;
}
