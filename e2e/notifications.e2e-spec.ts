/// <reference lib="dom" />
import { createECDH, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { redisConnectionOptions } from '@app/redis';
import { Queue } from 'bullmq';
import * as ece from 'http_ece';
import type { Page } from 'playwright-core';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { eventually, startPushService, zoneAt } from '@app/testing';
import { accessibilityFaults } from './support/accessibility';
import { type BrowserSession, openBrowser, SCREENSHOTS, screenshot } from './support/browser';
import { makeShowcase, type Showcase } from './support/showcase';

const PHONE = { width: 360, height: 640 };

/** The innermost elements wider than the window: a phone would scroll the page sideways. */
function sticksOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = Array.from(document.querySelectorAll('body *')).filter(
      (element) => element.getBoundingClientRect().right > width + 1,
    );
    return outside
      .filter((element) => !outside.some((other) => other !== element && element.contains(other)))
      .map((element) => `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''}`);
  });
}

/**
 * The browser's push subscription, made here: Chromium has no way to its push service from this
 * machine, so PushManager's subscribe and getSubscription answer a subscription whose endpoint is the
 * local push service and whose keys the test holds (to decrypt what it receives). The key the page
 * subscribed with is kept in `window.__applicationServerKey` (base64url).
 */
async function fakeBrowserSubscription(page: Page, subscription: { endpoint: string; p256dh: string; auth: string }) {
  await page.addInitScript(({ endpoint, p256dh, auth }) => {
    const STORED = 'e2e-push-subscribed';
    const json = { endpoint, expirationTime: null, keys: { p256dh, auth } };
    const made = {
      endpoint,
      expirationTime: null,
      toJSON: () => json,
      unsubscribe: () => {
        localStorage.removeItem(STORED);
        return Promise.resolve(true);
      },
    };
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      (window as unknown as { __applicationServerKey: string }).__applicationServerKey = btoa(
        String.fromCharCode(...key),
      )
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      localStorage.setItem(STORED, '1');
      return Promise.resolve(made as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(localStorage.getItem(STORED) ? (made as unknown as PushSubscription) : null);
    };
  }, subscription);
}

