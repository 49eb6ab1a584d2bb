/// <reference lib="dom" />
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeImage } from '@app/testing';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { binaryBody } from '../services/api/test/support/binary-body';
import { makeContest } from '../services/api/test/support/contest-factories';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { Browsers, screenshot } from './support/browser';
import { makeShowcase, type Showcase } from './support/showcase';

const REGISTER = '**/api/contests/register**';

/** How far the page is wider than its window (0 when it scrolls only up and down). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The element that has the focus, by its id, and whether it is inside the window. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const box = element?.getBoundingClientRect();
    return {
      id: element?.id ?? null,
      inView: Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight),
    };
  });

/** The decoded width of the image named `name`: 0 when the browser did not draw it (a CSP block). */
const drawnWidth = (page: Page, name: RegExp) =>
  page.getByRole('img', { name }).evaluate((image: HTMLImageElement) =>
    image.decode().then(
      () => image.naturalWidth,
      () => 0,
    ),
  );

/** A full-page screenshot taken from the top, where the sticky header belongs. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** No sideways scroll at this width, nor at 320 px; the window is then put back. */
async function fitsNarrowScreens(page: Page) {
  const size = page.viewportSize()!;
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  if (size.width > 360) return;
  await page.setViewportSize({ width: 320, height: size.height });
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize(size);
}

