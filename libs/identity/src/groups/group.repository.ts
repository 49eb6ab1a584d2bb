import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { GroupEntity } from './group.entity';
import { PermissionEntity } from './permission.entity';

@Injectable()
export class GroupRepository {
  constructor(
    @InjectRepository(GroupEntity) private readonly groups: Repository<GroupEntity>,
    @InjectRepository(PermissionEntity) private readonly permissions: Repository<PermissionEntity>,
  ) {}

  listGroups(): Promise<GroupEntity[]> {
    return this.groups.find({ relations: { permissions: true }, order: { name: 'ASC' } });
  }

  findGroup(id: number): Promise<GroupEntity | null> {
    return this.groups.findOne({ where: { id }, relations: { permissions: true } });
  }

  /** Groups by name, case-insensitively, creating the missing ones. */
  async findOrCreateByNames(names: string[]): Promise<GroupEntity[]> {
    const unique = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
    if (unique.length === 0) return [];
    await this.groups
      .createQueryBuilder()
      .insert()
      .values(unique.map((name) => ({ name })))
      .orIgnore()
      .execute();
    return this.groups
      .createQueryBuilder('group')
      .where('lower(group.name) IN (:...names)', { names: unique.map((name) => name.toLowerCase()) })
      .getMany();
  }

  listPermissions(): Promise<PermissionEntity[]> {
    return this.permissions.find({ order: { codename: 'ASC' } });
  }

  findPermissions(refs: string[]): Promise<PermissionEntity[]> {
    const ids = refs.filter((ref) => /^\d{1,9}$/.test(ref)).map(Number);
    return this.permissions.find({ where: [{ codename: In(refs) }, { id: In(ids) }] });
  }

  async setPermissions(groupId: number, permissionIds: number[]): Promise<void> {
    await this.groups.manager.transaction(async (manager) => {
      await manager.query('DELETE FROM group_permissions WHERE group_id = $1', [groupId]);
      if (permissionIds.length > 0) {
        await manager.query('INSERT INTO group_permissions (group_id, permission_id) SELECT $1, unnest($2::int[])', [
          groupId,
          permissionIds,
        ]);
      }
    });
  }
}
