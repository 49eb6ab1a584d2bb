import { Controller, Headers, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiHeader,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ClientIp, MESSAGES, ParseIdPipe, Public } from '@app/common';
import { type AuthContext, OptionalAuth, RevocationCheckedByHandler } from '@app/identity';
import { FreeVoteRefusalResponse, FreeVoteResponse } from './vote.response';
import { VoteService } from './vote.service';

@ApiTags('votes')
@ApiBearerAuth()
@Controller('api/contests/participants')
export class VoteController {
  constructor(private readonly votes: VoteService) {}

  /**
   * Public at the guard so that a missing or expired token gets the vote's own French 401; a signed-out
   * token is refused by the reservation script, in the vote's one Redis round trip.
   */
  @Public()
  @RevocationCheckedByHandler()
  @Post(':id/vote')
  @HttpCode(201)
  @ApiOperation({ summary: 'Vote gratuit (un toutes les 10 minutes par participant, 50 par jour)' })
  @ApiCreatedResponse({ type: FreeVoteResponse })
  @ApiTooManyRequestsResponse({
    type: FreeVoteRefusalResponse,
    description: 'Délai de 10 minutes ou plafond du jour atteint (en-tête Retry-After)',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Rejouer la requête rend la première réponse' })
  vote(
    @Param('id', new ParseIdPipe(MESSAGES.votes.participantNotFound)) participantId: number,
    @OptionalAuth() auth: AuthContext | undefined,
    @ClientIp() ip: string,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<FreeVoteResponse> {
    return this.votes.vote({
      voterId: auth?.userId,
      tokenIssuedMs: auth?.tokenIssuedMs,
      participantId,
      ip,
      idempotencyKey,
    });
  }
}
