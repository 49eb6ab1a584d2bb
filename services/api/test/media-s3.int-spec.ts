import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { copyLocalMediaToBucket, LocalMediaStore } from '@app/media';
import { freePort, makeImage } from '@app/testing';
import S3rver from 's3rver';
import sharp from 'sharp';
import request from 'supertest';
import { createApiApp } from '../src/create-api-app';
import { type ApiHarness, startApi } from './support/api-harness';
import { count } from './support/contest-factories';
import { makeUser, type MadeUser } from './support/factories';

const BUCKET = 'bebe-star-media';
const UNAVAILABLE = {
  detail:
    "Le stockage des photos ne répond pas pour le moment : rien n'a été enregistré. Veuillez réessayer dans quelques minutes.",
};

/**
 * Photos in an S3-compatible bucket (`MEDIA_STORAGE=s3`): a real S3 server (s3rver) on this machine,
 * two API processes sharing it, as two machines behind a load balancer would.
 */
describe('photos in an S3-compatible bucket', () => {
  let directory: string;
  let port: number;
  let server: S3rver;
  let first: ApiHarness;
  let second: NestFastifyApplication;

  const startStore = async () => {
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    await server.run();
  };

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'bebe-star-s3-'));
    port = await freePort();
    await startStore();
    const settings = {
      MEDIA_STORAGE: 's3',
      MEDIA_S3_BUCKET: BUCKET,
      MEDIA_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_PUBLIC_URL: `http://127.0.0.1:${port}/${BUCKET}`,
    };
    first = await startApi(settings);
    // A second API process on the same database and bucket, as a second machine would be.
    second = await createApiApp(first.config);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await server.close().catch(() => undefined);
    await rm(directory, { recursive: true, force: true });
  });

  const createBaby = (api: ApiHarness, parent: MadeUser, photo: Buffer) =>
    api.http
      .post('/api/contests/babies/')
      .set(parent.auth)
      .field('name', 'Awa')
      .field('date_of_birth', '2025-06-01')
      .field('gender', 'female')
      .field('country', 'Sénégal')
      .field('city', 'Dakar')
      .attach('photo', photo, { filename: 'bebe.jpg', contentType: 'image/jpeg' });

  it('stores every size re-encoded in the bucket, served to both APIs’ callers, and deletes them with the baby', async () => {
    const parent = await makeUser(first);
    const created = await createBaby(first, parent, await makeImage({ withGps: true })).expect(201);
    const urls = created.body.photo_urls as Record<'thumbnail' | 'card' | 'full', string>;
    expect(urls.full).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/${BUCKET}/babies/[0-9a-f]{2}/[0-9a-f]{32}-full\\.webp$`),
    );

    // The other API process reads the same baby, with the same addresses, which the bucket serves.
    const read = await request(second.getHttpServer())
      .get(`/api/contests/babies/${created.body.id}/`)
      .set(parent.auth)
      .expect(200);
    expect(read.body.photo_urls).toEqual(urls);
    for (const url of Object.values(urls)) {
      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
    }

    // Pages may show images from the bucket's address, and from nowhere else.
    const page = await first.http.get('/');
    expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: blob: http://127.0.0.1:${port};`);

    await request(second.getHttpServer())
      .delete(`/api/contests/babies/${created.body.id}/`)
      .set(parent.auth)
      .expect(204);
    for (const url of Object.values(urls)) expect((await fetch(url)).status).toBe(404);
  });

  it('copies the photos kept on disk into the bucket once, however often the command runs', async () => {
    const disk = new LocalMediaStore(await mkdtemp(join(tmpdir(), 'bebe-star-local-media-')));
    const names = [
      'babies/0a/0123456789abcdef0123456789abcdef-full.webp',
      'contests/ff/fedcba9876543210fedcba9876543210-card.webp',
    ];
    for (const name of names)
      await disk.put(
        name,
        await sharp(await makeImage({ width: 40, height: 40 }))
          .webp()
          .toBuffer(),
      );
    await writeFile(join(disk.root, 'notes.txt'), 'pas une photo');
    const config = { ...first.config, media: { ...first.config.media, root: disk.root } };
    try {
      expect(await copyLocalMediaToBucket(config)).toEqual({ copied: 2, skipped: 0 });
      expect(await copyLocalMediaToBucket(config)).toEqual({ copied: 0, skipped: 2 });
      for (const name of names) {
        const served = await fetch(`${first.config.media.publicUrl}/${name}`);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer())).toEqual(await disk.read(name));
      }
      expect((await fetch(`${first.config.media.publicUrl}/notes.txt`)).status).toBe(404);
    } finally {
      await rm(disk.root, { recursive: true, force: true });
    }
  });

  it('serves a private bucket’s photos through short-lived signed URLs', async () => {
    const signing = await createApiApp({
      ...first.config,
      media: {
        ...first.config.media,
        publicUrl: null,
        s3: { ...first.config.media.s3, signedUrlSeconds: 3600 },
      },
    });
    try {
      const http = request(signing.getHttpServer());
      const parent = await makeUser(first);
      const created = await createBaby(first, parent, await makeImage()).expect(201);
      const read = await http.get(`/api/contests/babies/${created.body.id}/`).set(parent.auth).expect(200);
      const card = read.body.photo_urls.card as string;
      expect(card).toMatch(/^\/media\/babies\/[0-9a-f]{2}\/[0-9a-f]{32}-card\.webp$/);

      const redirected = await http.get(card).expect(302);
      expect(redirected.headers['cache-control']).toBe('private, max-age=3240');
      const signed = new URL(redirected.headers.location);
      expect(signed.origin).toBe(`http://127.0.0.1:${port}`);
      expect(signed.searchParams.get('X-Amz-Expires')).toBe('3600');
      expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      const served = await fetch(signed);
      expect(served.status).toBe(200);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');

      const answer = await http.get('/media/babies/ab/pas-une-photo.webp').expect(404);
      expect(answer.body).toEqual({ detail: "La ressource demandée n'existe pas." });
      expect((await http.get('/')).headers['content-security-policy']).toContain(
        `img-src 'self' data: blob: http://127.0.0.1:${port};`,
      );
    } finally {
      await signing.close();
    }
  });

  it('answers a French 503 and keeps nothing when the store stops answering', async () => {
    const parent = await makeUser(first);
    const photo = await makeImage();
    const babies = await count(first.db, 'babies');
    await server.close();
    try {
      const refused = await createBaby(first, parent, photo).expect(503);
      expect(refused.body).toEqual(UNAVAILABLE);
      expect(await count(first.db, 'babies')).toBe(babies);
    } finally {
      await startStore();
    }
    await createBaby(first, parent, photo).expect(201);
  });
});
