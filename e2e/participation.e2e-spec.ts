import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeImage } from '@app/testing';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { type BrowserSession, openBrowser, screenshot } from './support/browser';
import { makeShowcase, type Showcase } from './support/showcase';

describe('a parent entering a child', () => {
  let stack: PaymentStack;
  let showcase: Showcase;
  let session: BrowserSession;
  let photoDir: string;

  beforeAll(async () => {
    stack = await startPaymentStack({}, { site: true });
    await stack.api.startWorker();
    showcase = await makeShowcase(stack.api);
    session = await openBrowser(stack.apiUrl, 360);
    photoDir = await mkdtemp(join(tmpdir(), 'bebe-star-photo-'));
  });
  afterAll(async () => {
    await session.close();
    await stack.close();
    await rm(photoDir, { recursive: true, force: true });
  });

  it('registers, enters a child with a photo and lands on the participant in the contest', async () => {
    const page = session.page;
    const suffix = randomBytes(3).toString('hex');
    await page.goto('/register');
    await page.getByLabel('Prénom').fill('Mariam');
    await page.getByLabel('Nom', { exact: true }).fill('Koné');
    await page.getByLabel("Nom d'utilisateur").fill(`mariam_${suffix}`);
    await page.getByLabel('Adresse e-mail').fill(`mariam.${suffix}@example.com`);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Soleil-Dakar-2026');
    await page.getByLabel('Confirmer le mot de passe').fill('Soleil-Dakar-2026');
    await screenshot(page, 'register');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/participer/flow');
    await page.locator('label', { hasText: 'Fille' }).click();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByLabel('Prénom').fill('Binta');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByLabel('Jour').selectOption('12');
    await page.getByLabel('Mois').selectOption({ label: 'mars' });
    await page.getByLabel('Année').selectOption(String(new Date().getFullYear() - 2));
    await page.getByLabel('Ville').selectOption({ index: 1 });
    await page.getByLabel('Téléphone', { exact: true }).fill('771234567');
    await screenshot(page, 'participate-step-3');
    await page.getByRole('button', { name: 'Suivant' }).click();
    const photo = join(photoDir, 'binta.jpg');
    await writeFile(photo, await makeImage());
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.getByRole('img', { name: /Aperçu de la photo/ }).waitFor();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('checkbox').check();
    await screenshot(page, 'participate-confirmation');
    await page.getByRole('button', { name: /Confirmer|Valider|Inscrire/ }).click();

    await page.waitForURL(`**/concours/${showcase.contestId}/participants?participant=*`, { timeout: 15_000 });
    await page.getByText('Binta').first().waitFor();
    await screenshot(page, 'participant-after-registration');
    const rows: { baby_name: string; has_photo: boolean }[] = await stack.api.db.query(
      `SELECT p.baby_name, p.photo IS NOT NULL AS has_photo FROM participants p
       JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
      [`mariam.${suffix}@example.com`],
    );
    expect(rows).toEqual([{ baby_name: 'Binta', has_photo: true }]);
  });
});
