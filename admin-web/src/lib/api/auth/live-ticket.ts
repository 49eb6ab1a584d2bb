import { unwrap } from '@bebe-star/web-common/api-errors';
import { dashboard as DASHBOARD_TEXT } from '@/messages/dashboard';
import { api } from '../../api-client';

/**
 * POST /admin/api/admin/dashboard/live-ticket: a one-use ticket that opens the live feed once. The
 * socket's handshake cannot carry the session's HttpOnly cookies (another path), and the script
 * cannot read them: the ticket is fetched through them instead.
 */
export async function getLiveTicket(): Promise<string> {
  return unwrap(await api.POST('/api/admin/dashboard/live-ticket'), DASHBOARD_TEXT.loadFailed).ticket;
}
