import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
/** The service worker's push script, as sw.js imports it. */
import SCRIPT from '../../public/push-sw.js?raw';

type Listener = (event: Record<string, unknown>) => void;

/** Runs the script against a fake worker scope; returns its listeners and the scope's spies. */
function loadWorker({ subscribed = true, tabs = [] as { url: string }[] } = {}) {
  const listeners: Record<string, Listener> = {};
  const scope = {
    location: { origin: 'https://bebestar.example' },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    registration: {
      showNotification: vi.fn(() => Promise.resolve()),
      pushManager: {
        getSubscription: () =>
          Promise.resolve(
            subscribed
              ? {
                  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
                  toJSON: () => ({ keys: { p256dh: 'p', auth: 'secret' } }),
                }
              : null,
          ),
      },
    },
    clients: {
      matchAll: vi.fn(() =>
        Promise.resolve(
          tabs.map((tab) => ({
            url: tab.url,
            focus: vi.fn(function (this: unknown) {
              return Promise.resolve(this);
            }),
            navigate: vi.fn(() => Promise.resolve()),
          })),
        ),
      ),
      openWindow: vi.fn(() => Promise.resolve()),
    },
  };
  const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
  runInNewContext(SCRIPT, { self: scope, fetch: globalThis.fetch, URL });
  /** Dispatches an event and waits for what it asked to wait for. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners[type]({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  };
  return { scope, fetch, dispatch };
}

const notification = (data: unknown) => ({ close: vi.fn(), data });

describe('the service worker’s push script', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the pushed notification with its icon, tag, page and the "Ne plus recevoir" action', async () => {
    const { scope, dispatch } = loadWorker();
    const payload = {
      kind: 'free_vote',
      title: 'Vote gratuit disponible',
      body: 'Votre vote gratuit est de nouveau disponible pour Aïcha.',
      url: '/vote/4/40',
      tag: 'free-vote:12',
    };
    await dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Vote gratuit disponible', {
      body: payload.body,
      icon: '/icon.svg',
      tag: 'free-vote:12',
      data: { url: '/vote/4/40', kind: 'free_vote' },
      actions: [{ action: 'off', title: 'Ne plus recevoir' }],
    });
  });

  it('turns the kind off with "Ne plus recevoir": the device’s endpoint and secret, no sign-in', async () => {
    const { fetch, scope, dispatch } = loadWorker();
    const shown = notification({ url: '/vote/4/40', kind: 'free_vote' });
    await dispatch('notificationclick', { action: 'off', notification: shown });
    expect(shown.close).toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/notifications/unsubscribe/');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      auth: 'secret',
      kind: 'free_vote',
    });
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the notification’s page when tapped, in the site’s open tab if there is one', async () => {
    const alone = loadWorker();
    await alone.dispatch('notificationclick', { action: '', notification: notification({ url: '/vote/4/40' }) });
    expect(alone.scope.clients.openWindow).toHaveBeenCalledWith('https://bebestar.example/vote/4/40');
    vi.restoreAllMocks();

    const withTab = loadWorker({ tabs: [{ url: 'https://bebestar.example/concours' }] });
    await withTab.dispatch('notificationclick', { action: '', notification: notification({ url: '/vote/4/40' }) });
    const [tab] = (await withTab.scope.clients.matchAll.mock.results[0].value) as {
      focus: ReturnType<typeof vi.fn>;
      navigate: ReturnType<typeof vi.fn>;
    }[];
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith('https://bebestar.example/vote/4/40');
    expect(withTab.scope.clients.openWindow).not.toHaveBeenCalled();
    expect(withTab.fetch).not.toHaveBeenCalled();
  });
});
