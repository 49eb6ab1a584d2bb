import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@app/config';
import { DeviceIds } from '@app/identity';
import { parse as parseQueryString } from 'qs';

/** What requests bring besides JSON (cookies and the device id, uploads, forms) and the answers' compression. */
export async function registerRequestPlugins(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  // The back office's session cookies (libs/domain/identity AdminSessionCookies), and every browser's device id.
  await app.register(cookie);
  app.get(DeviceIds).register(app.getHttpAdapter().getInstance());
  // Lists of participants and rankings shrink tenfold on slow mobile data; small answers (a vote) are left as they are.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Uploads are read by readUploadForm, which sets per-route size limits while streaming.
  await app.register(multipart, { limits: { fileSize: config.media.maxUploadBytes, files: 2, fields: 50 } });
  // Payment providers post forms, PayDunya's nested PHP-style (data[invoice][token]=…).
  await app.register(formbody, {
    parser: (body: string) => parseQueryString(body, { depth: 5, parameterLimit: 200, arrayLimit: 50 }),
  });
}
