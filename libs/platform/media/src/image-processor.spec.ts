import { loadConfig } from '@app/config';
import sharp from 'sharp';
import { makeImage, makePngHeader, makeTruncatedJpeg } from '@app/testing';
import { IMAGE_VARIANTS, ImageProcessor, ImageRejectedError } from './image-processor';

describe('ImageProcessor', () => {
  const processor = new ImageProcessor(loadConfig({ NODE_ENV: 'test', MEDIA_MAX_INPUT_PIXELS: '4000000' }));

  it('re-encodes every size as WebP with no metadata left', async () => {
    const original = await makeImage({ withGps: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const processed = await processor.process(original);
    for (const [variant, width] of Object.entries(IMAGE_VARIANTS)) {
      const output = processed[variant as keyof typeof IMAGE_VARIANTS];
      const metadata = await sharp(output).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(width);
      expect(output.includes(Buffer.from('Dakar'))).toBe(false);
      expect(output.includes(Buffer.from('BebePhone'))).toBe(false);
    }
  });

  it('never enlarges a small image', async () => {
    const processed = await processor.process(await makeImage({ width: 120, height: 90, format: 'png' }));
    const metadata = await sharp(processed.full).metadata();
    expect([metadata.width, metadata.height]).toEqual([120, 90]);
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const rotated = await sharp(await makeImage({ width: 400, height: 200 }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const metadata = await sharp((await processor.process(rotated)).full).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 400]);
  });

  it.each([
    ['text pretending to be a JPEG', Buffer.from('GIF89a? no, just text')],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF')],
  ])('refuses %s', async (_label, bytes) => {
    await expect(processor.process(bytes)).rejects.toEqual(new ImageRejectedError('not_an_image'));
  });

  it('refuses a truncated JPEG', async () => {
    await expect(processor.process(await makeTruncatedJpeg())).rejects.toBeInstanceOf(ImageRejectedError);
  });

  it('refuses an image with more pixels than the limit as too large (decompression bomb)', async () => {
    const bomb = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(200_000);
    await expect(processor.process(bomb)).rejects.toEqual(new ImageRejectedError('too_many_pixels'));
  });

  it('refuses as too large a tiny file whose header announces more pixels than the limit', async () => {
    await expect(processor.process(makePngHeader(100_000, 100_000))).rejects.toEqual(
      new ImageRejectedError('too_many_pixels'),
    );
  });
});
