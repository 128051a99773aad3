import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

/**
 * The flags of every headless Chromium the journeys and the web bench start: no GPU on these machines, and none of
 * the browser's own background traffic (updates, sync, QUIC probes), which would reach the network or skew a timing.
 */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
