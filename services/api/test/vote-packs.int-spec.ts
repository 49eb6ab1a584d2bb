import { AppError } from '@app/common';
import { VotePacksService } from '@app/payments/packs/vote-packs.service';
import { paymentRow } from '@app/testing';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, type MadeUser, makeUser } from './support/factories';

const BASE = '/api/payments/packs';
const DAY = 24 * 3600 * 1000;
const FORBIDDEN = { detail: "Vous n'avez pas les permissions nécessaires." };
const UNAUTHENTICATED = { detail: 'Vous devez vous connecter pour continuer.' };
const NOT_FOUND = { detail: 'Pack de votes non trouvé' };
const TEXT = {
  required: 'Ce champ est obligatoire.',
  blank: 'Ce champ ne peut pas être vide.',
  tooLong: 'Assurez-vous que ce champ ne comporte pas plus de 100 caractères.',
  integer: 'Ce champ doit être un nombre entier.',
  votesCount: 'Le nombre de votes doit être supérieur à zéro.',
  pricePositive: 'Le prix du pack doit être supérieur à zéro.',
  priceMinimum: "Le prix minimum d'un pack est de 100 FCFA.",
  priceMultiple: 'Le prix doit être un multiple de 5 FCFA.',
  promotionMinimum: 'Le prix promotionnel minimum est de 100 FCFA.',
  promotionMultiple: 'Le prix promotionnel doit être un multiple de 5 FCFA.',
  promotionNotLower: 'Le prix promotionnel doit être inférieur au prix du pack.',
  endBeforeStart: 'La fin de la promotion doit être postérieure à son début.',
  incomplete: 'Une promotion demande un prix promotionnel et ses dates de début et de fin.',
  invalidDate: 'Saisissez une date et une heure valides, par exemple 2026-05-01T18:00.',
  tooLarge: `Ce nombre ne peut pas dépasser ${(2_000_000_000).toLocaleString('fr-FR')}.`,
};

interface PackBody {
  id: number;
  name: string;
  description: string;
  votes_count: number;
  price: number;
  promotion_price: number | null;
  promotion_start_date: string | null;
  promotion_end_date: string | null;
  promotion_description: string;
  is_promotion_active: boolean;
  current_price: number;
  discount_percentage: number;
  promotion_status: string;
  created_at: string;
}

const ids = (packs: PackBody[]) => packs.map((pack) => pack.id);
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

/** Promotion fields whose period is running, still to come, or over. */
function promotion(state: 'active' | 'upcoming' | 'expired', promotionPrice: number) {
  const [start, end] = { active: [-1, 1], upcoming: [1, 2], expired: [-2, -1] }[state];
  return { promotion_price: promotionPrice, promotion_start_date: at(start), promotion_end_date: at(end) };
}

