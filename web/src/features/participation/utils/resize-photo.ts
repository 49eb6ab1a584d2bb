/** Longest side of the photo sent: the site shows at most 1200 px, the server re-encodes it anyway. */
export const PHOTO_MAX_SIDE = 1600;
const QUALITY = 0.85;
/** Below this a photo that is already small enough is sent as chosen. */
const SMALL_ENOUGH_BYTES = 500 * 1024;

const encode = (canvas: HTMLCanvasElement, type: string): Promise<Blob | null> =>
  new Promise((done) => canvas.toBlob(done, type, QUALITY));

const renamed = (name: string, type: string) =>
  `${name.replace(/\.[^.]*$/, '') || 'photo'}.${type === 'image/webp' ? 'webp' : 'jpg'}`;

/**
 * The photo as it will be sent: decoded upright (the EXIF orientation applied), scaled so that its
 * longest side is at most 1600 px and re-encoded (WebP, else JPEG where the browser cannot write WebP,
 * quality 0.85), which turns a 4 MB phone photo into a few hundred kilobytes. The chosen file itself
 * when the browser cannot decode it (HEIC on most browsers), when it is already small, or when the
 * result would not be smaller.
 */
export async function resizePhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= SMALL_ENOUGH_BYTES) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    // A browser that cannot write WebP answers PNG: JPEG then.
    let blob = await encode(canvas, 'image/webp');
    if (blob?.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg');
    if (!blob || (blob.size >= file.size && scale === 1)) return file;
    return new File([blob], renamed(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
