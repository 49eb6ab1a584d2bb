import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidateNested,
  type ValidatorConstraintInterface,
  ValidatorConstraint,
} from 'class-validator';
import { MESSAGES, QueryId } from '@app/common';
import { NOTIFICATION_KINDS, isTimeZone, type NotificationKind } from '../notification-kinds';
import { isPushAuthSecret, isPushPublicKey } from '../push-endpoint';

const KINDS = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** The endpoint column's width: the address as sent, and as stored once normalised. */
export const MAX_ENDPOINT_LENGTH = 1024;

@ValidatorConstraint({ name: 'pushPublicKey' })
class PushPublicKey implements ValidatorConstraintInterface {
  validate = (value: unknown) => typeof value === 'string' && isPushPublicKey(value);
  defaultMessage = () => MESSAGES.notifications.publicKey;
}

@ValidatorConstraint({ name: 'pushAuthSecret' })
class PushAuthSecret implements ValidatorConstraintInterface {
  validate = (value: unknown) => typeof value === 'string' && isPushAuthSecret(value);
  defaultMessage = () => MESSAGES.notifications.authSecret;
}

@ValidatorConstraint({ name: 'timeZone' })
class TimeZone implements ValidatorConstraintInterface {
  validate = (value: unknown) => typeof value === 'string' && isTimeZone(value);
  defaultMessage = () => MESSAGES.notifications.timeZone;
}

/** The keys of a browser's PushSubscription (its `toJSON().keys`). */
export class PushKeysDto {
  @ApiProperty({ description: 'Clé publique P-256 du navigateur (65 octets, base64url)' })
  @IsDefined({ message: MESSAGES.field.required })
  @Validate(PushPublicKey)
  p256dh!: string;

  @ApiProperty({ description: 'Secret d’authentification (16 octets, base64url)' })
  @IsDefined({ message: MESSAGES.field.required })
  @Validate(PushAuthSecret)
  auth!: string;
}

export class PushSubscriptionDto {
  @ApiProperty({ maxLength: MAX_ENDPOINT_LENGTH, example: 'https://fcm.googleapis.com/fcm/send/…' })
  @IsDefined({ message: MESSAGES.field.required })
  @IsString({ message: MESSAGES.field.string })
  @MaxLength(MAX_ENDPOINT_LENGTH, { message: MESSAGES.field.maxLength(MAX_ENDPOINT_LENGTH) })
  endpoint!: string;

  @ApiProperty({ type: PushKeysDto })
  @IsDefined({ message: MESSAGES.field.required })
  @IsObject({ message: MESSAGES.field.required })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys!: PushKeysDto;
}

/** A device subscribing, with the kinds it was asked for (added to the account's choices). */
export class SubscribeDto extends PushSubscriptionDto {
  @ApiPropertyOptional({ enum: KINDS, isArray: true })
  @IsOptional()
  @IsArray({ message: MESSAGES.field.list })
  @ArrayMaxSize(KINDS.length, { message: MESSAGES.field.listSize(KINDS.length) })
  @IsIn(KINDS, { each: true, message: MESSAGES.notifications.kind(KINDS) })
  kinds?: NotificationKind[];

  @ApiPropertyOptional({ example: 'Africa/Dakar', description: 'Fuseau horaire IANA du navigateur (heures calmes)' })
  @IsOptional()
  @Validate(TimeZone)
  time_zone?: string;
}

/**
 * Turning notifications off from a device, signed in or not: the subscription proves itself by its
 * secret. With `kind`, that kind is turned off for the account; without, the device is unsubscribed.
 */
export class UnsubscribeDto {
  @ApiProperty({ maxLength: MAX_ENDPOINT_LENGTH })
  @IsDefined({ message: MESSAGES.field.required })
  @IsString({ message: MESSAGES.field.string })
  @MaxLength(MAX_ENDPOINT_LENGTH, { message: MESSAGES.field.maxLength(MAX_ENDPOINT_LENGTH) })
  endpoint!: string;

  @ApiProperty()
  @IsDefined({ message: MESSAGES.field.required })
  @Validate(PushAuthSecret)
  auth!: string;

  @ApiPropertyOptional({ enum: KINDS })
  @IsOptional()
  @IsIn(KINDS, { message: MESSAGES.notifications.kind(KINDS) })
  kind?: NotificationKind;
}

export class NotificationSettingsDto {
  @ApiProperty({ enum: KINDS, isArray: true })
  @IsDefined({ message: MESSAGES.field.required })
  @IsArray({ message: MESSAGES.field.list })
  @ArrayMaxSize(KINDS.length, { message: MESSAGES.field.listSize(KINDS.length) })
  @IsIn(KINDS, { each: true, message: MESSAGES.notifications.kind(KINDS) })
  kinds!: NotificationKind[];

  @ApiProperty({ example: 'Africa/Dakar' })
  @IsDefined({ message: MESSAGES.field.required })
  @Validate(TimeZone)
  time_zone!: string;
}

export const MAX_NOTIFICATIONS_PAGE = 100;

export class NotificationsQueryDto {
  @QueryId('Notifications plus anciennes que celle-ci (next_before de la page précédente)') before?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_NOTIFICATIONS_PAGE, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MESSAGES.field.integer })
  @Min(1, { message: MESSAGES.field.integer })
  @Max(MAX_NOTIFICATIONS_PAGE, { message: MESSAGES.ranking.pageSize(MAX_NOTIFICATIONS_PAGE) })
  limit?: number;
}
