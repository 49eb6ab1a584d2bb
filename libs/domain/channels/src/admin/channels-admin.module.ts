import { Module } from '@nestjs/common';
import { ContestDirectoryModule } from '@app/contests';
import { SmsModule } from '@app/sms';
import { ChannelSettingsModule } from '../channels.module';
import { ChannelsAdminController } from './channels-admin.controller';
import { ChannelsAdmin } from './channels-admin.service';

/** The back office's "Canaux" (API): `/api/admin/channels/`. */
@Module({
  imports: [ChannelSettingsModule, ContestDirectoryModule, SmsModule],
  controllers: [ChannelsAdminController],
  providers: [ChannelsAdmin],
})
export class ChannelsAdminModule {}
