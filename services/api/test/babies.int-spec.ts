import { readdir } from 'node:fs/promises';
import { todayIso, yearsBefore } from '@app/entries/participants/age';
import { makeImage, makeTruncatedJpeg } from '@app/testing';
import sharp from 'sharp';
import { type ApiHarness, startApi } from './support/api-harness';
import { count, makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, type MadeUser, makeUser } from './support/factories';
import { binaryBody } from './support/binary-body';

const NOT_FOUND = { detail: 'Bébé non trouvé' };

/** A date `months` months before today (day clamped to 28 so every month has it). */
function monthsAgo(months: number): string {
  const today = new Date();
  const date = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, Math.min(today.getUTCDate(), 28)),
  );
  return date.toISOString().slice(0, 10);
}

describe('baby profiles (owner only)', () => {
  let api: ApiHarness;
  let photo: Buffer;

  beforeAll(async () => {
    api = await startApi();
    photo = await makeImage();
  });
  afterAll(() => api.close());

  async function mediaFiles(): Promise<string[]> {
    try {
      return (await readdir(api.config.media.root, { recursive: true }))
        .filter((name) => name.endsWith('.webp'))
        .sort();
    } catch {
      return [];
    }
  }

  async function snapshot() {
    return { babies: await count(api.db, 'babies'), files: await mediaFiles() };
  }

  function create(user: MadeUser, fields: Record<string, string>, file: Buffer | null = photo) {
    const request = api.http.post('/api/contests/babies/').set(user.auth);
    for (const [name, value] of Object.entries(fields)) void request.field(name, value);
    if (file) void request.attach('photo', file, { filename: 'bebe.jpg', contentType: 'image/jpeg' });
    return request;
  }

  const valid = (overrides: Record<string, string> = {}) => ({
    name: 'Awa',
    date_of_birth: monthsAgo(14),
    gender: 'female',
    bio: 'Toujours souriante',
    country: 'Sénégal',
    city: 'Dakar',
    ...overrides,
  });

  describe('POST /api/contests/babies/', () => {
    it('creates the baby with a re-encoded photo and answers 201 with the baby', async () => {
      const parent = await makeUser(api);
      const before = await snapshot();
      const response = await create(parent, valid({ date_of_birth: monthsAgo(14) })).expect(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        name: 'Awa',
        date_of_birth: monthsAgo(14),
        gender: 'female',
        bio: 'Toujours souriante',
        photo: expect.stringMatching(/^\/media\/babies\/[0-9a-f]{2}\/[0-9a-f]{32}-card\.webp$/),
        photo_urls: {
          thumbnail: expect.stringMatching(/-thumbnail\.webp$/),
          card: expect.stringMatching(/-card\.webp$/),
          full: expect.stringMatching(/-full\.webp$/),
        },
        country: 'Sénégal',
        city: 'Dakar',
        owner: parent.user.id,
        age_months: 14,
        participant_id: null,
        contest_id: null,
        contest_details: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect(await count(api.db, 'babies')).toBe(before.babies + 1);
      expect((await mediaFiles()).length).toBe(before.files.length + 3);

      const served = await api.http.get(response.body.photo_urls.full).buffer(true).parse(binaryBody).expect(200);
      expect((await sharp(served.body as Buffer).metadata()).format).toBe('webp');
    });

    it('accepts a JSON-less form without country and city, and ignores fields it does not know', async () => {
      const parent = await makeUser(api);
      const response = await create(parent, {
        name: 'Moussa',
        date_of_birth: monthsAgo(3),
        gender: 'male',
        owner: '1',
      }).expect(201);
      expect(response.body).toMatchObject({ name: 'Moussa', country: '', city: '', bio: '', owner: parent.user.id });
    });

    it.each([
      ['no photo', valid(), null, { photo: ['Veuillez ajouter une photo.'] }],
      ['a missing name', valid({ name: '' }), 'photo', { name: ['Ce champ ne peut pas être vide.'] }],
      [
        'an unknown gender',
        valid({ gender: 'autre' }),
        'photo',
        { gender: ['Valeur invalide. Choix possibles : female, male.'] },
      ],
      [
        'a badly written date',
        valid({ date_of_birth: '15/03/2024' }),
        'photo',
        { date_of_birth: ['Saisissez une date valide au format AAAA-MM-JJ.'] },
      ],
      [
        'a day that does not exist',
        valid({ date_of_birth: '2023-02-29' }),
        'photo',
        { date_of_birth: ['Saisissez une date valide au format AAAA-MM-JJ.'] },
      ],
      [
        'a bio over 500 characters',
        valid({ bio: 'x'.repeat(501) }),
        'photo',
        { bio: ['Assurez-vous que ce champ ne comporte pas plus de 500 caractères.'] },
      ],
    ] as const)('refuses %s, writing nothing', async (_label, fields, file, body) => {
      const parent = await makeUser(api);
      const before = await snapshot();
      const response = await create(parent, fields, file ? photo : null).expect(400);
      expect(response.body).toEqual(body);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a missing date of birth and gender together', async () => {
      const parent = await makeUser(api);
      const response = await create(parent, { name: 'Awa' }).expect(400);
      expect(response.body).toEqual({
        date_of_birth: ['Ce champ est obligatoire.'],
        gender: ['Ce champ est obligatoire.'],
      });
    });

    it('refuses a date of birth in the future or a child of 15', async () => {
      const parent = await makeUser(api);
      const before = await snapshot();
      const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
      const future = await create(parent, valid({ date_of_birth: tomorrow })).expect(400);
      expect(future.body).toEqual({ date_of_birth: ['La date de naissance ne peut pas être dans le futur.'] });
      const old = await create(parent, valid({ date_of_birth: yearsBefore(todayIso(), 15) })).expect(400);
      expect(old.body).toEqual({ date_of_birth: ["L'enfant doit avoir entre 0 et 14 ans."] });
      expect(await snapshot()).toEqual(before);
      // Born today, and the day before the 15th birthday, are both allowed.
      await create(parent, valid({ date_of_birth: todayIso() })).expect(201);
      const fifteenthBirthday = Date.parse(yearsBefore(todayIso(), 15));
      const stillFourteen = new Date(fifteenthBirthday + 24 * 3600 * 1000).toISOString().slice(0, 10);
      await create(parent, valid({ date_of_birth: stillFourteen })).expect(201);
    });

    it.each([
      [
        'a file that is not an image',
        () => Promise.resolve(Buffer.from('%PDF-1.4 pas une image')),
        'Veuillez sélectionner une image',
      ],
      ['a truncated image', () => makeTruncatedJpeg(), 'Veuillez sélectionner une image'],
      [
        'a photo of 56 megapixels (8000 × 7000), over the limit of 50',
        () =>
          sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fce' } })
            .png()
            .toBuffer(),
        "Cette image est trop grande. Choisissez une photo d'au plus 50 mégapixels.",
      ],
      [
        'a file over 10 MB',
        () => Promise.resolve(Buffer.alloc(10 * 1024 * 1024 + 1, 1)),
        'La taille du fichier ne doit pas dépasser 10Mo',
      ],
    ])('refuses %s with a photo error, writing nothing', async (_label, file, message) => {
      const parent = await makeUser(api);
      const before = await snapshot();
      const response = await create(parent, valid(), await file()).expect(400);
      expect(response.body).toEqual({ photo: [message] });
      expect(await snapshot()).toEqual(before);
    });

    it('needs a signed-in parent', async () => {
      const response = await api.http.post('/api/contests/babies/').field('name', 'Awa').expect(401);
      expect(response.body).toEqual({ detail: 'Vous devez vous connecter pour continuer.' });
    });
  });

  describe('GET /api/contests/babies/', () => {
    let parent: MadeUser;

    beforeAll(async () => {
      parent = await makeUser(api);
      await makeBaby(api, parent.user.id, { name: 'Aïcha', gender: 'female', dateOfBirth: monthsAgo(5) });
      await makeBaby(api, parent.user.id, { name: 'Mamadou', gender: 'male', dateOfBirth: monthsAgo(30) });
      await makeBaby(api, parent.user.id, {
        name: 'Fatou',
        gender: 'female',
        dateOfBirth: monthsAgo(70),
        withPhoto: false,
      });
      const other = await makeUser(api);
      await makeBaby(api, other.user.id, { name: 'Aïssatou', gender: 'female' });
    });

    const names = (body: { results: { name: string }[] }) => body.results.map((baby) => baby.name);

    it('lists only the caller’s babies, newest first, in the paginated shape', async () => {
      const response = await api.http.get('/api/contests/babies/').set(parent.auth).expect(200);
      expect(response.body).toMatchObject({
        count: 3,
        next: null,
        previous: null,
        total_pages: 1,
        current_page: 1,
        page_size: 50,
      });
      expect(names(response.body)).toEqual(['Fatou', 'Mamadou', 'Aïcha']);
      expect(response.body.results[0]).toMatchObject({ photo: null, photo_urls: null, age_months: 70 });
    });

    it('filters by gender, age in months and name', async () => {
      const get = (query: string) => api.http.get(`/api/contests/babies/?${query}`).set(parent.auth).expect(200);
      expect(names((await get('gender=male')).body)).toEqual(['Mamadou']);
      expect(names((await get('age_min=6')).body)).toEqual(['Fatou', 'Mamadou']);
      expect(names((await get('age_max=30')).body)).toEqual(['Mamadou', 'Aïcha']);
      expect(names((await get('age_min=30&age_max=30')).body)).toEqual(['Mamadou']);
      expect(names((await get(`search=${encodeURIComponent('aïc')}`)).body)).toEqual(['Aïcha']);
      expect(names((await get('search=MAMA')).body)).toEqual(['Mamadou']);
    });

    it('pages with page and page_size, or limit', async () => {
      const first = await api.http.get('/api/contests/babies/?page_size=2').set(parent.auth).expect(200);
      expect(names(first.body)).toEqual(['Fatou', 'Mamadou']);
      expect(first.body).toMatchObject({ count: 3, total_pages: 2, next: '/api/contests/babies/?page_size=2&page=2' });
      const second = await api.http.get('/api/contests/babies/?limit=2&page=2').set(parent.auth).expect(200);
      expect(names(second.body)).toEqual(['Aïcha']);
      expect(second.body).toMatchObject({ current_page: 2, page_size: 2, next: null });
    });

    it.each([
      ['gender=autre', { gender: ['Valeur invalide. Choix possibles : female, male.'] }],
      ['age_min=-1', { age_min: ["L'âge doit être un nombre entier de mois, positif ou nul."] }],
      ['age_max=deux', { age_max: ["L'âge doit être un nombre entier de mois, positif ou nul."] }],
      ['page=0', { page: ['Page invalide.'] }],
      ['limit=5000', { limit: ['La taille de page ne peut pas dépasser 1000.'] }],
    ])('refuses %s', async (query, body) => {
      const response = await api.http.get(`/api/contests/babies/?${query}`).set(parent.auth).expect(400);
      expect(response.body).toEqual(body);
    });

    it('counts the caller’s babies in stats', async () => {
      const contest = await makeContest(api);
      const [aicha] = await api.db.query("SELECT id, name, photo FROM babies WHERE name = 'Aïcha'");
      await makeParticipant(api, contest.id, aicha, parent.user.id);
      const response = await api.http.get('/api/contests/babies/stats/').set(parent.auth).expect(200);
      expect(response.body).toEqual({ total: 3, by_gender: { female: 2, male: 1 }, in_contests: 1, with_photo: 2 });
    });
  });

  describe('GET, PATCH, DELETE /api/contests/babies/{id}/', () => {
    it('shows the latest participation of the baby', async () => {
      const parent = await makeUser(api);
      const baby = await makeBaby(api, parent.user.id);
      const older = await makeContest(api, { title: 'Concours de janvier' });
      const newer = await makeContest(api, { title: 'Concours de mars' });
      await makeParticipant(api, older.id, baby, parent.user.id, { createdAt: new Date(Date.now() - 3600_000) });
      const latest = await makeParticipant(api, newer.id, baby, parent.user.id);
      const response = await api.http.get(`/api/contests/babies/${baby.id}/`).set(parent.auth).expect(200);
      expect(response.body).toMatchObject({
        id: baby.id,
        participant_id: latest.id,
        contest_id: newer.id,
        contest_details: { id: newer.id, title: 'Concours de mars', status: 'open' },
      });
      await api.db.query('UPDATE participants SET deleted_at = now() WHERE id = $1', [latest.id]);
      const after = await api.http.get(`/api/contests/babies/${baby.id}`).set(parent.auth).expect(200);
      expect(after.body.contest_details).toEqual({ id: older.id, title: 'Concours de janvier', status: 'open' });
    });

    it('answers 404 for another parent’s baby, even to an administrator, and changes nothing', async () => {
      const owner = await makeUser(api);
      const baby = await makeBaby(api, owner.user.id, { name: 'Khadija' });
      for (const caller of [await makeUser(api), await makeAdmin(api)]) {
        const get = await api.http.get(`/api/contests/babies/${baby.id}/`).set(caller.auth).expect(404);
        expect(get.body).toEqual(NOT_FOUND);
        const patch = await api.http
          .patch(`/api/contests/babies/${baby.id}/`)
          .set(caller.auth)
          .send({ name: 'Pirate' })
          .expect(404);
        expect(patch.body).toEqual(NOT_FOUND);
        await api.http.delete(`/api/contests/babies/${baby.id}/`).set(caller.auth).expect(404);
      }
      const [row] = await api.db.query('SELECT name FROM babies WHERE id = $1', [baby.id]);
      expect(row.name).toBe('Khadija');
    });

    it.each(['999999', 'abc', '0'])('answers 404 for the id %s', async (id) => {
      const parent = await makeUser(api);
      const response = await api.http.get(`/api/contests/babies/${id}/`).set(parent.auth).expect(404);
      expect(response.body).toEqual(NOT_FOUND);
    });

    it('updates fields from JSON and refuses wrong types', async () => {
      const parent = await makeUser(api);
      const baby = await makeBaby(api, parent.user.id, { name: 'Awa' });
      const updated = await api.http
        .patch(`/api/contests/babies/${baby.id}/`)
        .set(parent.auth)
        .send({ name: 'Awa Marie', bio: 'Adore chanter', city: 'Thiès', owner: 999 })
        .expect(200);
      expect(updated.body).toMatchObject({
        name: 'Awa Marie',
        bio: 'Adore chanter',
        city: 'Thiès',
        owner: parent.user.id,
      });

      const wrong = await api.http
        .patch(`/api/contests/babies/${baby.id}/`)
        .set(parent.auth)
        .send({ name: 12, gender: 'F' })
        .expect(400);
      expect(wrong.body).toEqual({
        name: ['Ce champ doit être une chaîne de caractères.'],
        gender: ['Valeur invalide. Choix possibles : female, male.'],
      });
      const old = await api.http
        .patch(`/api/contests/babies/${baby.id}/`)
        .set(parent.auth)
        .send({ date_of_birth: '2001-01-01' })
        .expect(400);
      expect(old.body).toEqual({ date_of_birth: ["L'enfant doit avoir entre 0 et 14 ans."] });
      const [row] = await api.db.query('SELECT name, date_of_birth::text AS dob FROM babies WHERE id = $1', [baby.id]);
      expect(row).toEqual({ name: 'Awa Marie', dob: '2024-03-15' });
    });

    it('replaces the photo from a multipart PATCH, removing the old files once nothing shows them', async () => {
      const parent = await makeUser(api);
      const created = await create(parent, valid()).expect(201);
      const oldPhoto: string = created.body.photo;
      const before = await mediaFiles();
      const response = await api.http
        .patch(`/api/contests/babies/${created.body.id}/`)
        .set(parent.auth)
        .field('name', 'Awa Bis')
        .attach('photo', await makeImage({ format: 'png', width: 300, height: 300 }), 'bebe.png')
        .expect(200);
      expect(response.body.name).toBe('Awa Bis');
      expect(response.body.photo).not.toBe(oldPhoto);
      const after = await mediaFiles();
      expect(after.length).toBe(before.length);
      const oldKey = oldPhoto.replace(/^\/media\//, '').replace(/-card\.webp$/, '');
      expect(after.filter((file) => file.startsWith(oldKey))).toEqual([]);
      await api.http.get(oldPhoto).expect(404);
    });

    it('keeps the old photo files while a participation still shows them', async () => {
      const parent = await makeUser(api);
      const baby = await makeBaby(api, parent.user.id);
      const contest = await makeContest(api);
      const participant = await makeParticipant(api, contest.id, baby, parent.user.id);
      const before = await mediaFiles();
      await api.http
        .patch(`/api/contests/babies/${baby.id}/`)
        .set(parent.auth)
        .attach('photo', photo, 'bebe.jpg')
        .expect(200);
      expect((await mediaFiles()).length).toBe(before.length + 3);
      const shown = await api.http.get(`/api/contests/participants/${participant.id}/`).expect(200);
      await api.http.get(shown.body.baby_details.photo).expect(200);
    });

    it('refuses a bad new photo, keeping the baby and its files as they were', async () => {
      const parent = await makeUser(api);
      const baby = await makeBaby(api, parent.user.id, { name: 'Awa' });
      const before = await snapshot();
      const response = await api.http
        .patch(`/api/contests/babies/${baby.id}/`)
        .set(parent.auth)
        .field('name', 'Autre')
        .attach('photo', await makeTruncatedJpeg(), 'bebe.jpg')
        .expect(400);
      expect(response.body).toEqual({ photo: ['Veuillez sélectionner une image'] });
      expect(await snapshot()).toEqual(before);
      const [row] = await api.db.query('SELECT name, photo FROM babies WHERE id = $1', [baby.id]);
      expect(row).toEqual({ name: 'Awa', photo: baby.photo });
    });

    it('deletes the baby (204); its participations stay without it, with their photo', async () => {
      const parent = await makeUser(api);
      const baby = await makeBaby(api, parent.user.id, { name: 'Binta' });
      const contest = await makeContest(api);
      const participant = await makeParticipant(api, contest.id, baby, parent.user.id);
      const before = await mediaFiles();
      await api.http.delete(`/api/contests/babies/${baby.id}/`).set(parent.auth).expect(204);
      await api.http.get(`/api/contests/babies/${baby.id}/`).set(parent.auth).expect(404);
      const [row] = await api.db.query('SELECT baby_id, baby_name, deleted_at FROM participants WHERE id = $1', [
        participant.id,
      ]);
      expect(row).toEqual({ baby_id: null, baby_name: 'Binta', deleted_at: null });
      expect(await mediaFiles()).toEqual(before);
      const shown = await api.http.get(`/api/contests/participants/${participant.id}/`).expect(200);
      expect(shown.body.baby_details).toMatchObject({
        name: 'Binta',
        gender: null,
        age_months: null,
      });
    });

    it('removes the photo files of a deleted baby nothing else shows', async () => {
      const parent = await makeUser(api);
      const created = await create(parent, valid()).expect(201);
      const before = await mediaFiles();
      await api.http.delete(`/api/contests/babies/${created.body.id}`).set(parent.auth).expect(204);
      expect((await mediaFiles()).length).toBe(before.length - 3);
    });
  });
});
