import { ALL_PERMISSIONS, type Permission } from '@app/identity';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { databaseDigest } from './support/database-digest';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';
import { type Route, routeTable } from './support/route-table';

type Role = 'visitor' | 'parent' | 'other parent' | 'admin' | 'admin with the permission' | 'admin without it';

/** What a role must get: refused with one of these statuses, or let through (any status but 401 and 403). */
type Expected = { refused: number[] } | 'allowed';

/** The resources of the parent, which the other parent must neither read nor change. */
interface Owned {
  userId: number;
  babyId: number;
  commentId: number;
  testimonialId: number;
  participantId: number;
}

/**
 * Signed-in routes that act on one resource of its owner: the parameter names that resource. Every
 * signed-in route is either here or in ACTS_ON_OWN_ACCOUNT; a new one in neither fails the test.
 */
const OWNER_ONLY: Record<string, (owned: Owned) => string> = {
  'GET /api/users/:id': (owned) => String(owned.userId),
  'PATCH /api/users/:id': (owned) => String(owned.userId),
  'POST /api/users/:id/change_email': (owned) => String(owned.userId),
  'POST /api/users/:id/change_password': (owned) => String(owned.userId),
  'POST /api/users/:id/delete_account': (owned) => String(owned.userId),
  'GET /api/contests/babies/:id': (owned) => String(owned.babyId),
  'PATCH /api/contests/babies/:id': (owned) => String(owned.babyId),
  'DELETE /api/contests/babies/:id': (owned) => String(owned.babyId),
  'PATCH /api/contests/comments/:id': (owned) => String(owned.commentId),
  'DELETE /api/contests/comments/:id': (owned) => String(owned.commentId),
  'PATCH /api/contests/feedback/:id': (owned) => String(owned.testimonialId),
  'DELETE /api/contests/feedback/:id': (owned) => String(owned.testimonialId),
  'GET /api/contests/participants/:id/statement': (owned) => String(owned.participantId),
  'GET /api/contests/participants/:id/statement/votes': (owned) => String(owned.participantId),
  'GET /api/contests/participants/:id/statement.csv': (owned) => String(owned.participantId),
  'POST /api/contests/participants/:id/statement/disputes': (owned) => String(owned.participantId),
};

/** Signed-in routes on the caller's own account, or on public things (a participant to comment, a comment to flag). */
const ACTS_ON_OWN_ACCOUNT = new Set([
  'GET /api/contests/babies',
  'POST /api/user/confirm-email/resend',
  'POST /api/user/phone/code',
  'POST /api/user/phone/confirm',
  'GET /api/contests/babies/stats',
  'POST /api/contests/babies',
  'GET /api/contests/contests/my-wins',
  'GET /api/contests/getmyprize/can-claim',
  'POST /api/contests/getmyprize',
  'GET /api/contests/participant/profile',
  'GET /api/contests/preregistrations',
  'POST /api/contests/preregistrations',
  'POST /api/contests/register',
  'POST /api/contests/feedback',
  'POST /api/contests/participants/:id/comment',
  'POST /api/contests/comments/:id/flag',
  'GET /api/payments/mine',
  'POST /api/payments/cinetpay/init',
  'POST /api/payments/intouch/init',
  'POST /api/payments/paydunya/init',
  'GET /api/votes/receipts',
  'GET /api/notifications',
  'GET /api/notifications/settings',
  'PUT /api/notifications/settings',
  'POST /api/notifications/subscriptions',
]);

/** Public routes whose handler itself asks for a signed-in caller (with the spec's own 401 message). */
const SIGN_IN_ASKED_BY_HANDLER = new Set(['POST /api/contests/participants/:id/vote']);

/** Public routes that the back office's refresh cookie opens: without it, 401 whoever signed in. */
const SESSION_COOKIE_ASKED = new Set(['POST /api/admin/session/refresh']);

/**
 * Public routes of the pages without script (/simple) whose form must bring its visit's token: without
 * it, 403 whoever calls (their session is a cookie of their own, never a bearer token).
 */
const FORM_TOKEN_ASKED = new Set(['POST /simple/connexion', 'POST /simple/deconnexion']);

/** Public routes of a gateway that signs nothing, whose path carries our secret: without it, 403 whoever calls. */
const SECRET_IN_PATH = new Set(['POST /api/ussd/africastalking/:token', 'POST /api/sms/africastalking/inbound/:token']);

/** Public routes that only a payment provider may call: without its signature, 401 whoever signed in. */
const SIGNED_BY_PROVIDER = new Set([
  'POST /api/payments/cinetpay/callback',
  'POST /api/payments/paydunya/ipn',
  'GET /api/payments/intouch/callback',
  'POST /api/payments/intouch/callback',
]);

