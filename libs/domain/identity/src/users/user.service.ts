import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError, type FieldErrors, MESSAGES, type Page, resolvePage, toPage } from '@app/common';
import { AdminAccess } from '../auth/admin-access';
import { AdminRightsChanges } from '../auth/admin-rights-changes';
import type { AuthContext } from '../auth/auth-context';
import { PasswordHasher, passwordProblems } from '../auth/password-hasher';
import { type TokenPair, TokenService } from '../auth/token.service';
import { GroupRepository } from '../groups/group.repository';
import { ALL_PERMISSIONS, type Permission } from '../groups/permissions';
import { PrivilegeAudit } from '../privileges/privilege-audit';
import { Privileges } from '../privileges/privileges';
import type {
  BulkActionDto,
  ChangeEmailDto,
  CreateAdministratorDto,
  ChangePasswordDto,
  DeleteAccountDto,
  UpdateUserDto,
  UserGroupsDto,
  UserListQueryDto,
} from './dto/user.dto';
import { AccountDeletion } from './account-deletion';
import { EmailConfirmations } from './email-confirmation';

/** The group whose members hold every permission (spec 002 §6). */
const ADMINISTRATORS_GROUP = 'Administrateurs';
/** The word a person types to confirm deleting their account (any case). */
const DELETE_KEYWORD = 'SUPPRIMER';
import type { UserEntity } from './user.entity';
import { type UserChanges, UserRepository } from './user.repository';
import { isAdministrator, toUserResponse, type UserDetailResponse, type UserResponse } from './user.response';

