import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES } from '@app/common';
import { PERMISSIONS, type Permission } from '../groups/permissions';
import type { UserEntity } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import { isAdministrator } from '../users/user.response';

/** An account acting in the back office, with the permissions it holds now. */
export interface Actor {
  user: UserEntity;
  permissions: readonly Permission[];
}

/**
 * Who may grant what (docs/reliability.md, "The privilege model"): changing anyone's privileges —
 * staff status, group membership, a group's permissions, a new administrator — needs
 * `manage_administrators` and every permission the change gives or takes; nobody changes their own.
 * Acting on another administrator's account (its e-mail, activity, deletion) needs the same over every
 * permission that account holds, since a new e-mail address and a reset link would hand them over.
 */
@Injectable()
export class Privileges {
  constructor(private readonly users: UserRepository) {}

  async actor(user: UserEntity): Promise<Actor> {
    return { user, permissions: isAdministrator(user) ? await this.users.permissionsOf(user) : [] };
  }

  /** The signed-in caller as an actor (the guard has checked that the account exists). */
  async actorOf(userId: number): Promise<Actor> {
    return this.actor((await this.users.findById(userId))!);
  }

  /** Refuses a change of privileges giving or taking `changed`, made by `actor` on `targetId`'s (or a group's). */
  assertMayChange(actor: Actor, targetId: number | null, changed: Iterable<Permission>): void {
    if (targetId === actor.user.id) throw AppError.forbidden(MESSAGES.users.ownPrivileges);
    if (!actor.permissions.includes('manage_administrators')) {
      throw AppError.forbidden(MESSAGES.users.permissionMissing(PERMISSIONS.manage_administrators));
    }
    const missing = [...new Set(changed)].filter((permission) => !actor.permissions.includes(permission));
    if (missing.length > 0) {
      throw AppError.forbidden(
        MESSAGES.users.grantBeyondOwn(missing.sort().map((permission) => PERMISSIONS[permission])),
      );
    }
  }

  /** Refuses acting on another administrator's account without holding all it holds. */
  async assertMayManageAccount(actor: Actor, target: UserEntity): Promise<void> {
    if (target.id === actor.user.id || !isAdministrator(target)) return;
    this.assertMayChange(actor, target.id, await this.users.permissionsOf(target));
  }
}