/**
 * Valid bodies for the owner-only changes, so that the owner check, not the validation, answers the
 * other callers (the passwords are wrong: the owner's own call is refused by the password, not the rights).
 */
const BODIES: Record<string, object> = {
  'PATCH /api/users/:id': { first_name: 'Awa' },
  'POST /api/users/:id/change_email': { email: 'nouvelle-adresse@example.com', current_password: 'Pas-Le-Bon-2026' },
  'POST /api/users/:id/change_password': {
    current_password: 'Pas-Le-Bon-2026',
    new_password: 'Nouveau-Secret-2026',
    confirm_password: 'Nouveau-Secret-2026',
  },
  'POST /api/users/:id/delete_account': { password: 'Pas-Le-Bon-2026', confirmation: 'SUPPRIMER' },
  'PATCH /api/contests/babies/:id': { name: 'Awa' },
  'PATCH /api/contests/comments/:id': { text: 'Vraiment trop mignon !' },
  'PATCH /api/contests/feedback/:id': { rating: 4 },
  'POST /api/contests/participants/:id/statement/disputes': { ledger_id: 1, message: 'Ce vote venait de ma sœur.' },
};

/**
 * Owner-only routes on which an administrator holding a permission may act for the owner: accounts
 * (manage_users) and the deletion of a comment (moderate_comments). The others are the owner's alone.
 */
const ADMIN_MAY_ACT_WITH: Record<string, Permission> = {
  'GET /api/users/:id': 'manage_users',
  'PATCH /api/users/:id': 'manage_users',
  'POST /api/users/:id/change_email': 'manage_users',
  'DELETE /api/contests/comments/:id': 'moderate_comments',
};

const keyOf = (route: Route) => `${route.method} ${route.path}`;
const NOT_FOUND_ID = '999999999';

function expectation(route: Route, role: Role): Expected {
  const key = keyOf(route);
  const { rule } = route;
  if (rule.kind === 'public') {
    if (SIGNED_BY_PROVIDER.has(key) || SESSION_COOKIE_ASKED.has(key)) return { refused: [401] };
    if (FORM_TOKEN_ASKED.has(key) || SECRET_IN_PATH.has(key)) return { refused: [403] };
    return role === 'visitor' && SIGN_IN_ASKED_BY_HANDLER.has(key) ? { refused: [401] } : 'allowed';
  }
  if (role === 'visitor') return { refused: [401] };
  if (rule.kind === 'admin') {
    return role === 'admin' || role === 'admin with the permission' ? 'allowed' : { refused: [403] };
  }
  if (!(key in OWNER_ONLY) || role === 'parent') return 'allowed';
  const adminMay = key in ADMIN_MAY_ACT_WITH && (role === 'admin' || role === 'admin with the permission');
  return adminMay ? 'allowed' : { refused: [403, 404] };
}

