import { readdir } from 'node:fs/promises';
import { todayIso, yearsBefore } from '@app/entries/participants/age';
import { makeImage, makeTruncatedJpeg } from '@app/testing';
import sharp from 'sharp';
import { type ApiHarness, startApi } from './support/api-harness';
import { type ContestRow, count, makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { type MadeUser, makeUser } from './support/factories';
import { binaryBody } from './support/binary-body';

const DAY = 24 * 3600 * 1000;
const NO_MATCHING_CONTEST = { detail: 'Aucun concours ouvert correspondant au genre de ce bébé' };
const NOT_OPEN = { detail: "Ce concours n'est pas ouvert aux inscriptions." };

function monthsAgo(months: number): string {
  const today = new Date();
  const date = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, Math.min(today.getUTCDate(), 28)),
  );
  return date.toISOString().slice(0, 10);
}

describe('POST /api/contests/register/ (participation wizard)', () => {
  let api: ApiHarness;
  let photo: Buffer;
  /** The only open contest at first: mixed. Tests that need others create and close them. */
  let mixed: ContestRow;

  beforeAll(async () => {
    api = await startApi();
    photo = await makeImage();
    mixed = await makeContest(api, { title: 'Concours mixte', gender: 'mixed' });
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

  /** The bytes the API serves at a media URL. */
  async function fetchBytes(url: string): Promise<Buffer> {
    const response = await api.http.get(url).buffer(true).parse(binaryBody).expect(200);
    return response.body as Buffer;
  }

  async function snapshot() {
    return {
      babies: await count(api.db, 'babies'),
      participants: await count(api.db, 'participants'),
      voteCodes: await count(api.db, 'vote_codes'),
      files: await mediaFiles(),
    };
  }

  const form = (overrides: Record<string, string | number | undefined> = {}) => ({
    baby_name: 'Aïcha',
    date_of_birth: monthsAgo(20),
    gender: 'female',
    bio: 'Un sourire pour tous',
    country: 'Sénégal',
    city: 'Dakar',
    phone_number: '77 123 45 67',
    email: 'ignore@example.com',
    ...overrides,
  });

  function register(
    user: MadeUser | null,
    fields: Record<string, string | number | undefined>,
    file: Buffer | null = photo,
  ) {
    const request = api.http.post('/api/contests/register/');
    if (user) void request.set(user.auth);
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined) void request.field(name, String(value));
    }
    if (file) void request.attach('photo', file, { filename: 'bebe.jpg', contentType: 'image/jpeg' });
    return request;
  }

  /** Runs a request that must be refused and checks that it changed nothing and left no file. */
  async function refused(request: () => ReturnType<typeof register>, status: number, body: unknown): Promise<void> {
    const before = await snapshot();
    const response = await request().expect(status);
    expect(response.body).toEqual(body);
    expect(await snapshot()).toEqual(before);
  }

  it('registers a child with a GPS-tagged photo and serves it re-encoded, without metadata', async () => {
    const parent = await makeUser(api);
    const upload = await makeImage({ withGps: true });
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const before = await snapshot();

    const response = await register(parent, form({ contest: mixed.id }), upload).expect(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      participant_id: response.body.id,
      contest: mixed.id,
      contest_id: mixed.id,
      country: 'Sénégal',
      city: 'Dakar',
      phone_number: '+221771234567',
      created_at: expect.any(String),
      baby_details: {
        name: 'Aïcha',
        gender: 'female',
        date_of_birth: monthsAgo(20),
        bio: 'Un sourire pour tous',
        photo: expect.stringMatching(/^\/media\/babies\/[0-9a-f]{2}\/[0-9a-f]{32}-card\.webp$/),
        photo_urls: expect.objectContaining({ full: expect.stringMatching(/-full\.webp$/) }),
        age_months: 20,
      },
      contest_details: expect.objectContaining({ id: mixed.id, title: 'Concours mixte', status: 'open' }),
      vote_code: expect.stringMatching(/^[1-9]\d{3}$/),
    });
    expect(await count(api.db, 'babies')).toBe(before.babies + 1);
    expect(await count(api.db, 'participants')).toBe(before.participants + 1);
    // Its vote code, written with it, in the season of the contest's start.
    const [code] = await api.db.query('SELECT season, code FROM vote_codes WHERE participant_id = $1', [
      response.body.id,
    ]);
    expect(code).toEqual({ season: new Date(mixed.start_date).getUTCFullYear(), code: response.body.vote_code });
    expect((await mediaFiles()).length).toBe(before.files.length + 3);

    // The baby profile and the participation share one stored photo.
    const [row] = await api.db.query(
      `SELECT p.photo AS participant_photo, b.photo AS baby_photo, b.owner_id, p.user_id, p.phone_number
         FROM participants p JOIN babies b ON b.id = p.baby_id WHERE p.id = $1`,
      [response.body.id],
    );
    expect(row.participant_photo).toBe(row.baby_photo);
    expect(row).toMatchObject({ owner_id: parent.user.id, user_id: parent.user.id, phone_number: '+221771234567' });

    for (const url of Object.values<string>(response.body.baby_details.photo_urls)) {
      const bytes = await fetchBytes(url);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(bytes.equals(upload)).toBe(false);
      expect(bytes.includes(Buffer.from('BebePhone'))).toBe(false);
      expect(bytes.includes(Buffer.from('Dakar'))).toBe(false);
    }

    const shown = await api.http.get(`/api/contests/participants/${response.body.id}/`).expect(200);
    expect(shown.body.baby_details.name).toBe('Aïcha');
    expect(shown.body).not.toHaveProperty('phone_number');
  });

  describe('choosing the contest', () => {
    it('without a contest id, takes the open contest of the baby’s gender first, ending first', async () => {
      const girlsLate = await makeContest(api, { gender: 'female', endDate: new Date(Date.now() + 40 * DAY) });
      const girlsSoon = await makeContest(api, { gender: 'female', endDate: new Date(Date.now() + 5 * DAY) });
      const parent = await makeUser(api);
      const girl = await register(parent, form()).expect(201);
      expect(girl.body.contest).toBe(girlsSoon.id);
      // No boys' contest is open: a boy goes to the mixed one.
      const boy = await register(parent, form({ baby_name: 'Moussa', gender: 'male' })).expect(201);
      expect(boy.body.contest).toBe(mixed.id);
      await api.db.query("UPDATE contests SET status = 'closed' WHERE id = ANY($1)", [[girlsLate.id, girlsSoon.id]]);
    });

    it('accepts contest_id as well as contest', async () => {
      const parent = await makeUser(api);
      const response = await register(parent, form({ contest_id: mixed.id })).expect(201);
      expect(response.body.contest_details.id).toBe(mixed.id);
    });

    it('refuses when no open contest fits the baby’s gender', async () => {
      await api.db.query("UPDATE contests SET status = 'closed' WHERE id = $1", [mixed.id]);
      const girls = await makeContest(api, { gender: 'female' });
      try {
        const parent = await makeUser(api);
        await refused(() => register(parent, form({ gender: 'male', baby_name: 'Moussa' })), 400, NO_MATCHING_CONTEST);
      } finally {
        await api.db.query("UPDATE contests SET status = 'closed' WHERE id = $1", [girls.id]);
        await api.db.query("UPDATE contests SET status = 'open' WHERE id = $1", [mixed.id]);
      }
    });

    it('refuses a contest for the other gender', async () => {
      const boys = await makeContest(api, { gender: 'male' });
      const parent = await makeUser(api);
      await refused(() => register(parent, form({ contest: boys.id })), 400, NO_MATCHING_CONTEST);
      await api.db.query("UPDATE contests SET status = 'closed' WHERE id = $1", [boys.id]);
    });

    it('refuses a contest that is closed, in pre-registration, or past its end date', async () => {
      const parent = await makeUser(api);
      const closed = await makeContest(api, { status: 'closed' });
      const upcoming = await makeContest(api, { status: 'pre_registration' });
      const ended = await makeContest(api, {
        startDate: new Date(Date.now() - 10 * DAY),
        endDate: new Date(Date.now() - 60_000),
      });
      for (const contest of [closed, upcoming, ended]) {
        await refused(() => register(parent, form({ contest: contest.id })), 400, NOT_OPEN);
      }
      await api.db.query("UPDATE contests SET status = 'closed' WHERE id = $1", [ended.id]);
    });

    it('answers 404 for a contest that is unknown, draft or deleted', async () => {
      const parent = await makeUser(api);
      const draft = await makeContest(api, { status: 'draft' });
      const deleted = await makeContest(api);
      await api.db.query("UPDATE contests SET deleted_at = now(), status = 'closed' WHERE id = $1", [deleted.id]);
      for (const id of [999999, draft.id, deleted.id]) {
        await refused(() => register(parent, form({ contest: id })), 404, { detail: 'Concours non trouvé' });
      }
    });
  });

  describe('refused input', () => {
    let parent: MadeUser;

    beforeAll(async () => {
      parent = await makeUser(api);
    });

    it('needs a signed-in parent', async () => {
      await refused(() => register(null, form()), 401, { detail: 'Vous devez vous connecter pour continuer.' });
    });

    it('lists every missing field', async () => {
      await refused(() => register(parent, {}, null), 400, {
        baby_name: ['Ce champ est obligatoire.'],
        date_of_birth: ['Ce champ est obligatoire.'],
        gender: ['Ce champ est obligatoire.'],
        country: ['Ce champ est obligatoire.'],
        city: ['Ce champ est obligatoire.'],
        phone_number: ['Ce champ est obligatoire.'],
      });
    });

    it.each([
      ['an unknown gender', { gender: 'fille' }, { gender: ['Valeur invalide. Choix possibles : female, male.'] }],
      ['a contest id that is not a number', { contest: 'abc' }, { contest: ['Ce champ doit être un nombre entier.'] }],
      ['a baby id that is not a number', { baby_id: '1.5' }, { baby_id: ['Ce champ doit être un nombre entier.'] }],
      [
        'a badly written date',
        { date_of_birth: '2024-13-01' },
        { date_of_birth: ['Saisissez une date valide au format AAAA-MM-JJ.'] },
      ],
      [
        'a bio over 500 characters',
        { bio: 'é'.repeat(501) },
        { bio: ['Assurez-vous que ce champ ne comporte pas plus de 500 caractères.'] },
      ],
      ['a blank name', { baby_name: '   ' }, { baby_name: ['Ce champ ne peut pas être vide.'] }],
    ])('refuses %s', async (_label, overrides, body) => {
      await refused(() => register(parent, form(overrides)), 400, body);
    });

    it('refuses a date of birth in the future, or a child of 15, on date_of_birth', async () => {
      const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);
      await refused(() => register(parent, form({ date_of_birth: tomorrow })), 400, {
        date_of_birth: ['La date de naissance ne peut pas être dans le futur.'],
      });
      await refused(() => register(parent, form({ date_of_birth: yearsBefore(todayIso(), 15) })), 400, {
        date_of_birth: ["L'enfant doit avoir entre 0 et 14 ans."],
      });
    });

    it('checks the phone number against the rules of the country', async () => {
      await refused(() => register(parent, form({ phone_number: '612345678' })), 400, {
        phone_number: ['Format invalide pour Sénégal. Exemple: 771234567'],
      });
      await refused(() => register(parent, form({ country: 'Mali', city: 'Bamako', phone_number: '761234' })), 400, {
        phone_number: ['Format invalide pour Mali. Exemple: 76123456'],
      });
      await refused(() => register(parent, form({ phone_number: '' })), 400, {
        phone_number: ['Le numéro de téléphone est requis'],
      });
      const mali = await register(parent, form({ country: 'Mali', city: 'Bamako', phone_number: '76123456' })).expect(
        201,
      );
      expect(mali.body.phone_number).toBe('+22376123456');
    });

    it('reports several rule errors together', async () => {
      const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);
      await refused(() => register(parent, form({ date_of_birth: tomorrow, phone_number: '12' }), null), 400, {
        date_of_birth: ['La date de naissance ne peut pas être dans le futur.'],
        phone_number: ['Format invalide pour Sénégal. Exemple: 771234567'],
        photo: ['Veuillez ajouter une photo.'],
      });
    });

    it.each([
      ['no photo', () => Promise.resolve(null), 'Veuillez ajouter une photo.'],
      [
        'a file that is not an image',
        () => Promise.resolve(Buffer.from('ceci n’est pas une image')),
        'Veuillez sélectionner une image',
      ],
      ['a truncated image', () => makeTruncatedJpeg(), 'Veuillez sélectionner une image'],
      [
        'a file over 10 MB',
        () => Promise.resolve(Buffer.alloc(10 * 1024 * 1024 + 1, 7)),
        'La taille du fichier ne doit pas dépasser 10Mo',
      ],
    ])('refuses %s on photo', async (_label, file, message) => {
      const bytes = await file();
      await refused(() => register(parent, form(), bytes), 400, { photo: [message] });
    });
  });

  describe('a retry with the same Idempotency-Key', () => {
    it('answers the participation already made, without a second child, participant or photo', async () => {
      const parent = await makeUser(api);
      const first = await register(parent, form({ contest: mixed.id }))
        .set('Idempotency-Key', 'wizard-1')
        .expect(201);
      const after = await snapshot();

      const again = await register(parent, form({ contest: mixed.id }))
        .set('Idempotency-Key', 'wizard-1')
        .expect(201);
      expect(again.body).toEqual(first.body);
      expect(await snapshot()).toEqual(after);

      // Another parent's key, even the same text, is theirs; a new key is a new participation.
      const other = await makeUser(api);
      const theirs = await register(other, form({ contest: mixed.id }))
        .set('Idempotency-Key', 'wizard-1')
        .expect(201);
      expect(theirs.body.id).not.toBe(first.body.id);
      const second = await register(parent, form({ contest: mixed.id }))
        .set('Idempotency-Key', 'wizard-2')
        .expect(201);
      expect(second.body.id).not.toBe(first.body.id);
    });

    it('makes one participation of two sends at once', async () => {
      const parent = await makeUser(api);
      const before = await snapshot();
      const answers = await Promise.all(
        [1, 2].map(() => register(parent, form({ contest: mixed.id })).set('Idempotency-Key', 'at-once')),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers[0].body.id).toBe(answers[1].body.id);
      expect(await count(api.db, 'participants')).toBe(before.participants + 1);
      expect(await count(api.db, 'babies')).toBe(before.babies + 1);
      expect((await mediaFiles()).length).toBe(before.files.length + 3);
    });

    it('refuses a malformed key in French, changing nothing', async () => {
      const parent = await makeUser(api);
      await refused(() => register(parent, form()).set('Idempotency-Key', 'pas de clé ici'), 400, {
        detail: "L'en-tête Idempotency-Key doit contenir de 1 à 100 lettres, chiffres ou les caractères . _ : -",
      });
    });
  });

  describe('with an existing baby (baby_id)', () => {
    it('reuses the caller’s baby and its photo; the same baby cannot enter the same contest twice', async () => {
      const parent = await makeUser(api);
      const baby = await makeBaby(api, parent.user.id, {
        name: 'Ndeye',
        gender: 'female',
        dateOfBirth: monthsAgo(30),
        bio: 'Curieuse',
      });
      const before = await snapshot();
      const response = await register(
        parent,
        {
          baby_id: baby.id,
          contest: mixed.id,
          country: 'Sénégal',
          city: 'Rufisque',
          phone_number: '+221 77 000 00 00',
        },
        null,
      ).expect(201);
      expect(response.body).toMatchObject({
        city: 'Rufisque',
        phone_number: '+221770000000',
        baby_details: {
          name: 'Ndeye',
          bio: 'Curieuse',
          gender: 'female',
          date_of_birth: monthsAgo(30),
          age_months: 30,
        },
      });
      expect(await count(api.db, 'babies')).toBe(before.babies);
      expect(await count(api.db, 'participants')).toBe(before.participants + 1);
      expect(await mediaFiles()).toEqual(before.files);
      const [row] = await api.db.query('SELECT photo FROM participants WHERE id = $1', [response.body.id]);
      expect(row.photo).toBe(baby.photo);

      const profile = await api.http.get(`/api/contests/babies/${baby.id}/`).set(parent.auth).expect(200);
      expect(profile.body).toMatchObject({ participant_id: response.body.id, contest_id: mixed.id });

      const again = () =>
        register(parent, {
          baby_id: baby.id,
          contest: mixed.id,
          country: 'Sénégal',
          city: 'Dakar',
          phone_number: '771234567',
        });
      await refused(again, 400, { non_field_errors: ['Ce bébé participe déjà à ce concours.'] });
    });

    it('lets two simultaneous registrations of one baby in one contest produce a single participant', async () => {
      const parent = await makeUser(api);
      const baby = await makeBaby(api, parent.user.id);
      const before = await snapshot();
      const fields = {
        baby_id: baby.id,
        contest: mixed.id,
        country: 'Sénégal',
        city: 'Dakar',
        phone_number: '771234567',
      };
      const responses = await Promise.all([
        register(parent, fields),
        register(parent, fields),
        register(parent, fields),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 400, 400]);
      for (const response of responses.filter((item) => item.status === 400)) {
        expect(response.body).toEqual({ non_field_errors: ['Ce bébé participe déjà à ce concours.'] });
      }
      expect(await count(api.db, 'participants')).toBe(before.participants + 1);
      // Only the winner's uploaded photo stays.
      expect((await mediaFiles()).length).toBe(before.files.length + 3);
    });

    it('uses a photo sent with the baby for the participation, and gives it to a baby that had none', async () => {
      const parent = await makeUser(api);
      const baby = await makeBaby(api, parent.user.id, { withPhoto: false });
      await refused(
        () =>
          register(parent, { baby_id: baby.id, country: 'Sénégal', city: 'Dakar', phone_number: '771234567' }, null),
        400,
        { photo: ['Veuillez ajouter une photo.'] },
      );
      const response = await register(parent, {
        baby_id: baby.id,
        country: 'Sénégal',
        city: 'Dakar',
        phone_number: '771234567',
      }).expect(201);
      const [row] = await api.db.query(
        'SELECT p.photo AS participant_photo, b.photo AS baby_photo FROM participants p JOIN babies b ON b.id = p.baby_id WHERE p.id = $1',
        [response.body.id],
      );
      expect(row.baby_photo).toBe(row.participant_photo);
    });

    it('answers 404 for another parent’s baby, and checks the baby’s age and gender', async () => {
      const parent = await makeUser(api);
      const stranger = await makeUser(api);
      const theirs = await makeBaby(api, stranger.user.id);
      const fields = { country: 'Sénégal', city: 'Dakar', phone_number: '771234567' };
      await refused(() => register(parent, { ...fields, baby_id: theirs.id }), 404, { detail: 'Bébé non trouvé' });
      await refused(() => register(parent, { ...fields, baby_id: 999999 }), 404, { detail: 'Bébé non trouvé' });

      const teen = await makeBaby(api, parent.user.id, { dateOfBirth: yearsBefore(todayIso(), 16) });
      await refused(() => register(parent, { ...fields, baby_id: teen.id }, null), 400, {
        date_of_birth: ["L'enfant doit avoir entre 0 et 14 ans."],
      });

      const boys = await makeContest(api, { gender: 'male' });
      const girl = await makeBaby(api, parent.user.id, { gender: 'female' });
      await refused(
        () => register(parent, { ...fields, baby_id: girl.id, contest: boys.id }, null),
        400,
        NO_MATCHING_CONTEST,
      );
      await api.db.query("UPDATE contests SET status = 'closed' WHERE id = $1", [boys.id]);
    });

    it('allows a new registration once the previous participation was deleted', async () => {
      const parent = await makeUser(api);
      const baby = await makeBaby(api, parent.user.id);
      const first = await makeParticipant(api, mixed.id, baby, parent.user.id);
      await api.db.query('UPDATE participants SET deleted_at = now() WHERE id = $1', [first.id]);
      await register(
        parent,
        { baby_id: baby.id, contest: mixed.id, country: 'Sénégal', city: 'Dakar', phone_number: '771234567' },
        null,
      ).expect(201);
    });
  });
});
