import { ApiProperty } from '@nestjs/swagger';
import { CONTEST_STATUSES, type ContestStatus } from '@app/contests';

export class ChannelSettingsResponse {
  @ApiProperty({ example: '7575' }) short_code!: string;
  @ApiProperty({ example: '*384*7#' }) ussd_service_code!: string;
  @ApiProperty({ type: [String], example: ['VOTE', 'VOTER'] }) keywords!: string[];
}

/** A contest and the channels it takes votes by. */
export class ContestChannelsResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Concours des filles' }) title!: string;
  @ApiProperty({ enum: CONTEST_STATUSES }) status!: ContestStatus;
  /** Always true: the site takes votes for every contest. */
  @ApiProperty({ example: true }) web!: boolean;
  @ApiProperty() ussd!: boolean;
  @ApiProperty() sms!: boolean;
}

/** Today's SMS budget (UTC day): every message sent or tried counts, sign-in codes and vote receipts alike. */
export class SmsBudgetResponse {
  @ApiProperty({ example: 1240 }) spent_today!: number;
  @ApiProperty({ example: 5000 }) budget!: number;
  @ApiProperty({ example: 3760 }) left_today!: number;
}

export class UssdSessionsHourResponse {
  /** The hour's start (UTC). */
  @ApiProperty({ format: 'date-time', example: '2026-10-03T14:00:00.000Z' }) hour!: string;
  @ApiProperty({ example: 37 }) sessions!: number;
}

export class AdminChannelsResponse {
  @ApiProperty({ type: ChannelSettingsResponse }) settings!: ChannelSettingsResponse;
  /** Contests taking entries, and those whose channels were changed, the open ones first. */
  @ApiProperty({ type: [ContestChannelsResponse] }) contests!: ContestChannelsResponse[];
  @ApiProperty({ type: SmsBudgetResponse }) sms!: SmsBudgetResponse;
  /** USSD sessions opened in each of the last 24 hours, oldest first, the current hour last. */
  @ApiProperty({ type: [UssdSessionsHourResponse] }) ussd_sessions_per_hour!: UssdSessionsHourResponse[];
}
