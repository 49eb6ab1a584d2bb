import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AppConfig } from '@app/config';

/** A stored file's name: `<folder>/<2 hex>/<32 hex>-<variant>.webp`. */
export const MEDIA_NAME = /^[a-z]+\/[0-9a-f]{2}\/[0-9a-f]{32}-[a-z]+\.webp$/;

/** A stored file never changes (its name is never reused): caches may keep it a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Where photo files are kept, by name (`<folder>/<2 hex>/<32 hex>-<variant>.webp`). */
export abstract class MediaStore {
  /** Stores a new file; a name is written once. */
  abstract put(name: string, body: Buffer): Promise<void>;
  /** Removes files; a missing one is not an error. */
  abstract delete(names: string[]): Promise<void>;
}

/** Files under MEDIA_ROOT, served by the API itself under MEDIA_PUBLIC_PATH. */
export class LocalMediaStore extends MediaStore {
  readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  async put(name: string, body: Buffer): Promise<void> {
    const path = join(this.root, name);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body, { flag: 'wx' });
  }

  async delete(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(join(this.root, name), { force: true })));
  }

  /** The names of the files stored here (nothing else under the folder counts). */
  async names(): Promise<string[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split('\\').join('/'))
      .filter((name) => MEDIA_NAME.test(name))
      .sort();
  }

  read(name: string): Promise<Buffer> {
    return readFile(join(this.root, name));
  }
}

/**
 * Objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2), served from
 * MEDIA_PUBLIC_URL (the bucket's public address or a CDN in front of it), each with a year's
 * `Cache-Control`. Every API process and machine reads and writes the same bucket.
 */
export class S3MediaStore extends MediaStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly settings: AppConfig['media']['s3']) {
    super();
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where the API requires them: not every S3-compatible store knows the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
  }

  async put(name: string, body: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: body,
        ContentType: 'image/webp',
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  /** Where a browser may read the object for `seconds`, from a private bucket. */
  signedUrl(name: string, seconds: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: name }), { expiresIn: seconds });
  }

  /** The origin the bucket's objects are read from (for the pages' `img-src`). */
  origin(): string {
    const { endpoint, forcePathStyle, bucket, region } = this.settings;
    if (endpoint) {
      const url = new URL(endpoint);
      return forcePathStyle ? url.origin : `${url.protocol}//${bucket}.${url.host}`;
    }
    return `https://${bucket}.s3.${region}.amazonaws.com`;
  }

  /** Whether the bucket holds an object of that name. */
  async has(name: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: name }));
      return true;
    } catch (error) {
      if (error instanceof NotFound) return false;
      throw error;
    }
  }

  async delete(names: string[]): Promise<void> {
    if (names.length === 0) return;
    const answer = await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: { Objects: names.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
    if (failed.length > 0) throw new Error(`objects not deleted: ${failed.map((error) => error.Key).join(', ')}`);
  }
}

/** The store MEDIA_STORAGE names. */
export function mediaStoreFor(config: AppConfig): MediaStore {
  return config.media.storage === 's3' ? new S3MediaStore(config.media.s3) : new LocalMediaStore(config.media.root);
}

/**
 * Copies the photos kept on disk (MEDIA_ROOT) into the bucket of MEDIA_STORAGE=s3, each one that the
 * bucket does not hold yet: run again, it copies nothing twice. The keys in the database stay as
 * they are; the files on disk are left for the operator to remove once the API serves the bucket.
 */
export async function copyLocalMediaToBucket(
  config: AppConfig,
  progress: (copied: number, skipped: number) => void = () => undefined,
): Promise<{ copied: number; skipped: number }> {
  if (config.media.storage !== 's3') throw new Error("MEDIA_STORAGE must be s3, with the bucket's settings");
  const local = new LocalMediaStore(config.media.root);
  const bucket = new S3MediaStore(config.media.s3);
  let copied = 0;
  let skipped = 0;
  for (const name of await local.names()) {
    if (await bucket.has(name)) skipped += 1;
    else {
      await bucket.put(name, await local.read(name));
      copied += 1;
    }
    if ((copied + skipped) % 100 === 0) progress(copied, skipped);
  }
  return { copied, skipped };
}
