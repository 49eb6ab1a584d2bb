import { readdir } from 'node:fs/promises';
import { contestEventsChannel, type ContestChangedEvent } from '@app/contests';
import { createRedis } from '@app/redis';
import { makeImage, makeTruncatedJpeg } from '@app/testing';
import type Redis from 'ioredis';
import sharp from 'sharp';
import { type ApiHarness, startApi } from './support/api-harness';
import { count, makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, type MadeUser, makeUser } from './support/factories';
import { binaryBody } from './support/binary-body';

const BASE = '/api/contests/contests';
const DAY = 24 * 3600 * 1000;
const FORBIDDEN = { detail: "Vous n'avez pas les permissions nécessaires." };
const NOT_FOUND = { detail: 'Concours non trouvé' };
const NOT_AN_IMAGE = { image: ['Veuillez sélectionner une image'] };
const MESSAGES = {
  required: 'Ce champ est obligatoire.',
  endBeforeStart: 'La fin du concours doit être postérieure au début du concours.',
  preEndBeforeStart: 'La fin des préinscriptions doit être postérieure au début.',
  preStartAfterStart: 'Le début des préinscriptions doit être avant le début du concours.',
  invalidDate: 'Saisissez une date et une heure valides, par exemple 2026-05-01T18:00.',
  invalidAmount: 'Le montant doit être un nombre entier positif ou nul, sans décimales.',
  secondAboveFirst: 'Le prix de la 2e place ne peut pas dépasser celui de la 1re place.',
  thirdAboveSecond: 'Le prix de la 3e place ne peut pas dépasser celui de la 2e place.',
};

interface ContestBody {
  id: number;
  title: string;
  status: string;
  gender: string;
  image: string | null;
  image_urls: { thumbnail: string; card: string; full: string } | null;
  [field: string]: unknown;
}

const ids = (contests: ContestBody[]) => contests.map((contest) => contest.id);

/** A valid contest form as the admin screen sends it: local date-times, every value a string. */
function form(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Les plus belles filles',
    description: 'Le plus beau sourire de l’année',
    start_date: '2030-05-01T18:00',
    end_date: '2030-05-31T18:00',
    gender: 'female',
    ...overrides,
  };
}