describe('vote packs', () => {
  let api: ApiHarness;
  let admin: MadeUser;
  let parent: MadeUser;

  /** Every stored column of every pack, to show that a refused request changed nothing. */
  const snapshot = (): Promise<unknown[]> => api.db.query('SELECT * FROM vote_packs ORDER BY id');

  const createPack = async (body: Record<string, unknown>): Promise<PackBody> =>
    (
      await api.http
        .post(`${BASE}/`)
        .set(admin.auth)
        .send({ name: 'Pack Standard', votes_count: 10, price: 1000, ...body })
        .expect(201)
    ).body;

  beforeAll(async () => {
    api = await startApi();
    admin = await makeAdmin(api);
    parent = await makeUser(api);
  });
  afterAll(() => api.close());

  describe('public list and detail', () => {
    beforeAll(() => api.db.query('DELETE FROM vote_packs'));

    it('list active promotions first, then by current price, then by id, with the price of the moment', async () => {
      const standard = await createPack({ name: 'Pack Standard', price: 1000 });
      const boost = await createPack({
        name: 'Pack Boost',
        votes_count: 100,
        price: 5000,
        description: 'Le plus populaire',
        promotion_description: 'Offre de lancement',
        ...promotion('active', 2500),
      });
      const upcoming = await createPack({ name: 'Pack Bientôt', price: 500, ...promotion('upcoming', 400) });
      const expired = await createPack({ name: 'Pack Passé', price: 2000, ...promotion('expired', 1000) });
      const slight = await createPack({ name: 'Pack Petit rabais', price: 3000, ...promotion('active', 2995) });
      const small = await createPack({ name: 'Pack Mini', price: 500 });

      const response = await api.http.get(`${BASE}/`).expect(200);
      const packs: PackBody[] = response.body;
      expect(ids(packs)).toEqual([boost.id, slight.id, upcoming.id, small.id, standard.id, expired.id]);

      const listed = new Map(packs.map((pack) => [pack.id, pack]));
      expect(listed.get(boost.id)).toEqual({
        id: boost.id,
        name: 'Pack Boost',
        description: 'Le plus populaire',
        votes_count: 100,
        price: 5000,
        promotion_price: 2500,
        promotion_start_date: boost.promotion_start_date,
        promotion_end_date: boost.promotion_end_date,
        promotion_description: 'Offre de lancement',
        is_promotion_active: true,
        current_price: 2500,
        discount_percentage: 50,
        promotion_status: 'active',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      const pricing = (pack: PackBody) => {
        const { is_promotion_active, current_price, discount_percentage, promotion_status } = listed.get(pack.id)!;
        return { is_promotion_active, current_price, discount_percentage, promotion_status };
      };
      expect(pricing(slight)).toEqual({
        is_promotion_active: true,
        current_price: 2995,
        discount_percentage: 0,
        promotion_status: 'active',
      });
      expect(pricing(upcoming)).toEqual({
        is_promotion_active: false,
        current_price: 500,
        discount_percentage: 0,
        promotion_status: 'upcoming',
      });
      expect(pricing(expired)).toEqual({
        is_promotion_active: false,
        current_price: 2000,
        discount_percentage: 0,
        promotion_status: 'expired',
      });
      expect(pricing(standard)).toEqual({
        is_promotion_active: false,
        current_price: 1000,
        discount_percentage: 0,
        promotion_status: 'no_promotion',
      });
      expect(listed.get(standard.id)).toMatchObject({
        description: '',
        promotion_price: null,
        promotion_start_date: null,
        promotion_end_date: null,
        promotion_description: '',
      });

      const detail = await api.http.get(`${BASE}/${boost.id}/`).expect(200);
      expect(detail.body).toEqual(listed.get(boost.id));
    });

    it('are open to visitors and to signed-in parents', async () => {
      const pack = await createPack({});
      await api.http.get(BASE).expect(200);
      await api.http.get(`${BASE}/`).set(parent.auth).expect(200);
      await api.http.get(`${BASE}/${pack.id}`).expect(200);
      await api.http.get(`${BASE}/${pack.id}/`).set(parent.auth).expect(200);
    });

    it('search names and descriptions whatever the case and accents', async () => {
      const elite = await createPack({ name: 'Pack Élite', description: 'Pour les grands fans' });
      const discovery = await createPack({ name: 'Pack Découverte', description: 'Votes exclusifs pour bébé' });
      const search = async (term: string) =>
        ids((await api.http.get(`${BASE}/`).query({ search: term }).expect(200)).body);
      expect(await search('elite')).toEqual([elite.id]);
      expect(await search('ÉLITE')).toEqual([elite.id]);
      expect(await search('BEBE')).toEqual([discovery.id]);
      expect(await search('découv')).toEqual([discovery.id]);
      for (const term of ['%', '_', 'introuvable']) expect(await search(term)).toEqual([]);
      const all = (await api.http.get(`${BASE}/`).expect(200)).body;
      expect(await search('')).toEqual(ids(all));
    });

    it('answer 404 in French for an id that names no pack', async () => {
      for (const id of ['999999', 'abc', '0', '-1', '99999999999']) {
        expect((await api.http.get(`${BASE}/${id}/`).expect(404)).body).toEqual(NOT_FOUND);
      }
    });
  });

  describe('administration', () => {
    it('creates a pack, trimming its texts', async () => {
      const promo = promotion('active', 1500);
      const created = await api.http
        .post(`${BASE}/`)
        .set(admin.auth)
        .send({
          name: '  Pack Famille  ',
          description: ' Pour toute la famille ',
          votes_count: 30,
          price: 2500,
          ...promo,
          promotion_description: 'Fête des mères',
        })
        .expect(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        name: 'Pack Famille',
        description: 'Pour toute la famille',
        votes_count: 30,
        price: 2500,
        promotion_price: 1500,
        promotion_start_date: promo.promotion_start_date,
        promotion_end_date: promo.promotion_end_date,
        promotion_description: 'Fête des mères',
        is_promotion_active: true,
        current_price: 1500,
        discount_percentage: 40,
        promotion_status: 'active',
        created_at: expect.any(String),
      });
      const [row] = await api.db.query('SELECT name, votes_count, price, deleted_at FROM vote_packs WHERE id = $1', [
        created.body.id,
      ]);
      expect(row).toEqual({ name: 'Pack Famille', votes_count: 30, price: 2500, deleted_at: null });
    });

    it('reads numbers sent as text, empty promotion fields as none, and form date-times as UTC', async () => {
      const plain = await createPack({
        votes_count: '25',
        price: ' 1500 ',
        promotion_price: '',
        promotion_start_date: '',
        promotion_end_date: null,
      });
      expect(plain).toMatchObject({
        votes_count: 25,
        price: 1500,
        promotion_price: null,
        promotion_start_date: null,
        promotion_end_date: null,
        promotion_status: 'no_promotion',
      });
      const planned = await createPack({
        price: 1500,
        promotion_price: '1000',
        promotion_start_date: '2030-05-01T18:00',
        promotion_end_date: '2030-05-08T18:00:00+01:00',
      });
      expect(planned).toMatchObject({
        promotion_price: 1000,
        promotion_start_date: '2030-05-01T18:00:00.000Z',
        promotion_end_date: '2030-05-08T17:00:00.000Z',
        promotion_status: 'upcoming',
        current_price: 1500,
      });
    });

    it('refuses invalid packs with French field errors and stores nothing', async () => {
      const valid = { name: 'Pack Test', votes_count: 10, price: 1000 };
      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        [{}, { name: [TEXT.required], votes_count: [TEXT.required], price: [TEXT.required] }],
        [{ ...valid, name: '   ' }, { name: [TEXT.blank] }],
        [{ ...valid, name: 'x'.repeat(101) }, { name: [TEXT.tooLong] }],
        [{ ...valid, votes_count: 0 }, { votes_count: [TEXT.votesCount] }],
        [{ ...valid, votes_count: -5 }, { votes_count: [TEXT.votesCount] }],
        [{ ...valid, votes_count: 2.5 }, { votes_count: [TEXT.integer] }],
        [{ ...valid, votes_count: 'dix' }, { votes_count: [TEXT.integer] }],
        [{ ...valid, price: 0 }, { price: [TEXT.pricePositive] }],
        [{ ...valid, price: -100 }, { price: [TEXT.pricePositive] }],
        [{ ...valid, price: 95 }, { price: [TEXT.priceMinimum] }],
        [{ ...valid, price: 1002 }, { price: [TEXT.priceMultiple] }],
        [{ ...valid, price: 999.5 }, { price: [TEXT.integer] }],
        [{ ...valid, price: 3_000_000_000 }, { price: [TEXT.tooLarge] }],
        [{ ...valid, ...promotion('active', 50) }, { promotion_price: [TEXT.promotionMinimum] }],
        [{ ...valid, ...promotion('active', 501) }, { promotion_price: [TEXT.promotionMultiple] }],
        [{ ...valid, ...promotion('active', 1000) }, { promotion_price: [TEXT.promotionNotLower] }],
        [{ ...valid, ...promotion('active', 1500) }, { promotion_price: [TEXT.promotionNotLower] }],
        [
          { ...valid, promotion_price: 800, promotion_start_date: at(1), promotion_end_date: at(1) },
          { promotion_end_date: [TEXT.endBeforeStart] },
        ],
        [
          { ...valid, promotion_price: 800, promotion_start_date: at(2), promotion_end_date: at(1) },
          { promotion_end_date: [TEXT.endBeforeStart] },
        ],
        [{ ...valid, promotion_price: 800 }, { non_field_errors: [TEXT.incomplete] }],
        [{ ...valid, promotion_price: 800, promotion_start_date: at(1) }, { non_field_errors: [TEXT.incomplete] }],
        [{ ...valid, promotion_start_date: at(1), promotion_end_date: at(2) }, { non_field_errors: [TEXT.incomplete] }],
        [
          { ...valid, ...promotion('active', 800), promotion_start_date: 'demain' },
          { promotion_start_date: [TEXT.invalidDate] },
        ],
        [
          { ...valid, ...promotion('active', 800), promotion_end_date: '2030-02-30T10:00' },
          { promotion_end_date: [TEXT.invalidDate] },
        ],
      ];
      const before = await snapshot();
      for (const [body, errors] of cases) {
        const response = await api.http.post(`${BASE}/`).set(admin.auth).send(body);
        expect({ body, status: response.status, errors: response.body }).toEqual({ body, status: 400, errors });
      }
      expect(await snapshot()).toEqual(before);
    });

    it('replaces a pack with PUT; optional fields left out stay as they are', async () => {
      const pack = await createPack({ description: 'Avant', ...promotion('active', 800) });
      const response = await api.http
        .put(`${BASE}/${pack.id}/`)
        .set(admin.auth)
        .send({ name: 'Pack Renommé', votes_count: 12, price: 1200 })
        .expect(200);
      expect(response.body).toEqual({
        ...pack,
        name: 'Pack Renommé',
        votes_count: 12,
        price: 1200,
        discount_percentage: 33,
      });

      const before = await snapshot();
      const incomplete = await api.http.put(`${BASE}/${pack.id}/`).set(admin.auth).send({ name: 'Pack' }).expect(400);
      expect(incomplete.body).toEqual({ votes_count: [TEXT.required], price: [TEXT.required] });
      const cheaper = await api.http
        .put(`${BASE}/${pack.id}/`)
        .set(admin.auth)
        .send({ name: 'Pack', votes_count: 12, price: 800 })
        .expect(400);
      expect(cheaper.body).toEqual({ promotion_price: [TEXT.promotionNotLower] });
      expect(await snapshot()).toEqual(before);
    });

    it('changes only the fields sent with PATCH, the rules applying to the result', async () => {
      const pack = await createPack({ price: 1000, ...promotion('active', 800) });
      const renamed = await api.http
        .patch(`${BASE}/${pack.id}/`)
        .set(admin.auth)
        .send({ name: 'Pack Printemps', promotion_description: 'Printemps' })
        .expect(200);
      expect(renamed.body).toEqual({ ...pack, name: 'Pack Printemps', promotion_description: 'Printemps' });

      const before = await snapshot();
      const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
        [{ price: 800 }, { promotion_price: [TEXT.promotionNotLower] }],
        [{ promotion_price: 1000 }, { promotion_price: [TEXT.promotionNotLower] }],
        [{ promotion_end_date: at(-2) }, { promotion_end_date: [TEXT.endBeforeStart] }],
        [{ promotion_price: null }, { non_field_errors: [TEXT.incomplete] }],
        [{ promotion_start_date: '' }, { non_field_errors: [TEXT.incomplete] }],
        [{ name: '' }, { name: [TEXT.blank] }],
        [{ votes_count: 0 }, { votes_count: [TEXT.votesCount] }],
        [{ price: 1003 }, { price: [TEXT.priceMultiple] }],
      ];
      for (const [body, errors] of refusals) {
        const response = await api.http.patch(`${BASE}/${pack.id}/`).set(admin.auth).send(body);
        expect({ body, status: response.status, errors: response.body }).toEqual({ body, status: 400, errors });
      }
      expect(await snapshot()).toEqual(before);

      const ended = await api.http
        .patch(`${BASE}/${pack.id}/`)
        .set(admin.auth)
        .send({ promotion_price: '', promotion_start_date: null, promotion_end_date: '' })
        .expect(200);
      expect(ended.body).toMatchObject({
        name: 'Pack Printemps',
        price: 1000,
        promotion_price: null,
        promotion_start_date: null,
        promotion_end_date: null,
        promotion_status: 'no_promotion',
        current_price: 1000,
      });
      const raised = await api.http
        .patch(`${BASE}/${pack.id}/`)
        .set(admin.auth)
        .send({ price: 500, ...promotion('upcoming', 400) })
        .expect(200);
      expect(raised.body).toMatchObject({ price: 500, promotion_price: 400, promotion_status: 'upcoming' });
    });

    it('answers 404 for a pack that does not exist', async () => {
      const body = { name: 'Pack', votes_count: 1, price: 100 };
      for (const id of ['999999', 'abc']) {
        expect((await api.http.put(`${BASE}/${id}/`).set(admin.auth).send(body).expect(404)).body).toEqual(NOT_FOUND);
        expect((await api.http.patch(`${BASE}/${id}/`).set(admin.auth).send(body).expect(404)).body).toEqual(NOT_FOUND);
        expect((await api.http.delete(`${BASE}/${id}/`).set(admin.auth).expect(404)).body).toEqual(NOT_FOUND);
      }
    });

    it('is refused to parents and visitors, changing nothing', async () => {
      const pack = await createPack({});
      const body = { name: 'Pack pirate', votes_count: 1000, price: 100 };
      const before = await snapshot();
      const attempts = [
        () => api.http.post(`${BASE}/`).send(body),
        () => api.http.put(`${BASE}/${pack.id}/`).send(body),
        () => api.http.patch(`${BASE}/${pack.id}/`).send(body),
        () => api.http.delete(`${BASE}/${pack.id}/`),
      ];
      for (const attempt of attempts) {
        expect((await attempt().set(parent.auth).expect(403)).body).toEqual(FORBIDDEN);
        expect((await attempt().expect(401)).body).toEqual(UNAUTHENTICATED);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('deletes a pack from the lists while payments keep pointing at it', async () => {
      const pack = await createPack({ name: 'Pack Retiré' });
      const contest = await makeContest(api);
      const baby = await makeBaby(api, parent.user.id, { withPhoto: false });
      const participant = await makeParticipant(api, contest.id, baby, parent.user.id);
      const paymentId = await paymentRow(api.db, {
        transactionId: 'BS-PACK-TEST',
        userId: parent.user.id,
        participantId: participant.id,
        contestId: contest.id,
        packId: pack.id,
        packName: 'Pack Retiré',
        votes: 10,
        amount: 1000,
      });

      await api.http.delete(`${BASE}/${pack.id}/`).set(admin.auth).expect(204);

      expect((await api.http.get(`${BASE}/${pack.id}/`).expect(404)).body).toEqual(NOT_FOUND);
      expect(ids((await api.http.get(`${BASE}/`).expect(200)).body)).not.toContain(pack.id);
      expect(ids((await api.http.get(`${BASE}/?search=retire`).expect(200)).body)).toEqual([]);
      const [row] = await api.db.query('SELECT name, deleted_at FROM vote_packs WHERE id = $1', [pack.id]);
      expect(row).toEqual({ name: 'Pack Retiré', deleted_at: expect.any(Date) });
      const [stored] = await api.db.query('SELECT pack_id FROM payments WHERE id = $1', [paymentId]);
      expect(stored).toEqual({ pack_id: pack.id });

      const body = { name: 'Pack', votes_count: 1, price: 100 };
      expect((await api.http.delete(`${BASE}/${pack.id}/`).set(admin.auth).expect(404)).body).toEqual(NOT_FOUND);
      expect((await api.http.patch(`${BASE}/${pack.id}/`).set(admin.auth).send(body).expect(404)).body).toEqual(
        NOT_FOUND,
      );
      expect((await api.http.put(`${BASE}/${pack.id}/`).set(admin.auth).send(body).expect(404)).body).toEqual(
        NOT_FOUND,
      );
    });
  });

  describe('purchasable', () => {
    it('gives the price a payment charges at the time given', async () => {
      const pack = await createPack({ name: 'Pack Achat', votes_count: 40, price: 4000, ...promotion('active', 3000) });
      const service = api.app.get(VotePacksService);
      const bought = { id: pack.id, name: 'Pack Achat', votesCount: 40, price: 4000 };
      expect(await service.purchasable(pack.id)).toEqual({ ...bought, currentPrice: 3000 });
      const later = new Date(Date.now() + 2 * DAY);
      expect(await service.purchasable(pack.id, later)).toEqual({ ...bought, currentPrice: 4000 });
    });

    it('refuses a deleted or unknown pack', async () => {
      const pack = await createPack({});
      await api.http.delete(`${BASE}/${pack.id}/`).set(admin.auth).expect(204);
      const service = api.app.get(VotePacksService);
      for (const id of [pack.id, 999999]) {
        const refusal = await service.purchasable(id).catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(AppError);
        expect(refusal).toMatchObject({ status: 404, body: NOT_FOUND });
      }
    });
  });
});
