import { randomBytes } from 'node:crypto';
import { DIAL_CODES } from '@app/locations/phone-rules';
import { SeedCountries1795322000000 } from '@app/database/migrations/1795322000000-seed-countries';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeAdmin, type MadeUser, makeUser } from './support/factories';

const FORBIDDEN = { detail: "Vous n'avez pas les permissions nécessaires." };
const COUNTRY_NOT_FOUND = { detail: 'Pays introuvable.' };
const CITY_NOT_FOUND = { detail: 'Ville introuvable.' };

const SEEDED = [
  'Sénégal',
  "Côte d'Ivoire",
  'Mali',
  'Burkina Faso',
  'Niger',
  'Bénin',
  'Togo',
  'Guinée',
  'Cameroun',
  'Gabon',
  'Congo',
  'République démocratique du Congo',
  'République centrafricaine',
  'Tchad',
  'Guinée équatoriale',
  'Mauritanie',
  'Madagascar',
  'Comores',
  'Djibouti',
  'Burundi',
  'Rwanda',
  'Maroc',
  'France',
  'Belgique',
];

interface CityBody {
  id: number;
  name: string;
  country: number;
}

interface CountryBody {
  id: number;
  name: string;
  code: string | null;
  dial_code: string | null;
  city_count: number;
  cities?: CityBody[];
}

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('countries and cities', () => {
  let api: ApiHarness;
  let admin: MadeUser;
  let senegal: CountryBody;

  /** Every row of both tables, to show that a refused request changed nothing. */
  const snapshot = async () => ({
    countries: await api.db.query('SELECT id, name, code, dial_code FROM countries ORDER BY id'),
    cities: await api.db.query('SELECT id, name, country_id FROM cities ORDER BY id'),
  });

  const createCountry = async (body: Record<string, unknown> = {}): Promise<CountryBody> =>
    (
      await api.http
        .post('/api/countries/')
        .set(admin.auth)
        .send({ name: unique('Pays'), ...body })
        .expect(201)
    ).body;

  const createCity = async (country: number, name = unique('Ville')): Promise<CityBody> =>
    (await api.http.post('/api/cities/').set(admin.auth).send({ name, country }).expect(201)).body;

  beforeAll(async () => {
    api = await startApi();
    admin = await makeAdmin(api);
    const all: CountryBody[] = (await api.http.get('/api/countries/').expect(200)).body;
    senegal = all.find((country) => country.name === 'Sénégal')!;
  });
  afterAll(() => api.close());

  describe('the seeded list', () => {
    it('holds the 24 countries with their ISO code, dial code and 14 to 20 cities each', async () => {
      const response = await api.http.get('/api/countries/?with_cities=true').expect(200);
      const countries: CountryBody[] = response.body;
      expect(names(countries).sort()).toEqual([...SEEDED].sort());
      const codes = new Set<string>();
      for (const country of countries) {
        expect(country.code).toMatch(/^[A-Z]{2}$/);
        codes.add(country.code!);
        expect(country.dial_code).toBe(DIAL_CODES[country.name]);
        expect(country.city_count).toBeGreaterThanOrEqual(14);
        expect(country.city_count).toBeLessThanOrEqual(20);
        expect(country.cities).toHaveLength(country.city_count);
        expect(country.cities!.every((city) => city.country === country.id)).toBe(true);
      }
      expect(codes.size).toBe(24);
    });

    it('has Sénégal, the default country, with Dakar and its main cities', async () => {
      expect(senegal).toMatchObject({ name: 'Sénégal', code: 'SN', dial_code: '+221' });
      const detail = await api.http.get(`/api/countries/${senegal.id}/`).expect(200);
      expect(names(detail.body.cities)).toEqual(
        expect.arrayContaining(['Dakar', 'Thiès', 'Saint-Louis', 'Touba', 'Ziguinchor', 'Kédougou', 'Guédiawaye']),
      );
      const abidjan = await api.http.get('/api/cities/?search=abidjan').expect(200);
      expect(abidjan.body).toHaveLength(1);
    });

    it('keeps names with apostrophes intact', async () => {
      const response = await api.http.get("/api/countries/?search=d'ivoire").expect(200);
      expect(names(response.body)).toEqual(["Côte d'Ivoire"]);
      const cities = await api.http.get(`/api/cities/?country=${response.body[0].id}`).expect(200);
      expect(names(cities.body)).toContain('San-Pédro');
      const ndjamena = await api.http.get("/api/cities/?search=N'Dja").expect(200);
      expect(names(ndjamena.body)).toEqual(["N'Djaména"]);
    });

    it('is removed row for row by the migration and put back by it', async () => {
      const runner = api.db.createQueryRunner();
      await runner.startTransaction();
      try {
        const [kept] = await runner.query(`INSERT INTO countries (name) VALUES ('Pays ajouté') RETURNING id`);
        await runner.query(`INSERT INTO cities (name, country_id) VALUES ('Ville ajoutée', $1)`, [kept.id]);
        const migration = new SeedCountries1795322000000();
        await migration.down(runner);
        expect(await runner.query('SELECT name FROM countries')).toEqual([{ name: 'Pays ajouté' }]);
        expect(await runner.query('SELECT name FROM cities')).toEqual([{ name: 'Ville ajoutée' }]);
        await migration.up(runner);
        const [{ count }] = await runner.query('SELECT count(*)::int AS count FROM countries');
        expect(count).toBe(25);
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    });
  });

  describe('public reads', () => {
    it('are open to visitors and to signed-in parents', async () => {
      const parent = await makeUser(api);
      await api.http.get('/api/countries').expect(200);
      await api.http.get('/api/countries/').set(parent.auth).expect(200);
      await api.http.get(`/api/countries/${senegal.id}`).expect(200);
      await api.http.get('/api/cities/').expect(200);
      const dakar = (await api.http.get(`/api/cities/?country=${senegal.id}&search=dakar`).expect(200)).body[0];
      const city = await api.http.get(`/api/cities/${dakar.id}/`).set(parent.auth).expect(200);
      expect(city.body).toEqual({ id: dakar.id, name: 'Dakar', country: senegal.id });
    });

    it('list countries in French alphabetical order, without cities unless asked', async () => {
      const response = await api.http.get('/api/countries/').expect(200);
      const listed: string[] = names(response.body);
      expect(listed).toEqual([...listed].sort(new Intl.Collator('fr').compare));
      expect(listed.indexOf('Bénin')).toBeLessThan(listed.indexOf('Burkina Faso'));
      expect(response.body[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        code: expect.any(String),
        dial_code: expect.any(String),
        city_count: expect.any(Number),
      });
    });

    it('search countries by name whatever the case and accents', async () => {
      const senegalese = await api.http.get('/api/countries/?search=SENEGAL').expect(200);
      expect(names(senegalese.body)).toEqual(['Sénégal']);
      const congos = await api.http.get('/api/countries/?search=congo&with_cities=true').expect(200);
      expect(names(congos.body)).toEqual(['Congo', 'République démocratique du Congo']);
      expect(names(congos.body[1].cities)).toContain('Kinshasa');
      const guinea = await api.http.get('/api/countries/?search=guinee').expect(200);
      expect(names(guinea.body)).toEqual(['Guinée', 'Guinée équatoriale']);
      for (const term of ['%', '_', 'Atlantide']) {
        const none = await api.http.get('/api/countries/').query({ search: term }).expect(200);
        expect(none.body).toEqual([]);
      }
      const everything = await api.http.get('/api/countries/?search=').expect(200);
      expect(everything.body).toHaveLength(24);
    });

    it('show a country with its cities sorted by name', async () => {
      const response = await api.http.get(`/api/countries/${senegal.id}/`).expect(200);
      expect(response.body).toMatchObject({ id: senegal.id, name: 'Sénégal', city_count: 19 });
      const cities: string[] = names(response.body.cities);
      expect(cities).toHaveLength(19);
      expect(cities).toEqual([...cities].sort(new Intl.Collator('fr').compare));
      expect(response.body.cities[0]).toEqual({ id: expect.any(Number), name: 'Dakar', country: senegal.id });
    });

    it('list cities, by country and by name', async () => {
      const all = await api.http.get('/api/cities/').expect(200);
      expect(all.body.length).toBeGreaterThanOrEqual(24 * 14);
      const ofSenegal = await api.http.get(`/api/cities/?country=${senegal.id}`).expect(200);
      expect(ofSenegal.body).toHaveLength(19);
      expect(ofSenegal.body.every((city: CityBody) => city.country === senegal.id)).toBe(true);
      const thies = await api.http.get('/api/cities/?search=THIES').expect(200);
      expect(names(thies.body)).toEqual(['Thiès']);
      const saints = await api.http.get('/api/cities/?search=saint-').expect(200);
      expect(names(saints.body)).toEqual(['Saint-Étienne', 'Saint-Louis', 'Saint-Nicolas']);
      const inSenegal = await api.http.get(`/api/cities/?country=${senegal.id}&search=saint`).expect(200);
      expect(names(inSenegal.body)).toEqual(['Saint-Louis']);
      const nowhere = await api.http.get('/api/cities/?country=999999').expect(200);
      expect(nowhere.body).toEqual([]);
    });

    it('answer 404 in French for an id that names nothing', async () => {
      for (const id of ['999999', 'abc', '0', '-1', '99999999999', '1.5']) {
        expect((await api.http.get(`/api/countries/${id}/`).expect(404)).body).toEqual(COUNTRY_NOT_FOUND);
        expect((await api.http.get(`/api/cities/${id}/`).expect(404)).body).toEqual(CITY_NOT_FOUND);
      }
    });

    it('refuse malformed filters with field errors', async () => {
      const country = await api.http.get('/api/cities/?country=dakar').expect(400);
      expect(country.body).toEqual({ country: ['Ce champ doit être un nombre entier.'] });
      const huge = await api.http.get('/api/cities/?country=99999999999').expect(400);
      expect(huge.body).toEqual({ country: ['Pays introuvable.'] });
      const flag = await api.http.get('/api/countries/?with_cities=oui').expect(400);
      expect(flag.body).toEqual({ with_cities: ['Ce champ doit être un booléen (true ou false).'] });
      const twice = await api.http.get('/api/countries/?search=a&search=b').expect(400);
      expect(twice.body).toEqual({ search: ['Ce champ doit être une chaîne de caractères.'] });
      const nul = await api.http.get('/api/cities/').query({ search: 'Da\u0000kar' }).expect(400);
      expect(nul.body).toEqual({ search: ['Ce champ contient des caractères non autorisés.'] });
    });
  });

  describe('administration', () => {
    it('creates, renames and deletes a country, its cities going with it', async () => {
      const name = unique('Atlantide');
      const created = await api.http
        .post('/api/countries/')
        .set(admin.auth)
        .send({ name: `  ${name}  `, code: 'xa', dial_code: '+999' })
        .expect(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        name,
        code: 'XA',
        dial_code: '+999',
        city_count: 0,
        cities: [],
      });
      const id = created.body.id as number;
      const first = await createCity(id, 'Poséidonia');
      expect(first).toEqual({ id: expect.any(Number), name: 'Poséidonia', country: id });
      await createCity(id, 'Ogygie');

      const renamed = await api.http
        .put(`/api/countries/${id}/`)
        .set(admin.auth)
        .send({ name: 'Atlantis' })
        .expect(200);
      expect(renamed.body).toMatchObject({ id, name: 'Atlantis', code: 'XA', dial_code: '+999', city_count: 2 });
      expect(names(renamed.body.cities)).toEqual(['Ogygie', 'Poséidonia']);

      const patched = await api.http
        .patch(`/api/countries/${id}`)
        .set(admin.auth)
        .send({ code: null, dial_code: '' })
        .expect(200);
      expect(patched.body).toMatchObject({ id, name: 'Atlantis', code: null, dial_code: null });
      const listed = await api.http.get('/api/countries/?search=atlantis').expect(200);
      expect(listed.body).toEqual([{ id, name: 'Atlantis', code: null, dial_code: null, city_count: 2 }]);

      await api.http.delete(`/api/countries/${id}/`).set(admin.auth).expect(204);
      expect(await api.db.query('SELECT id FROM countries WHERE id = $1', [id])).toEqual([]);
      expect(await api.db.query('SELECT id FROM cities WHERE country_id = $1', [id])).toEqual([]);
      await api.http.get(`/api/cities/${first.id}/`).expect(404);
      const again = await api.http.delete(`/api/countries/${id}/`).set(admin.auth).expect(404);
      expect(again.body).toEqual(COUNTRY_NOT_FOUND);
    });

    it('lets a country keep its own name with another case', async () => {
      const country = await createCountry({ name: 'Lémurie' });
      const response = await api.http
        .patch(`/api/countries/${country.id}/`)
        .set(admin.auth)
        .send({ name: 'LÉMURIE' })
        .expect(200);
      expect(response.body.name).toBe('LÉMURIE');
    });

    it('creates, renames, moves and deletes a city', async () => {
      const home = await createCountry();
      const other = await createCountry();
      const city = await createCity(home.id, 'Ville Neuve');
      const renamed = await api.http
        .patch(`/api/cities/${city.id}/`)
        .set(admin.auth)
        .send({ name: 'Ville Nouvelle' })
        .expect(200);
      expect(renamed.body).toEqual({ id: city.id, name: 'Ville Nouvelle', country: home.id });
      const moved = await api.http
        .put(`/api/cities/${city.id}`)
        .set(admin.auth)
        .send({ name: 'Ville Déplacée', country: String(other.id) })
        .expect(200);
      expect(moved.body).toEqual({ id: city.id, name: 'Ville Déplacée', country: other.id });
      const recount = await api.http.get(`/api/countries/${other.id}/`).expect(200);
      expect(recount.body.city_count).toBe(1);

      await api.http.delete(`/api/cities/${city.id}/`).set(admin.auth).expect(204);
      expect(await api.db.query('SELECT id FROM cities WHERE id = $1', [city.id])).toEqual([]);
      const again = await api.http.delete(`/api/cities/${city.id}/`).set(admin.auth).expect(404);
      expect(again.body).toEqual(CITY_NOT_FOUND);
    });

    it('allows the same city name in two countries', async () => {
      const mali = (await api.http.get('/api/countries/?search=mali').expect(200)).body[0] as CountryBody;
      const twin = await createCity(mali.id, 'Saint-Louis');
      expect(twin.country).toBe(mali.id);
      await api.http.delete(`/api/cities/${twin.id}/`).set(admin.auth).expect(204);
    });

    it('is open to members of an "administrateurs" group', async () => {
      const groupAdmin = await makeUser(api, { groups: ['Administrateurs'] });
      const created = await api.http
        .post('/api/countries/')
        .set(groupAdmin.auth)
        .send({ name: unique('Hyperborée') })
        .expect(201);
      await api.http.delete(`/api/countries/${created.body.id}/`).set(groupAdmin.auth).expect(204);
    });
  });

  describe('refusals, which change nothing', () => {
    let country: CountryBody;
    let city: CityBody;
    let before: Awaited<ReturnType<typeof snapshot>>;

    beforeAll(async () => {
      country = await createCountry({ code: 'XB', dial_code: '+998' });
      city = await createCity(country.id, 'Capitale');
      await createCity(country.id, 'Port');
    });

    beforeEach(async () => {
      before = await snapshot();
    });

    afterEach(async () => {
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      [{ name: '' }, { name: ['Ce champ ne peut pas être vide.'] }],
      [{ name: '   ' }, { name: ['Ce champ ne peut pas être vide.'] }],
      [{}, { name: ['Ce champ est obligatoire.'] }],
      [{ name: null }, { name: ['Ce champ est obligatoire.'] }],
      [{ name: 42 }, { name: ['Ce champ doit être une chaîne de caractères.'] }],
      [{ name: 'x'.repeat(121) }, { name: ['Assurez-vous que ce champ ne comporte pas plus de 120 caractères.'] }],
      [{ name: 'Sé\u0000négal' }, { name: ['Ce champ contient des caractères non autorisés.'] }],
      [{ name: 'sénégal' }, { name: ['Un pays avec ce nom existe déjà.'] }],
      [{ name: ' MALI ' }, { name: ['Un pays avec ce nom existe déjà.'] }],
      [{ name: 'Nouveau', code: 'sn' }, { code: ['Un pays avec ce code existe déjà.'] }],
      [{ name: 'Nouveau', code: 'SEN' }, { code: [expect.stringContaining('deux lettres')] }],
      [{ name: 'Nouveau', code: '1A' }, { code: [expect.stringContaining('deux lettres')] }],
      [{ name: 'Nouveau', code: 12 }, { code: ['Ce champ doit être une chaîne de caractères.'] }],
      [{ name: 'Nouveau', dial_code: '221' }, { dial_code: [expect.stringContaining('+ suivi de 1 à 5 chiffres')] }],
      [{ name: 'Nouveau', dial_code: '+22a' }, { dial_code: [expect.stringContaining('+ suivi de 1 à 5 chiffres')] }],
      [
        { name: 'Nouveau', dial_code: '+1234567' },
        { dial_code: [expect.stringContaining('+ suivi de 1 à 5 chiffres')] },
      ],
      [
        { name: '', code: 'ABC', dial_code: 'x' },
        {
          name: ['Ce champ ne peut pas être vide.'],
          code: ['Le code du pays doit comporter exactement deux lettres (code ISO, par exemple SN).'],
          dial_code: ["L'indicatif doit commencer par + suivi de 1 à 5 chiffres (par exemple +221)."],
        },
      ],
    ])('refuses the country %j', async (body, errors) => {
      const response = await api.http.post('/api/countries/').set(admin.auth).send(body).expect(400);
      expect(response.body).toEqual(errors);
    });

    it('refuses to rename or recode a country onto another one', async () => {
      for (const method of ['put', 'patch'] as const) {
        const name = await api.http[method](`/api/countries/${country.id}/`)
          .set(admin.auth)
          .send({ name: 'SÉNÉGAL' })
          .expect(400);
        expect(name.body).toEqual({ name: ['Un pays avec ce nom existe déjà.'] });
        const blank = await api.http[method](`/api/countries/${country.id}/`)
          .set(admin.auth)
          .send({ name: ' ' })
          .expect(400);
        expect(blank.body).toEqual({ name: ['Ce champ ne peut pas être vide.'] });
      }
      const code = await api.http
        .patch(`/api/countries/${country.id}/`)
        .set(admin.auth)
        .send({ code: 'ML' })
        .expect(400);
      expect(code.body).toEqual({ code: ['Un pays avec ce code existe déjà.'] });
      const missing = await api.http.put(`/api/countries/${country.id}/`).set(admin.auth).send({}).expect(400);
      expect(missing.body).toEqual({ name: ['Ce champ est obligatoire.'] });
    });

    it('answers 404 when writing to a country that does not exist', async () => {
      for (const id of ['999999', 'abc']) {
        const put = await api.http.put(`/api/countries/${id}/`).set(admin.auth).send({ name: 'Nulle part' });
        expect([put.status, put.body]).toEqual([404, COUNTRY_NOT_FOUND]);
        const patch = await api.http.patch(`/api/countries/${id}/`).set(admin.auth).send({ name: 'Nulle part' });
        expect([patch.status, patch.body]).toEqual([404, COUNTRY_NOT_FOUND]);
        const del = await api.http.delete(`/api/countries/${id}/`).set(admin.auth);
        expect([del.status, del.body]).toEqual([404, COUNTRY_NOT_FOUND]);
      }
    });

    it('refuses a city that already exists in its country, whatever the case', async () => {
      for (const name of ['Capitale', 'CAPITALE', ' capitale ']) {
        const response = await api.http
          .post('/api/cities/')
          .set(admin.auth)
          .send({ name, country: country.id })
          .expect(400);
        expect(response.body).toEqual({ name: ['Cette ville existe déjà pour ce pays.'] });
      }
      const dakar = await api.http.post('/api/cities/').set(admin.auth).send({ name: 'dakar', country: senegal.id });
      expect([dakar.status, dakar.body]).toEqual([400, { name: ['Cette ville existe déjà pour ce pays.'] }]);
    });

    it.each([
      [{ name: 'Ville', country: 999999 }, { country: ['Pays introuvable.'] }],
      [{ name: 'Ville', country: 99999999999 }, { country: ['Pays introuvable.'] }],
      [{ name: 'Ville', country: 0 }, { country: ['Pays introuvable.'] }],
      [{ name: 'Ville', country: 'Sénégal' }, { country: ['Ce champ doit être un nombre entier.'] }],
      [{ name: 'Ville', country: 1.5 }, { country: ['Ce champ doit être un nombre entier.'] }],
      [{ name: 'Ville' }, { country: ['Ce champ est obligatoire.'] }],
      [
        { name: '', country: 0 },
        { name: ['Ce champ ne peut pas être vide.'], country: ['Pays introuvable.'] },
      ],
      [{ country: 1 }, { name: ['Ce champ est obligatoire.'] }],
      [{ name: 'Ville\u0000', country: 1 }, { name: ['Ce champ contient des caractères non autorisés.'] }],
    ])('refuses the city %j', async (body, errors) => {
      const response = await api.http.post('/api/cities/').set(admin.auth).send(body).expect(400);
      expect(response.body).toEqual(errors);
    });

    it('refuses to rename or move a city onto another one, or into an unknown country', async () => {
      const taken = await api.http.patch(`/api/cities/${city.id}/`).set(admin.auth).send({ name: 'PORT' }).expect(400);
      expect(taken.body).toEqual({ name: ['Cette ville existe déjà pour ce pays.'] });
      const intoDakar = await api.http
        .put(`/api/cities/${city.id}/`)
        .set(admin.auth)
        .send({ name: 'Dakar', country: senegal.id })
        .expect(400);
      expect(intoDakar.body).toEqual({ name: ['Cette ville existe déjà pour ce pays.'] });
      const nowhere = await api.http
        .patch(`/api/cities/${city.id}/`)
        .set(admin.auth)
        .send({ country: 999999 })
        .expect(400);
      expect(nowhere.body).toEqual({ country: ['Pays introuvable.'] });
      const blank = await api.http.patch(`/api/cities/${city.id}/`).set(admin.auth).send({ name: '' }).expect(400);
      expect(blank.body).toEqual({ name: ['Ce champ ne peut pas être vide.'] });
      for (const id of ['999999', 'x']) {
        const missing = await api.http.patch(`/api/cities/${id}/`).set(admin.auth).send({ name: 'Ailleurs' });
        expect([missing.status, missing.body]).toEqual([404, CITY_NOT_FOUND]);
        const del = await api.http.delete(`/api/cities/${id}/`).set(admin.auth);
        expect([del.status, del.body]).toEqual([404, CITY_NOT_FOUND]);
      }
    });

    it('answers malformed bodies with a French 400, never a 500', async () => {
      const required = ['Ce champ est obligatoire.'];
      const cases: [string, string, unknown][] = [
        ['/api/countries/', '[]', { name: required }],
        ['/api/countries/', '"Sénégal"', { name: required }],
        ['/api/countries/', 'null', { name: required }],
        ['/api/countries/', '{"name": ', { detail: "Le corps de la requête n'est pas un JSON valide." }],
        ['/api/cities/', '[{"name": "Dakar", "country": 1}]', { name: required, country: required }],
        ['/api/cities/', '42', { name: required, country: required }],
      ];
      for (const [path, body, expected] of cases) {
        const response = await api.http.post(path).set(admin.auth).set('Content-Type', 'application/json').send(body);
        expect([response.status, response.body]).toEqual([400, expected]);
      }
    });

    it('refuses every write to non-administrators (403) and to visitors (401)', async () => {
      const parent = await makeUser(api);
      const writes = (auth: Record<string, string>) => [
        api.http.post('/api/countries/').set(auth).send({ name: 'Pirate' }),
        api.http.put(`/api/countries/${country.id}/`).set(auth).send({ name: 'Pirate' }),
        api.http.patch(`/api/countries/${country.id}/`).set(auth).send({ name: 'Pirate' }),
        api.http.delete(`/api/countries/${country.id}/`).set(auth),
        api.http.post('/api/cities/').set(auth).send({ name: 'Pirate', country: country.id }),
        api.http.put(`/api/cities/${city.id}/`).set(auth).send({ name: 'Pirate' }),
        api.http.patch(`/api/cities/${city.id}/`).set(auth).send({ name: 'Pirate' }),
        api.http.delete(`/api/cities/${city.id}/`).set(auth),
      ];
      for (const response of await Promise.all(writes(parent.auth))) {
        expect([response.status, response.body]).toEqual([403, FORBIDDEN]);
      }
      for (const response of await Promise.all(writes({}))) {
        expect([response.status, response.body]).toEqual([
          401,
          { detail: 'Vous devez vous connecter pour continuer.' },
        ]);
      }
    });
  });

  describe('concurrent writes', () => {
    it('create one city out of simultaneous identical requests, refusing the others in French', async () => {
      const country = await createCountry();
      const responses = await Promise.all(
        ['Jumelle', 'JUMELLE', 'jumelle', 'Jumelle', 'Jumelle', 'jumelle'].map((name) =>
          api.http.post('/api/cities/').set(admin.auth).send({ name, country: country.id }),
        ),
      );
      expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
      for (const response of responses.filter((each) => each.status !== 201)) {
        expect([response.status, response.body]).toEqual([400, { name: ['Cette ville existe déjà pour ce pays.'] }]);
      }
      const rows = await api.db.query('SELECT name FROM cities WHERE country_id = $1', [country.id]);
      expect(rows).toHaveLength(1);
    });

    it('create one country out of simultaneous requests differing only by case', async () => {
      const name = unique('Mu');
      const responses = await Promise.all(
        [name, name.toUpperCase(), name.toLowerCase(), name, name.toUpperCase()].map((each) =>
          api.http.post('/api/countries/').set(admin.auth).send({ name: each }),
        ),
      );
      expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
      for (const response of responses.filter((each) => each.status !== 201)) {
        expect([response.status, response.body]).toEqual([400, { name: ['Un pays avec ce nom existe déjà.'] }]);
      }
      const rows = await api.db.query('SELECT id FROM countries WHERE lower(name) = lower($1)', [name]);
      expect(rows).toHaveLength(1);
    });
  });
});
