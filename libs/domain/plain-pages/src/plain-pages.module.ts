import { Module } from '@nestjs/common';
import { ChannelSettingsModule } from '@app/channels';
import { ParticipantDirectoryModule } from '@app/entries';
import { IdentityModule, PhoneSignInModule, UserDirectoryModule } from '@app/identity';
import { PaymentsModule, VotePacksModule } from '@app/payments';
import { VotingModule } from '@app/voting';
import { PlainPageErrors, PlainPagesController } from './plain-pages.controller';
import { PlainPages } from './plain-pages.service';
import { PlainParticipants } from './plain-participants';
import { PlainSession } from './plain-session';
import { PlainSignIn } from './plain-sign-in';
import { PlainVotes } from './plain-votes';

/**
 * The pages without script (API): a participant's page, its free vote, its packs and the sign-in by SMS
 * as plain HTML forms under /simple, over the services of the site's API. The ranking, the media's
 * addresses and the site's settings come from their global modules.
 */
@Module({
  imports: [
    ChannelSettingsModule,
    IdentityModule,
    PhoneSignInModule,
    UserDirectoryModule,
    ParticipantDirectoryModule,
    VotingModule,
    VotePacksModule,
    PaymentsModule,
  ],
  controllers: [PlainPagesController],
  providers: [PlainPages, PlainParticipants, PlainSession, PlainSignIn, PlainVotes, PlainPageErrors],
})
export class PlainPagesModule {}
