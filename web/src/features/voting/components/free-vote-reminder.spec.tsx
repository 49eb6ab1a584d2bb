import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '@/lib/api/notifications/notification-settings';
import { authStore } from '@/lib/auth-store';
import { fakeAccessToken } from '@/test/factories';
import { fakePush, PUSH_SUBSCRIPTION, removeFakePush } from '@/test/fake-push';
import { renderPage } from '@/test/render-page';
import { FreeVoteReminder } from './free-vote-reminder';

const PUBLIC_KEY = `B${'A'.repeat(86)}`;

const settings = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
  kinds: [],
  time_zone: 'Africa/Dakar',
  devices: 0,
  available: [
    { kind: 'free_vote', label: 'Mon vote gratuit est de nouveau disponible' },
    { kind: 'payment', label: 'Mes paiements de votes confirmés' },
  ],
  quiet_hours: '22:00–07:00',
  ...overrides,
});

/** Lets the queries that would start, start (and answer). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

const subscribed = settings({ kinds: ['free_vote'], devices: 1 });

const show = (routes: Parameters<typeof stubApi>[0], secondsLeft = 600) => {
  const api = stubApi({
    'GET /api/notifications/key': { public_key: PUBLIC_KEY },
    'GET /api/notifications/settings': settings(),
    'POST /api/notifications/subscriptions': json(subscribed, 201),
    ...routes,
  });
  renderPage(<FreeVoteReminder secondsLeft={secondsLeft} />, { path: '/vote/1/7' });
  return api;
};

describe('the offer to be told when the free vote is back', () => {
  beforeEach(() => authStore.save(fakeAccessToken(5)));
  afterEach(() => {
    // Unmounted first: signing out re-renders whatever still shows the session.
    cleanup();
    removeFakePush();
    vi.restoreAllMocks();
    vi.useRealTimers();
    authStore.clear();
  });

  it('subscribes this device for free_vote with the VAPID key and the browser’s time zone, then says when', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    const push = fakePush();
    const api = show({});
    await userEvent.click(await screen.findByRole('button', { name: 'Me prévenir' }));

    expect(await screen.findByRole('status')).toHaveTextContent("C'est noté : nous vous préviendrons dans 10 minutes.");
    expect(push.requestPermission).toHaveBeenCalledOnce();
    const options = push.pushManager.subscribe.mock.calls[0][0];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toEqual(Uint8Array.from([4, ...new Array<number>(64).fill(0)]));
    expect(await api.bodies('/api/notifications/subscriptions')).toEqual([
      { ...PUSH_SUBSCRIPTION, kinds: ['free_vote'], time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    ]);
    expect(screen.queryByRole('button', { name: 'Me prévenir' })).not.toBeInTheDocument();
  });

  it('says quiet hours apply when the vote comes back at night in the account’s time zone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-27T21:55:00Z'));
    fakePush();
    show({});
    await userEvent.click(await screen.findByRole('button', { name: 'Me prévenir' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "C'est noté. Votre vote gratuit revient pendant les heures calmes (22:00–07:00)",
    );
  });

  it('says what to do when the visitor refuses notifications, and subscribes nothing', async () => {
    const push = fakePush({ answer: 'denied' });
    const api = show({});
    await userEvent.click(await screen.findByRole('button', { name: 'Me prévenir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous avez refusé les notifications');
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls('POST', '/api/notifications/subscriptions')).toEqual([]);
  });

  it('gives up after 10 s when the push service never answers, says so, and lets the voter retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // In the day: the answer it expects is the one outside quiet hours, whatever time the suite runs at.
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    const push = fakePush();
    push.pushManager.subscribe.mockImplementationOnce(() => new Promise<never>(() => undefined));
    const api = show({});
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: 'Me prévenir' }));
    expect(await screen.findByRole('button', { name: 'Activation…' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByRole('button', { name: 'Activation…' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Les notifications n'ont pas pu être activées. Vérifiez votre connexion puis réessayez.",
    );
    expect(api.calls('POST', '/api/notifications/subscriptions')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('status')).toHaveTextContent("C'est noté : nous vous préviendrons dans 10 minutes.");
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(push.pushManager.subscribe).toHaveBeenCalledTimes(2);
  });

  it('is not offered once free_vote is chosen with this device', async () => {
    const push = fakePush({ permission: 'granted', subscribed: true });
    const api = show({ 'GET /api/notifications/settings': subscribed });
    await waitFor(() => expect(push.pushManager.getSubscription).toHaveBeenCalled());
    await waitFor(() => expect(api.calls('GET', '/api/notifications/settings')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Me prévenir' })).not.toBeInTheDocument();
  });

  it('is offered on a new device of an account that chose free_vote elsewhere', async () => {
    fakePush({ permission: 'granted' });
    show({ 'GET /api/notifications/settings': subscribed });
    expect(await screen.findByRole('button', { name: 'Me prévenir' })).toBeInTheDocument();
  });

  it('is not offered where notifications are blocked or push is unsupported, and asks nothing', async () => {
    fakePush({ permission: 'denied' });
    const api = show({});
    removeFakePush();
    const unsupported = show({});
    await settle();
    expect(screen.queryByRole('button', { name: 'Me prévenir' })).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
    expect(unsupported.requests).toEqual([]);
  });

  it('is not offered to a visitor who is not signed in', async () => {
    authStore.clear();
    const push = fakePush();
    const api = show({});
    await settle();
    expect(screen.queryByRole('button', { name: 'Me prévenir' })).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
    expect(push.pushManager.getSubscription).not.toHaveBeenCalled();
  });
});
