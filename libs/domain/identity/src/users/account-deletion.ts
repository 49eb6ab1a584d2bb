import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AdminRightsChanges } from '../auth/admin-rights-changes';
import { AuditErasure } from '../privileges/privilege-audit';
import { UserRepository } from './user.repository';

/**
 * What other libs keep about a person, erased with the account. The libs that own the data provide
 * it (libs/domain/awards, running libs/domain/entries' part: babies, their photos, participations,
 * pre-registrations, winners' names) and erase inside the deleting transaction; the returned step
 * runs after the commit (files).
 */
export abstract class AccountDataEraser {
  abstract erase(transaction: EntityManager, userIds: number[]): Promise<() => Promise<void>>;
}

/**
 * Deleting accounts, by their owner or by an administrator: the other libs' data first, then the
 * users (their tokens, social links, comments and testimonials go with them), in one transaction;
 * the audit log keeps its lines, its decision's included, without the person's e-mail or words.
 */
@Injectable()
export class AccountDeletion {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserRepository,
    private readonly audit: AuditErasure,
    private readonly rightsChanges: AdminRightsChanges,
    @Optional() private readonly eraser?: AccountDataEraser,
  ) {}

  /** The number of accounts deleted; `record` writes the administrator's audit lines in the same transaction. */
  async delete(userIds: number[], record?: (transaction: EntityManager) => Promise<void>): Promise<number> {
    let afterCommit = (): Promise<void> => Promise.resolve();
    const deleted = await this.dataSource.transaction(async (transaction) => {
      if (this.eraser) afterCommit = await this.eraser.erase(transaction, userIds);
      await record?.(transaction);
      const emails = await this.users.emails(userIds, transaction);
      await this.audit.erase(
        transaction,
        [...emails].map(([id, email]) => ({ id, email })),
      );
      return this.users.deleteMany(userIds, transaction);
    });
    await afterCommit();
    // A deleted administrator's live sockets close with the account.
    await this.rightsChanges.changed(userIds);
    return deleted;
  }
}
