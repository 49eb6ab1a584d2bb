import { type ApiHarness, startApi } from './support/api-harness';
import { count, makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';
import { binaryBody } from './support/binary-body';

const DAY = 24 * 3600 * 1000;
const FORBIDDEN = { detail: "Vous n'avez pas les permissions nécessaires." };
const REASONS = {
  unknown: 'Préinscription introuvable.',
  alreadyConverted: 'Cette préinscription a déjà été convertie.',
  contestClosed: 'Le concours est terminé.',
  contestUnavailable: "Le concours n'est pas disponible.",
  photoMissing: "Le bébé n'a pas de photo.",
};

describe('pre-registrations (administration)', () => {
  let api: ApiHarness;
  let admin: MadeUser;

  beforeAll(async () => {
    api = await startApi();
    admin = await makeAdmin(api);
  });
  afterAll(() => api.close());

  interface Made {
    id: number;
    parent: MadeUser;
    baby: { id: number; name: string; photo: string | null };
    contest: { id: number; title: string };
  }

  /** A parent, a baby and its pre-registration, inserted directly whatever the contest's status. */
  const makePreregistration = async (
    options: {
      parent?: MadeUser;
      parentNames?: { firstName?: string; lastName?: string; email?: string };
      contest?: { id: number; title: string };
      contestStatus?: 'draft' | 'pre_registration' | 'open' | 'closed';
      babyName?: string;
      bio?: string;
      withPhoto?: boolean;
      city?: string;
      phone?: string;
      createdAt?: Date;
    } = {},
  ): Promise<Made> => {
    const parent = options.parent ?? (await makeUser(api, options.parentNames ?? {}));
    const contest =
      options.contest ?? (await makeContest(api, { status: options.contestStatus ?? 'pre_registration' }));
    const baby = await makeBaby(api, parent.user.id, {
      name: options.babyName,
      bio: options.bio,
      withPhoto: options.withPhoto,
    });
    const [row] = await api.db.query(
      `INSERT INTO preregistrations (user_id, baby_id, contest_id, phone_number, country, city, created_at)
       VALUES ($1, $2, $3, $4, 'Sénégal', $5, $6) RETURNING id`,
      [
        parent.user.id,
        baby.id,
        contest.id,
        options.phone ?? '+221771234567',
        options.city ?? 'Dakar',
        options.createdAt ?? new Date(),
      ],
    );
    return { id: row.id, parent, baby, contest };
  };

  const participantOf = async (preregistrationId: number): Promise<number | null> =>
    (await api.db.query('SELECT participant_id FROM preregistrations WHERE id = $1', [preregistrationId]))[0]
      .participant_id;

  describe('access', () => {
    it.each([
      ['get', '/api/contests/admin/preregistrations/'],
      ['get', '/api/contests/admin/preregistrations/statistics/'],
      ['get', '/api/contests/admin/preregistrations/export/'],
      ['post', '/api/contests/admin/preregistrations/bulk_convert/'],
      ['delete', '/api/contests/admin/preregistrations/1/'],
    ] as const)('%s %s: 401 without a token, 403 for a parent', async (method, path) => {
      const parent = await makeUser(api);
      await api.http[method](path).expect(401);
      const response = await api.http[method](path)
        .set(parent.auth)
        .send({ preregistration_ids: [1] })
        .expect(403);
      expect(response.body).toEqual(FORBIDDEN);
    });

    it('opens to members of an "administrateurs" group', async () => {
      const member = await makeUser(api, {
        groups: ['Administrateurs du site'],
        permissions: ['manage_preregistrations'],
      });
      await api.http.get('/api/contests/admin/preregistrations/statistics/').set(member.auth).expect(200);
    });
  });

  describe('GET /api/contests/admin/preregistrations/', () => {
    it('lists every pre-registration, newest first, with the parent', async () => {
      const older = await makePreregistration({
        parentNames: { firstName: 'Khady', lastName: 'Diallo' },
        createdAt: new Date(Date.now() - DAY),
      });
      const newer = await makePreregistration();
      const response = await api.http
        .get('/api/contests/admin/preregistrations/?page_size=1')
        .set(admin.auth)
        .expect(200);
      expect(response.body).toMatchObject({
        count: expect.any(Number),
        next: expect.stringContaining('page=2'),
        previous: null,
        current_page: 1,
        page_size: 1,
      });
      expect(response.body.results.map((item: { id: number }) => item.id)).toEqual([newer.id]);

      const filtered = await api.http
        .get(`/api/contests/admin/preregistrations/?contest=${older.contest.id}`)
        .set(admin.auth)
        .expect(200);
      expect(filtered.body.count).toBe(1);
      expect(filtered.body.results[0]).toMatchObject({
        id: older.id,
        contest: older.contest.id,
        baby: older.baby.id,
        phone_number: '+221771234567',
        location_summary: 'Dakar, Sénégal',
        can_convert: true,
        user_details: {
          id: older.parent.user.id,
          email: older.parent.user.email,
          full_name: 'Khady Diallo',
          contact_number: '',
        },
        baby_details: { id: older.baby.id, name: older.baby.name, age_months: expect.any(Number) },
        contest_details: { id: older.contest.id, title: older.contest.title, status: 'pre_registration' },
      });
    });

    it('searches e-mail, full name, baby name and contest title', async () => {
      const target = await makePreregistration({
        parentNames: { firstName: 'Ramatoulaye', lastName: 'Kouyaté', email: 'rama.unique@example.com' },
        babyName: 'Zeinabou',
        contest: await makeContest(api, { status: 'pre_registration', title: 'Grand concours Saint-Louis' }),
      });
      await makePreregistration();
      for (const term of ['rama.unique', 'Ramatoulaye Kouy', 'zeinab', 'saint-louis']) {
        const response = await api.http
          .get(`/api/contests/admin/preregistrations/?search=${encodeURIComponent(term)}`)
          .set(admin.auth)
          .expect(200);
        expect(response.body.results.map((item: { id: number }) => item.id)).toEqual([target.id]);
      }
      const none = await api.http.get('/api/contests/admin/preregistrations/?search=%25').set(admin.auth).expect(200);
      expect(none.body.count).toBe(0);
    });

    it("filters by status (pending = convertible, converted) and treats contest 'all' as no filter", async () => {
      const contest = await makeContest(api, { status: 'open' });
      const convertible = await makePreregistration({ contest });
      const noPhoto = await makePreregistration({ contest, withPhoto: false });
      const converted = await makePreregistration({ contest });
      await api.http
        .post('/api/contests/admin/preregistrations/bulk_convert/')
        .set(admin.auth)
        .send({ preregistration_ids: [converted.id] })
        .expect(200);
      const ids = async (query: string) =>
        (
          await api.http.get(`/api/contests/admin/preregistrations/?${query}`).set(admin.auth).expect(200)
        ).body.results.map((item: { id: number }) => item.id);

      expect(await ids(`contest=${contest.id}&status=pending`)).toEqual([convertible.id]);
      expect(await ids(`contest=${contest.id}&status=converted`)).toEqual([converted.id]);
      expect((await ids(`contest=${contest.id}&status=all`)).sort()).toEqual(
        [convertible.id, noPhoto.id, converted.id].sort(),
      );
      const all = await api.http.get('/api/contests/admin/preregistrations/?contest=all').set(admin.auth).expect(200);
      expect(all.body.count).toBe(await count(api.db, 'preregistrations'));
    });

    it('answers 400 for filters that mean nothing', async () => {
      const contest = await api.http
        .get('/api/contests/admin/preregistrations/?contest=abc')
        .set(admin.auth)
        .expect(400);
      expect(contest.body).toEqual({ contest: ['Concours invalide : indiquez un identifiant ou « all ».'] });
      const status = await api.http
        .get('/api/contests/admin/preregistrations/?status=done')
        .set(admin.auth)
        .expect(400);
      expect(status.body).toEqual({ status: ['Valeur invalide. Choix possibles : all, pending, converted.'] });
    });
  });

  describe('GET /api/contests/admin/preregistrations/statistics/', () => {
    it('counts total, convertible, converted, last 7 days and active contests', async () => {
      const read = async () =>
        (await api.http.get('/api/contests/admin/preregistrations/statistics/').set(admin.auth).expect(200)).body;
      const before = await read();

      const open = await makeContest(api, { status: 'open' });
      await makeContest(api, { status: 'pre_registration' });
      await makeContest(api, { status: 'closed' });
      await makeContest(api, { status: 'draft' });
      const deleted = await makeContest(api, { status: 'open' });
      await api.db.query('UPDATE contests SET deleted_at = now() WHERE id = $1', [deleted.id]);

      await makePreregistration({ contest: open });
      await makePreregistration({ contest: open, createdAt: new Date(Date.now() - 8 * DAY) });
      await makePreregistration({ contest: open, withPhoto: false });
      await makePreregistration({ contestStatus: 'closed' });
      const toConvert = await makePreregistration({ contest: open });
      await api.http
        .post('/api/contests/admin/preregistrations/bulk_convert/')
        .set(admin.auth)
        .send({ preregistration_ids: [toConvert.id] })
        .expect(200);

      expect(await read()).toEqual({
        total_preregistrations: before.total_preregistrations + 5,
        convertible_preregistrations: before.convertible_preregistrations + 2,
        converted_preregistrations: before.converted_preregistrations + 1,
        recent_preregistrations_7_days: before.recent_preregistrations_7_days + 4,
        active_contests: before.active_contests + 2,
      });
    });
  });

  describe('POST /api/contests/admin/preregistrations/bulk_convert/', () => {
    it('converts the convertible ones in one go, says why the others were skipped, and converts nothing twice', async () => {
      const preContest = await makeContest(api, { status: 'pre_registration' });
      const openContest = await makeContest(api, { status: 'open' });
      const first = await makePreregistration({
        contest: preContest,
        babyName: 'Mame Diarra',
        bio: 'Aime chanter',
        city: 'Thiès',
        phone: '+221781112233',
      });
      const second = await makePreregistration({ contest: openContest });
      const alreadyIn = await makePreregistration({ contest: openContest });
      const existingParticipant = await makeParticipant(api, openContest.id, alreadyIn.baby, alreadyIn.parent.user.id);
      const closed = await makePreregistration({ contestStatus: 'closed' });
      const draft = await makePreregistration({ contestStatus: 'draft' });
      const noPhoto = await makePreregistration({ contest: openContest, withPhoto: false });
      const participantsBefore = await count(api.db, 'participants');

      const ids = [first.id, second.id, alreadyIn.id, closed.id, draft.id, noPhoto.id, 987_654, first.id];
      const response = await api.http
        .post('/api/contests/admin/preregistrations/bulk_convert')
        .set(admin.auth)
        .send({ preregistration_ids: ids })
        .expect(200);
      expect(response.body).toEqual({
        success_count: 3,
        converted: [first.id, second.id, alreadyIn.id],
        skipped: [
          { id: closed.id, reason: REASONS.contestClosed },
          { id: draft.id, reason: REASONS.contestUnavailable },
          { id: noPhoto.id, reason: REASONS.photoMissing },
          { id: 987_654, reason: REASONS.unknown },
        ],
      });

      // Two new participants; the baby already taking part is linked to its existing participant.
      expect(await count(api.db, 'participants')).toBe(participantsBefore + 2);
      expect(await participantOf(alreadyIn.id)).toBe(existingParticipant.id);
      expect(await participantOf(closed.id)).toBeNull();
      expect(await participantOf(noPhoto.id)).toBeNull();
      const [participant] = await api.db.query(
        `SELECT contest_id, baby_id, user_id, baby_name, baby_bio, photo, country, city, phone_number
         FROM participants WHERE id = $1`,
        [await participantOf(first.id)],
      );
      expect(participant).toEqual({
        contest_id: preContest.id,
        baby_id: first.baby.id,
        user_id: first.parent.user.id,
        baby_name: 'Mame Diarra',
        baby_bio: 'Aime chanter',
        photo: first.baby.photo,
        country: 'Sénégal',
        city: 'Thiès',
        phone_number: '+221781112233',
      });
      const listed = await api.http.get('/api/contests/preregistrations/').set(first.parent.auth).expect(200);
      expect(listed.body.results[0]).toMatchObject({ participant_id: expect.any(Number), can_convert: false });

      const again = await api.http
        .post('/api/contests/admin/preregistrations/bulk_convert/')
        .set(admin.auth)
        .send({ preregistration_ids: ids })
        .expect(200);
      expect(again.body.success_count).toBe(0);
      expect(again.body.converted).toEqual([]);
      expect(again.body.skipped.slice(0, 3)).toEqual([
        { id: first.id, reason: REASONS.alreadyConverted },
        { id: second.id, reason: REASONS.alreadyConverted },
        { id: alreadyIn.id, reason: REASONS.alreadyConverted },
      ]);
      expect(await count(api.db, 'participants')).toBe(participantsBefore + 2);
    });

    it.each([
      ['an empty selection', { preregistration_ids: [] }],
      ['no selection', {}],
    ])('refuses %s', async (_label, body) => {
      const response = await api.http
        .post('/api/contests/admin/preregistrations/bulk_convert/')
        .set(admin.auth)
        .send(body)
        .expect(400);
      expect(response.body).toEqual({
        preregistration_ids: ['Veuillez sélectionner des préinscriptions à convertir'],
      });
    });

    it('refuses ids that are not positive integers, and more than 1000 of them', async () => {
      const notIds = await api.http
        .post('/api/contests/admin/preregistrations/bulk_convert/')
        .set(admin.auth)
        .send({ preregistration_ids: [1, 'deux'] })
        .expect(400);
      expect(notIds.body).toEqual({ preregistration_ids: ['Ce champ doit être un nombre entier.'] });
      const tooMany = await api.http
        .post('/api/contests/admin/preregistrations/bulk_convert/')
        .set(admin.auth)
        .send({ preregistration_ids: Array.from({ length: 1001 }, (_, index) => index + 1) })
        .expect(400);
      expect(tooMany.body).toEqual({ preregistration_ids: ['Cette liste doit contenir entre 1 et 1000 éléments.'] });
    });
  });

  describe('DELETE /api/contests/admin/preregistrations/{id}/', () => {
    it('deletes a pre-registration; its participant, if any, stays', async () => {
      const made = await makePreregistration({ contestStatus: 'open' });
      await api.http
        .post('/api/contests/admin/preregistrations/bulk_convert/')
        .set(admin.auth)
        .send({ preregistration_ids: [made.id] })
        .expect(200);
      const participantId = await participantOf(made.id);
      await api.http.delete(`/api/contests/admin/preregistrations/${made.id}/`).set(admin.auth).expect(204);
      expect(await api.db.query('SELECT id FROM preregistrations WHERE id = $1', [made.id])).toEqual([]);
      expect(await api.db.query('SELECT id FROM participants WHERE id = $1', [participantId])).toHaveLength(1);

      for (const id of [String(made.id), 'abc']) {
        const missing = await api.http
          .delete(`/api/contests/admin/preregistrations/${id}/`)
          .set(admin.auth)
          .expect(404);
        expect(missing.body).toEqual({ detail: 'Préinscription introuvable.' });
      }
    });
  });

  describe('GET /api/contests/admin/preregistrations/export/', () => {
    /** Splits RFC 4180 text into rows of fields. */
    const parseCsv = (text: string): string[][] => {
      const rows: string[][] = [];
      let row: string[] = [];
      let field = '';
      let quoted = false;
      for (let index = 0; index < text.length; index += 1) {
        const char = text[index];
        if (quoted) {
          if (char === '"' && text[index + 1] === '"') {
            field += '"';
            index += 1;
          } else if (char === '"') quoted = false;
          else field += char;
        } else if (char === '"') quoted = true;
        else if (char === ',') {
          row.push(field);
          field = '';
        } else if (char === '\r' && text[index + 1] === '\n') {
          row.push(field);
          rows.push(row);
          row = [];
          field = '';
          index += 1;
        } else field += char;
      }
      return rows;
    };

    it('exports the filtered pre-registrations as an escaped UTF-8 CSV attachment', async () => {
      const contest = await makeContest(api, {
        status: 'pre_registration',
        title: 'Concours "Étoiles", édition\nspéciale',
      });
      const tricky = await makePreregistration({
        contest,
        parentNames: { firstName: '=HYPERLINK("http://x")', lastName: 'Ndiaye' },
        babyName: '@Awa, la "petite"',
        city: 'Saint-Louis',
        createdAt: new Date('2025-01-05T10:00:00Z'),
      });
      const plain = await makePreregistration({ contest, withPhoto: false, phone: '' });
      await makePreregistration();

      const response = await api.http
        .get(`/api/contests/admin/preregistrations/export/?contest=${contest.id}`)
        .set(admin.auth)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const today = new Date().toISOString().slice(0, 10);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="preinscriptions-${today}.csv"`);
      const bytes = response.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

      const rows = parseCsv(bytes.toString('utf8').slice(1));
      expect(rows[0]).toEqual([
        'ID',
        'Utilisateur',
        'Email',
        'Téléphone',
        'Bébé',
        'Âge (mois)',
        'Concours',
        'Localisation',
        'Convertible',
        'Date de création',
      ]);
      expect(rows).toHaveLength(3);
      expect(rows[2]).toEqual([
        String(tricky.id),
        `'=HYPERLINK("http://x") Ndiaye`,
        tricky.parent.user.email,
        `'+221771234567`,
        `'@Awa, la "petite"`,
        expect.stringMatching(/^\d+$/),
        'Concours "Étoiles", édition\nspéciale',
        'Saint-Louis, Sénégal',
        'Oui',
        '05/01/2025',
      ]);
      expect(rows[1]).toMatchObject({ 0: String(plain.id), 3: '', 8: 'Non' });
    });
  });
});
