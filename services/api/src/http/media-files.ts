import { mkdir } from 'node:fs/promises';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@app/config';
import { LocalMediaStore, MediaStorage, MediaStore, serveSignedPhotos } from '@app/media';

/**
 * The photos. Re-encoded images under unguessable names never change: cache them for a year. On local
 * disk the API serves them; a private bucket's through redirections to signed URLs; a public bucket is
 * served from MEDIA_PUBLIC_URL.
 */
export async function serveMedia(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const mediaStore = app.get(MediaStore);
  const media = app.get(MediaStorage);
  if (media.signsUrls) serveSignedPhotos(app.getHttpAdapter().getInstance(), media, config.media.publicPath);
  if (mediaStore instanceof LocalMediaStore) {
    await mkdir(mediaStore.root, { recursive: true });
    app.useStaticAssets({
      root: mediaStore.root,
      prefix: `${config.media.publicPath}/`,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: true,
      maxAge: 365 * 24 * 3600 * 1000,
      immutable: true,
    });
  }
}
