import { expectAccessible } from './support/accessibility';
import { type BackOffice, startBackOffice } from './support/back-office';
import { screenshot } from './support/browser';

interface OutboxMail {
  to: string;
  text: string;
}

describe('confirming the e-mail from the link of the welcome mail, in the browser', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice({ site: true, env: { MAIL_DEV_OUTBOX: 'true' } });
    await office.api.startWorker();
  });
  afterAll(() => office.close());

  /** The link the worker mailed to `address` (through the development outbox). */
  async function linkMailedTo(address: string): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const outbox = await office.api.http.get('/api/dev/outbox/').set(office.admin.auth).expect(200);
      const mail = (outbox.body as OutboxMail[]).find((item) => item.to === address);
      const link = mail && /\/confirm-email\/[^/\s]+\/[^/\s]+/.exec(mail.text);
      if (link) return link[0];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no confirmation mail for ${address}`);
  }

  it('shows the parent why to confirm, confirms from the link, and says so', async () => {
    const email = `mariama.${Date.now()}@example.com`;
    const password = 'Soleil-Dakar-2026';
    await office.api.http
      .post('/api/user/register/')
      .send({
        first_name: 'Mariama',
        last_name: 'Bâ',
        username: `mariama_${Date.now()}`,
        email,
        password,
        confirm_password: password,
      })
      .expect(201);

    const phone = await office.open(360);
    await phone.goto('/login/email?returnUrl=%2Faccount');
    await phone.getByLabel('Adresse e-mail').fill(email);
    await phone.getByLabel('Mot de passe', { exact: true }).fill(password);
    await phone.getByRole('button', { name: 'Se connecter' }).click();
    await phone.waitForURL('**/account');
    const notice = phone.getByRole('region', { name: 'Confirmez votre adresse e-mail' });
    await notice.getByText(`Nous avons envoyé un lien à ${email}`, { exact: false }).waitFor();
    await screenshot(phone, 'account-email-unconfirmed');
    await expectAccessible(phone);

    await phone.goto(await linkMailedTo(email));
    await phone.getByText('Votre adresse e-mail est confirmée. Merci !').waitFor();
    await screenshot(phone, 'email-confirmed');
    await expectAccessible(phone);

    await phone.getByRole('link', { name: 'Aller à mon compte' }).click();
    await phone.getByRole('heading', { name: 'Mon compte' }).waitFor();
    await phone.getByRole('heading', { name: 'Informations personnelles' }).waitFor();
    expect(await notice.count()).toBe(0);
  });
});
