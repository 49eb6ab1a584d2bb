import { ApiProperty } from '@nestjs/swagger';

export const SETUP_ITEMS = ['support', 'payments', 'sms', 'signing_keys', 'backups'] as const;
export type SetupItemId = (typeof SETUP_ITEMS)[number];
/** done: nothing to do; todo: to do before the contests run for real; unknown: the API cannot tell. */
export type SetupStatus = 'done' | 'todo' | 'unknown';

export class SetupItemResponse {
  @ApiProperty({ enum: SETUP_ITEMS }) id!: SetupItemId;
  @ApiProperty({ example: 'Contacts du support' }) label!: string;
  @ApiProperty({ enum: ['done', 'todo', 'unknown'], description: 'unknown : non vérifiable par l’API' })
  status!: SetupStatus;
  @ApiProperty({ description: 'Ce que l’API constate' }) detail!: string;
  @ApiProperty({ description: 'Ce qu’il faut faire (vide quand c’est fait)' }) action!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '/parametres',
    description: 'La page du back office où le régler, quand le réglage s’y fait',
  })
  link!: string | null;
}

export class SetupChecklistResponse {
  @ApiProperty({ description: 'Éléments faits' }) done!: number;
  @ApiProperty({ description: 'Éléments en tout' }) total!: number;
  @ApiProperty({ type: [SetupItemResponse] }) items!: SetupItemResponse[];
}
