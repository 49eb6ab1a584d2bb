import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { MESSAGES, ParseIdPipe, Public } from '@app/common';
import { AdminOnly } from '@app/identity';
import { UpdateVotePackDto, VotePackDto, VotePackListQueryDto } from './dto/vote-pack.dto';
import { VotePackResponse } from './vote-pack.response';
import { VotePacksService } from './vote-packs.service';

const PackId = () => Param('id', new ParseIdPipe(MESSAGES.packs.notFound));

@ApiTags('vote packs')
@ApiBearerAuth()
@Controller('api/payments/packs')
export class VotePacksController {
  constructor(private readonly packs: VotePacksService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Packs de votes : promotions en cours d’abord, puis du moins cher au plus cher',
    description: 'search : nom ou description, sans tenir compte des accents ni de la casse.',
  })
  @ApiOkResponse({ type: [VotePackResponse] })
  list(@Query() query: VotePackListQueryDto): Promise<VotePackResponse[]> {
    return this.packs.list(query);
  }

  @Public()
  @Get(':id')
  @ApiOperation({ summary: 'Un pack de votes, avec son prix du moment' })
  @ApiOkResponse({ type: VotePackResponse })
  get(@PackId() id: number): Promise<VotePackResponse> {
    return this.packs.get(id);
  }

  @AdminOnly('manage_vote_packs')
  @Post()
  @ApiOperation({ summary: 'Crée un pack de votes' })
  @ApiCreatedResponse({ type: VotePackResponse })
  create(@Body() dto: VotePackDto): Promise<VotePackResponse> {
    return this.packs.create(dto);
  }

  @AdminOnly('manage_vote_packs')
  @Put(':id')
  @ApiOperation({ summary: 'Modifie un pack de votes (les champs facultatifs omis restent inchangés)' })
  @ApiOkResponse({ type: VotePackResponse })
  replace(@PackId() id: number, @Body() dto: VotePackDto): Promise<VotePackResponse> {
    return this.packs.update(id, dto);
  }

  @AdminOnly('manage_vote_packs')
  @Patch(':id')
  @ApiOperation({ summary: 'Modifie les champs envoyés d’un pack de votes' })
  @ApiOkResponse({ type: VotePackResponse })
  update(@PackId() id: number, @Body() dto: UpdateVotePackDto): Promise<VotePackResponse> {
    return this.packs.update(id, dto);
  }

  @AdminOnly('manage_vote_packs')
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Retire un pack de votes (les paiements qui le concernent le gardent)' })
  @ApiNoContentResponse()
  delete(@PackId() id: number): Promise<void> {
    return this.packs.delete(id);
  }
}