@Injectable()
export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly deletion: AccountDeletion,
    private readonly groups: GroupRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly adminAccess: AdminAccess,
    private readonly privileges: Privileges,
    private readonly audit: PrivilegeAudit,
    private readonly confirmations: EmailConfirmations,
    private readonly rightsChanges: AdminRightsChanges,
  ) {}

  async get(auth: AuthContext, id: number): Promise<UserDetailResponse> {
    const { target } = await this.access(auth, id);
    return this.detail(target);
  }

  /**
   * A user edits their own profile; an administrator with `manage_users` may also edit others', and
   * their `is_active`; `is_staff` follows the privilege rules (Privileges). A parent's `is_active` and
   * `is_staff` are ignored.
   */
  async update(auth: AuthContext, id: number, dto: UpdateUserDto): Promise<UserDetailResponse> {
    const { actor, target } = await this.access(auth, id);
    const acting = await this.privileges.actor(actor);
    await this.privileges.assertMayManageAccount(acting, target);
    const errors: FieldErrors = {};
    const changes: UserChanges = {
      firstName: dto.first_name,
      lastName: dto.last_name,
      contactNumber: dto.contact_number,
      address: dto.address,
      city: dto.city,
      country: dto.country,
    };
    if (dto.username !== undefined && dto.username !== target.username) {
      if (await this.users.usernameTaken(dto.username, target.id)) errors.username = [MESSAGES.auth.usernameTaken];
      changes.username = dto.username;
    }
    if (dto.email !== undefined && dto.email.toLowerCase() !== target.email) {
      const ownEmail = actor.id === target.id;
      if (ownEmail && !dto.current_password) {
        errors.current_password = [MESSAGES.auth.currentPasswordRequired];
      } else if (ownEmail && !(await this.hasher.verify(target.passwordHash, dto.current_password ?? ''))) {
        errors.current_password = [MESSAGES.auth.currentPasswordWrong];
      }
      if (await this.users.emailTaken(dto.email, target.id)) errors.email = [MESSAGES.auth.emailTaken];
      changes.email = dto.email;
      // A new address is confirmed anew.
      changes.emailConfirmedAt = null;
    }
    const isActive = dto.is_active !== undefined && dto.is_active !== target.isActive ? dto.is_active : undefined;
    const isStaff = dto.is_staff !== undefined && dto.is_staff !== target.isStaff ? dto.is_staff : undefined;
    if (isAdministrator(actor)) {
      if (isActive === false && actor.id === target.id) throw AppError.badRequest(MESSAGES.users.cannotTargetSelf);
      if (isStaff !== undefined) this.privileges.assertMayChange(acting, target.id, ALL_PERMISSIONS);
      changes.isActive = isActive;
      changes.isStaff = isStaff;
    }
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);

    const defined = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as UserChanges;
    await this.users.transaction(async (transaction) => {
      await this.users.update(target.id, defined, transaction);
      const audit = (action: 'set_staff' | 'set_active', from: boolean, to: boolean) =>
        this.audit.record(transaction, {
          actorId: actor.id,
          action,
          subjectId: target.id,
          details: { email: target.email, from, to },
        });
      if (defined.isStaff !== undefined) await audit('set_staff', target.isStaff, defined.isStaff);
      if (defined.isActive !== undefined) await audit('set_active', target.isActive, defined.isActive);
    });
    if (defined.isActive === false) await this.tokens.revokeAllForUser(target.id);
    if (defined.isActive === false || defined.isStaff !== undefined) await this.rightsChanges.changed([target.id]);
    const updated = (await this.users.findById(target.id))!;
    if (defined.email !== undefined) await this.confirmations.send(updated);
    return this.detail(updated);
  }

  async changeEmail(auth: AuthContext, id: number, dto: ChangeEmailDto): Promise<UserDetailResponse> {
    return this.update(auth, id, { email: dto.email, current_password: dto.current_password });
  }

  /** Changing the password ends every other sign-in; the caller gets a fresh pair. */
  async changePassword(auth: AuthContext, id: number, dto: ChangePasswordDto): Promise<TokenPair & { detail: string }> {
    const { actor, target } = await this.access(auth, id);
    if (actor.id !== target.id) throw AppError.forbidden(MESSAGES.http.forbidden);
    const errors: FieldErrors = {};
    if (!(await this.hasher.verify(target.passwordHash, dto.current_password))) {
      errors.current_password = [MESSAGES.auth.currentPasswordWrong];
    }
    const problems = passwordProblems(dto.new_password);
    if (problems.length > 0) errors.new_password = problems;
    if (dto.new_password !== dto.confirm_password) errors.confirm_password = [MESSAGES.auth.newPasswordMismatch];
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);

    await this.users.update(target.id, { passwordHash: await this.hasher.hash(dto.new_password) });
    await this.tokens.revokeAllForUser(target.id);
    return { detail: MESSAGES.auth.passwordUpdated, ...(await this.tokens.issue(target.id)) };
  }

  async list(query: UserListQueryDto, url: string): Promise<Page<UserResponse>> {
    const { page, pageSize, offset } = resolvePage(query, 100);
    const { users, count } = await this.users.list({
      search: query.search || undefined,
      isActive: query.is_active,
      isStaff: query.is_staff,
      group: query.group || undefined,
      ordering: query.ordering ?? 'id',
      offset,
      limit: pageSize,
    });
    return toPage(users.map(toUserResponse), count, page, pageSize, url);
  }

  async delete(auth: AuthContext, id: number): Promise<void> {
    if (auth.userId === id) throw AppError.badRequest(MESSAGES.users.cannotTargetSelf);
    const { actor, target } = await this.access(auth, id);
    await this.privileges.assertMayManageAccount(await this.privileges.actor(actor), target);
    await this.deletion.delete([id], (transaction) =>
      this.audit.record(transaction, {
        actorId: actor.id,
        action: 'delete_user',
        subjectId: id,
        details: { email: target.email },
      }),
    );
  }

  /**
   * A person deletes their own account, with their password and the typed word SUPPRIMER: their
   * babies, photos, participations and pre-registrations go with it (see AccountDeletion).
   */
  async deleteOwnAccount(auth: AuthContext, id: number, dto: DeleteAccountDto): Promise<{ detail: string }> {
    const { actor, target } = await this.access(auth, id);
    if (actor.id !== target.id) throw AppError.forbidden(MESSAGES.http.forbidden);
    const errors: FieldErrors = {};
    if (target.passwordHash !== null && !(await this.hasher.verify(target.passwordHash, dto.password ?? ''))) {
      errors.password = [MESSAGES.auth.currentPasswordWrong];
    }
    if (dto.confirmation.trim().toUpperCase() !== DELETE_KEYWORD)
      errors.confirmation = [MESSAGES.users.deleteConfirmation];
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);
    await this.deletion.delete([target.id]);
    return { detail: MESSAGES.users.accountDeleted };
  }

  async bulkAction(auth: AuthContext, dto: BulkActionDto): Promise<{ detail: string; affected: number }> {
    const ids = [...new Set(dto.user_ids)];
    if (ids.includes(auth.userId)) throw AppError.badRequest(MESSAGES.users.cannotTargetSelf);
    const targets = await this.users.findByIds(ids);
    const missing = ids.filter((id) => !targets.some((target) => target.id === id));
    if (missing.length > 0) {
      throw AppError.fields({ user_ids: [`${MESSAGES.users.notFound} (${missing.join(', ')})`] });
    }
    const acting = await this.privileges.actorOf(auth.userId);
    for (const target of targets) await this.privileges.assertMayManageAccount(acting, target);
    const audit = (transaction: EntityManager) =>
      Promise.all(
        targets.map((target) =>
          this.audit.record(transaction, {
            actorId: auth.userId,
            subjectId: target.id,
            ...(dto.action === 'delete'
              ? { action: 'delete_user', details: { email: target.email } }
              : {
                  action: 'set_active',
                  details: { email: target.email, from: target.isActive, to: dto.action === 'activate' },
                }),
          }),
        ),
      ).then(() => undefined);
    let affected: number;
    if (dto.action === 'delete') {
      affected = await this.deletion.delete(ids, audit);
    } else {
      affected = await this.users.transaction(async (transaction) => {
        await audit(transaction);
        return this.users.setActive(ids, dto.action === 'activate', transaction);
      });
      if (dto.action === 'deactivate') {
        await Promise.all(ids.map((id) => this.tokens.revokeAllForUser(id)));
        await this.rightsChanges.changed(ids);
      }
    }
    return { detail: MESSAGES.users.bulkDone(affected), affected };
  }

  /**
   * A staff account in the "Administrateurs" group (every permission), with a password it can change
   * later: only an administrator who holds every permission may make one.
   */
  async createAdministrator(auth: AuthContext, dto: CreateAdministratorDto): Promise<UserDetailResponse> {
    const acting = await this.privileges.actorOf(auth.userId);
    this.privileges.assertMayChange(acting, null, ALL_PERMISSIONS);
    const errors: FieldErrors = {};
    const problems = passwordProblems(dto.password);
    if (problems.length > 0) errors.password = problems;
    if (await this.users.emailTaken(dto.email)) errors.email = [MESSAGES.auth.emailTaken];
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);
    const account = {
      email: dto.email,
      username: await this.users.availableUsername(dto.email.split('@')[0]),
      passwordHash: await this.hasher.hash(dto.password),
      firstName: dto.first_name,
      lastName: dto.last_name,
      contactNumber: '',
      address: '',
      city: '',
      country: '',
      isStaff: true,
    };
    const id = await this.users.transaction(async (transaction) => {
      const [group] = await this.groups.findOrCreateByNames([ADMINISTRATORS_GROUP], transaction);
      const created = await this.users.createInGroup(account, group.id, transaction);
      await this.audit.record(transaction, {
        actorId: auth.userId,
        action: 'create_administrator',
        subjectId: created,
        details: { email: account.email.toLowerCase(), groups: [group.name] },
      });
      return created;
    });
    return this.detail((await this.users.findById(id))!);
  }

  /**
   * `{name}` adds the user to that group; `{groups}` replaces the user's groups. Missing groups are
   * created (with no permission). Membership is a privilege: see Privileges.
   */
  async setGroups(auth: AuthContext, id: number, dto: UserGroupsDto): Promise<UserResponse> {
    const target = await this.users.findById(id);
    if (!target) throw AppError.notFound(MESSAGES.users.notFound);
    const acting = await this.privileges.actorOf(auth.userId);
    const current = (target.groups ?? []).map((group) => group.name);
    let wanted: string[];
    if (dto.groups !== undefined) wanted = dto.groups.filter((name) => name.trim().length > 0);
    else if (dto.name) wanted = [...current, dto.name];
    else throw AppError.fields({ name: [MESSAGES.users.groupNameRequired] });

    const lower = (names: string[]) => new Set(names.map((name) => name.toLowerCase()));
    const [before, after] = [lower(current), lower(wanted)];
    const moved = [
      ...wanted.filter((name) => !before.has(name.toLowerCase())),
      ...current.filter((name) => !after.has(name.toLowerCase())),
    ];
    const changed = (await this.groups.findByNames(moved)).flatMap((group) =>
      group.permissions.map((permission) => permission.codename as Permission),
    );
    this.privileges.assertMayChange(acting, target.id, changed);
    await this.privileges.assertMayManageAccount(acting, target);

    if (moved.length > 0) {
      await this.users.transaction(async (transaction) => {
        const groups = await this.groups.findOrCreateByNames(wanted, transaction);
        await this.users.setGroups(
          id,
          groups.map((group) => group.id),
          transaction,
        );
        await this.audit.record(transaction, {
          actorId: auth.userId,
          action: 'set_user_groups',
          subjectId: id,
          details: { email: target.email, from: current.sort(), to: groups.map((group) => group.name).sort() },
        });
      });
      await this.rightsChanges.changed([id]);
    }
    return toUserResponse((await this.users.findById(id))!);
  }

  /** The caller may act on their own record, or on anyone's as an administrator; never on others' otherwise. */
  /** One account with its back-office permissions (none for a parent). */
  private async detail(user: UserEntity): Promise<UserDetailResponse> {
    const permissions = isAdministrator(user) ? await this.users.permissionsOf(user) : [];
    return { ...toUserResponse(user), permissions };
  }

  private async access(auth: AuthContext, id: number): Promise<{ actor: UserEntity; target: UserEntity }> {
    const actor = await this.users.findById(auth.userId);
    if (!actor || !actor.isActive) throw AppError.unauthorized(MESSAGES.auth.tokenInvalid, 'token_not_valid');
    if (actor.id === id) return { actor, target: actor };
    // Someone else's account: the back office's rule for accounts (manage_users), not any administrator.
    const refusal = await this.adminAccess.refusal(actor.id, 'manage_users');
    if (refusal) throw refusal;
    if (!auth.backOffice) throw AppError.forbidden(MESSAGES.auth.backOfficeSessionRequired);
    const target = await this.users.findById(id);
    if (!target) throw AppError.notFound(MESSAGES.users.notFound);
    return { actor, target };
  }
}
