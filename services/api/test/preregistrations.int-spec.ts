import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { todayIso, yearsBefore } from '@app/entries/participants/age';
import { makeImage, makeTruncatedJpeg } from '@app/testing';
import { type ApiHarness, startApi } from './support/api-harness';
import { count, makeBaby, makeContest } from './support/contest-factories';
import { makeUser, type MadeUser } from './support/factories';

const DAY = 24 * 3600 * 1000;
const CONTEST_UNAVAILABLE = { detail: "Ce concours n'existe pas ou n'est plus disponible." };
const NOT_OPEN = { contest: ['Les préinscriptions ne sont pas ouvertes pour ce concours.'] };
const BABY_NOT_FOUND = { baby: ['Bébé introuvable'] };
const GENDER_MISMATCH = { baby: ['Ce bébé ne correspond pas au genre de ce concours.'] };
const DUPLICATE = { non_field_errors: ['Ce bébé est déjà préinscrit à ce concours.'] };
const TOO_OLD = "L'enfant doit avoir entre 0 et 14 ans au début du concours.";

describe('pre-registrations (parents)', () => {
  let api: ApiHarness;
  let photo: Buffer;

  beforeAll(async () => {
    api = await startApi();
    photo = await makeImage({ width: 600, height: 800 });
  });
  afterAll(() => api.close());

  const mediaFiles = async (): Promise<number> => {
    const entries = await readdir(api.config.media.root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).length;
  };

  /** Row counts and stored files: what a refused request must leave exactly as it found them. */
  const snapshot = async () => ({
    preregistrations: await count(api.db, 'preregistrations'),
    babies: await count(api.db, 'babies'),
    files: await mediaFiles(),
  });

  const preContest = (overrides: Parameters<typeof makeContest>[1] = {}) =>
    makeContest(api, { status: 'pre_registration', ...overrides });

  /** The wizard's multipart form for a new baby. */
  const wizard = (parent: MadeUser, fields: Record<string, string>, file: Buffer | null = photo) => {
    let request = api.http.post('/api/contests/preregistrations/').set(parent.auth);
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    return file ? request.attach('photo', file, 'bebe.jpg') : request;
  };

  const newBabyFields = (contestId: number, overrides: Record<string, string> = {}) => ({
    contest_id: String(contestId),
    baby_name: 'Aminata',
    date_of_birth: '2023-06-01',
    gender: 'F',
    bio: 'Toujours souriante',
    country: 'Sénégal',
    city: 'Thiès',
    phone_number: '77 123 45 67',
    ...overrides,
  });

  describe('POST /api/contests/preregistrations/', () => {
    it('pre-registers an existing baby with {baby, contest} and answers the pre-registration', async () => {
      const parent = await makeUser(api);
      const contest = await preContest({ title: 'Sourires de Dakar' });
      const baby = await makeBaby(api, parent.user.id, { name: 'Fatou', dateOfBirth: '2024-03-15' });

      const response = await api.http
        .post('/api/contests/preregistrations')
        .set(parent.auth)
        .send({ baby: baby.id, contest: contest.id })
        .expect(201);

      expect(response.body).toEqual({
        id: expect.any(Number),
        contest: contest.id,
        baby: baby.id,
        phone_number: '',
        location_summary: 'Dakar, Sénégal',
        created_at: expect.any(String),
        can_convert: true,
        participant_id: null,
        baby_details: {
          id: baby.id,
          name: 'Fatou',
          age_months: expect.any(Number),
          photo: `/media/${baby.photo}-card.webp`,
        },
        contest_details: {
          id: contest.id,
          title: 'Sourires de Dakar',
          status: 'pre_registration',
          status_display: 'Préinscription',
          start_date: new Date(contest.start_date).toISOString(),
          preregistration_end_date: null,
        },
        badge: { code: 'preregistration_open', label: 'Préinscriptions ouvertes' },
      });
      const rows = await api.db.query('SELECT user_id, baby_id, contest_id, participant_id FROM preregistrations');
      expect(rows).toContainEqual({
        user_id: parent.user.id,
        baby_id: baby.id,
        contest_id: contest.id,
        participant_id: null,
      });
    });

    it('takes the wizard payload for an existing baby as JSON, checking and storing the phone', async () => {
      const parent = await makeUser(api);
      const contest = await preContest();
      const baby = await makeBaby(api, parent.user.id);

      const response = await api.http
        .post('/api/contests/preregistrations/')
        .set(parent.auth)
        .send({
          contest_id: contest.id,
          baby_id: baby.id,
          country: "Côte d'Ivoire",
          city: 'Abidjan',
          phone_number: '07 01 02 03 04',
        })
        .expect(201);
      expect(response.body).toMatchObject({
        contest: contest.id,
        baby: baby.id,
        phone_number: '+2250701020304',
        location_summary: "Abidjan, Côte d'Ivoire",
      });
    });

    it('creates the new baby (photo re-encoded) and its pre-registration from the multipart wizard', async () => {
      const parent = await makeUser(api);
      const contest = await makeContest(api, { status: 'pre_registration', gender: 'female' });
      const before = await snapshot();

      const response = await wizard(parent, newBabyFields(contest.id)).expect(201);

      expect(response.body).toMatchObject({
        contest: contest.id,
        phone_number: '+221771234567',
        location_summary: 'Thiès, Sénégal',
        can_convert: true,
        baby_details: { name: 'Aminata', photo: expect.stringMatching(/^\/media\/babies\/.+-card\.webp$/) },
      });
      const [baby] = await api.db.query(
        `SELECT owner_id, name, gender, bio, country, city, photo, to_char(date_of_birth, 'YYYY-MM-DD') AS dob
         FROM babies WHERE id = $1`,
        [response.body.baby],
      );
      expect(baby).toEqual({
        owner_id: parent.user.id,
        name: 'Aminata',
        gender: 'female',
        bio: 'Toujours souriante',
        country: 'Sénégal',
        city: 'Thiès',
        photo: expect.stringMatching(/^babies\//),
        dob: '2023-06-01',
      });
      expect(await snapshot()).toEqual({
        preregistrations: before.preregistrations + 1,
        babies: before.babies + 1,
        files: before.files + 3,
      });
      const card = join(api.config.media.root, `${baby.photo}-card.webp`);
      expect((await stat(card)).size).toBeGreaterThan(0);
    });

    it('accepts the wizard JSON for a new baby too, gender M meaning male', async () => {
      const parent = await makeUser(api);
      const contest = await preContest({ gender: 'male' });
      const response = await wizard(parent, newBabyFields(contest.id, { gender: 'M' })).expect(201);
      const [baby] = await api.db.query('SELECT gender FROM babies WHERE id = $1', [response.body.baby]);
      expect(baby.gender).toBe('male');
    });

    it('answers 401 without a token and stores nothing', async () => {
      const contest = await preContest();
      const before = await snapshot();
      await api.http.post('/api/contests/preregistrations/').send({ baby: 1, contest: contest.id }).expect(401);
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['unknown', () => Promise.resolve({ id: 999_999 })],
      ['draft', () => makeContest(api, { status: 'draft' })],
      [
        'deleted',
        async (harness: ApiHarness) => {
          const contest = await makeContest(harness, { status: 'pre_registration' });
          await harness.db.query('UPDATE contests SET deleted_at = now() WHERE id = $1', [contest.id]);
          return contest;
        },
      ],
    ])('answers 404 for a contest that is %s', async (_label, make) => {
      const parent = await makeUser(api);
      const baby = await makeBaby(api, parent.user.id);
      const contest = await make(api);
      const before = await snapshot();
      const response = await api.http
        .post('/api/contests/preregistrations/')
        .set(parent.auth)
        .send({ baby: baby.id, contest: contest.id })
        .expect(404);
      expect(response.body).toEqual(CONTEST_UNAVAILABLE);
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['open', { status: 'open' as const }],
      ['closed', { status: 'closed' as const }],
      [
        'in pre-registration whose window has not started',
        { status: 'pre_registration' as const, preregistrationStartDate: new Date(Date.now() + DAY) },
      ],
      [
        'in pre-registration whose window has ended',
        {
          status: 'pre_registration' as const,
          preregistrationStartDate: new Date(Date.now() - 3 * DAY),
          preregistrationEndDate: new Date(Date.now() - DAY),
        },
      ],
    ])('refuses a contest that is %s', async (_label, overrides) => {
      const parent = await makeUser(api);
      const baby = await makeBaby(api, parent.user.id);
      const contest = await makeContest(api, overrides);
      const before = await snapshot();
      const response = await api.http
        .post('/api/contests/preregistrations/')
        .set(parent.auth)
        .send({ baby: baby.id, contest: contest.id })
        .expect(400);
      expect(response.body).toEqual(NOT_OPEN);
      expect(await snapshot()).toEqual(before);
    });

    it('accepts inside a window with both bounds, and with only an end', async () => {
      const parent = await makeUser(api);
      const bounded = await preContest({
        preregistrationStartDate: new Date(Date.now() - DAY),
        preregistrationEndDate: new Date(Date.now() + DAY),
      });
      const endOnly = await preContest({ preregistrationEndDate: new Date(Date.now() + DAY) });
      for (const contest of [bounded, endOnly]) {
        const baby = await makeBaby(api, parent.user.id);
        await api.http
          .post('/api/contests/preregistrations/')
          .set(parent.auth)
          .send({ baby: baby.id, contest: contest.id })
          .expect(201);
      }
    });

    it("never pre-registers another parent's baby, and does not tell it exists", async () => {
      const parent = await makeUser(api);
      const other = await makeUser(api);
      const theirs = await makeBaby(api, other.user.id);
      const contest = await preContest();
      const before = await snapshot();
      for (const babyId of [theirs.id, 999_999]) {
        const response = await api.http
          .post('/api/contests/preregistrations/')
          .set(parent.auth)
          .send({ baby: babyId, contest: contest.id })
          .expect(400);
        expect(response.body).toEqual(BABY_NOT_FOUND);
      }
      expect(await snapshot()).toEqual(before);
    });

    it("refuses a baby whose gender does not fit the contest's; a mixed contest takes both", async () => {
      const parent = await makeUser(api);
      const boy = await makeBaby(api, parent.user.id, { gender: 'male' });
      const girl = await makeBaby(api, parent.user.id, { gender: 'female' });
      const girlsOnly = await preContest({ gender: 'female' });
      const boysOnly = await preContest({ gender: 'male' });
      const mixed = await preContest({ gender: 'mixed' });
      const before = await snapshot();
      for (const [baby, contest] of [
        [boy, girlsOnly],
        [girl, boysOnly],
      ] as const) {
        const response = await api.http
          .post('/api/contests/preregistrations/')
          .set(parent.auth)
          .send({ baby: baby.id, contest: contest.id })
          .expect(400);
        expect(response.body).toEqual(GENDER_MISMATCH);
      }
      expect(await snapshot()).toEqual(before);

      const newBoy = await wizard(parent, newBabyFields(girlsOnly.id, { gender: 'male' })).expect(400);
      expect(newBoy.body).toEqual(GENDER_MISMATCH);
      expect(await snapshot()).toEqual(before);

      for (const baby of [boy, girl]) {
        await api.http
          .post('/api/contests/preregistrations/')
          .set(parent.auth)
          .send({ baby: baby.id, contest: mixed.id })
          .expect(201);
      }
    });

    it('takes children from 0 to 14 full years on the day the contest starts', async () => {
      const parent = await makeUser(api);
      const contest = await preContest();
      const startDay = todayIso(new Date(contest.start_date));
      const fifteen = yearsBefore(startDay, 15);
      const dayAfter = todayIso(new Date(new Date(`${fifteen}T00:00:00Z`).getTime() + DAY));

      const tooOld = await makeBaby(api, parent.user.id, { dateOfBirth: fifteen });
      const before = await snapshot();
      const refused = await api.http
        .post('/api/contests/preregistrations/')
        .set(parent.auth)
        .send({ baby: tooOld.id, contest: contest.id })
        .expect(400);
      expect(refused.body).toEqual({ baby: [TOO_OLD] });
      const refusedNew = await wizard(parent, newBabyFields(contest.id, { date_of_birth: fifteen })).expect(400);
      expect(refusedNew.body).toEqual({ date_of_birth: [TOO_OLD] });
      expect(await snapshot()).toEqual(before);

      const fourteen = await makeBaby(api, parent.user.id, { dateOfBirth: dayAfter });
      await api.http
        .post('/api/contests/preregistrations/')
        .set(parent.auth)
        .send({ baby: fourteen.id, contest: contest.id })
        .expect(201);
      const newborn = await makeBaby(api, parent.user.id, { dateOfBirth: todayIso(new Date()) });
      await api.http
        .post('/api/contests/preregistrations/')
        .set(parent.auth)
        .send({ baby: newborn.id, contest: contest.id })
        .expect(201);
    });

    it('refuses a second pre-registration of the same baby, also when both arrive at once', async () => {
      const parent = await makeUser(api);
      const contest = await preContest();
      const baby = await makeBaby(api, parent.user.id);
      const send = () =>
        api.http.post('/api/contests/preregistrations/').set(parent.auth).send({ baby: baby.id, contest: contest.id });

      await send().expect(201);
      const again = await send().expect(400);
      expect(again.body).toEqual(DUPLICATE);

      const racing = await makeBaby(api, parent.user.id);
      const race = () =>
        api.http
          .post('/api/contests/preregistrations/')
          .set(parent.auth)
          .send({ baby: racing.id, contest: contest.id });
      const answers = await Promise.all([race(), race(), race()]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
      for (const answer of answers.filter((item) => item.status === 400)) expect(answer.body).toEqual(DUPLICATE);
      const rows = await api.db.query('SELECT count(*)::int AS n FROM preregistrations WHERE baby_id = $1', [
        racing.id,
      ]);
      expect(rows[0].n).toBe(1);
    });

    it.each([
      ['no contest', { baby: 1 }, { contest: ['Veuillez sélectionner un concours.'] }],
      ['no baby', { contest: 1 }, { baby: ['Veuillez sélectionner un bébé'] }],
      [
        'a baby id that is not a number',
        { contest: 1, baby: 'abc' },
        { baby: ['Ce champ doit être un nombre entier.'] },
      ],
      [
        'a contest id out of range',
        { contest: 99_999_999_999, baby: 1 },
        { contest: ['Ce champ doit être un nombre entier.'] },
      ],
    ])('answers 400 for %s', async (_label, body, expected) => {
      const parent = await makeUser(api);
      const response = await api.http.post('/api/contests/preregistrations/').set(parent.auth).send(body).expect(400);
      expect(response.body).toEqual(expected);
    });

    it('checks the phone number by country, on phone_number', async () => {
      const parent = await makeUser(api);
      const contest = await preContest();
      const baby = await makeBaby(api, parent.user.id);
      const before = await snapshot();
      const response = await api.http
        .post('/api/contests/preregistrations/')
        .set(parent.auth)
        .send({ contest_id: contest.id, baby_id: baby.id, country: 'Sénégal', city: 'Dakar', phone_number: '12345' })
        .expect(400);
      expect(response.body).toEqual({ phone_number: ['Format invalide pour Sénégal. Exemple: 771234567'] });
      const badNew = await wizard(parent, newBabyFields(contest.id, { phone_number: '661234567' })).expect(400);
      expect(badNew.body).toEqual({ phone_number: ['Format invalide pour Sénégal. Exemple: 771234567'] });
      expect(await snapshot()).toEqual(before);
    });

    describe('a refused wizard leaves no baby, no pre-registration and no file', () => {
      it.each([
        ['no photo', {}, null, { photo: ['Veuillez ajouter une photo.'] }],
        [
          'a file that is not an image',
          {},
          Buffer.from('pas une image'),
          { photo: ['Veuillez sélectionner une image'] },
        ],
        ['a truncated JPEG', {}, 'truncated', { photo: ['Veuillez sélectionner une image'] }],
        ['no first name', { baby_name: '' }, 'photo', { baby_name: ['Ce champ ne peut pas être vide.'] }],
        [
          'an unknown gender',
          { gender: 'X' },
          'photo',
          { gender: ['Valeur invalide. Choix possibles : female, male.'] },
        ],
        [
          'a date that does not exist',
          { date_of_birth: '2023-02-30' },
          'photo',
          { date_of_birth: ['Saisissez une date valide au format AAAA-MM-JJ.'] },
        ],
        [
          'a birth date in the future',
          { date_of_birth: todayIso(new Date(Date.now() + 2 * DAY)) },
          'photo',
          { date_of_birth: ['La date de naissance ne peut pas être dans le futur.'] },
        ],
      ] as const)('%s', async (_label, overrides, file, expected) => {
        const parent = await makeUser(api);
        const contest = await preContest();
        const bytes = file === 'photo' ? photo : file === 'truncated' ? await makeTruncatedJpeg() : file;
        const before = await snapshot();
        const response = await wizard(parent, newBabyFields(contest.id, overrides), bytes).expect(400);
        expect(response.body).toEqual(expected);
        expect(await snapshot()).toEqual(before);
      });

      it('when the contest does not take pre-registrations', async () => {
        const parent = await makeUser(api);
        const contest = await makeContest(api, { status: 'open' });
        const before = await snapshot();
        const response = await wizard(parent, newBabyFields(contest.id)).expect(400);
        expect(response.body).toEqual(NOT_OPEN);
        expect(await snapshot()).toEqual(before);
      });

      it('when the photo is over 10 MB', async () => {
        const parent = await makeUser(api);
        const contest = await preContest();
        const before = await snapshot();
        const response = await wizard(parent, newBabyFields(contest.id), Buffer.alloc(10 * 1024 * 1024 + 1)).expect(
          400,
        );
        expect(response.body).toEqual({ photo: ['La taille du fichier ne doit pas dépasser 10Mo'] });
        expect(await snapshot()).toEqual(before);
      });

      it('when the database fails after the baby was inserted (one transaction)', async () => {
        await api.db.query(`
          CREATE FUNCTION refuse_test_city() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF NEW.city = 'Panne' THEN RAISE EXCEPTION 'panne simulée'; END IF;
            RETURN NEW;
          END $$`);
        await api.db.query(`CREATE TRIGGER refuse_test_city BEFORE INSERT ON preregistrations
          FOR EACH ROW EXECUTE FUNCTION refuse_test_city()`);
        try {
          const parent = await makeUser(api);
          const contest = await preContest();
          const before = await snapshot();
          const response = await wizard(parent, newBabyFields(contest.id, { city: 'Panne' })).expect(500);
          expect(response.body.detail).toBe('Erreur du serveur. Veuillez réessayer plus tard.');
          expect(await snapshot()).toEqual(before);
        } finally {
          await api.db.query('DROP TRIGGER refuse_test_city ON preregistrations');
          await api.db.query('DROP FUNCTION refuse_test_city()');
        }
      });
    });
  });

  describe('GET /api/contests/preregistrations/', () => {
    /** Inserts a pre-registration directly, whatever the contest's status. */
    const insertPreregistration = async (
      userId: number,
      babyId: number,
      contestId: number,
      createdAt = new Date(),
    ): Promise<number> => {
      const [row] = await api.db.query(
        `INSERT INTO preregistrations (user_id, baby_id, contest_id, country, city, created_at)
         VALUES ($1, $2, $3, 'Sénégal', 'Dakar', $4) RETURNING id`,
        [userId, babyId, contestId, createdAt],
      );
      return row.id;
    };

    it("lists only the caller's own, newest first, in the list shape", async () => {
      const parent = await makeUser(api);
      const other = await makeUser(api);
      const contest = await preContest();
      const older = await insertPreregistration(
        parent.user.id,
        (await makeBaby(api, parent.user.id)).id,
        contest.id,
        new Date(Date.now() - 2 * DAY),
      );
      const newer = await insertPreregistration(parent.user.id, (await makeBaby(api, parent.user.id)).id, contest.id);
      await insertPreregistration(other.user.id, (await makeBaby(api, other.user.id)).id, contest.id);

      const response = await api.http.get('/api/contests/preregistrations/').set(parent.auth).expect(200);
      expect(response.body).toMatchObject({
        count: 2,
        next: null,
        previous: null,
        total_pages: 1,
        current_page: 1,
      });
      expect(response.body.results.map((item: { id: number }) => item.id)).toEqual([newer, older]);
      await api.http.get('/api/contests/preregistrations/').expect(401);
    });

    it('shows the badge and can_convert of the spec for each contest status', async () => {
      const parent = await makeUser(api);
      const entries: { id: number; expected: object }[] = [];
      const add = async (
        contest: Parameters<typeof makeContest>[1],
        expected: object,
        options: { withPhoto?: boolean; converted?: boolean } = {},
      ) => {
        const made = await makeContest(api, contest);
        const baby = await makeBaby(api, parent.user.id, { withPhoto: options.withPhoto });
        const id = await insertPreregistration(parent.user.id, baby.id, made.id);
        if (options.converted) {
          const [participant] = await api.db.query(
            `INSERT INTO participants (contest_id, baby_id, user_id, baby_name, photo, country, city)
             VALUES ($1, $2, $3, $4, $5, 'Sénégal', 'Dakar') RETURNING id`,
            [made.id, baby.id, parent.user.id, baby.name, baby.photo],
          );
          await api.db.query('UPDATE preregistrations SET participant_id = $1 WHERE id = $2', [participant.id, id]);
        }
        entries.push({ id, expected });
      };

      await add(
        { status: 'open' },
        { can_convert: true, badge: { code: 'convertible', label: 'Conversion possible' } },
      );
      await add(
        { status: 'open' },
        { can_convert: false, badge: { code: 'already_participant', label: 'Déjà participant' } },
        { converted: true },
      );
      await add(
        { status: 'open' },
        { can_convert: false, baby_details: expect.objectContaining({ photo: null }) },
        { withPhoto: false },
      );
      await add(
        { status: 'pre_registration', preregistrationEndDate: new Date(Date.now() - DAY) },
        {
          can_convert: true,
          contest_details: expect.objectContaining({ status_display: 'Préinscription' }),
          badge: { code: 'preregistration_ended', label: 'Préinscriptions terminées' },
        },
      );
      await add(
        { status: 'pre_registration', preregistrationEndDate: new Date(Date.now() + DAY) },
        { can_convert: true, badge: { code: 'preregistration_open', label: 'Préinscriptions ouvertes' } },
      );
      await add(
        { status: 'closed' },
        {
          can_convert: false,
          contest_details: expect.objectContaining({ status: 'closed', status_display: 'Fermé' }),
          badge: { code: 'contest_closed', label: 'Concours terminé' },
        },
      );
      await add(
        { status: 'draft' },
        {
          can_convert: false,
          contest_details: expect.objectContaining({ status_display: 'Brouillon' }),
          badge: { code: 'unknown', label: 'Statut inconnu' },
        },
      );

      const response = await api.http.get('/api/contests/preregistrations/').set(parent.auth).expect(200);
      const byId = new Map(response.body.results.map((item: { id: number }) => [item.id, item]));
      for (const entry of entries) expect(byId.get(entry.id)).toMatchObject(entry.expected);
      // "Déjà participant" is also what an open contest shows for a baby without photo (not convertible).
      expect(byId.get(entries[2].id)).toMatchObject({ badge: { label: 'Déjà participant' } });
      expect(byId.get(entries[1].id)).toMatchObject({ participant_id: expect.any(Number) });
    });
  });
});
