import type { GroupEntity } from '../groups/group.entity';
import type { UserEntity } from './user.entity';
import { isAdministrator, toUserResponse } from './user.response';

const group = (name: string, id = 1) => ({ id, name, permissions: [] }) as GroupEntity;

describe('isAdministrator', () => {
  it('is true for is_staff', () => {
    expect(isAdministrator({ isStaff: true, groups: [] })).toBe(true);
  });

  it("is true for a member of 'Administrateurs'", () => {
    expect(isAdministrator({ isStaff: false, groups: [group('Administrateurs')] })).toBe(true);
  });

  it('matches "administrateurs" anywhere in a group name, whatever its case', () => {
    expect(isAdministrator({ isStaff: false, groups: [group('Super ADMINISTRATEURS région')] })).toBe(true);
    expect(isAdministrator({ isStaff: false, groups: [group('Parents'), group('administrateurs', 2)] })).toBe(true);
  });

  it('is false for a plain group, no group, or groups not loaded', () => {
    expect(isAdministrator({ isStaff: false, groups: [group('Parents')] })).toBe(false);
    expect(isAdministrator({ isStaff: false, groups: [group('Administrateur')] })).toBe(false);
    expect(isAdministrator({ isStaff: false, groups: [] })).toBe(false);
    expect(isAdministrator({ isStaff: false } as Pick<UserEntity, 'isStaff' | 'groups'>)).toBe(false);
  });
});

describe('toUserResponse', () => {
  it('answers snake_case fields, sorted group names and ISO dates, without the password hash', () => {
    const user = {
      id: 7,
      email: 'awa.traore@example.com',
      username: 'awa',
      passwordHash: '$argon2id$secret-hash',
      firstName: 'Awa',
      lastName: 'Traoré',
      contactNumber: '+22376543210',
      address: '',
      city: 'Bamako',
      country: 'Mali',
      isActive: true,
      isStaff: false,
      lastLogin: null,
      emailConfirmedAt: new Date('2026-01-02T03:10:00.000Z'),
      dateJoined: new Date('2026-01-02T03:04:05.000Z'),
      updatedAt: new Date('2026-01-02T03:04:05.000Z'),
      groups: [group('Parents', 1), group('Administrateurs', 2)],
    } as UserEntity;
    const response = toUserResponse(user);
    expect(response).toEqual({
      id: 7,
      email: 'awa.traore@example.com',
      username: 'awa',
      first_name: 'Awa',
      last_name: 'Traoré',
      contact_number: '+22376543210',
      address: '',
      city: 'Bamako',
      country: 'Mali',
      is_active: true,
      is_staff: false,
      is_admin: true,
      groups: ['Administrateurs', 'Parents'],
      date_joined: '2026-01-02T03:04:05.000Z',
      last_login: null,
      email_confirmed: true,
    });
    expect(JSON.stringify(response)).not.toContain('argon2');
  });
});
