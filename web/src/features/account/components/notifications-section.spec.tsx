import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentNotification } from '@/lib/api/notifications/get-my-notifications';
import type { NotificationSettings } from '@/lib/api/notifications/notification-settings';
import { fakePush, PUSH_SUBSCRIPTION, removeFakePush } from '@/test/fake-push';
import { renderPage } from '@/test/render-page';
import { NotificationsSection } from './notifications-section';

const settings = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
  kinds: ['payment'],
  time_zone: 'Africa/Douala',
  devices: 2,
  // Labels as the API gives them: the section shows its list, whatever it holds.
  available: [
    { kind: 'free_vote', label: 'Vote gratuit revenu' },
    { kind: 'payment', label: 'Paiements confirmés' },
  ],
  quiet_hours: '22:00–07:00',
  ...overrides,
});

const notification = (id: number, overrides: Partial<SentNotification> = {}): SentNotification => ({
  id,
  kind: 'free_vote',
  title: 'Vote gratuit disponible',
  body: 'Votre vote gratuit est de nouveau disponible pour Aïcha.',
  url: '/vote/4/40',
  outcome: 'sent',
  devices: 1,
  created_at: '2026-11-24T09:00:00.000Z',
  ...overrides,
});

const open = (routes: Parameters<typeof stubApi>[0]) => {
  const api = stubApi({
    'GET /api/notifications/settings': settings(),
    'GET /api/notifications': { items: [], next_before: null },
    ...routes,
  });
  renderPage(<NotificationsSection userId={5} />, { path: '/compte/settings' });
  return api;
};

