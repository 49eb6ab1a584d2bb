import { HttpStatus, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { MESSAGES } from '@app/common';
import { AdminAccess, AdminRightsChanges, type ChangedAdministrators, LiveTickets, TokenService } from '@app/identity';
import { handshakeToken, LIVE_ERROR, LiveConnectionError } from '@app/live';
import type { Namespace, Socket } from 'socket.io';
import { ADMIN_LIVE_NAMESPACE, DASHBOARD_PULSE_MS, DASHBOARD_ROOM, type DashboardLiveFigures } from './dashboard-live';
import { DashboardService } from './dashboard.service';

interface ServerToAdminEvents {
  dashboard_update(figures: DashboardLiveFigures): void;
}
/** Who a socket was admitted for. */
interface AdminSocketData {
  userId: number;
}
type AdminNamespace = Namespace<Record<string, never>, ServerToAdminEvents, Record<string, never>, AdminSocketData>;
type AdminSocket = Socket<Record<string, never>, ServerToAdminEvents, Record<string, never>, AdminSocketData>;

/**
 * The administrators' live dashboard. Only an active administrator holding `view_statistics`
 * connects (the same rule as the dashboard's HTTP routes); each gets the counters at once, then
 * whenever they change. The figures are read every DASHBOARD_PULSE_MS by each API process that has
 * watchers of its own, and by no process when nobody watches. An administrator who may no longer
 * watch (rights taken, deactivated, deleted) is disconnected: at once when identity announces the
 * change (`AdminRightsChanges`, heard by every process that holds sockets), and in any case before
 * the next frame, each watcher's rights being read again before each one.
 */
@WebSocketGateway({ namespace: ADMIN_LIVE_NAMESPACE })
export class DashboardGateway
  implements OnGatewayInit<AdminNamespace>, OnGatewayConnection, OnApplicationBootstrap, OnModuleDestroy
{
  private readonly logger = new Logger(DashboardGateway.name);
  @WebSocketServer() readonly namespace!: AdminNamespace;
  private pulse: NodeJS.Timeout | undefined;
  private lastSent = '';
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly tokens: TokenService,
    private readonly tickets: LiveTickets,
    private readonly access: AdminAccess,
    private readonly rightsChanges: AdminRightsChanges,
    private readonly dashboard: DashboardService,
  ) {}

  afterInit(namespace: AdminNamespace): void {
    namespace.use((socket, next) => {
      void this.admit(socket).then(() => next(), next);
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.stopListening = await this.rightsChanges.listen((userIds) => void this.recheck(userIds));
  }

  async handleConnection(socket: AdminSocket): Promise<void> {
    await socket.join(DASHBOARD_ROOM);
    try {
      const figures = await this.dashboard.liveFigures();
      socket.emit('dashboard_update', figures);
    } catch (error) {
      this.logger.error({ err: error, event: 'dashboard_live_failed' }, 'Live dashboard figures failed');
    }
    this.pulse ??= setInterval(() => void this.beat(), DASHBOARD_PULSE_MS);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopPulse();
    await this.stopListening?.();
  }

  private stopPulse(): void {
    clearInterval(this.pulse);
    this.pulse = undefined;
  }

  /**
   * Disconnects this process's sockets of these administrators (all of them for null) that may no
   * longer watch; resolves once each was read again.
   */
  private async recheck(userIds: ChangedAdministrators): Promise<void> {
    const sockets = [...this.namespace.sockets.values()].filter(
      (socket) => userIds === null || userIds.includes(socket.data.userId),
    );
    const allowed = new Map<number, Promise<boolean>>();
    const mayWatch = (userId: number) => {
      if (!allowed.has(userId)) {
        allowed.set(
          userId,
          this.access.refusal(userId, 'view_statistics').then((refusal) => refusal === null),
        );
      }
      return allowed.get(userId)!;
    };
    try {
      await Promise.all(
        sockets.map(async (socket) => {
          if (!(await mayWatch(socket.data.userId))) socket.disconnect(true);
        }),
      );
    } catch (error) {
      // Rights that cannot be read are not rights: the watchers are let go rather than fed.
      this.logger.error({ err: error, event: 'dashboard_live_recheck_failed' }, 'Live dashboard rights unreadable');
      sockets.forEach((socket) => socket.disconnect(true));
    }
  }

  /**
   * Refuses a socket without a valid ticket or token (4001), without the dashboard's permission, or
   * with a token of the public site (4003), as the HTTP routes do. The back office sends a ticket (its
   * tokens are out of its script's reach); a back-office token in the handshake serves API tools.
   */
  private async admit(socket: AdminSocket): Promise<void> {
    const caller = await this.caller(socket);
    if (!caller) throw new LiveConnectionError(LIVE_ERROR.tokenInvalid, MESSAGES.live.tokenInvalid);
    const refusal = await this.access.refusal(caller.userId, 'view_statistics');
    if (refusal) {
      const code = refusal.status === HttpStatus.UNAUTHORIZED ? LIVE_ERROR.tokenInvalid : LIVE_ERROR.forbidden;
      throw new LiveConnectionError(code, refusal.message);
    }
    if (!caller.backOffice) {
      throw new LiveConnectionError(LIVE_ERROR.forbidden, MESSAGES.auth.backOfficeSessionRequired);
    }
    socket.data.userId = caller.userId;
  }

  private async caller(socket: AdminSocket): Promise<{ userId: number; backOffice: boolean } | null> {
    const ticket: unknown = socket.handshake.auth.ticket;
    if (typeof ticket === 'string') {
      const userId = await this.tickets.redeem(ticket);
      return userId === null ? null : { userId, backOffice: true };
    }
    const token = handshakeToken(socket.handshake);
    const payload = token === undefined ? null : await this.tokens.verifyAccess(token);
    return payload ? { userId: payload.user_id, backOffice: payload.aud === 'admin' } : null;
  }

  private async beat(): Promise<void> {
    if ((this.namespace.adapter.rooms.get(DASHBOARD_ROOM)?.size ?? 0) === 0) {
      this.stopPulse();
      this.lastSent = '';
      return;
    }
    try {
      const { at, ...counters } = await this.dashboard.liveFigures();
      const reading = JSON.stringify(counters);
      if (reading === this.lastSent) return;
      this.lastSent = reading;
      await this.recheck(null);
      this.namespace.local.to(DASHBOARD_ROOM).emit('dashboard_update', { ...counters, at });
    } catch (error) {
      this.logger.error({ err: error, event: 'dashboard_live_failed' }, 'Live dashboard figures failed');
    }
  }
}
