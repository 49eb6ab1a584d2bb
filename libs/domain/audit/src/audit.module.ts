import { Global, Module } from '@nestjs/common';
import { AuditErasure, IdentityCoreModule, PrivilegeAudit, UserDirectoryModule } from '@app/identity';
import { AuditLogController } from './audit-log.controller';
import { AuditLogRepository } from './audit-log.repository';
import { AuditPersonalData } from './audit-personal-data';
import { AuditTrail } from './audit-trail';

/**
 * The administrators' audit log; a feature records its entries in its own transaction. Global, so
 * that identity, below it, writes its privilege changes and erases deleted accounts through its ports
 * (PrivilegeAudit, AuditErasure).
 */
@Global()
@Module({
  imports: [UserDirectoryModule],
  providers: [
    AuditLogRepository,
    AuditTrail,
    { provide: PrivilegeAudit, useExisting: AuditTrail },
    { provide: AuditErasure, useClass: AuditPersonalData },
  ],
  exports: [AuditTrail, PrivilegeAudit, AuditErasure],
})
export class AuditModule {}

/** The audit log's route for the back office (API). */
@Module({ imports: [AuditModule, IdentityCoreModule], controllers: [AuditLogController] })
export class AuditLogModule {}
