import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, ParseIdPipe } from '@app/common';
import { AdminOnly, type AuthContext, CurrentAuth } from '@app/identity';
import { AdminChannelsResponse, ChannelSettingsResponse, ContestChannelsResponse } from './channels-admin.response';
import { ChannelsAdmin } from './channels-admin.service';
import { UpdateChannelSettingsDto } from './dto/update-channel-settings.dto';
import { UpdateContestChannelsDto } from './dto/update-contest-channels.dto';

@ApiTags('admin: channels')
@ApiBearerAuth()
@AdminOnly('manage_settings')
@Controller('api/admin/channels')
export class ChannelsAdminController {
  constructor(private readonly channels: ChannelsAdmin) {}

  @Get()
  @ApiOperation({
    summary: 'Canaux de vote : réglages USSD et SMS, canaux de chaque concours, SMS du jour, sessions USSD par heure',
  })
  @ApiOkResponse({ type: AdminChannelsResponse })
  overview(): Promise<AdminChannelsResponse> {
    return this.channels.overview();
  }

  @Put('settings')
  @ApiOperation({
    summary: 'Remplace le numéro court, le code USSD et les mots-clés des votes par SMS, avec une trace au journal',
  })
  @ApiOkResponse({ type: ChannelSettingsResponse })
  updateSettings(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: UpdateChannelSettingsDto,
  ): Promise<ChannelSettingsResponse> {
    return this.channels.updateSettings(auth.userId, dto);
  }

  @Put('contests/:id')
  @ApiOperation({
    summary:
      'Ouvre ou ferme le vote par USSD et par SMS pour un concours (le site reste ouvert), avec une trace au journal',
  })
  @ApiOkResponse({ type: ContestChannelsResponse })
  setContestChannels(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseIdPipe(MESSAGES.contests.notFound)) id: number,
    @Body() dto: UpdateContestChannelsDto,
  ): Promise<ContestChannelsResponse> {
    return this.channels.setContestChannels(auth.userId, id, dto);
  }
}
