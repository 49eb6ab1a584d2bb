import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import {
  MESSAGES,
  OptionalBoolean,
  OptionalChoice,
  OptionalEmail,
  OptionalQueryBoolean,
  OptionalText,
  OptionalTextList,
  PageQueryDto,
  RequiredEmail,
  RequiredSecret,
  RequiredText,
} from '@app/common';
import { USER_ORDERINGS, type UserOrdering } from '../user.repository';

export class UpdateUserDto {
  @OptionalText(150) first_name?: string;
  @OptionalText(150) last_name?: string;

  @OptionalText(150)
  @Matches(/^[\p{L}\p{N}@.+_-]+$/u, { message: MESSAGES.auth.usernameFormat })
  username?: string;

  @OptionalEmail() email?: string;
  @OptionalText(32) contact_number?: string;
  @OptionalText(255) address?: string;
  @OptionalText(120) city?: string;
  @OptionalText(120) country?: string;

  @ApiPropertyOptional({ description: 'Requis pour changer sa propre adresse e-mail' })
  @OptionalText(128)
  current_password?: string;

  @ApiPropertyOptional({ description: 'Administrateurs uniquement' })
  @OptionalBoolean()
  is_active?: boolean;

  @ApiPropertyOptional({ description: 'Administrateurs uniquement' })
  @OptionalBoolean()
  is_staff?: boolean;
}

export class ChangePasswordDto {
  @RequiredSecret() current_password!: string;
  @RequiredSecret() new_password!: string;
  @RequiredSecret() confirm_password!: string;
}

export class DeleteAccountDto {
  /** Not asked of an account that only ever signed in with Google or Facebook (it has no password). */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: MESSAGES.field.string })
  @MaxLength(128, { message: MESSAGES.field.maxLength(128) })
  password?: string;

  @ApiProperty({ example: 'SUPPRIMER', description: 'Le mot SUPPRIMER, tapé par la personne' })
  @IsDefined({ message: MESSAGES.users.deleteConfirmation })
  @IsString({ message: MESSAGES.users.deleteConfirmation })
  confirmation!: string;
}

export class ChangeEmailDto {
  @RequiredEmail() email!: string;
  @RequiredSecret() current_password!: string;
}

export class UserListQueryDto extends PageQueryDto {
  @OptionalText(100) search?: string;
  @OptionalQueryBoolean() is_active?: boolean;
  @OptionalQueryBoolean() is_staff?: boolean;
  @OptionalText(150) group?: string;
  @OptionalChoice(USER_ORDERINGS) ordering?: UserOrdering;
}

export const BULK_ACTIONS = ['activate', 'deactivate', 'delete'] as const;

export class BulkActionDto {
  @ApiProperty({ enum: BULK_ACTIONS })
  @IsIn(BULK_ACTIONS, { message: MESSAGES.field.choice(BULK_ACTIONS) })
  action!: (typeof BULK_ACTIONS)[number];

  @ApiProperty({ type: [Number] })
  @IsArray({ message: MESSAGES.field.list })
  @ArrayMinSize(1, { message: MESSAGES.field.listSize(1000) })
  @ArrayMaxSize(1000, { message: MESSAGES.field.listSize(1000) })
  @Type(() => Number)
  @IsInt({ each: true, message: MESSAGES.field.integer })
  @Min(1, { each: true, message: MESSAGES.field.integer })
  user_ids!: number[];
}

export class UserGroupsDto {
  @ApiPropertyOptional({ description: "Ajoute l'utilisateur à ce groupe (créé s'il n'existe pas)" })
  @OptionalText(150)
  name?: string;

  @ApiPropertyOptional({ type: [String], description: "Remplace la liste des groupes de l'utilisateur" })
  @OptionalTextList(50, 150)
  groups?: string[];
}

/** An administrator created from the back office (staff, in the "Administrateurs" group). */
export class CreateAdministratorDto {
  @RequiredEmail() email!: string;
  @RequiredText(150, 'Mariama') first_name!: string;
  @RequiredText(150, 'Ba') last_name!: string;
  @RequiredSecret() password!: string;
}
