import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, type AuthContext, CurrentAuth, LiveTickets } from '@app/identity';
import { HourlyVotesQueryDto } from './dashboard.dto';
import { DashboardResponse, HourlyVotesResponse, LiveTicketResponse } from './dashboard.response';
import { DashboardService } from './dashboard.service';

@ApiTags('admin: dashboard')
@ApiBearerAuth()
@AdminOnly('view_statistics')
@Controller('api/admin/dashboard')
export class DashboardController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly tickets: LiveTickets,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Tableau de bord : utilisateurs, concours, votes, commentaires, recettes, réclamations, notifications',
  })
  @ApiOkResponse({ type: DashboardResponse })
  figures(): Promise<DashboardResponse> {
    return this.dashboard.figures();
  }

  @Get('votes-per-hour')
  @ApiOperation({ summary: "Votes gratuits et payants d'un concours par heure" })
  @ApiOkResponse({ type: [HourlyVotesResponse] })
  votesPerHour(@Query() query: HourlyVotesQueryDto): Promise<HourlyVotesResponse[]> {
    return this.dashboard.votesPerHour(query);
  }

  @Post('live-ticket')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ticket à usage unique (30 s) pour ouvrir le flux en direct du tableau de bord' })
  @ApiOkResponse({ type: LiveTicketResponse })
  async liveTicket(@CurrentAuth() auth: AuthContext): Promise<LiveTicketResponse> {
    return { ticket: await this.tickets.issue(auth.userId) };
  }
}
