import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AppError, MESSAGES, Public } from '@app/common';
import { AppConfig } from '@app/config';
import { type AuthContext, CurrentAuth } from '@app/identity';
import {
  MAX_ENDPOINT_LENGTH,
  NotificationSettingsDto,
  NotificationsQueryDto,
  SubscribeDto,
  UnsubscribeDto,
} from './dto/notification.dto';
import { NOTIFICATION_KINDS, type NotificationKind, QUIET_HOURS } from './notification-kinds';
import { FreeVoteReminders } from './free-vote-reminders';
import { NotificationsRepository } from './notifications.repository';
import { NotificationPageResponse, NotificationSettingsResponse, PushKeyResponse } from './notifications.response';
import { normalisePushEndpoint, pushEndpointAllowed } from './push-endpoint';
import { pushKeysOf } from './push-keys';

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

/** Web push: the key browsers subscribe with, each device's subscription, the account's choices, "Mes notifications". */
@ApiTags('notifications')
@Controller('api/notifications')
export class NotificationsController {
  private readonly publicKey: string;

  constructor(
    private readonly config: AppConfig,
    private readonly repository: NotificationsRepository,
    private readonly reminders: FreeVoteReminders,
  ) {
    this.publicKey = pushKeysOf(config.push.signingKey).publicKey;
  }

  @Public()
  @Get('key')
  @ApiOperation({ summary: 'Clé publique VAPID avec laquelle un navigateur s’abonne aux notifications' })
  @ApiOkResponse({ type: PushKeyResponse })
  key(): PushKeyResponse {
    return { public_key: this.publicKey };
  }

  @ApiBearerAuth()
  @Get('settings')
  @ApiOperation({ summary: 'Mes choix de notifications : les types voulus, le fuseau horaire, les appareils abonnés' })
  @ApiOkResponse({ type: NotificationSettingsResponse })
  async settings(@CurrentAuth() auth: AuthContext): Promise<NotificationSettingsResponse> {
    const [settings, devices] = await Promise.all([
      this.repository.settings(auth.userId),
      this.repository.devices(auth.userId),
    ]);
    return {
      kinds: settings.kinds,
      time_zone: settings.timeZone,
      devices,
      available: (Object.entries(NOTIFICATION_KINDS) as [NotificationKind, string][]).map(([kind, label]) => ({
        kind,
        label,
      })),
      quiet_hours: `${hour(QUIET_HOURS.from)}–${hour(QUIET_HOURS.to)}`,
    };
  }

  @ApiBearerAuth()
  @Put('settings')
  @ApiOperation({ summary: 'Change mes choix de notifications (chaque type, le fuseau des heures calmes)' })
  @ApiOkResponse({ type: NotificationSettingsResponse })
  async saveSettings(
    @CurrentAuth() auth: AuthContext,
    @Body() body: NotificationSettingsDto,
  ): Promise<NotificationSettingsResponse> {
    await this.repository.saveSettings(auth.userId, { kinds: body.kinds, timeZone: body.time_zone });
    return this.settings(auth);
  }

  @ApiBearerAuth()
  @Post('subscriptions')
  @ApiOperation({ summary: 'Abonne cet appareil aux notifications de mon compte, pour les types demandés' })
  @ApiCreatedResponse({ type: NotificationSettingsResponse })
  async subscribe(@CurrentAuth() auth: AuthContext, @Body() body: SubscribeDto): Promise<NotificationSettingsResponse> {
    const endpoint = normalisePushEndpoint(body.endpoint);
    if (endpoint.length > MAX_ENDPOINT_LENGTH || !pushEndpointAllowed(endpoint, this.config.push)) {
      throw AppError.field('endpoint', MESSAGES.notifications.endpoint);
    }
    const stored = await this.repository.subscribe(auth.userId, {
      endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    });
    if (!stored) throw AppError.conflict(MESSAGES.notifications.endpointTaken);
    if (body.kinds?.length || body.time_zone)
      await this.repository.addKinds(auth.userId, body.kinds ?? [], body.time_zone);
    // Asked for right after a free vote: that vote is told of too.
    if (body.kinds?.includes('free_vote')) await this.reminders.scheduleRecent(auth.userId);
    return this.settings(auth);
  }

  @Public()
  @Post('unsubscribe')
  @HttpCode(204)
  @ApiOperation({
    summary:
      'Désabonne un appareil, ou coupe un type de notification, sans connexion : l’abonnement se prouve par son secret',
  })
  @ApiNoContentResponse()
  async unsubscribe(@Body() body: UnsubscribeDto): Promise<void> {
    const endpoint = normalisePushEndpoint(body.endpoint);
    if (body.kind) {
      const owner = await this.repository.ownerOf(endpoint, body.auth);
      if (owner === null) throw AppError.notFound(MESSAGES.notifications.unknownSubscription);
      await this.repository.removeKind(owner, body.kind);
      return;
    }
    if (!(await this.repository.unsubscribe(endpoint, body.auth))) {
      throw AppError.notFound(MESSAGES.notifications.unknownSubscription);
    }
  }

  @ApiBearerAuth()
  @Get()
  @ApiOperation({ summary: 'Mes notifications : chacune avec son type, sa date et ce qu’il en est advenu' })
  @ApiOkResponse({ type: NotificationPageResponse })
  async page(
    @CurrentAuth() auth: AuthContext,
    @Query() query: NotificationsQueryDto,
  ): Promise<NotificationPageResponse> {
    const { items, next } = await this.repository.page(auth.userId, query.limit ?? 20, query.before);
    return {
      items: items.map((item) => ({
        id: item.id,
        kind: item.kind,
        title: item.title,
        body: item.body,
        url: item.url,
        outcome: item.outcome,
        devices: item.devices,
        created_at: item.createdAt.toISOString(),
      })),
      next_before: next,
    };
  }
}
