import { type ApiHarness, startApi } from './support/api-harness';
import { type ContestRow, count, makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, type MadeUser, makeUser } from './support/factories';

const NOT_FOUND = { detail: 'Participant non trouvé' };
const FORBIDDEN = { detail: "Vous n'avez pas les permissions nécessaires." };
const HOUR = 3600 * 1000;

/** A date of birth `years` full years and three months ago. */
function bornYearsAgo(years: number): string {
  const today = new Date();
  const months = years * 12 + 3;
  const date = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, Math.min(today.getUTCDate(), 28)),
  );
  return date.toISOString().slice(0, 10);
}

describe('participants: public reads and administration', () => {
  let api: ApiHarness;
  let parent: MadeUser;
  let contest: ContestRow;
  let other: ContestRow;
  const ids: Record<string, number> = {};
  const codes: Record<string, string> = {};

  beforeAll(async () => {
    api = await startApi();
    parent = await makeUser(api);
    contest = await makeContest(api, { title: 'Le plus beau sourire' });
    other = await makeContest(api, { title: 'Concours des garçons', gender: 'male' });
    const entries: [string, 'female' | 'male', string, ContestRow, string, string][] = [
      ['Éloïse', 'female', bornYearsAgo(0), contest, 'Sénégal', 'Thiès'],
      ['Moussa', 'male', bornYearsAgo(1), contest, 'Mali', 'Bamako'],
      ['Aminata', 'female', bornYearsAgo(3), contest, "Côte d'Ivoire", 'Abidjan'],
      ['Ibrahim', 'male', bornYearsAgo(7), other, 'Sénégal', 'Saint-Louis'],
    ];
    let minutes = entries.length;
    for (const [name, gender, dateOfBirth, target, country, city] of entries) {
      const baby = await makeBaby(api, parent.user.id, { name, gender, dateOfBirth });
      const participant = await makeParticipant(api, target.id, baby, parent.user.id, {
        country,
        city,
        createdAt: new Date(Date.now() - minutes * 60_000),
      });
      ids[name] = participant.id;
      codes[name] = participant.voteCode;
      minutes -= 1;
    }
    // Hidden: a draft contest, a deleted contest, a deleted participant.
    const draft = await makeContest(api, { status: 'draft' });
    const deletedContest = await makeContest(api);
    await api.db.query('UPDATE contests SET deleted_at = now() WHERE id = $1', [deletedContest.id]);
    for (const [name, target] of [
      ['Brouillon', draft],
      ['Supprimé', deletedContest],
      ['Retiré', contest],
    ] as const) {
      const baby = await makeBaby(api, parent.user.id, { name });
      ids[name] = (await makeParticipant(api, target.id, baby, parent.user.id)).id;
    }
    await api.db.query('UPDATE participants SET deleted_at = now() WHERE id = $1', [ids['Retiré']]);
  });
  afterAll(() => api.close());

  const names = (body: { results: { baby_details: { name: string } }[] }) =>
    body.results.map((participant) => participant.baby_details.name);

  describe('GET /api/contests/participants/', () => {
    it('lists visible participants, newest first, in the paginated shape', async () => {
      const response = await api.http.get('/api/contests/participants/').expect(200);
      expect(names(response.body)).toEqual(['Ibrahim', 'Aminata', 'Moussa', 'Éloïse']);
      expect(response.body).toMatchObject({
        count: 4,
        next: null,
        previous: null,
        total_pages: 1,
        current_page: 1,
        page_size: 50,
      });
    });

    it('answers each participant in the public shape, without the parent’s phone', async () => {
      const response = await api.http
        .get(`/api/contests/participants/?contest=${contest.id}&search=moussa`)
        .expect(200);
      expect(response.body.results).toEqual([
        {
          id: ids.Moussa,
          participant_id: ids.Moussa,
          contest: contest.id,
          contest_id: contest.id,
          country: 'Mali',
          city: 'Bamako',
          created_at: expect.any(String),
          baby_details: {
            name: 'Moussa',
            gender: 'male',
            bio: '',
            photo: expect.stringMatching(/^\/media\/babies\/.+-card\.webp$/),
            photo_urls: {
              thumbnail: expect.stringMatching(/-thumbnail\.webp$/),
              card: expect.stringMatching(/-card\.webp$/),
              full: expect.stringMatching(/-full\.webp$/),
            },
            age_months: 15,
          },
          contest_details: {
            id: contest.id,
            title: 'Le plus beau sourire',
            status: 'open',
            start_date: new Date(contest.start_date).toISOString(),
            end_date: new Date(contest.end_date).toISOString(),
            prize: 100000,
            second_prize: 50000,
            third_prize: 25000,
          },
          vote_code: codes.Moussa,
          vote_count: 0,
          votes: 0,
          rank: null,
          secure_id: expect.stringMatching(/^[0-9a-f]{12}$/),
        },
      ]);
    });

    it('filters by contest, gender and age category', async () => {
      const get = async (query: string) =>
        names((await api.http.get(`/api/contests/participants/?${query}`).expect(200)).body);
      expect(await get(`contest=${other.id}`)).toEqual(['Ibrahim']);
      expect(await get('gender=female')).toEqual(['Aminata', 'Éloïse']);
      expect(await get('age_category=0-1')).toEqual(['Éloïse']);
      expect(await get('age_category=1-2')).toEqual(['Moussa']);
      expect(await get('age_category=3-4')).toEqual(['Aminata']);
      expect(await get('age_category=4-5')).toEqual([]);
      expect(await get('age_category=5%2B')).toEqual(['Ibrahim']);
      expect(await get(`contest=${contest.id}&gender=male`)).toEqual(['Moussa']);
    });

    it('searches name, country and city ignoring case and accents', async () => {
      const get = async (term: string) =>
        names((await api.http.get(`/api/contests/participants/?search=${encodeURIComponent(term)}`).expect(200)).body);
      expect(await get('eloise')).toEqual(['Éloïse']);
      expect(await get('ÉLOÏ')).toEqual(['Éloïse']);
      expect(await get('senegal')).toEqual(['Ibrahim', 'Éloïse']);
      expect(await get('BAMAKO')).toEqual(['Moussa']);
      expect(await get('cote d')).toEqual(['Aminata']);
      expect(await get('100%')).toEqual([]);
    });

    it('pages through the list', async () => {
      const first = await api.http.get('/api/contests/participants/?page_size=3').expect(200);
      expect(names(first.body)).toEqual(['Ibrahim', 'Aminata', 'Moussa']);
      expect(first.body).toMatchObject({
        count: 4,
        total_pages: 2,
        next: '/api/contests/participants/?page_size=3&page=2',
      });
      const second = await api.http.get(first.body.next).expect(200);
      expect(names(second.body)).toEqual(['Éloïse']);
      expect(second.body.previous).toBe('/api/contests/participants/?page_size=3&page=1');
    });

    it.each([
      ['page_size=201', { page_size: ['La taille de page ne peut pas dépasser 200.'] }],
      ['page=abc', { page: ['Page invalide.'] }],
      ['contest=abc', { contest: ['Ce champ doit être un nombre entier.'] }],
      ['gender=fille', { gender: ['Valeur invalide. Choix possibles : female, male.'] }],
      ['age_category=6-7', { age_category: ['Valeur invalide. Choix possibles : 0-1, 1-2, 2-3, 3-4, 4-5, 5+.'] }],
      [
        'ordering=rank',
        { ordering: ['Valeur invalide. Choix possibles : created_at, -created_at, name, -name, votes, -votes.'] },
      ],
    ])('refuses %s', async (query, body) => {
      const response = await api.http.get(`/api/contests/participants/?${query}`).expect(400);
      expect(response.body).toEqual(body);
    });

    it('shows phone numbers only to the parent who registered and to administrators', async () => {
      const stranger = await makeUser(api);
      const admin = await makeAdmin(api);
      const phones = async (auth: Record<string, string>) =>
        (await api.http.get('/api/contests/participants/').set(auth).expect(200)).body.results.map(
          (participant: { phone_number?: string }) => participant.phone_number,
        );
      expect(await phones({})).toEqual([undefined, undefined, undefined, undefined]);
      expect(await phones(stranger.auth)).toEqual([undefined, undefined, undefined, undefined]);
      expect(await phones(parent.auth)).toEqual(Array(4).fill('+221771234567'));
      expect(await phones(admin.auth)).toEqual(Array(4).fill('+221771234567'));
      const one = await api.http.get(`/api/contests/participants/${ids.Moussa}/`).set(stranger.auth).expect(200);
      expect(one.body).not.toHaveProperty('phone_number');
      const own = await api.http.get(`/api/contests/participants/${ids.Moussa}/`).set(parent.auth).expect(200);
      expect(own.body.phone_number).toBe('+221771234567');
    });
  });

  describe('GET /api/contests/participants/{id}/', () => {
    it('reads a visible participant without a token', async () => {
      const response = await api.http.get(`/api/contests/participants/${ids.Aminata}`).expect(200);
      expect(response.body).toMatchObject({ id: ids.Aminata, baby_details: { name: 'Aminata', gender: 'female' } });
    });

    it.each(['Brouillon', 'Supprimé', 'Retiré'])('hides the participant "%s"', async (name) => {
      const response = await api.http.get(`/api/contests/participants/${ids[name]}/`).expect(404);
      expect(response.body).toEqual(NOT_FOUND);
    });

    it.each(['999999', 'abc'])('answers 404 for the id %s', async (id) => {
      const response = await api.http.get(`/api/contests/participants/${id}/`).expect(404);
      expect(response.body).toEqual(NOT_FOUND);
    });
  });

  describe('GET /api/contests/contests/{id}/participants/', () => {
    const list = (id: number, query = '') => api.http.get(`/api/contests/contests/${id}/participants/${query}`);

    it('lists a contest’s participants, 100 per page by default', async () => {
      const response = await list(contest.id).expect(200);
      expect(names(response.body)).toEqual(['Aminata', 'Moussa', 'Éloïse']);
      expect(response.body).toMatchObject({ count: 3, page_size: 100, total_pages: 1, current_page: 1 });
    });

    it('orders by date or name; with no votes yet, vote order keeps the newest first', async () => {
      expect(names((await list(contest.id, '?ordering=created_at').expect(200)).body)).toEqual([
        'Éloïse',
        'Moussa',
        'Aminata',
      ]);
      expect(names((await list(contest.id, '?ordering=name').expect(200)).body)).toEqual([
        'Aminata',
        'Éloïse',
        'Moussa',
      ]);
      expect(names((await list(contest.id, '?ordering=-name').expect(200)).body)).toEqual([
        'Moussa',
        'Éloïse',
        'Aminata',
      ]);
      expect(names((await list(contest.id, '?ordering=-votes').expect(200)).body)).toEqual([
        'Aminata',
        'Moussa',
        'Éloïse',
      ]);
    });

    it('searches and pages with up to 1000 per page', async () => {
      expect(names((await list(contest.id, '?search=THIES').expect(200)).body)).toEqual(['Éloïse']);
      const page = await list(contest.id, '?page_size=1000&page=1').expect(200);
      expect(page.body.page_size).toBe(1000);
      const second = await list(contest.id, '?page_size=2&page=2').expect(200);
      expect(names(second.body)).toEqual(['Éloïse']);
      const tooMany = await list(contest.id, '?page_size=1001').expect(400);
      expect(tooMany.body).toEqual({ page_size: ['La taille de page ne peut pas dépasser 1000.'] });
    });

    it('filters on the server by country, city, gender and age, so a phone downloads one page', async () => {
      const get = async (query: string) => names((await list(contest.id, `?${query}`).expect(200)).body);
      expect(await get(`country=${encodeURIComponent('Sénégal')}`)).toEqual(['Éloïse']);
      expect(await get('country=Senegal')).toEqual([]);
      expect(await get('city=bama')).toEqual(['Moussa']);
      expect(await get('city=THIÈS')).toEqual(['Éloïse']);
      expect(await get('gender=female')).toEqual(['Aminata', 'Éloïse']);
      expect(await get('age_category=1-2&gender=male')).toEqual(['Moussa']);
      expect(await get('city=100%25')).toEqual([]);
      const refused = await list(contest.id, '?gender=other').expect(400);
      expect(Object.keys(refused.body)).toEqual(['gender']);
    });

    it('answers 404 for a contest that is unknown, draft or deleted', async () => {
      const draft = await makeContest(api, { status: 'draft' });
      const gone = await makeContest(api);
      await api.db.query('UPDATE contests SET deleted_at = now() WHERE id = $1', [gone.id]);
      for (const id of [999999, draft.id, gone.id]) {
        const response = await list(id).expect(404);
        expect(response.body).toEqual({ detail: 'Concours non trouvé' });
      }
      await api.http.get('/api/contests/contests/abc/participants/').expect(404);
    });
  });

  describe('administration: PATCH and DELETE /api/contests/participants/{id}/', () => {
    it('lets an administrator correct the name, bio and location', async () => {
      const admin = await makeAdmin(api);
      const baby = await makeBaby(api, parent.user.id, { name: 'Awa' });
      const participant = await makeParticipant(api, contest.id, baby, parent.user.id);
      const response = await api.http
        .patch(`/api/contests/participants/${participant.id}/`)
        .set(admin.auth)
        .send({ baby_name: 'Awa Marie', baby_bio: 'Rieuse', country: 'Mali', city: 'Kayes', contest: other.id })
        .expect(200);
      expect(response.body).toMatchObject({
        id: participant.id,
        contest: contest.id,
        country: 'Mali',
        city: 'Kayes',
        phone_number: '+221771234567',
        baby_details: { name: 'Awa Marie', bio: 'Rieuse' },
      });
      const [row] = await api.db.query('SELECT baby_name, baby_bio FROM participants WHERE id = $1', [participant.id]);
      expect(row).toEqual({ baby_name: 'Awa Marie', baby_bio: 'Rieuse' });
      const [babyRow] = await api.db.query('SELECT name FROM babies WHERE id = $1', [baby.id]);
      expect(babyRow.name).toBe('Awa');
    });

    it('lets a member of an "administrateurs" group in too, and refuses bad input', async () => {
      const admin = await makeUser(api, { groups: ['Super Administrateurs'], permissions: ['manage_participants'] });
      const response = await api.http
        .patch(`/api/contests/participants/${ids.Moussa}/`)
        .set(admin.auth)
        .send({ baby_name: '  ', city: 12, baby_bio: 'x'.repeat(501) })
        .expect(400);
      expect(response.body).toEqual({
        baby_name: ['Ce champ ne peut pas être vide.'],
        city: ['Ce champ doit être une chaîne de caractères.'],
        baby_bio: ['Assurez-vous que ce champ ne comporte pas plus de 500 caractères.'],
      });
    });

    it('soft-deletes a participant (204): hidden everywhere, the row kept', async () => {
      const admin = await makeAdmin(api);
      const baby = await makeBaby(api, parent.user.id, { name: 'Coumba' });
      const participant = await makeParticipant(api, contest.id, baby, parent.user.id);
      const before = await count(api.db, 'participants');
      await api.http.delete(`/api/contests/participants/${participant.id}/`).set(admin.auth).expect(204);
      expect(await count(api.db, 'participants')).toBe(before);
      await api.http.get(`/api/contests/participants/${participant.id}/`).expect(404);
      const again = await api.http.delete(`/api/contests/participants/${participant.id}/`).set(admin.auth).expect(404);
      expect(again.body).toEqual(NOT_FOUND);
      const patch = await api.http
        .patch(`/api/contests/participants/${participant.id}/`)
        .set(admin.auth)
        .send({ city: 'Dakar' })
        .expect(404);
      expect(patch.body).toEqual(NOT_FOUND);
    });

    it('refuses non-administrators (403) and visitors (401), changing nothing', async () => {
      const user = await makeUser(api);
      const patch = await api.http
        .patch(`/api/contests/participants/${ids.Moussa}/`)
        .set(parent.auth)
        .send({ baby_name: 'Pirate' })
        .expect(403);
      expect(patch.body).toEqual(FORBIDDEN);
      const del = await api.http.delete(`/api/contests/participants/${ids.Moussa}/`).set(user.auth).expect(403);
      expect(del.body).toEqual(FORBIDDEN);
      await api.http.delete(`/api/contests/participants/${ids.Moussa}/`).expect(401);
      const [row] = await api.db.query('SELECT baby_name, deleted_at FROM participants WHERE id = $1', [ids.Moussa]);
      expect(row).toEqual({ baby_name: 'Moussa', deleted_at: null });
    });
  });

  describe('GET /api/contests/participant/profile/', () => {
    it('gives the user, their babies and their visible participations', async () => {
      const mother = await makeUser(api, { firstName: 'Mariam', lastName: 'Sow' });
      const baby = await makeBaby(api, mother.user.id, { name: 'Ousmane', gender: 'male' });
      await makeBaby(api, mother.user.id, { name: 'Nafi' });
      const participant = await makeParticipant(api, other.id, baby, mother.user.id);
      const response = await api.http.get('/api/contests/participant/profile/').set(mother.auth).expect(200);
      expect(response.body.user).toEqual({ id: mother.user.id, first_name: 'Mariam', last_name: 'Sow' });
      expect(response.body.id).toBe(mother.user.id);
      expect(response.body.babies.map((item: { name: string }) => item.name)).toEqual(['Nafi', 'Ousmane']);
      expect(response.body.babies[1]).toMatchObject({ participant_id: participant.id, contest_id: other.id });
      expect(response.body.participations).toEqual([
        expect.objectContaining({
          id: participant.id,
          phone_number: '+221771234567',
          baby_details: expect.objectContaining({ name: 'Ousmane', gender: 'male' }),
          contest_details: expect.objectContaining({ id: other.id, title: 'Concours des garçons' }),
        }),
      ]);
    });

    it('needs a token', async () => {
      await api.http.get('/api/contests/participant/profile/').expect(401);
    });
  });

  it('keeps results stable when two participants share a creation time', async () => {
    const fresh = await makeContest(api);
    const at = new Date(Date.now() - HOUR);
    for (const name of ['Zoé', 'Yacine']) {
      const baby = await makeBaby(api, parent.user.id, { name });
      await makeParticipant(api, fresh.id, baby, parent.user.id, { createdAt: at });
    }
    const first = await api.http.get(`/api/contests/contests/${fresh.id}/participants/?page_size=1&page=1`).expect(200);
    const second = await api.http
      .get(`/api/contests/contests/${fresh.id}/participants/?page_size=1&page=2`)
      .expect(200);
    expect([...names(first.body), ...names(second.body)].sort()).toEqual(['Yacine', 'Zoé']);
  });
});
