import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR/server.json: how a command on this machine reaches the running server (ADR 013). PGlite lets one
 * process open its folder; a second one would see a stale copy and its writes would be lost, so the command line
 * sends its writes through the server that holds the database.
 */
export interface ServerFile {
  pid: number;
  port: number;
  /** 32 random bytes, base64url; only someone who can read this 0600 file can use the channel. */
  token: string;
}

export const SERVER_FILE_NAME = 'server.json';

export function serverFilePath(dataDir: string): string {
  return path.join(dataDir, SERVER_FILE_NAME);
}

export function newChannelToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Written to a temporary name and renamed, so a reader never sees half a file; readable by the owner only. */
export function writeServerFile(dataDir: string, content: ServerFile): void {
  const target = serverFilePath(dataDir);
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(content), { mode: 0o600 });
  renameSync(temporary, target);
}

/** The file's content, or null when it is missing or not ours to understand. */
export function readServerFile(dataDir: string): ServerFile | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(serverFilePath(dataDir), 'utf8'));
  } catch {
    return null;
  }
  const candidate = parsed as Partial<ServerFile>;
  if (
    !Number.isInteger(candidate.pid) ||
    !Number.isInteger(candidate.port) ||
    typeof candidate.token !== 'string'
  ) {
    return null;
  }
  return { pid: candidate.pid!, port: candidate.port!, token: candidate.token };
}

/** Removes the file only if it is still the one this server wrote (same token). */
export function removeServerFile(dataDir: string, token: string): void {
  if (readServerFile(dataDir)?.token === token) rmSync(serverFilePath(dataDir), { force: true });
}

/** Signal 0 checks a process exists without touching it; EPERM means it exists under another user. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
