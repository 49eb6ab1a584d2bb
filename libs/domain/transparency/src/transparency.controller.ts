import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MESSAGES, ParseIdPipe, Public } from '@app/common';
import { ConsistencyQueryDto, TreeHeadsQueryDto } from './transparency-query.dto';
import {
  ConsistencyProofResponse,
  ReceiptProofResponse,
  TransparencyKeyResponse,
  TreeHeadPageResponse,
  TreeHeadResponse,
} from './transparency.response';
import { ReceiptProofs } from './receipt-proofs';
import { TransparencyReader } from './transparency.reader';
import { LogTiles } from './log-tiles';

/** The public vote log: anyone may read it and check it, signed in or not. */
@ApiTags('transparency')
@Controller('api/transparency')
export class TransparencyController {
  constructor(
    private readonly reader: TransparencyReader,
    private readonly receipts: ReceiptProofs,
    private readonly tiles: LogTiles,
  ) {}

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
  @Get('receipts/:id/proof')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @ApiOperation({
    summary:
      'Preuve hors ligne d’un reçu (C2SP tlog-proof) : le vote, sa preuve d’inclusion et le point de contrôle cosigné',
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({ schema: { type: 'string' } })
  async receiptProof(
    @Param('id', new ParseIdPipe(MESSAGES.transparency.receiptNotFound)) ledgerId: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const proof = await this.tiles.receiptProof(ledgerId);
    void reply.header('Content-Disposition', `attachment; filename="recu-${ledgerId}.tlog-proof"`);
    return proof;
  }

  @Public()
  @Get('receipts/:id')
  @ApiOperation({
    summary:
      "Preuve d'inclusion d'un reçu de vote dans le dernier état signé du registre, le prénom de l'enfant et ce qu'il est advenu du vote",
  })
  @ApiOkResponse({ type: ReceiptProofResponse })
  receipt(
    @Param('id', new ParseIdPipe(MESSAGES.transparency.receiptNotFound)) ledgerId: number,
  ): Promise<ReceiptProofResponse> {
    return this.receipts.proof(ledgerId);
  }
}
