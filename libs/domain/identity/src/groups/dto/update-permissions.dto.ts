import { TextList } from '@app/common';

export class UpdatePermissionsDto {
  /** Permission codes (or ids); replaces the group's permissions. */
  @TextList(200, 100) permissions!: string[];
}
