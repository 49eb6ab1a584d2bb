import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth } from '@app/identity';
import { VoterReceiptsQueryDto } from './dto/voter-receipts-query.dto';
import { VoterReceiptPageResponse } from './voter-receipts.response';
import { VoterReceipts } from './voter-receipts.service';

@ApiTags('votes')
@ApiBearerAuth()
@Controller('api/votes')
export class VoterReceiptsController {
  constructor(private readonly receipts: VoterReceipts) {}

  @Get('receipts')
  @ApiOperation({
    summary: 'Mes votes : mes votes gratuits et mes packs, chacun avec son reçu vérifiable sur /verifier',
  })
  @ApiOkResponse({ type: VoterReceiptPageResponse })
  page(@CurrentAuth() auth: AuthContext, @Query() query: VoterReceiptsQueryDto): Promise<VoterReceiptPageResponse> {
    return this.receipts.page(auth.userId, query.limit ?? 20, query.before);
  }
}
