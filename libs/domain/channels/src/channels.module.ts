import { Module } from '@nestjs/common';
import { ContestDirectoryModule } from '@app/contests';
import { ParticipantDirectoryModule } from '@app/entries';
import { IdentityModule } from '@app/identity';
import { PaymentsModule, VotePacksModule } from '@app/payments';
import { SmsModule } from '@app/sms';
import { VotingModule } from '@app/voting';
import { ChannelVotes } from './channel-votes';
import { ContestChannelsController } from './public/contest-channels.controller';
import { PhoneChannelsGuide } from './public/phone-channels-guide';
import { ChannelSettingsRepository } from './settings/channel-settings.repository';
import { ChannelSettings } from './settings/channel-settings';
import { InboundSmsController } from './sms/inbound-sms.controller';
import { SmsVotes } from './sms/sms-votes';
import { UssdController } from './ussd/ussd.controller';
import { UssdSessions } from './ussd/ussd-sessions';
import { UssdService } from './ussd/ussd.service';

/**
 * The settings of the voting channels, for the API's channel routes, the back office and the pages
 * that tell voters how to vote by phone (PhoneChannelsGuide).
 */
@Module({
  imports: [ContestDirectoryModule],
  providers: [ChannelSettingsRepository, ChannelSettings, UssdSessions, PhoneChannelsGuide],
  exports: [ChannelSettings, UssdSessions, PhoneChannelsGuide],
})
export class ChannelSettingsModule {}

/**
 * Voting by phone without the site (API): the USSD menu behind Africa's Talking's callback and the
 * SMS sent to the short code, both adapters of the site's rule book (VoteService) and payments.
 */
@Module({
  imports: [
    ChannelSettingsModule,
    ContestDirectoryModule,
    IdentityModule,
    ParticipantDirectoryModule,
    PaymentsModule,
    VotePacksModule,
    SmsModule,
    VotingModule,
  ],
  controllers: [UssdController, InboundSmsController, ContestChannelsController],
  providers: [ChannelVotes, UssdService, SmsVotes],
})
export class ChannelsModule {}
