import { Global, Module } from '@nestjs/common';
import { PrivilegeAudit, UserDirectoryModule } from '@app/identity';
import { AuditLogController } from './audit-log.controller';
import { AuditTrail } from './audit-trail';

/**
 * The administrators' audit log; a feature records its entries in its own transaction. Global, so
 * that identity, below it, writes its privilege changes through its port (PrivilegeAudit).
 */
@Global()
@Module({
  imports: [UserDirectoryModule],
  providers: [AuditTrail, { provide: PrivilegeAudit, useExisting: AuditTrail }],
  exports: [AuditTrail, PrivilegeAudit],
})
export class AuditModule {}

/** The audit log's route for the back office (API). */
@Module({ imports: [AuditModule], controllers: [AuditLogController] })
export class AuditLogModule {}
