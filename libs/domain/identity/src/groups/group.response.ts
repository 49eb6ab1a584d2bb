import { ApiProperty } from '@nestjs/swagger';
import type { GroupEntity } from './group.entity';
import type { PermissionEntity } from './permission.entity';

export class PermissionResponse {
  @ApiProperty() id!: number;
  @ApiProperty() codename!: string;
  @ApiProperty() name!: string;
}

export class GroupResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [String], description: 'Codes des permissions' }) permissions!: string[];
}

export const toPermissionResponse = (permission: PermissionEntity): PermissionResponse => ({
  id: permission.id,
  codename: permission.codename,
  name: permission.name,
});

export const toGroupResponse = (group: GroupEntity): GroupResponse => ({
  id: group.id,
  name: group.name,
  permissions: (group.permissions ?? []).map((permission) => permission.codename).sort(),
});
