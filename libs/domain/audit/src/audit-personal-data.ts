import { Injectable } from '@nestjs/common';
import { AuditErasure, type ErasedAccount } from '@app/identity';
import type { EntityManager } from 'typeorm';
import { AuditLogRepository } from './audit-log.repository';

/** What stands for a deleted account's e-mail in the audit log. */
export const ERASED_EMAIL = 'adresse effacée';
/** What stands for the text of a deleted account's comment that a moderator had deleted. */
export const ERASED_COMMENT_TEXT = 'Texte effacé avec le compte de son auteur.';
/** What an administrator without `manage_users` reads instead of a deleted comment's text. */
export const MASKED_COMMENT_TEXT = 'Texte masqué : sa lecture demande la permission « Gérer les utilisateurs ».';

const EMAIL = /^[^\s@]+@([^\s@]+)\.([^\s@.]+)$/;

/** `alice@mail.example.com` → `a***@m***.com`: enough to tell two lines apart, not to write to anyone. */
export function maskEmail(email: string): string {
  const match = EMAIL.exec(email);
  return match ? `${email[0]}***@${match[1][0]}***.${match[2]}` : email;
}

function maskEmails(value: unknown): unknown {
  if (typeof value === 'string') return EMAIL.test(value) ? maskEmail(value) : value;
  if (Array.isArray(value)) return value.map(maskEmails);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, maskEmails(inner)]));
  }
  return value;
}

/**
 * A line's details as an administrator without `manage_users` reads them: every e-mail masked, a
 * deleted comment's text replaced (the people the log names are what that permission guards).
 */
export function maskedDetails(action: string, details: Record<string, unknown>): Record<string, unknown> {
  const masked = maskEmails(details) as Record<string, unknown>;
  return action === 'delete_comment' && 'text' in masked ? { ...masked, text: MASKED_COMMENT_TEXT } : masked;
}

/**
 * Erases a deleted account's personal data from the audit log, whose lines stay: its e-mail wherever
 * a line names it, the text of its comments that moderators deleted.
 */
@Injectable()
export class AuditPersonalData extends AuditErasure {
  constructor(private readonly auditLog: AuditLogRepository) {
    super();
  }

  async erase(transaction: EntityManager, accounts: ErasedAccount[]): Promise<void> {
    if (accounts.length === 0) return;
    await this.auditLog.erase(transaction, {
      emails: accounts.map((account) => account.email.toLowerCase()),
      authorIds: accounts.map((account) => String(account.id)),
      erasedEmail: ERASED_EMAIL,
      erasedCommentText: ERASED_COMMENT_TEXT,
    });
  }
}
