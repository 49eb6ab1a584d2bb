import { ApiProperty } from '@nestjs/swagger';
import type { PhoneChannels } from './phone-channels-guide';

export class SmsChannelResponse {
  @ApiProperty({ example: '7575', description: 'Numéro court auquel envoyer le SMS' }) short_code!: string;
  @ApiProperty({ example: 'VOTE', description: 'Mot-clé qui précède le code de vote du participant' })
  keyword!: string;
}

export class UssdChannelResponse {
  @ApiProperty({ example: '*384*7#', description: 'Code USSD à composer' }) service_code!: string;
}

/** How to vote for the contest's participants from a basic phone: each channel, or null when it is closed. */
export class ContestChannelsPublicResponse {
  @ApiProperty({
    nullable: true,
    type: SmsChannelResponse,
    description: 'Null quand le concours ne prend pas de votes par SMS en ce moment',
  })
  sms!: SmsChannelResponse | null;

  @ApiProperty({
    nullable: true,
    type: UssdChannelResponse,
    description: 'Null quand le concours ne prend pas de votes par USSD en ce moment',
  })
  ussd!: UssdChannelResponse | null;
}

export const toContestChannelsResponse = (channels: PhoneChannels): ContestChannelsPublicResponse => ({
  sms: channels.sms && { short_code: channels.sms.shortCode, keyword: channels.sms.keyword },
  ussd: channels.ussd && { service_code: channels.ussd.serviceCode },
});
