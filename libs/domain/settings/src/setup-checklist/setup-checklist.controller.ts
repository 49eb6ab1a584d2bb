import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@app/identity';
import { SetupChecklistResponse } from './setup-checklist.response';
import { SetupChecklist } from './setup-checklist.service';

@ApiTags('admin: settings')
@ApiBearerAuth()
@AdminOnly('manage_settings')
@Controller('api/admin/setup-checklist')
export class SetupChecklistController {
  constructor(private readonly checklist: SetupChecklist) {}

  @Get()
  @ApiOperation({
    summary:
      'Mise en service : contacts du support, paiements et SMS réels, clés de signature propres, sauvegarde récente (état réel)',
  })
  @ApiOkResponse({ type: SetupChecklistResponse })
  items(): Promise<SetupChecklistResponse> {
    return this.checklist.items();
  }
}
