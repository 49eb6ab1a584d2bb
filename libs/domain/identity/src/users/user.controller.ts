import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiPageResponse, MESSAGES, type Page, ParseIdPipe } from '@app/common';
import { AdminOnly, type AuthContext, CurrentAuth } from '../auth/auth-context';
import { DetailResponse, TokenPairResponse } from '../auth/dto/auth.dto';
import {
  BulkActionDto,
  ChangeEmailDto,
  ChangePasswordDto,
  CreateAdministratorDto,
  DeleteAccountDto,
  UpdateUserDto,
  UserGroupsDto,
  UserListQueryDto,
} from './dto/user.dto';
import { UserDetailResponse, UserResponse } from './user.response';
import { UserService } from './user.service';

const UserId = () => Param('id', new ParseIdPipe(MESSAGES.users.notFound));

@ApiTags('users')
@ApiBearerAuth()
@Controller('api/users')
export class UserController {
  constructor(private readonly users: UserService) {}

  @AdminOnly('manage_users')
  @Get()
  @ApiPageResponse(UserResponse)
  list(@Query() query: UserListQueryDto, @Req() request: FastifyRequest): Promise<Page<UserResponse>> {
    return this.users.list(query, request.url);
  }

  @AdminOnly('manage_administrators')
  @Post()
  @ApiOperation({ summary: 'Créer un administrateur (compte staff du groupe « Administrateurs »), en un appel' })
  @ApiCreatedResponse({ type: UserDetailResponse })
  createAdministrator(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: CreateAdministratorDto,
  ): Promise<UserDetailResponse> {
    return this.users.createAdministrator(auth, dto);
  }

  @AdminOnly('manage_users')
  @Post('bulk_action')
  @HttpCode(200)
  bulkAction(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: BulkActionDto,
  ): Promise<{ detail: string; affected: number }> {
    return this.users.bulkAction(auth, dto);
  }

  @Get(':id')
  @ApiOkResponse({ type: UserDetailResponse })
  get(@CurrentAuth() auth: AuthContext, @UserId() id: number): Promise<UserDetailResponse> {
    return this.users.get(auth, id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: UserDetailResponse })
  update(
    @CurrentAuth() auth: AuthContext,
    @UserId() id: number,
    @Body() dto: UpdateUserDto,
  ): Promise<UserDetailResponse> {
    return this.users.update(auth, id, dto);
  }

  @Post(':id/change_email')
  @HttpCode(200)
  @ApiOkResponse({ type: UserDetailResponse })
  changeEmail(
    @CurrentAuth() auth: AuthContext,
    @UserId() id: number,
    @Body() dto: ChangeEmailDto,
  ): Promise<UserDetailResponse> {
    return this.users.changeEmail(auth, id, dto);
  }

  @Post(':id/change_password')
  @HttpCode(200)
  @ApiOkResponse({ type: TokenPairResponse })
  changePassword(
    @CurrentAuth() auth: AuthContext,
    @UserId() id: number,
    @Body() dto: ChangePasswordDto,
  ): Promise<TokenPairResponse & { detail: string }> {
    return this.users.changePassword(auth, id, dto);
  }

  @Post(':id/delete_account')
  @HttpCode(200)
  @ApiOperation({ summary: 'Supprimer son propre compte (mot de passe et mot SUPPRIMER)' })
  @ApiOkResponse({ type: DetailResponse })
  deleteOwnAccount(
    @CurrentAuth() auth: AuthContext,
    @UserId() id: number,
    @Body() dto: DeleteAccountDto,
  ): Promise<{ detail: string }> {
    return this.users.deleteOwnAccount(auth, id, dto);
  }

  @AdminOnly('manage_users')
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@CurrentAuth() auth: AuthContext, @UserId() id: number): Promise<void> {
    return this.users.delete(auth, id);
  }

  @AdminOnly('manage_administrators')
  @Post(':id/groups')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Groupes d'un compte : seulement ceux dont on détient toutes les permissions, jamais les siens (journalisé)",
  })
  @ApiOkResponse({ type: UserResponse })
  setGroups(@CurrentAuth() auth: AuthContext, @UserId() id: number, @Body() dto: UserGroupsDto): Promise<UserResponse> {
    return this.users.setGroups(auth, id, dto);
  }
}
