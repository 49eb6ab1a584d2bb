import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, ParseIdPipe, Public } from '@app/common';
import { ConsistencyQueryDto, TreeHeadsQueryDto } from './transparency-query.dto';
import {
  ConsistencyProofResponse,
  ReceiptProofResponse,
  TransparencyKeyResponse,
  TreeHeadPageResponse,
  TreeHeadResponse,
} from './transparency.response';
import { TransparencyReader } from './transparency.reader';

/** The public vote log: anyone may read it and check it, signed in or not. */
@ApiTags('transparency')
@Controller('api/transparency')
export class TransparencyController {
  constructor(private readonly reader: TransparencyReader) {}

  @Public()
  @Get('keys')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Clés publiques Ed25519 qui signent le registre des votes, anciennes comprises' })
  @ApiOkResponse({ type: [TransparencyKeyResponse] })
  keys(): Promise<TransparencyKeyResponse[]> {
    return this.reader.keys();
  }

  @Public()
  @Get('heads/latest')
  @Header('Cache-Control', 'public, max-age=10')
  @ApiOperation({ summary: 'Dernier état signé du registre des votes (taille, racine de Merkle, signature)' })
  @ApiOkResponse({ type: TreeHeadResponse })
  latestHead(): Promise<TreeHeadResponse> {
    return this.reader.latestHead();
  }

  @Public()
  @Get('heads')
  @ApiOperation({
    summary: 'Tous les états signés du registre, du plus récent au plus ancien (conservés pour toujours)',
  })
  @ApiOkResponse({ type: TreeHeadPageResponse })
  heads(@Query() query: TreeHeadsQueryDto): Promise<TreeHeadPageResponse> {
    return this.reader.heads(query.limit ?? 20, query.before);
  }

  @Public()
  @Get('consistency')
  @ApiOperation({ summary: 'Preuve que le registre signé de first votes est le début de celui de second votes' })
  @ApiOkResponse({ type: ConsistencyProofResponse })
  consistency(@Query() query: ConsistencyQueryDto): Promise<ConsistencyProofResponse> {
    return this.reader.consistency(query.first, query.second);
  }

  @Public()
  @Get('receipts/:id')
  @ApiOperation({ summary: "Preuve d'inclusion d'un reçu de vote dans le dernier état signé du registre" })
  @ApiOkResponse({ type: ReceiptProofResponse })
  receipt(
    @Param('id', new ParseIdPipe(MESSAGES.transparency.receiptNotFound)) ledgerId: number,
  ): Promise<ReceiptProofResponse> {
    return this.reader.receipt(ledgerId);
  }
}