describe('Notifications (settings)', () => {
  afterEach(() => {
    removeFakePush();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows a checkbox per kind the API offers, saves each change with the time zone, and shows the quiet hours', async () => {
    fakePush({ permission: 'granted', subscribed: true });
    const api = open({
      'PUT /api/notifications/settings': (request: Request) =>
        request
          .clone()
          .json()
          .then((body: { kinds: NotificationSettings['kinds'] }) => json(settings({ kinds: body.kinds }))),
    });
    const group = await screen.findByRole('group', { name: 'Me prévenir quand…' });
    const free = within(group).getByRole('checkbox', { name: 'Vote gratuit revenu' });
    const payment = within(group).getByRole('checkbox', { name: 'Paiements confirmés' });
    expect(free).not.toBeChecked();
    expect(payment).toBeChecked();
    expect(screen.getByText(/Heures calmes : 22:00–07:00 \(fuseau horaire Africa\/Douala\)/)).toBeInTheDocument();

    await userEvent.click(free);
    await waitFor(() => expect(free).toBeChecked());
    await userEvent.click(payment);
    await waitFor(() => expect(payment).not.toBeChecked());
    expect(await api.bodies('/api/notifications/settings')).toEqual([
      { kinds: ['payment', 'free_vote'], time_zone: 'Africa/Douala' },
      { kinds: ['free_vote'], time_zone: 'Africa/Douala' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Choix enregistrés');
  });

  it('turns this device off: unsubscribe without kind by its endpoint and secret, then in the browser', async () => {
    const push = fakePush({ permission: 'granted', subscribed: true });
    const api = open({
      'POST /api/notifications/unsubscribe': new Response(null, { status: 204 }),
    });
    expect(await screen.findByText('Activées sur cet appareil')).toBeInTheDocument();
    expect(screen.getByText('Votre compte : 2 appareils abonnés')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Désactiver sur cet appareil' }));

    expect(await screen.findByRole('button', { name: 'Activer sur cet appareil' })).toBeInTheDocument();
    expect(await api.bodies('/api/notifications/unsubscribe')).toEqual([
      { endpoint: PUSH_SUBSCRIPTION.endpoint, auth: PUSH_SUBSCRIPTION.keys.auth },
    ]);
    expect(push.unsubscribe).toHaveBeenCalledOnce();
    // The devices are counted again.
    await waitFor(() => expect(api.calls('GET', '/api/notifications/settings')).toHaveLength(2));
  });

  it('turns this device on with the account’s kinds (all of them for a first device)', async () => {
    const push = fakePush();
    const api = open({
      'GET /api/notifications/settings': settings({ kinds: [], devices: 0 }),
      'GET /api/notifications/key': { public_key: `B${'A'.repeat(86)}` },
      'POST /api/notifications/subscriptions': json(settings({ kinds: ['free_vote', 'payment'], devices: 1 }), 201),
    });
    expect(await screen.findByText('Désactivées sur cet appareil')).toBeInTheDocument();
    expect(screen.getByText('Votre compte : 0 appareil abonné')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activer sur cet appareil' }));

    expect(await screen.findByText('Activées sur cet appareil')).toBeInTheDocument();
    expect(screen.getByText('Votre compte : 1 appareil abonné')).toBeInTheDocument();
    expect(push.requestPermission).toHaveBeenCalledOnce();
    expect(await api.bodies('/api/notifications/subscriptions')).toEqual([
      {
        ...PUSH_SUBSCRIPTION,
        kinds: ['free_vote', 'payment'],
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    ]);
  });

  it('stops turning this device on after 10 s without an answer, says why, and turns it on when retried', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const push = fakePush();
    push.pushManager.subscribe.mockImplementationOnce(() => new Promise<never>(() => undefined));
    const api = open({
      'GET /api/notifications/settings': settings({ kinds: [], devices: 0 }),
      'GET /api/notifications/key': { public_key: `B${'A'.repeat(86)}` },
      'POST /api/notifications/subscriptions': json(settings({ kinds: ['free_vote', 'payment'], devices: 1 }), 201),
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: 'Activer sur cet appareil' }));
    expect(await screen.findByRole('button', { name: 'Activation…' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(
      await screen.findByText("Les notifications n'ont pas pu être activées. Vérifiez votre connexion puis réessayez."),
    ).toBeInTheDocument();
    expect(screen.getByText('Désactivées sur cet appareil')).toBeInTheDocument();
    expect(api.calls('POST', '/api/notifications/subscriptions')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Activées sur cet appareil')).toBeInTheDocument();
  });

  it('says why the device cannot be turned on: blocked, or no push in this browser', async () => {
    fakePush({ permission: 'denied' });
    open({});
    expect(await screen.findByText(/Les notifications sont bloquées pour ce site/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activer sur cet appareil' })).not.toBeInTheDocument();
    removeFakePush();
    open({});
    expect(await screen.findByText('Ce navigateur ne permet pas de recevoir des notifications.')).toBeInTheDocument();
  });

  it('lists "Mes notifications" with what became of each, and loads older ones with "Voir plus"', async () => {
    fakePush({ permission: 'granted', subscribed: true });
    const api = open({
      'GET /api/notifications': (request: Request) =>
        json(
          new URL(request.url).searchParams.get('before') === null
            ? {
                items: [
                  notification(9),
                  notification(8, { outcome: 'quiet' }),
                  notification(7, { outcome: 'no_device' }),
                  notification(6, { outcome: 'opted_out' }),
                ],
                next_before: 6,
              }
            : {
                items: [
                  notification(2, {
                    kind: 'payment',
                    title: 'Paiement confirmé',
                    body: '60 votes crédités à Moussa. Merci !',
                    outcome: 'failed',
                  }),
                ],
                next_before: null,
              },
        ),
    });
    const list = await screen.findByRole('list', { name: 'Mes notifications, de la plus récente à la plus ancienne' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      /24 novembre 2026.*EnvoyéeVote gratuit disponibleVotre vote gratuit est de nouveau disponible pour Aïcha\./,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await screen.findByText('60 votes crédités à Moussa. Merci !');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.my-notification__outcome')?.textContent),
    ).toEqual(['Envoyée', 'Non envoyée : heures calmes', 'Aucun appareil', 'Type désactivé', 'Échec']);
    expect(api.calls('GET', '/api/notifications').map((url) => url.searchParams.get('before'))).toEqual([null, '6']);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('says when there is no notification yet', async () => {
    open({});
    expect(await screen.findByText("Aucune notification pour l'instant.")).toBeInTheDocument();
  });
});
