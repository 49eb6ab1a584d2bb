import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES } from '@app/common';
import { AdminRightsChanges } from '../auth/admin-rights-changes';
import type { AuthContext } from '../auth/auth-context';
import { PrivilegeAudit } from '../privileges/privilege-audit';
import { Privileges } from '../privileges/privileges';
import { UserRepository } from '../users/user.repository';
import type { UpdatePermissionsDto } from './dto/update-permissions.dto';
import { GroupRepository } from './group.repository';
import { type GroupResponse, type PermissionResponse, toGroupResponse, toPermissionResponse } from './group.response';
import type { Permission } from './permissions';

@Injectable()
export class GroupService {
  constructor(
    private readonly groups: GroupRepository,
    private readonly users: UserRepository,
    private readonly privileges: Privileges,
    private readonly audit: PrivilegeAudit,
    private readonly rightsChanges: AdminRightsChanges,
  ) {}

  async list(): Promise<GroupResponse[]> {
    return (await this.groups.listGroups()).map(toGroupResponse);
  }

  async permissions(): Promise<PermissionResponse[]> {
    return (await this.groups.listPermissions()).map(toPermissionResponse);
  }

  /**
   * Replaces a group's permissions. The permissions given or taken must all be the actor's own, and
   * an actor never changes a group they belong to (Privileges).
   */
  async updatePermissions(auth: AuthContext, groupId: number, dto: UpdatePermissionsDto): Promise<GroupResponse> {
    const group = await this.groups.findGroup(groupId);
    if (!group) throw AppError.notFound(MESSAGES.users.groupNotFound);
    const found = await this.groups.findPermissions(dto.permissions);
    const known = new Set(found.flatMap((permission) => [permission.codename, String(permission.id)]));
    const unknown = dto.permissions.filter((ref) => !known.has(ref));
    if (unknown.length > 0) throw AppError.fields({ permissions: unknown.map(MESSAGES.users.unknownPermission) });

    const acting = await this.privileges.actorOf(auth.userId);
    if ((await this.groups.memberIds(groupId)).includes(auth.userId)) {
      throw AppError.forbidden(MESSAGES.users.ownPrivileges);
    }
    const before = new Set(group.permissions.map((permission) => permission.codename as Permission));
    const after = new Set(found.map((permission) => permission.codename as Permission));
    const changed = [...before, ...after].filter((codename) => before.has(codename) !== after.has(codename));
    this.privileges.assertMayChange(acting, null, changed);

    if (changed.length > 0) {
      await this.users.transaction(async (transaction) => {
        await this.groups.setPermissions(
          groupId,
          found.map((permission) => permission.id),
          transaction,
        );
        await this.audit.record(transaction, {
          actorId: auth.userId,
          action: 'set_group_permissions',
          subjectId: groupId,
          details: { group: group.name, from: [...before].sort(), to: [...after].sort() },
        });
      });
      await this.rightsChanges.changed(await this.groups.memberIds(groupId));
    }
    return toGroupResponse((await this.groups.findGroup(groupId))!);
  }
}
