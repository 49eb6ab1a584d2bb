import { databaseOptions } from '@app/database';
import { createTestEnvironment, type TestEnvironment } from '@app/testing';
import { DataSource } from 'typeorm';
import { PushEndpointsNormalised1795341000000 } from './migrations/1795341000000-push-endpoints-normalised';

describe('migration: push endpoints stored under one spelling', () => {
  let env: TestEnvironment;
  let db: DataSource;

  beforeAll(async () => {
    env = await createTestEnvironment();
    db = await new DataSource(databaseOptions(env.config)).initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await env.dispose();
  });

  it('rewrites other spellings, and keeps the first subscribed where two spellings named one address', async () => {
    const subscribe = (userId: number, endpoint: string, minutesAgo: number) =>
      db.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
         VALUES ($1, $2, 'k', 'a', now() - make_interval(mins => $3))`,
        [userId, endpoint, minutesAgo],
      );
    await subscribe(1, 'https://fcm.googleapis.com/fcm/send/a', 30);
    await subscribe(2, 'https://FCM.googleapis.com:443/fcm/send/a', 10);
    await subscribe(3, 'https://updates.push.services.mozilla.com/wpush/v2/b', 5);
    await subscribe(4, 'https://Updates.Push.Services.Mozilla.com:443/wpush/v2/b', 50);
    await subscribe(5, 'https://WNS2-PAR02P.notify.windows.com/w/?token=c', 1);
    await subscribe(6, 'https://web.push.apple.com/d', 1);

    const runner = db.createQueryRunner();
    try {
      await new PushEndpointsNormalised1795341000000().up(runner);
    } finally {
      await runner.release();
    }

    expect(await db.query('SELECT user_id, endpoint FROM push_subscriptions ORDER BY user_id')).toEqual([
      { user_id: 1, endpoint: 'https://fcm.googleapis.com/fcm/send/a' },
      { user_id: 4, endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/b' },
      { user_id: 5, endpoint: 'https://wns2-par02p.notify.windows.com/w/?token=c' },
      { user_id: 6, endpoint: 'https://web.push.apple.com/d' },
    ]);
  });
});
