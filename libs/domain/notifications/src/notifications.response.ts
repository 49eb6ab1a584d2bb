import { ApiProperty } from '@nestjs/swagger';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';
import { NOTIFICATION_OUTCOMES, type NotificationOutcome } from './notifications.repository';

const KINDS = Object.keys(NOTIFICATION_KINDS);

export class PushKeyResponse {
  @ApiProperty({ description: 'Clé publique VAPID (applicationServerKey), base64url' }) public_key!: string;
}

export class NotificationKindResponse {
  @ApiProperty({ enum: KINDS }) kind!: NotificationKind;
  @ApiProperty() label!: string;
}

export class NotificationSettingsResponse {
  @ApiProperty({ enum: KINDS, isArray: true }) kinds!: NotificationKind[];
  @ApiProperty({ example: 'Africa/Dakar' }) time_zone!: string;
  @ApiProperty({ description: 'Appareils abonnés de ce compte' }) devices!: number;
  @ApiProperty({ type: [NotificationKindResponse] }) available!: NotificationKindResponse[];
  @ApiProperty({ example: '22:00–07:00', description: 'Heures calmes, dans le fuseau du compte' }) quiet_hours!: string;
}

export class NotificationResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: KINDS }) kind!: NotificationKind;
  @ApiProperty() title!: string;
  @ApiProperty() body!: string;
  @ApiProperty() url!: string;
  @ApiProperty({ enum: NOTIFICATION_OUTCOMES })
  outcome!: NotificationOutcome;
  @ApiProperty({ description: 'Appareils qui l’ont reçue' }) devices!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class NotificationPageResponse {
  @ApiProperty({ type: [NotificationResponse] }) items!: NotificationResponse[];
  @ApiProperty({ type: Number, nullable: true }) next_before!: number | null;
}