describe('authorization matrix: every route × every kind of caller', () => {
  let api: ApiHarness;
  let routes: Route[];
  let owned: Owned;
  let publicParticipant: number;
  let othersComment: number;
  const callers = new Map<Exclude<Role, 'admin with the permission' | 'admin without it'>, MadeUser | null>();
  const withPermission = new Map<Permission, MadeUser>();
  const withoutPermission = new Map<Permission, MadeUser>();

  beforeAll(async () => {
    api = await startApi();
    routes = routeTable(api.app);
    const [parent, otherParent, stranger] = [await makeUser(api), await makeUser(api), await makeUser(api)];
    callers.set('visitor', null);
    callers.set('parent', parent);
    callers.set('other parent', otherParent);
    callers.set('admin', await makeAdmin(api));
    for (const permission of ALL_PERMISSIONS) {
      withPermission.set(
        permission,
        await makeUser(api, { groups: [`Administrateurs (${permission})`], permissions: [permission] }),
      );
      withoutPermission.set(
        permission,
        await makeUser(api, {
          groups: [`Administrateurs (tout sauf ${permission})`],
          permissions: ALL_PERMISSIONS.filter((other) => other !== permission),
        }),
      );
    }

    const contest = await makeContest(api);
    const baby = await makeBaby(api, parent.user.id);
    const participant = await makeParticipant(api, contest.id, baby, parent.user.id);
    publicParticipant = participant.id;
    const comment = async (userId: number) =>
      (
        await api.db.query<{ id: number }[]>(
          `INSERT INTO comments (participant_id, user_id, text) VALUES ($1, $2, 'Trop mignon !') RETURNING id`,
          [participant.id, userId],
        )
      )[0].id;
    othersComment = await comment(stranger.user.id);
    const closed = await makeContest(api, { status: 'closed' });
    const winning = await makeParticipant(api, closed.id, baby, parent.user.id);
    const [{ id: winnerId }] = await api.db.query<{ id: number }[]>(
      `INSERT INTO winners (contest_id, participant_id, baby_id, user_id, rank, votes, prize, baby_name, parent_name)
       VALUES ($1, $2, $3, $4, 1, 10, 50000, $5, 'Fatou Ndiaye') RETURNING id`,
      [closed.id, winning.id, baby.id, parent.user.id, baby.name],
    );
    const [{ id: testimonialId }] = await api.db.query<{ id: number }[]>(
      `INSERT INTO testimonials (winner_id, user_id, rating, text) VALUES ($1, $2, 5, 'Merci !') RETURNING id`,
      [winnerId, parent.user.id],
    );
    owned = {
      userId: parent.user.id,
      babyId: baby.id,
      commentId: await comment(parent.user.id),
      testimonialId,
      participantId: participant.id,
    };
  });
  afterAll(() => api.close());

  /** The route's address: the owner's resource for owner-only routes, a public one or an unknown id elsewhere. */
  function urlOf(route: Route): string {
    const key = keyOf(route);
    const ownedValue = OWNER_ONLY[key]?.(owned);
    return route.path.replace(/:(\w+)/g, () => {
      if (ownedValue) return ownedValue;
      if (key === 'POST /api/contests/participants/:id/comment') return String(publicParticipant);
      if (key === 'POST /api/contests/comments/:id/flag') return String(othersComment);
      return NOT_FOUND_ID;
    });
  }

  function callerOf(route: Route, role: Role): MadeUser | null {
    if (role === 'admin with the permission' || role === 'admin without it') {
      const permission =
        route.rule.kind === 'admin' ? route.rule.permission : (ADMIN_MAY_ACT_WITH[keyOf(route)] ?? 'manage_contests');
      return (role === 'admin with the permission' ? withPermission : withoutPermission).get(permission) ?? null;
    }
    return callers.get(role) ?? null;
  }

  async function call(route: Route, role: Role): Promise<number> {
    const caller = callerOf(route, role);
    const body = route.method === 'GET' || route.method === 'DELETE' ? null : (BODIES[keyOf(route)] ?? {});
    const response = await api.app.inject({
      method: route.method,
      url: urlOf(route),
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(caller ? caller.auth : {}) },
      payload: body ? JSON.stringify(body) : undefined,
    });
    return response.statusCode;
  }

  const ROLES: Role[] = ['visitor', 'parent', 'other parent', 'admin', 'admin with the permission', 'admin without it'];

  it('gives every signed-in route a rule: owner only, or on the caller’s own account', () => {
    const unruled = routes
      .filter((route) => route.rule.kind === 'signed-in')
      .map(keyOf)
      .filter((key) => !(key in OWNER_ONLY) && !ACTS_ON_OWN_ACCOUNT.has(key));
    expect(unruled).toEqual([]);
    const stale = [...Object.keys(OWNER_ONLY), ...ACTS_ON_OWN_ACCOUNT].filter(
      (key) => !routes.some((route) => keyOf(route) === key && route.rule.kind === 'signed-in'),
    );
    expect(stale).toEqual([]);
  });

  it('refuses every caller the matrix refuses, and a refused request changes nothing', async () => {
    const refusals = (route: Route) =>
      ROLES.flatMap((role) => {
        const expected = expectation(route, role);
        return expected === 'allowed' ? [] : [{ role, refused: expected.refused }];
      });
    const wrong: string[] = [];
    const check = async (selected: Route[]) => {
      for (const route of selected) {
        for (const { role, refused } of refusals(route)) {
          const status = await call(route, role);
          if (!refused.includes(status)) wrong.push(`${keyOf(route)} as ${role}: ${status}`);
        }
      }
    };
    const before = await databaseDigest(api.db);
    await check(routes.filter((route) => !SIGNED_BY_PROVIDER.has(keyOf(route))));
    expect(await databaseDigest(api.db)).toBe(before);
    // A refused provider notification is kept in payment_events (the payments' audit trail), nothing else.
    await check(routes.filter((route) => SIGNED_BY_PROVIDER.has(keyOf(route))));
    expect(wrong).toEqual([]);
  });

  it('lets through every caller the matrix allows (the owner’s deletions last)', async () => {
    const ordered = [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    const wrong: string[] = [];
    for (const route of ordered) {
      for (const role of ROLES) {
        if (expectation(route, role) !== 'allowed') continue;
        const status = await call(route, role);
        if (status === 401 || status === 403) wrong.push(`${keyOf(route)} as ${role}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
