import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_ACTIONS, type AuditAction, type AuditRecord } from './audit-trail';

export class AuditRecordResponse implements AuditRecord {
  @ApiProperty() id!: number;
  @ApiProperty() actor_id!: number;
  @ApiProperty({ nullable: true, type: String }) actor_email!: string | null;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action!: AuditAction;
  @ApiProperty({ nullable: true, type: Number }) contest_id!: number | null;
  @ApiProperty({ nullable: true, type: Number }) participant_id!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'La ligne concernée (réclamation, commentaire…)' })
  subject_id!: number | null;

  @ApiProperty({ type: 'object', additionalProperties: true }) details!: Record<string, unknown>;
  @ApiProperty() reason!: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
}
