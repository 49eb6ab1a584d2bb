import type { EntityManager } from 'typeorm';

/**
 * The changes of who may do what in the back office, and of which account a phone number (the free
 * vote's unit) belongs to; each is written to the administrators' audit log.
 */
export const PRIVILEGE_ACTIONS = [
  'create_administrator',
  'set_staff',
  'set_active',
  'set_user_groups',
  'set_group_permissions',
  'delete_user',
  'move_phone_number',
] as const;

export type PrivilegeAction = (typeof PRIVILEGE_ACTIONS)[number];

export interface PrivilegeAuditEntry {
  actorId: number;
  action: PrivilegeAction;
  /** The account or the group changed. */
  subjectId: number;
  details: Record<string, unknown>;
}

/**
 * Where identity records its privilege changes, in the change's own transaction. Provided by
 * libs/domain/audit (`AuditTrail`), which depends on identity for its route's access rule.
 */
export abstract class PrivilegeAudit {
  abstract record(transaction: EntityManager, entry: PrivilegeAuditEntry): Promise<void>;
}

/** A deleted account, as the audit log may name it. */
export interface ErasedAccount {
  id: number;
  email: string;
}

/**
 * Where an account's deletion erases what the administrators' audit log keeps of the person (its
 * e-mail, its deleted comments' text), in the deleting transaction. Provided by libs/domain/audit.
 */
export abstract class AuditErasure {
  abstract erase(transaction: EntityManager, accounts: ErasedAccount[]): Promise<void>;
}
