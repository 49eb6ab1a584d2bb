import { afterEach, describe, expect, it, vi } from 'vitest';
import { resizePhoto } from './resize-photo';

const photo = (size: number, name = 'awa.jpg', type = 'image/jpeg') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** A browser that decodes to `width` × `height` and writes blobs of `type` (10 bytes per canvas pixel row). */
function stubBrowser(width: number, height: number, type = 'image/webp') {
  const drawn: { width: number; height: number }[] = [];
  const close = vi.fn();
  const decode = vi.fn().mockResolvedValue({ width, height, close });
  vi.stubGlobal('createImageBitmap', decode);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return {
      drawImage: () => drawn.push({ width: this.width, height: this.height }),
    } as unknown as CanvasRenderingContext2D;
  });
  const written: string[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done: BlobCallback,
    asked?: string,
  ) {
    written.push(asked ?? '');
    const answered = asked === 'image/jpeg' ? 'image/jpeg' : type;
    done(new Blob([new Uint8Array(this.height * 10)], { type: answered }));
  });
  return { decode, drawn, written, close };
}

describe('resizePhoto', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('scales a large photo to 1600 px on its longest side, upright, as WebP', async () => {
    const browser = stubBrowser(3000, 4000);
    const sent = await resizePhoto(photo(3_800_000, 'IMG_2041.JPG'));
    expect(browser.decode).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
    expect(browser.drawn).toEqual([{ width: 1200, height: 1600 }]);
    expect(sent.name).toBe('IMG_2041.webp');
    expect(sent.type).toBe('image/webp');
    expect(sent.size).toBe(16_000);
    expect(browser.close).toHaveBeenCalled();
  });

  it('writes JPEG where the browser cannot write WebP', async () => {
    const browser = stubBrowser(2400, 1600, 'image/png');
    const sent = await resizePhoto(photo(2_000_000));
    expect(browser.written).toEqual(['image/webp', 'image/jpeg']);
    expect(sent.type).toBe('image/jpeg');
    expect(sent.name).toBe('awa.jpg');
    expect(browser.drawn).toEqual([{ width: 1600, height: 1067 }]);
  });

  it('sends a small photo as chosen', async () => {
    const browser = stubBrowser(800, 600);
    const chosen = photo(120_000);
    expect(await resizePhoto(chosen)).toBe(chosen);
    expect(browser.drawn).toEqual([]);
  });

  it('sends the chosen file when the browser cannot decode it (HEIC)', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException('bad', 'InvalidStateError')));
    const chosen = photo(2_500_000, 'IMG_1.HEIC', 'image/heic');
    expect(await resizePhoto(chosen)).toBe(chosen);
  });
});
