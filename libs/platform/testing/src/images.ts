import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export interface ImageOptions {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp';
  /** Writes EXIF with a camera, a comment and GPS coordinates, as a phone would. */
  withGps?: boolean;
}

/** A real image made locally (no download), optionally carrying the metadata a phone adds. */
export async function makeImage(options: ImageOptions = {}): Promise<Buffer> {
  const { width = 900, height = 1200, format = 'jpeg', withGps = false } = options;
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 240, g: 180, b: 200 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f6d365"/></svg>`,
      ),
    },
  ]);
  if (withGps) {
    image = image.withExif({
      IFD0: { Make: 'BebePhone', Model: 'Cam 3000', ImageDescription: 'Maison familiale, Dakar' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 41/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '17/1 26/1 0/1' },
    });
  }
  return image[format]().toBuffer();
}

/** The first bytes of a real JPEG: a valid header whose data stops short. */
export async function makeTruncatedJpeg(): Promise<Buffer> {
  const full = await makeImage();
  return full.subarray(0, Math.floor(full.length / 3));
}

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of a few bytes whose header announces `width` × `height` pixels (RGB): what a decompression
 * bomb, or a panorama of a recent phone, looks like before its pixels are decoded.
 */
export function makePngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(0))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
