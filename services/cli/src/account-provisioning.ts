import { Injectable } from '@nestjs/common';
import { GroupRepository, PasswordHasher, passwordProblems, UserRepository } from '@app/identity';

export const ADMIN_GROUP = 'Administrateurs';

export interface AccountSpec {
  email: string;
  password: string;
  username?: string;
  firstName?: string;
  lastName?: string;
  city?: string;
  country?: string;
  contactNumber?: string;
}

/**
 * Creates accounts from the command line and the seed, their e-mail confirmed (the operator vouches for
 * it); existing accounts are left as they are.
 */
@Injectable()
export class AccountProvisioning {
  constructor(
    private readonly users: UserRepository,
    private readonly groups: GroupRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Returns the user id and whether it was created now. */
  async ensureUser(spec: AccountSpec, admin = false): Promise<{ id: number; created: boolean }> {
    const existing = await this.users.findByEmail(spec.email);
    if (existing) return { id: existing.id, created: false };
    const problems = passwordProblems(spec.password);
    if (problems.length > 0) throw new Error(problems.join(' '));
    const user = await this.users.create({
      email: spec.email,
      username: await this.users.availableUsername(spec.username ?? spec.email.split('@')[0]),
      passwordHash: await this.hasher.hash(spec.password),
      firstName: spec.firstName ?? '',
      lastName: spec.lastName ?? '',
      contactNumber: spec.contactNumber ?? '',
      address: '',
      city: spec.city ?? '',
      country: spec.country ?? '',
      isStaff: admin,
      emailConfirmedAt: new Date(),
    });
    if (admin) {
      const [group] = await this.groups.findOrCreateByNames([ADMIN_GROUP]);
      await this.users.addGroup(user.id, group.id);
    }
    return { id: user.id, created: true };
  }
}