describe('a parent entering a child', () => {
  let stack: PaymentStack;
  let showcase: Showcase;
  let photoDir: string;
  const browsers = new Browsers(() => stack.apiUrl);

  /** A fresh browser at `width` × `height`, its requests not answered by the site's service worker. */
  async function browserAt(width: number, height: number): Promise<Page> {
    const session = await browsers.session(width, { height });
    const devtools = await session.context.newCDPSession(session.page);
    await devtools.send('Network.enable');
    await devtools.send('Network.setBypassServiceWorker', { bypass: true });
    return session.page;
  }

  beforeAll(async () => {
    stack = await startPaymentStack({}, { site: true });
    await stack.api.startWorker();
    showcase = await makeShowcase(stack.api);
    photoDir = await mkdtemp(join(tmpdir(), 'bebe-star-photo-'));
  });
  afterAll(async () => {
    await browsers.close();
    await stack.close();
    await rm(photoDir, { recursive: true, force: true });
  });

  it('on a 360 px phone: a 4 MB sideways photo sent upright and light, with its progress, resent after a dropped connection', async () => {
    const page = await browserAt(360, 640);
    const suffix = randomBytes(3).toString('hex');
    const email = `mariam.${suffix}@example.com`;
    await page.goto('/register');
    await page.getByLabel('Prénom').fill('Mariam');
    await page.getByLabel('Nom', { exact: true }).fill('Koné');
    await page.getByLabel("Nom d'utilisateur").fill(`mariam_${suffix}`);
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Soleil-Dakar-2026');
    await page.getByLabel('Confirmer le mot de passe').fill('Soleil-Dakar-2026');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // Step 1: the only open contest for a girl is named, with its dates, not asked.
    await page.goto('/participer/flow');
    await page.locator('label', { hasText: 'Fille' }).click();
    await page.getByText('Concours Bébés Filles — Saison sèche', { exact: true }).waitFor();
    await page.getByText(/^Du \d+ \S+ \d{4} au \d+ \S+ \d{4}$/).waitFor();
    expect(await page.getByRole('radio', { name: /Saison sèche/ }).count()).toBe(0);
    await fitsNarrowScreens(page);
    await shot(page, 'participate-step-1');
    await page.getByRole('button', { name: 'Suivant' }).click();

    // Step 2: a refused « Suivant » focuses the field in error.
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByText('Ce champ est requis').waitFor();
    expect(await focused(page)).toEqual({ id: 'child-name', inView: true });
    await page.getByLabel('Prénom').fill('Binta');
    await fitsNarrowScreens(page);
    await page.getByRole('button', { name: 'Suivant' }).click();

    // Step 3: the date selects fit a 360 px screen, and 320 px.
    await page.getByLabel('Jour').selectOption('12');
    await page.getByLabel('Mois').selectOption({ label: 'septembre' });
    await page.getByLabel('Année').selectOption(String(new Date().getFullYear() - 2));
    await page.getByLabel('Ville').selectOption({ index: 1 });
    await fitsNarrowScreens(page);
    await page.getByRole('button', { name: 'Suivant' }).click();
    expect(await focused(page)).toEqual({ id: 'child-phone', inView: true });
    await page.getByLabel('Téléphone', { exact: true }).fill('771234567');
    await shot(page, 'participate-step-3');
    await page.getByRole('button', { name: 'Suivant' }).click();

    // Step 4: a phone's photo, 2800 × 2100 stored sideways (EXIF orientation 6), over 3 MB.
    const photo = join(photoDir, 'IMG_2041.jpg');
    const original = await sharp({
      create: {
        width: 2800,
        height: 2100,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 92 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(original.length).toBeGreaterThan(3_000_000);
    await writeFile(photo, original);
    await page.locator('input[type="file"]').setInputFiles(photo);
    // Made ready in the browser: upright, 1600 px at most, a few hundred kilobytes.
    const chosen = page.getByText(/^IMG_2041\.webp · \d+\sKo$/);
    await chosen.waitFor({ timeout: 20_000 });
    expect(Number(/(\d+)\sKo/.exec((await chosen.textContent())!)![1]) * 1024).toBeLessThan(original.length / 3);
    expect(await drawnWidth(page, /Aperçu de la photo de Binta/)).toBeGreaterThan(0);
    await fitsNarrowScreens(page);
    await shot(page, 'participate-step-4');
    await page.getByRole('button', { name: 'Suivant' }).click();

    // Step 6 (signed in: the account step goes on by itself).
    await page.getByRole('checkbox').check();
    expect(await drawnWidth(page, /Aperçu de la photo de Binta/)).toBeGreaterThan(0);
    await fitsNarrowScreens(page);
    await shot(page, 'participate-step-6');

    // The connection drops once the server has recorded the entry: its answer never arrives.
    const sent: 1[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/contests/register')) sent.push(1);
    });
    let firstAnswer: number | null = null;
    await page.route(REGISTER, async (route) => {
      firstAnswer = (await route.fetch()).status();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: "Valider l'inscription" }).click();
    const retry = page.getByRole('button', { name: 'Réessayer' });
    await retry.waitFor();
    expect(firstAnswer).toBe(201);
    await page.getByText(/La connexion a été interrompue avant la fin de l'envoi/).waitFor();
    expect(await focused(page)).toMatchObject({ inView: true });
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await fitsNarrowScreens(page);
    await shot(page, 'participate-retry');
    await page.unroute(REGISTER);

    // « Réessayer » on slow data (150 ms, 1.6 Mbps up, 100 kB/s down): the percent grows as the photo goes.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      uploadThroughput: 200_000,
      downloadThroughput: 100_000,
    });
    await retry.click();
    await page.getByText(/^Envoi de la photo… [1-9]\d*\s%$/).waitFor();
    await shot(page, 'participate-upload-progress');
    await page.waitForURL(`**/concours/${showcase.contestId}/participants?participant=*`, { timeout: 30_000 });
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      uploadThroughput: -1,
      downloadThroughput: -1,
    });
    await page.getByText('Binta').first().waitFor();
    await screenshot(page, 'participant-after-registration');

    // Sent twice (the browser's own requests: the one cut off, then « Réessayer »), entered once.
    expect(sent).toHaveLength(2);
    const rows: { id: number; baby_name: string; contest_id: number }[] = await stack.api.db.query(
      `SELECT p.id, p.baby_name, p.contest_id FROM participants p JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
      [email],
    );
    expect(rows).toEqual([{ id: expect.any(Number), baby_name: 'Binta', contest_id: showcase.contestId }]);
    const babies: { count: string }[] = await stack.api.db.query(
      'SELECT count(*) FROM babies b JOIN users u ON u.id = b.owner_id WHERE u.email = $1',
      [email],
    );
    expect(Number(babies[0].count)).toBe(1);

    // Upright: the stored photo is portrait, as the phone showed it.
    const shown = await stack.api.http.get(`/api/contests/participants/${rows[0].id}/`).expect(200);
    const full = await stack.api.http
      .get(shown.body.baby_details.photo_urls.full as string)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const { width, height } = await sharp(full.body as Buffer).metadata();
    expect(height).toBeGreaterThan(width);
  });

  it('on a 1280 px screen: asks which contest when several are open, and a refused sign-up shows its first error', async () => {
    const mixed = await makeContest(stack.api, { title: 'Grand concours mixte — Tabaski', gender: 'mixed' });
    const page = await browserAt(1280, 800);
    const suffix = randomBytes(3).toString('hex');
    const email = `awa.${suffix}@example.com`;

    await page.goto('/participer/flow');
    await page.locator('label', { hasText: 'Fille' }).click();
    await page.getByText('2 concours sont ouverts à votre enfant : choisissez le sien').waitFor();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByText('Veuillez choisir un concours').waitFor();
    expect(await focused(page)).toMatchObject({ inView: true });
    await page.getByRole('radio', { name: /Grand concours mixte — Tabaski/ }).check();
    await shot(page, 'participate-step-1');
    await page.getByRole('button', { name: 'Suivant' }).click();

    await page.getByText('Concours : Grand concours mixte — Tabaski').waitFor();
    await page.getByLabel('Prénom').fill('Awa');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByLabel('Jour').selectOption('3');
    await page.getByLabel('Mois').selectOption({ label: 'septembre' });
    await page.getByLabel('Année').selectOption(String(new Date().getFullYear() - 1));
    await page.getByLabel('Ville').selectOption({ index: 1 });
    await page.getByLabel('Téléphone', { exact: true }).fill('771234568');
    await fitsNarrowScreens(page);
    await shot(page, 'participate-step-3');
    await page.getByRole('button', { name: 'Suivant' }).click();

    const photo = join(photoDir, 'awa.jpg');
    await writeFile(photo, await makeImage());
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.getByText(/^awa\.(jpg|webp) · \d+\sKo$/).waitFor();
    expect(await drawnWidth(page, /Aperçu de la photo d'Awa/)).toBeGreaterThan(0);
    await shot(page, 'participate-step-4');
    await page.getByRole('button', { name: 'Suivant' }).click();

    // Step 5, sign-up: « Créer mon compte » with a field left empty focuses it.
    await page.getByRole('button', { name: 'Inscription' }).click();
    await page.getByLabel('Prénom').fill('Awa');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    expect(await focused(page)).toEqual({ id: 'signup-last_name', inView: true });
    await shot(page, 'participate-signup-errors');
    await page.getByLabel('Nom', { exact: true }).fill('Diop');
    await page.getByLabel("Nom d'utilisateur").fill(`awa_${suffix}`);
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Soleil-Dakar-2026');
    await page.getByLabel('Confirmer le mot de passe').fill('Soleil-Dakar-2026');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    await page.getByText('Étape 6 sur 6').waitFor();
    await page.getByText('Concours : Grand concours mixte — Tabaski').first().waitFor();
    await page.getByRole('checkbox').check();
    expect(await drawnWidth(page, /Aperçu de la photo d'Awa/)).toBeGreaterThan(0);
    await shot(page, 'participate-step-6');
    await page.getByRole('button', { name: "Valider l'inscription" }).click();
    await page.waitForURL(`**/concours/${mixed.id}/participants?participant=*`, { timeout: 15_000 });

    const rows: { contest_id: number }[] = await stack.api.db.query(
      'SELECT p.contest_id FROM participants p JOIN users u ON u.id = p.user_id WHERE u.email = $1',
      [email],
    );
    expect(rows).toEqual([{ contest_id: mixed.id }]);
  });
});
