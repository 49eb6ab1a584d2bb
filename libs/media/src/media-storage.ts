import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES } from '@app/common';
import { AppConfig } from '@app/config';
import { IMAGE_VARIANTS, type ImageVariant, type ProcessedImage } from './image-processor';
import { MediaStore } from './media-store';

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

  constructor(
    config: AppConfig,
    private readonly store: MediaStore,
  ) {
    this.base = config.media.publicUrl ?? config.media.publicPath;
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