describe('contests', () => {
  let api: ApiHarness;
  let admin: MadeUser;
  let parent: MadeUser;

  /** Every stored image file under the media root, to prove a refused request left none behind. */
  async function mediaFiles(): Promise<string[]> {
    try {
      return (await readdir(api.config.media.root, { recursive: true })).filter((name) => name.endsWith('.webp'));
    } catch {
      return [];
    }
  }

  function multipart(method: 'post' | 'patch' | 'put', path: string, fields: Record<string, string>) {
    let request = api.http[method](path).set(admin.auth);
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    return request;
  }

  beforeAll(async () => {
    api = await startApi();
    admin = await makeAdmin(api);
    parent = await makeUser(api);
  });
  afterAll(() => api.close());

  describe('public reads', () => {
    let open: { id: number };
    let closed: { id: number };
    let preregistration: { id: number };
    let draft: { id: number };

    beforeAll(async () => {
      open = await makeContest(api, { status: 'open', gender: 'female' });
      closed = await makeContest(api, { status: 'closed', gender: 'male' });
      preregistration = await makeContest(api, { status: 'pre_registration' });
      draft = await makeContest(api, { status: 'draft' });
    });

    it('lists contests as a plain array without page, drafts hidden from visitors and parents', async () => {
      for (const caller of [{}, parent.auth]) {
        const response = await api.http.get(`${BASE}/`).set(caller).expect(200);
        expect(Array.isArray(response.body)).toBe(true);
        expect(ids(response.body)).toEqual(expect.arrayContaining([open.id, closed.id, preregistration.id]));
        expect(ids(response.body)).not.toContain(draft.id);
        expect(response.body.every((contest: ContestBody) => contest.status !== 'draft')).toBe(true);
      }
    });

    it('shows drafts to administrators, in the list and in detail', async () => {
      const list = await api.http.get(BASE).set(admin.auth).expect(200);
      expect(ids(list.body)).toContain(draft.id);
      const detail = await api.http.get(`${BASE}/${draft.id}/`).set(admin.auth).expect(200);
      expect(detail.body).toMatchObject({ id: draft.id, status: 'draft' });
      const groupAdmin = await makeUser(api, { groups: ['Administrateurs'] });
      await api.http.get(`${BASE}/${draft.id}/`).set(groupAdmin.auth).expect(200);
    });

    it('answers 404 "Concours non trouvé" for a draft, an unknown id or a malformed id', async () => {
      for (const path of [`${BASE}/${draft.id}/`, `${BASE}/999999/`, `${BASE}/abc/`]) {
        const response = await api.http.get(path).set(parent.auth).expect(404);
        expect(response.body).toEqual(NOT_FOUND);
      }
      await api.http.get(`${BASE}/${draft.id}`).expect(404);
    });

    it('answers the paginated shape when page or page_size is given', async () => {
      const visible = Number(
        (await api.db.query("SELECT count(*) FROM contests WHERE status <> 'draft' AND deleted_at IS NULL"))[0].count,
      );
      const first = await api.http.get(`${BASE}/?page_size=2`).expect(200);
      expect(first.body).toMatchObject({
        count: visible,
        previous: null,
        total_pages: Math.ceil(visible / 2),
        current_page: 1,
        page_size: 2,
      });
      expect(first.body.results).toHaveLength(2);
      expect(first.body.next).toBe(`${BASE}/?page_size=2&page=2`);

      const second = await api.http.get(`${BASE}/?page=2&page_size=2`).expect(200);
      expect(second.body.current_page).toBe(2);
      expect(second.body.previous).toContain('page=1');
      expect(ids(second.body.results).some((id) => ids(first.body.results).includes(id))).toBe(false);

      const defaults = await api.http.get(`${BASE}/?page=1`).expect(200);
      expect(defaults.body).toMatchObject({ current_page: 1, page_size: 20, count: visible });
    });

    it('filters by status and gender', async () => {
      const byStatus = await api.http.get(`${BASE}/?status=closed`).expect(200);
      expect(ids(byStatus.body)).toContain(closed.id);
      expect(byStatus.body.every((contest: ContestBody) => contest.status === 'closed')).toBe(true);

      const byGender = await api.http.get(`${BASE}/?gender=female&page=1`).expect(200);
      expect(ids(byGender.body.results)).toContain(open.id);
      expect(byGender.body.results.every((contest: ContestBody) => contest.gender === 'female')).toBe(true);

      const drafts = await api.http.get(`${BASE}/?status=draft`).expect(200);
      expect(drafts.body).toEqual([]);
      const adminDrafts = await api.http.get(`${BASE}/?status=draft`).set(admin.auth).expect(200);
      expect(ids(adminDrafts.body)).toContain(draft.id);

      const bad = await api.http.get(`${BASE}/?status=fini&gender=autre`).expect(400);
      expect(bad.body).toEqual({
        status: ['Valeur invalide. Choix possibles : draft, pre_registration, open, closed.'],
        gender: ['Valeur invalide. Choix possibles : female, male, mixed.'],
      });
    });

    it('lists contests in progress: open and pre-registration, "filles" first, then alphabetical', async () => {
      const titles = ['Zèbres filles', 'Beaux garçons', 'Abeilles', 'Petites Filles', 'Élégance'];
      const made: { id: number }[] = [];
      for (const [index, title] of titles.entries()) {
        made.push(await makeContest(api, { title, status: index % 2 === 0 ? 'open' : 'pre_registration' }));
      }
      const hidden = [
        await makeContest(api, { title: 'Aaa filles fermé', status: 'closed' }),
        await makeContest(api, { title: 'Aaa filles brouillon', status: 'draft' }),
      ];
      const response = await api.http.get(`${BASE}/in-progress/`).set(admin.auth).expect(200);
      expect(response.body.every((contest: ContestBody) => ['open', 'pre_registration'].includes(contest.status))).toBe(
        true,
      );
      for (const row of hidden) expect(ids(response.body)).not.toContain(row.id);
      const mine = response.body
        .filter((contest: ContestBody) => made.some((row) => row.id === contest.id))
        .map((contest: ContestBody) => contest.title);
      expect(mine).toEqual(['Petites Filles', 'Zèbres filles', 'Abeilles', 'Beaux garçons', 'Élégance']);

      const onlyGirls = await api.http.get(`${BASE}/in-progress?gender=female`).expect(200);
      expect(onlyGirls.body.every((contest: ContestBody) => contest.gender === 'female')).toBe(true);
    });

    it('gives counts, pre-registration state and the time until the start', async () => {
      const now = Date.now();
      const start = new Date(now + 2 * DAY + 3 * 3600_000 + 5 * 60_000 + 30_000);
      const contest = await makeContest(api, {
        status: 'pre_registration',
        startDate: start,
        endDate: new Date(start.getTime() + 30 * DAY),
        preregistrationStartDate: new Date(now - DAY),
        preregistrationEndDate: new Date(now + DAY),
      });
      const other = await makeContest(api, { status: 'open' });
      const babies = [];
      for (let index = 0; index < 4; index += 1) babies.push(await makeBaby(api, parent.user.id));
      const first = await makeParticipant(api, contest.id, babies[0], parent.user.id);
      await makeParticipant(api, contest.id, babies[1], parent.user.id);
      const removed = await makeParticipant(api, contest.id, babies[2], parent.user.id);
      await api.db.query('UPDATE participants SET deleted_at = now() WHERE id = $1', [removed.id]);
      await makeParticipant(api, other.id, babies[0], parent.user.id);
      for (const [index, baby] of babies.slice(0, 3).entries()) {
        await api.db.query(
          'INSERT INTO preregistrations (user_id, baby_id, contest_id, participant_id) VALUES ($1, $2, $3, $4)',
          [parent.user.id, baby.id, contest.id, index === 0 ? first.id : null],
        );
      }

      const response = await api.http.get(`${BASE}/${contest.id}/`).expect(200);
      expect(response.body).toMatchObject({
        id: contest.id,
        status: 'pre_registration',
        start_date: start.toISOString(),
        participants_count: 2,
        preregistrations_count: 3,
        pre_registration_count: 3,
        convertible_preregistrations_count: 2,
        preregistrations_are_open: true,
        preregistration_period_status: 'active',
        preregistration_start_date: new Date(now - DAY).toISOString(),
        pre_registration_start: new Date(now - DAY).toISOString(),
        preregistration_end_date: new Date(now + DAY).toISOString(),
        pre_registration_end: new Date(now + DAY).toISOString(),
        time_until_start: { days: 2, hours: 3, minutes: 5 },
        is_over: false,
        image: null,
        image_urls: null,
        prize: 100000,
        second_prize: 50000,
        third_prize: 25000,
      });
      const expected = Math.floor((start.getTime() - Date.now()) / 1000);
      expect(Math.abs(response.body.time_until_start.total_seconds - expected)).toBeLessThanOrEqual(5);

      const list = await api.http.get(`${BASE}/`).expect(200);
      const listed = list.body.find((item: ContestBody) => item.id === contest.id);
      expect(listed).toMatchObject({ participants_count: 2, preregistrations_count: 3 });
      expect(list.body.find((item: ContestBody) => item.id === other.id)).toMatchObject({
        participants_count: 1,
        preregistrations_count: 0,
        convertible_preregistrations_count: 0,
        time_until_start: { total_seconds: 0, days: 0, hours: 0, minutes: 0 },
        preregistrations_are_open: false,
        preregistration_period_status: 'ended',
      });
    });

    it('reports pre-registration periods that have not started or have ended, and contests that are over', async () => {
      const upcoming = await makeContest(api, {
        status: 'pre_registration',
        preregistrationStartDate: new Date(Date.now() + DAY),
      });
      const late = await makeContest(api, {
        status: 'pre_registration',
        preregistrationEndDate: new Date(Date.now() - 3600_000),
      });
      const over = await makeContest(api, { status: 'closed' });
      const read = async (id: number) => (await api.http.get(`${BASE}/${id}/`).expect(200)).body;
      expect(await read(upcoming.id)).toMatchObject({
        preregistration_period_status: 'not_started',
        preregistrations_are_open: false,
        preregistration_end_date: null,
      });
      expect(await read(late.id)).toMatchObject({
        preregistration_period_status: 'ended',
        preregistrations_are_open: false,
      });
      expect(await read(over.id)).toMatchObject({ is_over: true, status: 'closed' });
    });
  });

  describe('administration', () => {
    it('creates a contest from the multipart form with an image re-encoded as WebP without EXIF', async () => {
      const response = await multipart('post', `${BASE}/`, form({ prize: '', status: 'pre_registration' }))
        .attach('image', await makeImage({ withGps: true }), { filename: 'photo.jpg', contentType: 'image/jpeg' })
        .expect(201);
      expect(response.body).toMatchObject({
        title: 'Les plus belles filles',
        status: 'pre_registration',
        gender: 'female',
        start_date: '2030-05-01T18:00:00.000Z',
        end_date: '2030-05-31T18:00:00.000Z',
        // The default 2nd and 3rd prizes never above the 1st.
        prize: 0,
        second_prize: 0,
        third_prize: 0,
        preregistration_start_date: null,
        participants_count: 0,
      });
      expect(response.body.image).toMatch(/^\/media\/contests\/[0-9a-f]{2}\/[0-9a-f]{32}-card\.webp$/);
      expect(response.body.image_urls.card).toBe(response.body.image);

      for (const url of Object.values(response.body.image_urls as Record<string, string>)) {
        const file = await api.http.get(url).buffer(true).parse(binaryBody).expect(200);
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(file.body as Buffer).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.exif).toBeUndefined();
        expect((file.body as Buffer).includes(Buffer.from('Dakar'))).toBe(false);
      }
      const row = await api.db.query('SELECT image, status FROM contests WHERE id = $1', [response.body.id]);
      expect(row[0].image).toMatch(/^contests\//);
    });

    it('creates a contest from JSON with the defaults: draft, prizes 100000 / 50000 / 25000', async () => {
      const response = await api.http
        .post(BASE)
        .set(admin.auth)
        .send({
          ...form({ gender: 'mixed' }),
          start_date: '2030-06-01T10:00:00+01:00',
          end_date: '2030-06-30T10:00:00.000Z',
          preregistration_start_date: '2030-05-20T08:00',
          preregistration_end_date: '2030-05-25T08:00Z',
        })
        .expect(201);
      expect(response.body).toMatchObject({
        status: 'draft',
        gender: 'mixed',
        prize: 100000,
        second_prize: 50000,
        third_prize: 25000,
        start_date: '2030-06-01T09:00:00.000Z',
        preregistration_start_date: '2030-05-20T08:00:00.000Z',
        preregistration_end_date: '2030-05-25T08:00:00.000Z',
        image: null,
        image_urls: null,
      });
      await api.http.get(`${BASE}/${response.body.id}/`).expect(404);
    });

    it('refuses incomplete or inconsistent forms with the French field errors, creating nothing', async () => {
      const before = await count(api.db, 'contests');
      const empty = await api.http.post(`${BASE}/`).set(admin.auth).send({}).expect(400);
      expect(empty.body).toEqual({
        title: [MESSAGES.required],
        description: [MESSAGES.required],
        start_date: [MESSAGES.required],
        end_date: [MESSAGES.required],
        gender: [MESSAGES.required],
      });

      const dates = await multipart(
        'post',
        BASE,
        form({
          end_date: '2030-05-01T18:00',
          preregistration_start_date: '2030-05-02T00:00',
          preregistration_end_date: '2030-05-01T00:00',
        }),
      ).expect(400);
      expect(dates.body).toEqual({
        end_date: [MESSAGES.endBeforeStart],
        preregistration_end_date: [MESSAGES.preEndBeforeStart],
        preregistration_start_date: [MESSAGES.preStartAfterStart],
      });

      const values = await multipart(
        'post',
        BASE,
        form({
          title: 'x'.repeat(201),
          start_date: 'demain',
          end_date: '2030-02-30T10:00',
          gender: 'autre',
          status: 'fini',
          prize: '12.5',
          second_prize: '-1',
          third_prize: 'beaucoup',
          preregistration_end_date: '2030-13-01T10:00',
        }),
      ).expect(400);
      expect(values.body).toEqual({
        title: ['Assurez-vous que ce champ ne comporte pas plus de 200 caractères.'],
        start_date: [MESSAGES.invalidDate],
        end_date: [MESSAGES.invalidDate],
        gender: ['Valeur invalide. Choix possibles : female, male, mixed.'],
        status: ['Valeur invalide. Choix possibles : draft, pre_registration, open, closed.'],
        prize: [MESSAGES.invalidAmount],
        second_prize: [MESSAGES.invalidAmount],
        third_prize: [MESSAGES.invalidAmount],
        preregistration_end_date: [MESSAGES.invalidDate],
      });
      const blank = await multipart('post', BASE, form({ title: '   ' })).expect(400);
      expect(blank.body).toEqual({ title: ['Ce champ ne peut pas être vide.'] });
      expect(await count(api.db, 'contests')).toBe(before);
    });

    it('refuses a truncated or non-image upload, leaving no contest and no file', async () => {
      const contestsBefore = await count(api.db, 'contests');
      const filesBefore = await mediaFiles();
      const uploads: [Buffer, string][] = [
        [await makeTruncatedJpeg(), 'photo.jpg'],
        [Buffer.from('ceci est un texte, pas une image'), 'photo.png'],
      ];
      for (const [bytes, filename] of uploads) {
        const response = await multipart('post', BASE, form())
          .attach('image', bytes, { filename, contentType: 'image/jpeg' })
          .expect(400);
        expect(response.body).toEqual(NOT_AN_IMAGE);
      }
      expect(await count(api.db, 'contests')).toBe(contestsBefore);
      expect(await mediaFiles()).toEqual(filesBefore);
    });

    it('updates only the fields sent, as JSON or multipart, through PATCH and PUT', async () => {
      const created = await api.http
        .post(BASE)
        .set(admin.auth)
        .send(form({ preregistration_start_date: '2030-04-01T00:00', second_prize: '70000' }))
        .expect(201);
      const id = created.body.id as number;

      const patched = await api.http
        .patch(`${BASE}/${id}/`)
        .set(admin.auth)
        .send({ title: 'Nouveau titre' })
        .expect(200);
      const unchanged = ['description', 'status', 'start_date', 'end_date', 'gender', 'prize', 'third_prize'];
      for (const field of unchanged) expect(patched.body[field]).toEqual(created.body[field]);
      expect(patched.body).toMatchObject({
        title: 'Nouveau titre',
        second_prize: 70000,
        preregistration_start_date: '2030-04-01T00:00:00.000Z',
      });

      const put = await multipart('put', `${BASE}/${id}`, {
        status: 'open',
        prize: '150 000',
        second_prize: '',
        preregistration_start_date: '',
        end_date: '2030-06-15T20:30',
      }).expect(200);
      expect(put.body).toMatchObject({
        title: 'Nouveau titre',
        description: created.body.description,
        status: 'open',
        prize: 150000,
        second_prize: 50000,
        third_prize: 25000,
        preregistration_start_date: null,
        start_date: '2030-05-01T18:00:00.000Z',
        end_date: '2030-06-15T20:30:00.000Z',
      });
    });

    it('refuses an update that breaks the dates or blanks a required field, changing nothing', async () => {
      const contest = await makeContest(api, { status: 'open' });
      const before = await api.http.get(`${BASE}/${contest.id}/`).expect(200);

      const dates = await api.http
        .patch(`${BASE}/${contest.id}/`)
        .set(admin.auth)
        .send({ end_date: new Date(contest.start_date.getTime() - DAY).toISOString(), title: 'Jamais' })
        .expect(400);
      expect(dates.body).toEqual({ end_date: [MESSAGES.endBeforeStart] });

      const preregistration = await multipart('patch', `${BASE}/${contest.id}/`, {
        preregistration_start_date: new Date(contest.start_date.getTime() + 3600_000).toISOString(),
      }).expect(400);
      expect(preregistration.body).toEqual({ preregistration_start_date: [MESSAGES.preStartAfterStart] });

      const blanks = await multipart('patch', `${BASE}/${contest.id}/`, {
        title: '',
        start_date: '',
        gender: '',
      }).expect(400);
      expect(blanks.body).toEqual({
        title: ['Ce champ ne peut pas être vide.'],
        start_date: ['Ce champ ne peut pas être vide.'],
        gender: ['Valeur invalide. Choix possibles : female, male, mixed.'],
      });
      const nulls = await api.http
        .patch(`${BASE}/${contest.id}/`)
        .set(admin.auth)
        .send({ title: null, end_date: null, prize: -5 })
        .expect(400);
      expect(Object.keys(nulls.body).sort()).toEqual(['end_date', 'prize', 'title']);

      const after = await api.http.get(`${BASE}/${contest.id}/`).expect(200);
      expect(after.body).toEqual(before.body);
      const missing = await api.http.patch(`${BASE}/999999/`).set(admin.auth).send({ title: 'X' }).expect(404);
      expect(missing.body).toEqual(NOT_FOUND);
    });

    it('keeps the podium in order: the 1st prize at least the 2nd, the 2nd at least the 3rd', async () => {
      const before = await count(api.db, 'contests');
      const created = await multipart(
        'post',
        BASE,
        form({ prize: '100000', second_prize: '150000', third_prize: '200000' }),
      ).expect(400);
      expect(created.body).toEqual({
        second_prize: [MESSAGES.secondAboveFirst],
        third_prize: [MESSAGES.thirdAboveSecond],
      });
      expect(await count(api.db, 'contests')).toBe(before);

      const saved = await multipart(
        'post',
        BASE,
        form({ prize: '300000', second_prize: '300000', third_prize: '75000' }),
      ).expect(201);
      expect(saved.body).toMatchObject({ prize: 300000, second_prize: 300000, third_prize: 75000 });

      // An update is checked with the prizes it leaves unchanged.
      const lowered = await api.http
        .patch(`${BASE}/${saved.body.id}/`)
        .set(admin.auth)
        .send({ prize: 200000 })
        .expect(400);
      expect(lowered.body).toEqual({ second_prize: [MESSAGES.secondAboveFirst] });
      const third = await api.http
        .patch(`${BASE}/${saved.body.id}/`)
        .set(admin.auth)
        .send({ third_prize: 300001 })
        .expect(400);
      expect(third.body).toEqual({ third_prize: [MESSAGES.thirdAboveSecond] });
      await api.http
        .patch(`${BASE}/${saved.body.id}/`)
        .set(admin.auth)
        .send({ prize: 200000, second_prize: 100000, third_prize: 0 })
        .expect(200);
      const after = await api.http.get(`${BASE}/${saved.body.id}/`).set(admin.auth).expect(200);
      expect(after.body).toMatchObject({ prize: 200000, second_prize: 100000, third_prize: 0 });
    });

    it('replaces the image: the new one is served, the old files are deleted', async () => {
      const created = await multipart('post', BASE, form())
        .attach('image', await makeImage(), { filename: 'a.jpg', contentType: 'image/jpeg' })
        .expect(201);
      const oldUrls = Object.values(created.body.image_urls as Record<string, string>);
      for (const url of oldUrls) await api.http.get(url).expect(200);

      const filesBefore = await mediaFiles();
      const refused = await multipart('patch', `${BASE}/${created.body.id}/`, { title: 'Refusé' })
        .attach('image', await makeTruncatedJpeg(), { filename: 'b.jpg', contentType: 'image/jpeg' })
        .expect(400);
      expect(refused.body).toEqual(NOT_AN_IMAGE);
      expect(await mediaFiles()).toEqual(filesBefore);
      for (const url of oldUrls) await api.http.get(url).expect(200);

      const updated = await multipart('patch', `${BASE}/${created.body.id}/`, { title: 'Avec une nouvelle image' })
        .attach('image', await makeImage({ format: 'png', width: 600, height: 600 }), {
          filename: 'c.png',
          contentType: 'image/png',
        })
        .expect(200);
      expect(updated.body.title).toBe('Avec une nouvelle image');
      expect(updated.body.image).not.toBe(created.body.image);
      for (const url of Object.values(updated.body.image_urls as Record<string, string>)) {
        await api.http.get(url).expect(200);
      }
      for (const url of oldUrls) await api.http.get(url).expect(404);
      expect((await mediaFiles()).length).toBe(filesBefore.length);
    });

    it('announces a status change made by an administrator on the contest events channel', async () => {
      const contest = await makeContest(api, { status: 'pre_registration' });
      const subscriber: Redis = createRedis(api.config, { keyPrefix: '' });
      try {
        const received: ContestChangedEvent[] = [];
        subscriber.on('message', (_channel: string, message: string) => received.push(JSON.parse(message)));
        await subscriber.subscribe(contestEventsChannel(api.config));
        await api.http.patch(`${BASE}/${contest.id}/`).set(admin.auth).send({ status: 'open' }).expect(200);
        await api.http.patch(`${BASE}/${contest.id}/`).set(admin.auth).send({ title: 'Sans changement' }).expect(200);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(received).toEqual([
          { contest_id: contest.id, status: 'open', previous_status: 'pre_registration', at: expect.any(String) },
        ]);
      } finally {
        await subscriber.quit();
      }
    });

    it('soft-deletes a contest: gone for everyone, kept in the database', async () => {
      const contest = await makeContest(api, { status: 'open' });
      await api.http.delete(`${BASE}/${contest.id}/`).set(admin.auth).expect(204);
      for (const caller of [{}, admin.auth]) {
        const detail = await api.http.get(`${BASE}/${contest.id}/`).set(caller).expect(404);
        expect(detail.body).toEqual(NOT_FOUND);
        const list = await api.http.get(BASE).set(caller).expect(200);
        expect(ids(list.body)).not.toContain(contest.id);
      }
      const inProgress = await api.http.get(`${BASE}/in-progress/`).expect(200);
      expect(ids(inProgress.body)).not.toContain(contest.id);
      const row = await api.db.query('SELECT deleted_at FROM contests WHERE id = $1', [contest.id]);
      expect(row[0].deleted_at).toBeInstanceOf(Date);
      const again = await api.http.delete(`${BASE}/${contest.id}/`).set(admin.auth).expect(404);
      expect(again.body).toEqual(NOT_FOUND);
      await api.http.patch(`${BASE}/${contest.id}/`).set(admin.auth).send({ title: 'Fantôme' }).expect(404);
    });

    it('refuses every write to non-administrators (403) and to visitors (401), changing nothing', async () => {
      const contest = await makeContest(api, { status: 'open' });
      const before = await count(api.db, 'contests');
      const calls = [
        api.http.post(BASE).set(parent.auth).send(form()),
        api.http.patch(`${BASE}/${contest.id}/`).set(parent.auth).send({ title: 'Piraté' }),
        api.http.put(`${BASE}/${contest.id}/`).set(parent.auth).send({ title: 'Piraté' }),
        api.http.delete(`${BASE}/${contest.id}/`).set(parent.auth),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual(FORBIDDEN);
      }
      await api.http.post(BASE).send(form()).expect(401);
      await api.http.delete(`${BASE}/${contest.id}/`).expect(401);
      expect(await count(api.db, 'contests')).toBe(before);
      const row = await api.db.query('SELECT title, deleted_at FROM contests WHERE id = $1', [contest.id]);
      expect(row[0]).toEqual({ title: contest.title, deleted_at: null });
    });
  });
});
