import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES } from '@app/common';
import { AppConfig } from '@app/config';
import { IMAGE_VARIANTS, type ImageVariant, type ProcessedImage } from './image-processor';
import { MEDIA_NAME, MediaStore, S3MediaStore } from './media-store';

export type ImageUrls = Record<ImageVariant, string>;

const KEY = /^[a-z]+\/[0-9a-f]{2}\/[0-9a-f]{32}$/;
const VARIANTS = Object.keys(IMAGE_VARIANTS) as ImageVariant[];

/**
 * Stores re-encoded images under unguessable names (`<folder>/<2 hex>/<32 hex>`), one file per size,
 * in the deployment's store (local disk or an S3-compatible bucket, `MediaStore`). A name is never
 * reused, so a file never changes and caches keep it a year. The key is what the database keeps;
 * URLs are derived from it.
 */
@Injectable()
export class MediaStorage {
  private readonly base: string;
  private readonly signedUrlSeconds: number | null;

  constructor(
    config: AppConfig,
    private readonly store: MediaStore,
  ) {
    this.signedUrlSeconds = store instanceof S3MediaStore ? config.media.s3.signedUrlSeconds : null;
    this.base = (this.signedUrlSeconds === null && config.media.publicUrl) || config.media.publicPath;
  }

  /** Whether photos are read through the API's redirections to signed URLs (a private bucket). */
  get signsUrls(): boolean {
    return this.signedUrlSeconds !== null;
  }

  /**
   * From a private bucket: where the browser may read `name` now (a signed URL), and for how long
   * the answer may be kept; null for a name that is no photo's.
   */
  async signedLocation(name: string): Promise<{ url: string; maxAgeSeconds: number } | null> {
    if (!(this.store instanceof S3MediaStore) || this.signedUrlSeconds === null || !MEDIA_NAME.test(name)) return null;
    const url = await this.store.signedUrl(name, this.signedUrlSeconds);
    // The browser keeps the redirection a little less long than the signature lasts.
    return { url, maxAgeSeconds: Math.floor(this.signedUrlSeconds * 0.9) };
  }

  /** Stores every size; if the store fails, what was written is removed and a French 503 is thrown. */
  async save(folder: 'contests' | 'babies' | 'participants', image: ProcessedImage): Promise<string> {
    const id = randomBytes(16).toString('hex');
    const key = `${folder}/${id.slice(0, 2)}/${id}`;
    try {
      await Promise.all(VARIANTS.map((variant) => this.store.put(nameOf(key, variant), image[variant])));
    } catch {
      await this.remove(key).catch(() => undefined);
      throw AppError.unavailable(MESSAGES.media.storageUnavailable);
    }
    return key;
  }

  /** Removes every size of an image; a missing file is not an error. */
  async remove(key: string | null | undefined): Promise<void> {
    if (!key || !KEY.test(key)) return;
    await this.store.delete(VARIANTS.map((variant) => nameOf(key, variant)));
  }

  urls(key: string | null | undefined): ImageUrls | null {
    if (!key) return null;
    return {
      thumbnail: `${this.base}/${nameOf(key, 'thumbnail')}`,
      card: `${this.base}/${nameOf(key, 'card')}`,
      full: `${this.base}/${nameOf(key, 'full')}`,
    };
  }
}

function nameOf(key: string, variant: ImageVariant): string {
  return `${key}-${variant}.webp`;
}
