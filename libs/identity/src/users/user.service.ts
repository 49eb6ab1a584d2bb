import { Injectable } from '@nestjs/common';
import { AppError, type FieldErrors, MESSAGES, type Page, resolvePage, toPage } from '@app/common';
import { AdminAccess } from '../auth/admin-access';
import type { AuthContext } from '../auth/auth-context';
import { PasswordHasher, passwordProblems } from '../auth/password-hasher';
import { type TokenPair, TokenService } from '../auth/token.service';
import { GroupRepository } from '../groups/group.repository';
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
  ) {}

  async get(auth: AuthContext, id: number): Promise<UserDetailResponse> {
    const { target } = await this.access(auth, id);
    return this.detail(target);
  }

  /**
   * A user edits their own profile; an administrator may also edit anyone's, including `is_active`
   * and `is_staff`. Those two are ignored when anyone else sends them.
   */
  async update(auth: AuthContext, id: number, dto: UpdateUserDto): Promise<UserDetailResponse> {
    const { actor, target } = await this.access(auth, id);
    const asAdmin = isAdministrator(actor);
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
    }
    if (asAdmin) {
      if (dto.is_active !== undefined || dto.is_staff !== undefined) this.refuseSelfDemotion(actor, target, dto);
      changes.isActive = dto.is_active;
      changes.isStaff = dto.is_staff;
    }
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);

    const defined = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as UserChanges;
    const updated = await this.users.update(target.id, defined);
    if (defined.isActive === false) await this.tokens.revokeAllForUser(target.id);
    return this.detail(updated!);
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
    if ((await this.deletion.delete([id])) === 0) throw AppError.notFound(MESSAGES.users.notFound);
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
    const existing = await this.users.existingIds(ids);
    const missing = ids.filter((id) => !existing.includes(id));
    if (missing.length > 0) {
      throw AppError.fields({ user_ids: [`${MESSAGES.users.notFound} (${missing.join(', ')})`] });
    }
    let affected: number;
    if (dto.action === 'delete') {
      affected = await this.deletion.delete(ids);
    } else {
      affected = await this.users.setActive(ids, dto.action === 'activate');
      if (dto.action === 'deactivate') await Promise.all(ids.map((id) => this.tokens.revokeAllForUser(id)));
    }
    return { detail: MESSAGES.users.bulkDone(affected), affected };
  }

  /** A staff account in the "Administrateurs" group (every permission), with a password it can change later. */
  async createAdministrator(dto: CreateAdministratorDto): Promise<UserDetailResponse> {
    const errors: FieldErrors = {};
    const problems = passwordProblems(dto.password);
    if (problems.length > 0) errors.password = problems;
    if (await this.users.emailTaken(dto.email)) errors.email = [MESSAGES.auth.emailTaken];
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);
    const [group] = await this.groups.findOrCreateByNames([ADMINISTRATORS_GROUP]);
    const user = await this.users.createInGroup(
      {
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
      },
      group.id,
    );
    return this.detail(user);
  }

  /** `{name}` adds the user to that group; `{groups}` replaces the user's groups. Missing groups are created. */
  async setGroups(id: number, dto: UserGroupsDto): Promise<UserResponse> {
    if (!(await this.users.findById(id))) throw AppError.notFound(MESSAGES.users.notFound);
    if (dto.groups !== undefined) {
      const groups = await this.groups.findOrCreateByNames(dto.groups.filter((name) => name.trim().length > 0));
      await this.users.setGroups(
        id,
        groups.map((group) => group.id),
      );
    } else if (dto.name) {
      const [group] = await this.groups.findOrCreateByNames([dto.name]);
      await this.users.addGroup(id, group.id);
    } else {
      throw AppError.fields({ name: [MESSAGES.users.groupNameRequired] });
    }
    return toUserResponse((await this.users.findById(id))!);
  }

  private refuseSelfDemotion(actor: UserEntity, target: UserEntity, dto: UpdateUserDto): void {
    if (actor.id === target.id && (dto.is_active === false || dto.is_staff === false)) {
      throw AppError.badRequest(MESSAGES.users.cannotTargetSelf);
    }
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
    const target = await this.users.findById(id);
    if (!target) throw AppError.notFound(MESSAGES.users.notFound);
    return { actor, target };
  }
}
