import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { IMAGE_VARIANTS, type ImageVariant, type ProcessedImage } from './image-processor';

export type ImageUrls = Record<ImageVariant, string>;

const KEY = /^[a-z]+\/[0-9a-f]{2}\/[0-9a-f]{32}$/;

/**
 * Stores re-encoded images on local disk under unguessable names (`<folder>/<2 hex>/<32 hex>`), one
 * file per size. The key is what the database keeps; URLs are derived from it.
 */
@Injectable()
export class MediaStorage {
  private readonly root: string;

  constructor(private readonly config: AppConfig) {
    this.root = resolve(config.media.root);
  }

  get rootDirectory(): string {
    return this.root;
  }

  async save(folder: 'contests' | 'babies' | 'participants', image: ProcessedImage): Promise<string> {
    const id = randomBytes(16).toString('hex');
    const key = `${folder}/${id.slice(0, 2)}/${id}`;
    try {
      await mkdir(dirname(this.pathOf(key, 'full')), { recursive: true });
      await Promise.all(
        (Object.keys(IMAGE_VARIANTS) as ImageVariant[]).map((variant) =>
          writeFile(this.pathOf(key, variant), image[variant], { flag: 'wx' }),
        ),
      );
    } catch (error) {
      await this.remove(key);
      throw error;
    }
    return key;
  }

  /** Removes every size of an image; a missing file is not an error. */
  async remove(key: string | null | undefined): Promise<void> {
    if (!key || !KEY.test(key)) return;
    await Promise.all(
      (Object.keys(IMAGE_VARIANTS) as ImageVariant[]).map((variant) => rm(this.pathOf(key, variant), { force: true })),
    );
  }

  urls(key: string | null | undefined): ImageUrls | null {
    if (!key) return null;
    const base = this.config.media.publicPath;
    return {
      thumbnail: `${base}/${key}-thumbnail.webp`,
      card: `${base}/${key}-card.webp`,
      full: `${base}/${key}-full.webp`,
    };
  }

  private pathOf(key: string, variant: ImageVariant): string {
    return join(this.root, `${key}-${variant}.webp`);
  }
}
