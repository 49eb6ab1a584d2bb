/// <reference lib="dom" />
import { paymentRow } from '@app/testing';
import type { Page } from 'playwright-core';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { accessibilityFaults } from './support/accessibility';
import { Browsers, screenshot } from './support/browser';
import { makeShowcase, type Showcase } from './support/showcase';

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

describe('coming back from the payment page: a cancelled payment, told calmly, and the same pack one tap away', () => {
  let stack: PaymentStack;
  let showcase: Showcase;
  const browsers = new Browsers(() => stack.apiUrl);
  /** The address the provider sent the payer back to after the cancellation. */
  let returnPath: string;

  const open = ({ width, height }: { width: number; height: number }, javaScriptEnabled = true) =>
    browsers.open(width, { height, javaScriptEnabled });

  beforeAll(async () => {
    stack = await startPaymentStack({}, { site: true });
    await stack.api.startWorker();
    showcase = await makeShowcase(stack.api);
  });
  afterAll(async () => {
    await browsers.close();
    await stack.close();
  });

  const target = () => showcase.participants[4];
  const boost = () => showcase.packs[1];

  /** Errors the page logged: a hydration mismatch is one (React's #418 and its kin). */
  function collectErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return errors;
  }

  it('says « Paiement annulé », nothing paid, recalls the purchase, and « Réessayer » reopens the same pack for the same child', async () => {
    const page = await open(PHONE);
    await page.goto('/login/email');
    await page.getByLabel('Adresse e-mail').fill(showcase.voter.user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(showcase.voter.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const votePath = `/vote/${showcase.contestId}/${target().id}`;
    await page.goto(votePath);
    await page.getByRole('button', { name: `Acheter le Pack Boost pour ${target().name}` }).click();
    await page.waitForURL(`${stack.sandbox.url}/cinetpay/checkout/**`);
    await page.getByRole('button', { name: 'Annuler' }).click();
    await page.waitForURL('**/payment-failed?**');
    returnPath = new URL(page.url()).pathname + new URL(page.url()).search;

    const heading = page.getByRole('heading', { level: 1, name: 'Paiement annulé' });
    await heading.waitFor();
    await page.getByText('Vous n’avez rien payé.').waitFor();
    expect(await page.getByText('Paiement échoué').count()).toBe(0);
    expect(await page.getByText('Causes possibles').count()).toBe(0);
    // Calm: the heading is not in the failure's red.
    const colour = await heading.evaluate((element) => getComputedStyle(element).color);
    expect(colour).not.toBe('rgb(198, 40, 40)');
    const summary = page.locator('.payment-summary');
    await summary.getByText(target().name).waitFor();
    await summary.getByText('Pack Boost').waitFor();
    await summary.getByText(/2\s000\sF\sCFA/).waitFor();
    const [{ transaction_id: reference }] = await stack.api.db.query(
      `SELECT transaction_id FROM payments WHERE participant_id = $1 ORDER BY id DESC LIMIT 1`,
      [target().id],
    );
    await summary.getByText(reference).waitFor();
    await expect(summary.locator('img').getAttribute('src')).resolves.toMatch(/\/media\/.+\.webp$/);
    await screenshot(page, 'payment-cancelled');
    expect(await accessibilityFaults(page)).toEqual([]);

    await page.getByRole('link', { name: 'Réessayer le paiement' }).click();
    await page.waitForURL(`**${votePath}?pack=${boost().id}`);
    const again = page.getByRole('button', { name: `Acheter le Pack Boost pour ${target().name}` });
    await expect(again.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.locator('.pack--again').getByText('Votre choix').waitFor();
    // The choice is in the address: a reload keeps it.
    await page.reload();
    await page.waitForFunction(
      (name) => document.activeElement?.getAttribute('aria-label') === name,
      `Acheter le Pack Boost pour ${target().name}`,
    );
    await screenshot(page, 'payment-retry-pack');
  });

  it('shows the cancelled payment at 1280 px, and taken over from the server’s page without a hydration error', async () => {
    const page = await open(DESKTOP);
    const errors = collectErrors(page);
    await page.goto(returnPath);
    await page.getByRole('heading', { level: 1, name: 'Paiement annulé' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => {
      const heading = document.querySelector('main h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    });
    await screenshot(page, 'payment-cancelled');
    expect(errors).toEqual([]);
  });

  it('arrives with its frame without JavaScript: the cancelled payment, and the check of a payment still pending', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await open(viewport, false);
      await page.goto(returnPath);
      await page.getByRole('heading', { level: 1, name: 'Paiement annulé' }).waitFor();
      await page.getByRole('link', { name: 'Réessayer le paiement' }).waitFor();
      await screenshot(page, 'payment-cancelled-no-script');
    }
    // A payment whose operator is slow to answer: the frame comes at once, with its reference and a refresh that works.
    const behave = (change: Record<string, unknown>) =>
      fetch(`${stack.sandbox.url}/_sandbox/behaviour`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(change),
      });
    await behave({ checkFailure: 'timeout' });
    for (const viewport of [PHONE, DESKTOP]) {
      const reference = `BS-E2E-SLOW-${viewport.width}`;
      await paymentRow(stack.api.db, {
        transactionId: reference,
        status: 'pending',
        userId: showcase.voter.user.id,
        participantId: target().id,
        contestId: showcase.contestId,
        packName: 'Pack Boost',
        votes: 60,
        amount: 2000,
      });
      const page = await open(viewport, false);
      await page.goto(`/payment-success?provider=cinetpay&transaction_id=${reference}`);
      await page.getByRole('heading', { level: 1, name: 'Vérification du paiement…' }).waitFor();
      await page.getByText(reference).waitFor();
      await screenshot(page, 'payment-checking-no-script');
      // The page's form asks the server again until the answer has come: the payment still pending, said so.
      const pending = page.getByRole('heading', { level: 1, name: 'Paiement en cours de confirmation' });
      const until = Date.now() + 15_000;
      while (!(await pending.isVisible()) && Date.now() < until) {
        await Promise.all([
          page.waitForNavigation(),
          page.locator('main').getByRole('button', { name: 'Actualiser' }).click(),
        ]);
      }
      await pending.waitFor();
      await page.getByText(reference).first().waitFor();
      await screenshot(page, 'payment-pending-no-script');
    }
    await behave({ checkFailure: null });
  });
});
