import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, ParseIdPipe } from '@app/common';
import { AdminOnly, type AuthContext, CurrentAuth } from '../auth/auth-context';
import { UpdatePermissionsDto } from './dto/update-permissions.dto';
import { GroupResponse, PermissionResponse } from './group.response';
import { GroupService } from './group.service';

@ApiTags('admin: groups')
@ApiBearerAuth()
@AdminOnly('manage_administrators')
@Controller('api')
export class GroupController {
  constructor(private readonly groups: GroupService) {}

  @Get('groups')
  @ApiOkResponse({ type: [GroupResponse] })
  list(): Promise<GroupResponse[]> {
    return this.groups.list();
  }

  @Get('permissions')
  @ApiOkResponse({ type: [PermissionResponse] })
  permissions(): Promise<PermissionResponse[]> {
    return this.groups.permissions();
  }

  @Post('group/:id/update_permissions')
  @HttpCode(200)
  @ApiOkResponse({ type: GroupResponse })
  @ApiOperation({
    summary:
      "Permissions d'un groupe : seulement celles qu'on détient, jamais pour un groupe dont on est membre (journalisé)",
  })
  updatePermissions(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseIdPipe(MESSAGES.users.groupNotFound)) id: number,
    @Body() dto: UpdatePermissionsDto,
  ): Promise<GroupResponse> {
    return this.groups.updatePermissions(auth, id, dto);
  }
}
