import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../files/s3-backend';

export interface FakeS3 {
  /** What FILE_STORAGE=s3 needs to reach it, as S3_* variables would give. */
  settings: S3Settings;
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * s3rver: a local S3-compatible HTTP server standing in for the object storage service (a third-party API, so a
 * fake is allowed). It checks request signatures against its fixed credentials, so a client that signs wrongly
 * fails here as it would against the real service.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'aria-s3-'));
  const bucket = 'aria-arquivos';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    settings,
    env: {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: settings.endpoint!,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
