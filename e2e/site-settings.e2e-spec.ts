import { makeAdmin } from '../services/api/test/support/factories';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { type BrowserSession, openBrowser, screenshot } from './support/browser';
import { makeShowcase, type Showcase } from './support/showcase';

/** The same build of the site, served by two deployments whose settings differ: nothing is rebuilt. */
describe('the deployment’s settings, read by the built site at run time', () => {
  let configured: PaymentStack;
  let bare: PaymentStack;
  let showcase: Showcase;
  const sessions: BrowserSession[] = [];

  const open = async (stack: PaymentStack, width = 360) => {
    const session = await openBrowser(stack.apiUrl, width);
    sessions.push(session);
    return session.page;
  };

  beforeAll(async () => {
    configured = await startPaymentStack(
      {
        GOOGLE_CLIENT_ID: 'bebe-star-e2e.apps.googleusercontent.com',
        SUPPORT_WHATSAPP: '+221 77 123 45 67',
        SUPPORT_EMAIL: 'support@bebestar.sn',
      },
      { site: true },
    );
    bare = await startPaymentStack({}, { site: true });
    showcase = await makeShowcase(configured.api);
  });
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
    await Promise.all([configured.close(), bare.close()]);
  });

  it('shows the Google button and the support contacts where they are set, and neither where they are not', async () => {
    const page = await open(configured);
    await page.goto('/login');
    await page.locator('.social-login__google').waitFor();
    expect(await page.locator('.social-login__google').getAttribute('aria-label')).toBe('Continuer avec Google');
    expect(await page.getByRole('link', { name: 'Nous contacter sur WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/221771234567',
    );
    expect(await page.getByRole('link', { name: 'support@bebestar.sn' }).getAttribute('href')).toBe(
      'mailto:support@bebestar.sn',
    );
    await screenshot(page, 'settings-login-configured');

    const plain = await open(bare);
    await plain.goto('/login');
    await plain.getByRole('button', { name: 'Recevoir le code' }).waitFor();
    expect(await plain.locator('.social-login__google').count()).toBe(0);
    expect(await plain.getByRole('link', { name: 'Nous contacter sur WhatsApp' }).count()).toBe(0);
    expect(await plain.getByRole('link', { name: /@/ }).count()).toBe(0);
  });

  it('shows the notices and the providers the back office chose, on the next page opened', async () => {
    const admin = await makeAdmin(configured.api);
    await configured.api.http
      .patch('/api/admin/settings/')
      .set(admin.auth)
      .send({
        site_notice: 'Les votes gratuits reprennent demain à 8 h.',
        contest_notices: [{ contest_id: showcase.contestId, text: 'Le concours est prolongé jusqu’au 10 octobre.' }],
        gateways: ['paydunya', 'intouch'],
      })
      .expect(200);

    const page = await open(configured);
    await page.goto(`/concours/${showcase.contestId}/participants`);
    const contestNotice = page.getByRole('complementary', { name: 'Annonce du concours' });
    await contestNotice.waitFor();
    expect(await contestNotice.textContent()).toBe('Le concours est prolongé jusqu’au 10 octobre.');
    expect(await page.getByRole('complementary', { name: 'Annonce du site' }).textContent()).toBe(
      'Les votes gratuits reprennent demain à 8 h.',
    );
    await screenshot(page, 'settings-notices');

    await page.goto(`/vote/${showcase.contestId}/${showcase.participants[0].id}`);
    const choices = page.getByRole('group', { name: 'Moyen de paiement' }).getByRole('radio');
    await choices.first().waitFor();
    expect(await choices.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
      'paydunya',
      'intouch',
    ]);
    expect(await choices.first().isChecked()).toBe(true);
    expect(await page.getByText('Recommandé : mobile money et carte').count()).toBe(1);
  });
});
