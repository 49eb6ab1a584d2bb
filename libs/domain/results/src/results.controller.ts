import { gunzipSync } from 'node:zlib';
import { Controller, Get, Header, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AppError, MESSAGES, ParseIdPipe, Public } from '@app/common';
import { dossierFileName } from './dossier-builder';
import { ResultsDossierRepository } from './results-dossier.repository';
import { ResultsDossierResponse } from './results.response';

const contestId = () => new ParseIdPipe(MESSAGES.results.notReady);

function version(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{0,5}$/.test(value)) throw AppError.notFound(MESSAGES.results.versionNotFound);
  return Number(value);
}

/** The results dossiers of closed contests: public, like the ranking they account for. */
@ApiTags('results')
@Controller('api/contests/contests/:id/results')
export class ResultsController {
  constructor(private readonly dossiers: ResultsDossierRepository) {}

  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=30')
  @ApiOperation({ summary: 'Dossier de résultats d’un concours clos : versions, empreintes, liens de téléchargement' })
  @ApiOkResponse({ type: ResultsDossierResponse })
  async summary(@Param('id', contestId()) id: number): Promise<ResultsDossierResponse> {
    const versions = await this.dossiers.versions(id);
    if (versions.length === 0) throw AppError.notFound(MESSAGES.results.notReady);
    const base = `/api/contests/contests/${id}/results`;
    const shown = versions.map((dossier) => ({
      version: dossier.version,
      created_at: dossier.createdAt.toISOString(),
      leaves: dossier.leaves,
      tree_size: dossier.treeSize,
      file_sha256: dossier.fileSha256,
      file_url: `${base}/dossier.json?version=${dossier.version}`,
      pdf_url: `${base}/dossier.pdf?version=${dossier.version}`,
    }));
    return { contest_id: id, key_fingerprint: versions[0].keyFingerprint, latest: shown[0], versions: shown };
  }

  @Public()
  @Get('dossier.json')
  @ApiOperation({ summary: 'Fichier des votes signé du dossier (la dernière version, ou ?version=)' })
  @ApiQuery({ name: 'version', required: false, type: Number })
  @ApiProduces('application/json')
  async file(
    @Param('id', contestId()) id: number,
    @Query('version') requested: string | undefined,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.dossiers.file(id, 'json', version(requested));
    if (!file) throw AppError.notFound(requested ? MESSAGES.results.versionNotFound : MESSAGES.results.notReady);
    void reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${dossierFileName(id, file.version, 'json')}"`)
      .header('Cache-Control', requested ? 'public, max-age=31536000, immutable' : 'public, max-age=30')
      .header('Vary', 'Accept-Encoding');
    // Stored compressed: sent as is to a client that takes gzip, unpacked for one that does not.
    if (/\bgzip\b/.test(acceptEncoding ?? '')) {
      void reply.header('Content-Encoding', 'gzip');
      return file.body;
    }
    return gunzipSync(file.body);
  }

  @Public()
  @Get('dossier.pdf')
  @ApiOperation({ summary: 'Dossier de résultats en PDF (la dernière version, ou ?version=)' })
  @ApiQuery({ name: 'version', required: false, type: Number })
  @ApiProduces('application/pdf')
  async pdf(
    @Param('id', contestId()) id: number,
    @Query('version') requested: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.dossiers.file(id, 'pdf', version(requested));
    if (!file) throw AppError.notFound(requested ? MESSAGES.results.versionNotFound : MESSAGES.results.notReady);
    void reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${dossierFileName(id, file.version, 'pdf')}"`)
      .header('Cache-Control', requested ? 'public, max-age=31536000, immutable' : 'public, max-age=30');
    return file.body;
  }
}
