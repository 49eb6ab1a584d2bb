import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import { MESSAGES } from '@app/common';
import { TokenService } from '@app/identity';
import { z } from 'zod';
import { liveAuthMiddleware } from './live-auth';
import { LiveContestAccess } from './live-contest-access';
import { LiveMessageLimits, type LiveMessageVerdict } from './live-message-limits';
import { LiveMetrics } from './live-metrics';
import {
  contestRoom,
  DEFAULT_RANKING_LIMIT,
  LIVE_ERROR,
  LIVE_NAMESPACE,
  LIVE_RATES,
  type LiveErrorCode,
  type LiveNamespace,
  type LiveSocket,
  MAX_RANKING_LIMIT,
} from './live-protocol';
import { RankingBroadcaster } from './ranking-broadcaster';
import { RankingSnapshots } from './ranking-snapshots';

const roomRequest = z.object({
  contest_id: z.coerce.number().int().positive().max(2_147_483_647),
  limit: z.coerce
    .number()
    .int()
    .optional()
    .transform((limit) => Math.min(Math.max(limit ?? DEFAULT_RANKING_LIMIT, 1), MAX_RANKING_LIMIT)),
  rate: z.enum(LIVE_RATES).default('live'),
});

/**
 * The live ranking feed. A client connects to `/contests` (visitor, or with a valid token), asks
 * for a contest's ranking with `get_ranking` (or `join`), at a rate (`live` by default, `slow`),
 * receives the snapshot and then every `ranking_update`/`ranking_delta` and `contest_update` of that
 * contest's room at that rate until it sends `leave`. Every
 * message a socket sends, whatever its event, first passes the socket's limits (LiveMessageLimits).
 * CORS and the Redis adapter come from the app's socket adapter (RedisIoAdapter).
 */
@WebSocketGateway({ namespace: LIVE_NAMESPACE })
export class RankingGateway implements OnGatewayInit<LiveNamespace>, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(RankingGateway.name);
  /** This process's `/contests` namespace; through the Redis adapter its rooms span every API process. */
  @WebSocketServer() readonly namespace!: LiveNamespace;
  private readonly limits = new LiveMessageLimits();

  constructor(
    private readonly tokens: TokenService,
    private readonly access: LiveContestAccess,
    private readonly snapshots: RankingSnapshots,
    private readonly broadcaster: RankingBroadcaster,
    private readonly metrics: LiveMetrics,
  ) {}

  afterInit(namespace: LiveNamespace): void {
    namespace.use(liveAuthMiddleware(this.tokens));
    this.broadcaster.attach(namespace);
  }

  handleConnection(socket: LiveSocket): void {
    this.metrics.connectedSockets.inc();
    // Runs for every incoming event, handled or not, before any handler.
    socket.use((_event, next) => {
      this.limits.take(socket.id).then(
        (verdict) => this.admit(socket, verdict, next),
        (error: unknown) =>
          this.logger.error({ err: error, event: 'live_limits_failed' }, 'Live message limits failed'),
      );
    });
  }

  handleDisconnect(): void {
    this.metrics.connectedSockets.dec();
  }

  @SubscribeMessage('get_ranking')
  getRanking(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown): Promise<void> {
    return this.join(socket, body);
  }

  @SubscribeMessage('join')
  async join(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown): Promise<void> {
    const request = roomRequest.safeParse(body);
    if (!request.success) return this.refuse(socket, LIVE_ERROR.badRequest, MESSAGES.live.invalidRequest);
    const { contest_id: contestId, limit, rate } = request.data;
    try {
      const visibility = await this.access.visibility(contestId);
      if (visibility === 'unknown') {
        return this.refuse(socket, LIVE_ERROR.notFound, MESSAGES.live.contestNotFound, contestId);
      }
      if (visibility === 'hidden') return this.refuse(socket, LIVE_ERROR.forbidden, MESSAGES.live.forbidden, contestId);
      // Disconnected while the contest was looked up: joining now would leave its id in the room.
      if (!socket.connected) return;
      // Join before reading: a broadcast made meanwhile reaches the client, whose snapshot may then
      // be one version older (clients keep the newest version they have seen).
      for (const each of LIVE_RATES) {
        if (each === rate) await socket.join(contestRoom(contestId, each));
        else await socket.leave(contestRoom(contestId, each));
      }
      socket.emit('ranking_update', await this.snapshots.snapshot(contestId, limit));
    } catch (error) {
      this.logger.error({ err: error, contestId, event: 'live_snapshot_failed' }, 'Live ranking snapshot failed');
      this.refuse(socket, LIVE_ERROR.unavailable, MESSAGES.live.unavailable, contestId);
    }
  }

  @SubscribeMessage('leave')
  async leave(@ConnectedSocket() socket: LiveSocket, @MessageBody() body: unknown): Promise<void> {
    const request = roomRequest.safeParse(body);
    if (!request.success) return this.refuse(socket, LIVE_ERROR.badRequest, MESSAGES.live.invalidRequest);
    for (const rate of LIVE_RATES) await socket.leave(contestRoom(request.data.contest_id, rate));
  }

  /**
   * Passes an accepted message on to its handler; answers a refused one with 4029 instead, and
   * disconnects a socket that went on sending after its refusals (the rest of its burst, already
   * received, then meets a closed socket and costs nothing).
   */
  private admit(socket: LiveSocket, verdict: LiveMessageVerdict, next: () => void): void {
    if (!socket.connected) return;
    if (verdict === 'accept') return next();
    this.metrics.refusedMessages.inc();
    this.refuse(socket, LIVE_ERROR.tooManyRequests, MESSAGES.live.tooManyRequests);
    if (verdict === 'disconnect') {
      this.metrics.floodDisconnects.inc();
      socket.disconnect(true);
    }
  }

  private refuse(socket: LiveSocket, code: LiveErrorCode, message: string, contest?: number): void {
    socket.emit('error', { type: 'error', code, message, ...(contest === undefined ? {} : { contest }) });
  }
}
