import { Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller';
import { AuditTrail } from './audit-trail';

/** The administrators' audit log; a feature records its entries in its own transaction. */
@Module({ providers: [AuditTrail], exports: [AuditTrail] })
export class AuditModule {}

/** The audit log's route for the back office (API). */
@Module({ imports: [AuditModule], controllers: [AuditLogController] })
export class AuditLogModule {}
