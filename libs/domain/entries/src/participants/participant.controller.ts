import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiHeader,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiPageResponse, MESSAGES, type Page, ParseIdPipe, Public } from '@app/common';
import { AppConfig } from '@app/config';
import { AdminOnly, type AuthContext, CurrentAuth, OptionalAuth } from '@app/identity';
import { readUploadForm } from '@app/media';
import {
  ContestParticipantsQueryDto,
  ParticipantListQueryDto,
  RegisterParticipantDto,
  RegisterParticipantForm,
  UpdateParticipantDto,
} from './dto/participant.dto';
import { ParticipantProfileResponse, ParticipantResponse } from './participant.response';
import { ParticipantService } from './participant.service';
import { RegistrationService } from './registration.service';

const ParticipantId = () => Param('id', new ParseIdPipe(MESSAGES.participants.notFound));
const ContestId = () => Param('id', new ParseIdPipe(MESSAGES.participants.contestNotFound));

@ApiTags('participants')
@ApiBearerAuth()
@Controller('api/contests')
export class ParticipantController {
  constructor(
    private readonly participants: ParticipantService,
    private readonly registration: RegistrationService,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('participants')
  @ApiOperation({ summary: 'Participants visibles (concours ni brouillon ni supprimé), paginés' })
  @ApiPageResponse(ParticipantResponse)
  list(
    @OptionalAuth() auth: AuthContext | undefined,
    @Query() query: ParticipantListQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<ParticipantResponse>> {
    return this.participants.list(auth, query, request.url);
  }

  @Public()
  @Get('participants/:id')
  @ApiOkResponse({ type: ParticipantResponse })
  get(@OptionalAuth() auth: AuthContext | undefined, @ParticipantId() id: number): Promise<ParticipantResponse> {
    return this.participants.get(auth, id);
  }

  @AdminOnly('manage_participants')
  @Patch('participants/:id')
  @ApiOkResponse({ type: ParticipantResponse })
  update(@ParticipantId() id: number, @Body() dto: UpdateParticipantDto): Promise<ParticipantResponse> {
    return this.participants.update(id, dto);
  }

  @AdminOnly('manage_participants')
  @Delete('participants/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@ParticipantId() id: number): Promise<void> {
    return this.participants.delete(id);
  }

  @Public()
  @Get('contests/:id/participants')
  @ApiOperation({ summary: "Participants d'un concours, paginés (jusqu'à 1000 par page)" })
  @ApiPageResponse(ParticipantResponse)
  listForContest(
    @OptionalAuth() auth: AuthContext | undefined,
    @ContestId() contestId: number,
    @Query() query: ContestParticipantsQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<ParticipantResponse>> {
    return this.participants.listForContest(auth, contestId, query, request.url);
  }

  @Post('register')
  @ApiOperation({ summary: 'Inscrit un enfant à un concours ouvert (assistant de participation)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: RegisterParticipantForm })
  @ApiCreatedResponse({ type: ParticipantResponse })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: "Renvoyer le formulaire avec la même clé rend l'inscription déjà faite, sans en créer une autre",
  })
  async register(@CurrentAuth() auth: AuthContext, @Req() request: FastifyRequest): Promise<ParticipantResponse> {
    const form = await readUploadForm(request, RegisterParticipantDto, 'photo', this.config.media.maxUploadBytes);
    const key = request.headers['idempotency-key'];
    return this.registration.register(auth, form.data, form.file, typeof key === 'string' ? key : undefined);
  }

  @Get('participant/profile')
  @ApiOkResponse({ type: ParticipantProfileResponse })
  profile(@CurrentAuth() auth: AuthContext): Promise<ParticipantProfileResponse> {
    return this.participants.profile(auth);
  }
}
