import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Repository } from 'typeorm';
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

  /** The groups that exist among `names` (case-insensitively), with their permissions; none is created. */
  findByNames(names: string[]): Promise<GroupEntity[]> {
    if (names.length === 0) return Promise.resolve([]);
    return this.groups
      .createQueryBuilder('group')
      .leftJoinAndSelect('group.permissions', 'permission')
      .where('lower(group.name) IN (:...names)', { names: names.map((name) => name.toLowerCase()) })
      .getMany();
  }

  /** Groups by name, case-insensitively, creating the missing ones. */
  async findOrCreateByNames(names: string[], transaction?: EntityManager): Promise<GroupEntity[]> {
    const unique = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
    if (unique.length === 0) return [];
    const groups = transaction ? transaction.getRepository(GroupEntity) : this.groups;
    await groups
      .createQueryBuilder()
      .insert()
      .values(unique.map((name) => ({ name })))
      .orIgnore()
      .execute();
    return groups
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

  /** The accounts in the group. */
  async memberIds(groupId: number): Promise<number[]> {
    const rows: { user_id: number }[] = await this.groups.query('SELECT user_id FROM user_groups WHERE group_id = $1', [
      groupId,
    ]);
    return rows.map((row) => row.user_id);
  }

  /** Replaces the group's permissions, in the caller's transaction (with its audit line). */
  async setPermissions(groupId: number, permissionIds: number[], transaction: EntityManager): Promise<void> {
    await transaction.query('DELETE FROM group_permissions WHERE group_id = $1', [groupId]);
    if (permissionIds.length > 0) {
      await transaction.query('INSERT INTO group_permissions (group_id, permission_id) SELECT $1, unnest($2::int[])', [
        groupId,
        permissionIds,
      ]);
    }
  }
}
