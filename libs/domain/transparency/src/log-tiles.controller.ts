import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AppError, MESSAGES, Public } from '@app/common';
import { LOG_PATH } from '@app/config';
import { parseTilePath } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogTiles } from './log-tiles';
import { LogWitnessesResponse } from './transparency.response';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The vote log under one prefix, as any tool written to the open standards reads it (C2SP tlog-tiles,
 * tlog-checkpoint, signed-note): nothing here needs our API's JSON, and a CDN may serve the tiles.
 */
@ApiTags('transparency')
@Controller(LOG_PATH.slice(1))
export class LogTilesController {
  constructor(private readonly tiles: LogTiles) {}

  @Public()
  @Get('checkpoint')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=5')
  @ApiOperation({ summary: 'Dernier point de contrôle signé du registre des votes (C2SP tlog-checkpoint)' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ schema: { type: 'string' } })
  checkpoint(): Promise<string> {
    return this.tiles.checkpoint();
  }

  @Public()
  @Get('verifier-key')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Clé de vérification des points de contrôle (C2SP signed-note)' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ schema: { type: 'string' } })
  verifierKey(): Promise<string> {
    return this.tiles.verifierKey();
  }

  @Public()
  @Get('witnesses')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Témoins du registre, leurs clés, le quorum requis et le témoin du commissaire de justice' })
  @ApiOkResponse({ type: LogWitnessesResponse })
  witnesses(): LogWitnessesResponse {
    return this.tiles.witnesses();
  }

  @Public()
  @Get('tile/*')
  @ApiOperation({
    summary: 'Tuile de hachages ou paquet de votes du registre (C2SP tlog-tiles : tile/<L>/<N>[.p/<W>])',
  })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: MESSAGES.transparency.tileNotFound })
  async tile(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const address = parseTilePath((request.params as Record<string, string>)['*'] ?? '');
    if (!address) throw AppError.notFound(MESSAGES.transparency.tileNotFound);
    const body = await this.tiles.tile(address);
    await reply.header('Cache-Control', IMMUTABLE).type('application/octet-stream').send(body);
  }
}
