import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { FileStoreUnavailableError, type FileBackend } from './store';

export interface S3Settings {
  /** Absent for Amazon S3 itself; any S3-compatible service (MinIO, R2, a local fake in tests) otherwise. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** S3's smallest part: a 10 MB file goes in two or three parts, and at most one part is in memory per upload. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Files as objects in an S3-compatible bucket (FILE_STORAGE=s3, ADR 024). Uploads go through lib-storage's Upload,
 * which sends a multipart upload when the file is larger than one part and aborts it on failure.
 */
export function createS3FileBackend(settings: S3Settings): FileBackend & { client: S3Client } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Other S3-compatible services address buckets by path, not by a subdomain of theirs.
    forcePathStyle: settings.endpoint !== undefined,
    // The SDK's default checksums (CRC32 trailers on every upload) are not understood by every S3-compatible
    // service; they are sent where the API requires them only.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  const isMissing = (error: unknown) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

  return {
    kind: 's3',
    client,
    async write(name, body, meta) {
      let size = 0;
      let bodyError: unknown;
      async function* counted(): AsyncGenerator<Buffer> {
        try {
          for await (const chunk of body) {
            size += (chunk as Buffer).length;
            yield chunk as Buffer;
          }
        } catch (error) {
          bodyError = error;
          throw error;
        }
      }
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: name,
          Body: Readable.from(counted(), { objectMode: false }),
          ContentType: meta.mimeType,
          Metadata: { kind: meta.kind },
        },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The body's own failure (the size cap, a sender gone) is the one to report, not what the SDK met while
        // aborting the upload after it.
        throw bodyError ?? new FileStoreUnavailableError(error);
      }
      return size;
    },
    async open(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!object.Body) return null;
        return {
          stream: object.Body as Readable,
          size: object.ContentLength ?? 0,
          mimeType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw new FileStoreUnavailableError(error);
      }
    },
    async exists(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: name }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw new FileStoreUnavailableError(error);
      }
    },
    async remove(name) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
      } catch (error) {
        throw new FileStoreUnavailableError(error);
      }
    },
  };
}