describe('web push: "Me prévenir" after a free vote, the notification at the end of the cooldown, the device off in the settings', () => {
  let push: Awaited<ReturnType<typeof startPushService>>;
  let stack: PaymentStack;
  let showcase: Showcase;
  let session: BrowserSession;
  const zone = zoneAt(12);
  const device = createECDH('prime256v1');
  device.generateKeys();
  const auth = randomBytes(16);

  beforeAll(async () => {
    push = await startPushService();
    stack = await startPaymentStack({ PUSH_TEST_ORIGIN: push.origin }, { site: true });
    showcase = await makeShowcase(stack.api);
    // The worker follows the ledger from where it stood when it first ran: the vote below is ahead of it.
    await stack.api.startWorker();
    await eventually(async () => (await stack.api.db.query<unknown[]>('SELECT 1 FROM notification_cursors'))[0], {
      everyMs: 200,
      what: 'the cursor',
    });
    session = await openBrowser(stack.apiUrl, PHONE.width, { timezoneId: zone });
    await session.page.setViewportSize(PHONE);
    await session.context.grantPermissions(['notifications'], { origin: stack.apiUrl });
    await fakeBrowserSubscription(session.page, {
      endpoint: `${push.origin}/device/1`,
      p256dh: device.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
    });
  });
  afterAll(async () => {
    await session?.close();
    await stack?.close();
    push?.close();
  });

  const settingsOf = async () =>
    (await stack.api.http.get('/api/notifications/settings/').set(showcase.voter.auth).expect(200)).body as {
      kinds: string[];
      time_zone: string;
      devices: number;
    };

  let voteId: number;

  it('offers "Me prévenir" under the vote’s receipt, and subscribes this device for the free vote', async () => {
    const { page } = session;
    const participant = showcase.participants[1];
    const votePath = `/vote/${showcase.contestId}/${participant.id}`;
    await page.goto(votePath);
    await page.getByRole('button', { name: 'Voter gratuitement' }).click();
    await page.getByRole('link', { name: 'Se connecter avec une adresse e-mail' }).click();
    await page.getByLabel('Adresse e-mail').fill(showcase.voter.user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(showcase.voter.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // The vote asked for before signing in is cast on the way back.
    await page.waitForURL(`**${votePath}`);
    await page.getByRole('link', { name: /^Vérifier le reçu n° \d+$/ }).waitFor();
    [{ id: voteId }] = await stack.api.db.query(
      `SELECT id::int AS id FROM vote_ledger WHERE participant_id = $1 AND kind = 'free'`,
      [participant.id],
    );

    // Under the participant, in the page's flow: the free vote's bar stays where it is.
    const remind = page.getByRole('button', { name: 'Me prévenir' });
    await remind.waitFor();
    await page.getByText('Être prévenu(e) quand mon vote gratuit revient').waitFor();
    await remind.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await expect(sticksOut(page)).resolves.toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'notifications-vote-card-360x640.png') });
    expect(await accessibilityFaults(page)).toEqual([]);
    await remind.click();
    await page.getByText("C'est noté : nous vous préviendrons dans 10 minutes.").waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'notifications-vote-card-done-360x640.png') });

    const { public_key } = (await stack.api.http.get('/api/notifications/key/').expect(200)).body as {
      public_key: string;
    };
    await expect(
      page.evaluate(() => (window as unknown as { __applicationServerKey: string }).__applicationServerKey),
    ).resolves.toBe(public_key);
    await expect(settingsOf()).resolves.toEqual(
      expect.objectContaining({ kinds: ['free_vote'], time_zone: zone, devices: 1 }),
    );
    const stored: { endpoint: string; auth: string }[] = await stack.api.db.query(
      'SELECT endpoint, auth FROM push_subscriptions WHERE user_id = $1',
      [showcase.voter.user.id],
    );
    expect(stored).toEqual([{ endpoint: `${push.origin}/device/1`, auth: auth.toString('base64url') }]);
  });

  it('sends "Vote gratuit disponible" when the cooldown ends: encrypted for this device, decrypted by its keys', async () => {
    // The worker read the vote before the voter asked: asking scheduled it.
    const queue = new Queue('notify-free-vote', {
      connection: redisConnectionOptions(stack.api.config.redis.url),
      prefix: `${stack.api.config.redis.keyPrefix}bull`,
    });
    try {
      const job = await eventually(() => queue.getJob(`free-vote-${voteId}`), {
        everyMs: 200,
        what: 'the delayed notification',
      });
      expect(await job.getState()).toBe('delayed');
      expect(job.opts.delay).toBeGreaterThan(8 * 60_000);
      await job.promote();
    } finally {
      await queue.close();
    }
    const delivery = await eventually(() => push.deliveries.find((d) => d.path === '/device/1'), {
      everyMs: 200,
      what: 'the push',
    });
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    const payload = JSON.parse(
      ece.decrypt(delivery.body, { version: 'aes128gcm', privateKey: device, authSecret: auth }).toString(),
    ) as Record<string, string>;
    const participant = showcase.participants[1];
    expect(payload).toEqual({
      kind: 'free_vote',
      title: 'Vote gratuit disponible',
      body: `Votre vote gratuit est de nouveau disponible pour ${participant.name}.`,
      url: `/vote/${showcase.contestId}/${participant.id}`,
      tag: `free-vote:${voteId}`,
    });
  });

  it('shows the notification in "Mes notifications", and turns this device off (the API forgets it)', async () => {
    const { page } = session;
    await page.goto('/account');
    await page.getByRole('link', { name: 'Mes notifications' }).click();
    await page.waitForURL('**/compte/settings?onglet=notifications');
    await page.getByRole('tab', { name: 'Notifications', selected: true }).waitFor();
    // The site keeps the scroll of the page the link was on (far down /account on a phone).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByText('Activées sur cet appareil').waitFor();
    await page.getByText('Votre compte : 1 appareil abonné').waitFor();
    await expect(
      page.getByRole('checkbox', { name: 'Mon vote gratuit est de nouveau disponible' }).isChecked(),
    ).resolves.toBe(true);
    await page.getByText(`Heures calmes : 22:00–07:00 (fuseau horaire ${zone})`, { exact: false }).waitFor();
    const list = page.getByRole('list', { name: 'Mes notifications, de la plus récente à la plus ancienne' });
    const item = list.getByRole('listitem').first();
    await item
      .getByText(`Votre vote gratuit est de nouveau disponible pour ${showcase.participants[1].name}.`)
      .waitFor();
    await item.getByText('Envoyée').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'notifications-settings-360x640.png') });
    await expect(sticksOut(page)).resolves.toEqual([]);
    await screenshot(page, 'notifications-settings');
    expect(await accessibilityFaults(page)).toEqual([]);

    await page.getByRole('button', { name: 'Désactiver sur cet appareil' }).click();
    await page.getByRole('button', { name: 'Activer sur cet appareil' }).waitFor();
    await page.getByText('Votre compte : 0 appareil abonné').waitFor();
    await expect(settingsOf()).resolves.toEqual(expect.objectContaining({ devices: 0 }));
    const stored: unknown[] = await stack.api.db.query('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [
      showcase.voter.user.id,
    ]);
    expect(stored).toEqual([]);
  });
});
