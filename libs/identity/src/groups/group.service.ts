import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES } from '@app/common';
import type { UpdatePermissionsDto } from './dto/update-permissions.dto';
import { GroupRepository } from './group.repository';
import { type GroupResponse, type PermissionResponse, toGroupResponse, toPermissionResponse } from './group.response';

@Injectable()
export class GroupService {
  constructor(private readonly groups: GroupRepository) {}

  async list(): Promise<GroupResponse[]> {
    return (await this.groups.listGroups()).map(toGroupResponse);
  }

  async permissions(): Promise<PermissionResponse[]> {
    return (await this.groups.listPermissions()).map(toPermissionResponse);
  }

  async updatePermissions(groupId: number, dto: UpdatePermissionsDto): Promise<GroupResponse> {
    const group = await this.groups.findGroup(groupId);
    if (!group) throw AppError.notFound(MESSAGES.users.groupNotFound);
    const found = await this.groups.findPermissions(dto.permissions);
    const known = new Set(found.flatMap((permission) => [permission.codename, String(permission.id)]));
    const unknown = dto.permissions.filter((ref) => !known.has(ref));
    if (unknown.length > 0) throw AppError.fields({ permissions: unknown.map(MESSAGES.users.unknownPermission) });
    await this.groups.setPermissions(
      groupId,
      found.map((permission) => permission.id),
    );
    return toGroupResponse((await this.groups.findGroup(groupId))!);
  }
}
