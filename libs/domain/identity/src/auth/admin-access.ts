import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES } from '@app/common';
import { PERMISSIONS, type Permission } from '../groups/permissions';
import { UserRepository } from '../users/user.repository';
import { isAdministrator } from '../users/user.response';
import type { AuthContext } from './auth-context';

/**
 * The back office's door, for HTTP routes (`@AdminOnly`) and the administrators' live feed alike:
 * an active administrator whose groups hold the permission.
 */
@Injectable()
export class AdminAccess {
  constructor(private readonly users: UserRepository) {}

  /** Why the signed-in user `userId` may not act under `permission`; null when they may. */
  async refusal(userId: number, permission: Permission): Promise<AppError | null> {
    const user = await this.users.findById(userId);
    if (!user || !user.isActive) return AppError.unauthorized(MESSAGES.auth.tokenInvalid, 'token_not_valid');
    if (!isAdministrator(user)) return AppError.forbidden(MESSAGES.http.forbidden);
    if (!(await this.users.permissionsOf(user)).includes(permission)) {
      return AppError.forbidden(MESSAGES.users.permissionMissing(PERMISSIONS[permission]));
    }
    return null;
  }

  /**
   * Whether the caller of a public route may see what only `permission` needs (parents' phone numbers,
   * draft contests): signed in through the back office as an active administrator holding it.
   */
  async holds(auth: AuthContext | undefined, permission: Permission): Promise<boolean> {
    if (!auth?.backOffice) return false;
    return (await this.refusal(auth.userId, permission)) === null;
  }
}
