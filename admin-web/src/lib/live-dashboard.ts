import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import type { DashboardFigures, DashboardLiveFigures } from './api/dashboard/dashboard';
import { dashboardKeys } from './api/dashboard/dashboard-keys';
import { getLiveTicket } from './api/auth/live-ticket';

/** The administrators' socket.io namespace (served by the API next to the public `/contests`). */
export const ADMIN_LIVE_NAMESPACE = '/admin';
/** Refused because the ticket was spent or expired (a reconnection asks for a new one). */
const TOKEN_INVALID = 4001;
const MAX_TOKEN_RETRIES = 3;

export type LiveState = 'connecting' | 'live' | 'offline';

/**
 * Keeps the dashboard's vote and payment counters live: every `dashboard_update` of the `/admin`
 * namespace is written into the dashboard's query cache, so the cards move without a reload.
 */
export function useLiveDashboard(): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    let tokenRetries = 0;
    const socket = io(`${window.location.origin}${ADMIN_LIVE_NAMESPACE}`, {
      transports: ['websocket'],
      // Each (re)connection fetches a fresh one-use ticket through the cookie-authenticated API.
      auth: (send) => {
        void getLiveTicket().then(
          (ticket) => send({ ticket }),
          () => send({}),
        );
      },
    });
    socket.on('connect', () => {
      tokenRetries = 0;
      setState('live');
    });
    // Closed by the server (the administrator may no longer watch): socket.io does not reconnect then.
    socket.on('disconnect', (reason) => setState(reason === 'io server disconnect' ? 'offline' : 'connecting'));
    socket.on('connect_error', (error: Error & { data?: { code?: number } }) => {
      setState('offline');
      if (error.data?.code !== TOKEN_INVALID || tokenRetries >= MAX_TOKEN_RETRIES) return;
      tokenRetries += 1;
      socket.connect();
    });
    socket.on('dashboard_update', (live: DashboardLiveFigures) =>
      queryClient.setQueryData<DashboardFigures>(dashboardKeys.figures(), (figures) =>
        figures ? { ...figures, votes: live.votes, payments: live.payments, revenue: live.revenue } : figures,
      ),
    );
    return () => {
      socket.disconnect();
    };
  }, [queryClient]);

  return state;
}
