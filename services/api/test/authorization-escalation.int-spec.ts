import { ALL_PERMISSIONS, type Permission, UserRepository } from '@app/identity';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';
import { routeTable } from './support/route-table';

/** Whom a grant is tried on. */
type Target = 'itself' | 'a parent' | 'the super administrator' | 'a deactivated administrator';

interface Grant {
  name: string;
  targets: Target[];
  /** The permissions the grant hands over when it succeeds. */
  gives: readonly Permission[];
  request(api: ApiHarness, actor: MadeUser, targetId: number): Promise<number>;
}

const send = (api: ApiHarness, actor: MadeUser, method: 'POST' | 'PATCH', url: string, body: object) =>
  api.app
    .inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...actor.auth },
      payload: JSON.stringify(body),
    })
    .then((response) => response.statusCode);

/**
 * Every way of handing out back-office powers. `gives` is what the actor must hold (with
 * `manage_administrators`) for the grant to pass; on itself it never passes.
 */
const GRANTS: Grant[] = [
  {
    name: 'PATCH /api/users/:id {is_staff: true}',
    targets: ['itself', 'a parent'],
    gives: ALL_PERMISSIONS,
    request: (api, actor, id) => send(api, actor, 'PATCH', `/api/users/${id}`, { is_staff: true }),
  },
  {
    name: 'PATCH /api/users/:id {is_active: true} of an administrator',
    targets: ['a deactivated administrator'],
    gives: ALL_PERMISSIONS,
    request: (api, actor, id) => send(api, actor, 'PATCH', `/api/users/${id}`, { is_active: true }),
  },
  {
    name: 'POST /api/users/bulk_action {activate} of an administrator',
    targets: ['a deactivated administrator'],
    gives: ALL_PERMISSIONS,
    request: (api, actor, id) =>
      send(api, actor, 'POST', '/api/users/bulk_action', { action: 'activate', user_ids: [id] }),
  },
  {
    name: 'PATCH /api/users/:id {email} of an administrator (then a reset link to the new address)',
    targets: ['the super administrator'],
    gives: ALL_PERMISSIONS,
    request: (api, actor, id) =>
      send(api, actor, 'PATCH', `/api/users/${id}`, { email: `pirate-${actor.user.id}@example.com` }),
  },
  {
    name: 'POST /api/users/:id/groups {name: "Administrateurs"}',
    targets: ['itself', 'a parent'],
    gives: ALL_PERMISSIONS,
    request: (api, actor, id) => send(api, actor, 'POST', `/api/users/${id}/groups`, { name: 'Administrateurs' }),
  },
  {
    name: 'POST /api/users/:id/groups {groups: ["Administrateurs"]}',
    targets: ['itself', 'a parent'],
    gives: ALL_PERMISSIONS,
    request: (api, actor, id) => send(api, actor, 'POST', `/api/users/${id}/groups`, { groups: ['Administrateurs'] }),
  },
  {
    name: 'POST /api/users/:id/groups {name: a new group named "…administrateurs"}',
    targets: ['itself', 'a parent'],
    gives: [],
    request: (api, actor, id) =>
      send(api, actor, 'POST', `/api/users/${id}/groups`, { name: `Nouveaux administrateurs ${actor.user.id}-${id}` }),
  },
  {
    name: "POST /api/group/:id/update_permissions {every permission} of the target's group",
    targets: ['itself', 'a parent'],
    gives: ALL_PERMISSIONS,
    request: async (api, actor, id) => {
      const [group] = (await api.app.get(UserRepository).findById(id))!.groups;
      return send(api, actor, 'POST', `/api/group/${group.id}/update_permissions`, { permissions: ALL_PERMISSIONS });
    },
  },
  {
    name: 'POST /api/users {a new staff administrator}',
    targets: ['a parent'],
    gives: ALL_PERMISSIONS,
    request: (api, actor) =>
      send(api, actor, 'POST', '/api/users', {
        email: `complice-${actor.user.id}-${Math.random()}@example.com`,
        first_name: 'Mariama',
        last_name: 'Ba',
        password: 'Tres-Solide-2026',
      }),
  },
];

/** What a hostile body sent to any route would try to grant. */
const ESCALATION_BODY = {
  is_staff: true,
  is_active: true,
  is_admin: true,
  name: 'Administrateurs',
  groups: ['Administrateurs'],
  permissions: ALL_PERMISSIONS,
};

describe('authorization matrix: escalation paths, for an actor holding each single permission', () => {
  let api: ApiHarness;
  let superAdmin: MadeUser;
  let deactivatedAdmin: MadeUser;
  const actors = new Map<Permission, MadeUser>();

  /** What makes an account powerful, to compare before and after. */
  async function powers(userId: number) {
    const users = api.app.get(UserRepository);
    const user = (await users.findById(userId))!;
    return {
      email: user.email,
      isActive: user.isActive,
      isStaff: user.isStaff,
      groups: user.groups.map((group) => group.name).sort(),
      permissions: await users.permissionsOf(user),
    };
  }

  async function targetId(actor: MadeUser, target: Target): Promise<number> {
    if (target === 'itself') return actor.user.id;
    if (target === 'the super administrator') return superAdmin.user.id;
    if (target === 'a deactivated administrator') return deactivatedAdmin.user.id;
    return (await makeUser(api, { groups: [`Parents ${Math.random()}`] })).user.id;
  }

  beforeAll(async () => {
    api = await startApi();
    superAdmin = await makeAdmin(api);
    deactivatedAdmin = await makeAdmin(api, { isActive: false });
    for (const permission of ALL_PERMISSIONS) {
      actors.set(
        permission,
        await makeUser(api, { groups: [`Administrateurs (${permission})`], permissions: [permission] }),
      );
    }
  });
  afterAll(() => api.close());

  it('refuses every grant beyond what the actor holds, and every grant to itself', async () => {
    const wrong: string[] = [];
    for (const [permission, actor] of actors) {
      for (const grant of GRANTS) {
        for (const target of grant.targets) {
          const held = [permission];
          const allowed =
            target !== 'itself' &&
            held.includes('manage_administrators') &&
            grant.gives.every((given) => held.includes(given));
          const status = await grant.request(api, actor, await targetId(actor, target));
          const passed = status >= 200 && status < 300;
          if (passed !== allowed || (!allowed && status !== 403)) {
            wrong.push(`${permission} → ${grant.name} on ${target}: ${status}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await powers(superAdmin.user.id)).toMatchObject({ email: superAdmin.user.email, isActive: true });
    expect(await powers(deactivatedAdmin.user.id)).toMatchObject({ isActive: false });
  });

  it('lets no route, sent a hostile body on the actor’s own ids or the super administrator’s, widen anyone’s powers', async () => {
    const routes = routeTable(api.app).filter((route) => route.method !== 'GET' && route.method !== 'DELETE');
    const before = new Map<number, Awaited<ReturnType<typeof powers>>>();
    for (const actor of [...actors.values(), superAdmin, deactivatedAdmin]) {
      before.set(actor.user.id, await powers(actor.user.id));
    }
    for (const actor of actors.values()) {
      for (const route of routes) {
        for (const id of [actor.user.id, superAdmin.user.id]) {
          await api.app.inject({
            method: route.method,
            url: route.path.replace(/:(\w+)/g, String(id)),
            headers: { 'content-type': 'application/json', ...actor.auth },
            payload: JSON.stringify(ESCALATION_BODY),
          });
        }
      }
    }
    for (const [userId, powersBefore] of before) expect(await powers(userId)).toEqual(powersBefore);
    // Every actor on every write route, twice: thousands of requests, growing with the routes.
  }, 180_000);
});
