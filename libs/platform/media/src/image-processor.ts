import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import sharp, { type Metadata, type SharpOptions } from 'sharp';

/** Widths of the stored sizes; each keeps the aspect ratio and is never enlarged. */
export const IMAGE_VARIANTS = { thumbnail: 160, card: 480, full: 1280 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export type ProcessedImage = Record<ImageVariant, Buffer>;

export class ImageRejectedError extends Error {
  constructor(readonly reason: 'not_an_image' | 'too_many_pixels') {
    super(reason);
  }
}

/**
 * Decodes an upload and re-encodes it. The format is read from the bytes; truncated files and
 * decompression bombs (more pixels than the limit) are refused. Output is WebP, auto-oriented, with
 * every metadata block (EXIF, GPS, XMP, ICC comments) dropped: nothing of the original file survives.
 */
@Injectable()
export class ImageProcessor {
  constructor(private readonly config: AppConfig) {}

  async process(input: Buffer): Promise<ProcessedImage> {
    const options: SharpOptions = {
      failOn: 'truncated',
      limitInputPixels: this.config.media.maxInputPixels,
      animated: false,
    };
    let metadata: Metadata;
    try {
      // The header alone, without the pixel limit: with it, sharp refuses an image over the limit
      // before saying its size, and the parent would be told it is not an image at all.
      metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
    } catch {
      throw new ImageRejectedError('not_an_image');
    }
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
      throw new ImageRejectedError('not_an_image');
    }
    if (metadata.width * metadata.height > this.config.media.maxInputPixels) {
      throw new ImageRejectedError('too_many_pixels');
    }
    try {
      const entries = await Promise.all(
        (Object.entries(IMAGE_VARIANTS) as [ImageVariant, number][]).map(async ([variant, width]) => {
          const output = await sharp(input, options)
            .rotate()
            .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
            .toColourspace('srgb')
            .webp({ quality: variant === 'thumbnail' ? 70 : 80 })
            .toBuffer();
          return [variant, output] as const;
        }),
      );
      return Object.fromEntries(entries) as ProcessedImage;
    } catch {
      throw new ImageRejectedError('not_an_image');
    }
  }
}
