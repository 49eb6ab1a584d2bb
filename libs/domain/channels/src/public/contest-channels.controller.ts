import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, ParseIdPipe, Public } from '@app/common';
import { ContestChannelsPublicResponse, toContestChannelsResponse } from './contest-channels.response';
import { PhoneChannelsGuide } from './phone-channels-guide';

/** How the public votes by SMS and USSD for a contest: public like the contest, cached a short while. */
@ApiTags('channels')
@Controller('api/contests/contests')
export class ContestChannelsController {
  constructor(private readonly guide: PhoneChannelsGuide) {}

  @Public()
  @Get(':id/channels')
  @Header('Cache-Control', 'public, max-age=30')
  @ApiOperation({
    summary:
      'Voter sans le site pour un concours : numéro court et mot-clé SMS, code USSD (null pour un canal fermé ou un concours qui ne prend pas de votes)',
  })
  @ApiOkResponse({ type: ContestChannelsPublicResponse })
  @ApiNotFoundResponse({ description: 'Concours inconnu, supprimé ou en brouillon' })
  channels(
    @Param('id', new ParseIdPipe(MESSAGES.contests.notFound)) id: number,
  ): Promise<ContestChannelsPublicResponse> {
    return this.guide.ofContest(id).then(toContestChannelsResponse);
  }
}
