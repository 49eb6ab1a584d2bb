import { ApiProperty } from '@nestjs/swagger';
import type { Permission } from '../groups/permissions';
import type { UserEntity } from './user.entity';

const ADMIN_GROUP = /administrateurs/i;

/** Admin = `is_staff`, or a member of a group whose name contains "administrateurs". */
export function isAdministrator(user: Pick<UserEntity, 'isStaff' | 'groups'>): boolean {
  return user.isStaff || (user.groups ?? []).some((group) => ADMIN_GROUP.test(group.name));
}

export class UserResponse {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty() username!: string;
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiProperty() contact_number!: string;
  @ApiProperty() address!: string;
  @ApiProperty() city!: string;
  @ApiProperty() country!: string;
  @ApiProperty() is_active!: boolean;
  @ApiProperty() is_staff!: boolean;
  @ApiProperty({ description: 'is_staff, or member of an "administrateurs" group' }) is_admin!: boolean;
  @ApiProperty({ type: [String] }) groups!: string[];
  @ApiProperty() date_joined!: string;
  @ApiProperty({ nullable: true, type: String }) last_login!: string | null;
  @ApiProperty({ description: 'Adresse e-mail confirmée (lien du courriel de confirmation, ou Google / Facebook)' })
  email_confirmed!: boolean;
}

/** One account as read by itself or an administrator: with what it may do in the back office. */
export class UserDetailResponse extends UserResponse {
  @ApiProperty({
    type: [String],
    description: "Permissions d'administration (vide pour un parent ou un visiteur)",
    example: ['manage_prize_claims'],
  })
  permissions!: Permission[];
}

export function toUserResponse(user: UserEntity): UserResponse {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    contact_number: user.contactNumber,
    address: user.address,
    city: user.city,
    country: user.country,
    is_active: user.isActive,
    is_staff: user.isStaff,
    is_admin: isAdministrator(user),
    groups: (user.groups ?? []).map((group) => group.name).sort(),
    date_joined: user.dateJoined.toISOString(),
    last_login: user.lastLogin ? user.lastLogin.toISOString() : null,
    email_confirmed: user.emailConfirmedAt !== null,
  };
}
