import { MESSAGES } from '@app/common';
import { WinnerRecorder } from '@app/awards/winners/winner-recorder';
import { ledgerRows } from '@app/testing';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';

describe('the end of a contest: winners, prize claims, testimonials', () => {
  let api: ApiHarness;
  let admin: MadeUser;

  beforeAll(async () => {
    api = await startApi();
    admin = await makeAdmin(api);
  });
  afterAll(() => api.close());

  interface Podium {
    contestId: number;
    parents: MadeUser[];
    participants: number[];
    babies: number[];
  }

  function addVotes(contestId: number, participantId: number, count: number): Promise<number[]> {
    return ledgerRows(api.db, { kind: 'free', contestId, participantId, voterId: 1, ipHash: 'a'.repeat(32) }, count);
  }

  /** A contest with four participants of four parents, 9/6/3/1 votes, closed with its winners recorded. */
  async function closedContest(): Promise<Podium> {
    const contest = await makeContest(api, { prize: 150_000 });
    const parents: MadeUser[] = [];
    const participants: number[] = [];
    const babies: number[] = [];
    for (const count of [9, 6, 3, 1]) {
      const parent = await makeUser(api);
      const baby = await makeBaby(api, parent.user.id);
      const participant = await makeParticipant(api, contest.id, baby, parent.user.id);
      await addVotes(contest.id, participant.id, count);
      parents.push(parent);
      participants.push(participant.id);
      babies.push(baby.id);
    }
    await api.db.transaction(async (transaction) => {
      await transaction.query(
        `UPDATE contests SET status = 'closed', start_date = now() - interval '20 days', end_date = now()
          WHERE id = $1`,
        [contest.id],
      );
      await api.app.get(WinnerRecorder).recordAtClose(transaction, contest.id);
    });
    await api.db.query('UPDATE winners SET notified_at = now() WHERE contest_id = $1', [contest.id]);
    return { contestId: contest.id, parents, participants, babies };
  }

  const canClaim = (parent: MadeUser, contestId: number) =>
    api.http.get(`/api/contests/getmyprize/can-claim/?contest_id=${contestId}`).set(parent.auth);

  it('lists the winners publicly and each parent’s wins', async () => {
    const { contestId, parents, participants } = await closedContest();
    const list = await api.http.get(`/api/contests/list-winners/?contest=${contestId}`).expect(200);
    expect(list.body.count).toBe(3);
    expect(
      list.body.results.map((winner: { participant: number; position: number; prize: number; votes: number }) => [
        winner.participant,
        winner.position,
        winner.prize,
        winner.votes,
      ]),
    ).toEqual([
      [participants[0], 1, 150_000, 9],
      [participants[1], 2, 50_000, 6],
      [participants[2], 3, 25_000, 3],
    ]);
    expect(list.body.results[0].participant_name).toBe('Fatou N.');

    const wins = await api.http.get('/api/contests/contests/my-wins/').set(parents[1].auth).expect(200);
    expect(wins.body).toEqual([
      expect.objectContaining({ id: contestId, rank: 2, prize: 50_000, status: 'available', claim_status: null }),
    ]);
    expect(await api.http.get('/api/contests/contests/my-wins/').set(parents[3].auth).expect(200)).toHaveProperty(
      'body',
      [],
    );
    await api.http.get('/api/contests/contests/my-wins/').expect(401);
  });

  it('takes one claim per win, even when submitted several times at once, with a checked phone number', async () => {
    const { contestId, parents } = await closedContest();
    const check = await canClaim(parents[0], contestId).expect(200);
    expect(check.body).toMatchObject({ can_claim: true, rank: 1, winner_id: expect.any(Number) });
    const winner = check.body.winner_id as number;

    const invalid = await api.http
      .post('/api/contests/getmyprize/')
      .set(parents[0].auth)
      .send({ winner, phone_number: '12', operator: 'Wave' })
      .expect(400);
    expect(invalid.body.phone_number[0]).toContain('Format invalide pour Sénégal');

    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.http
          .post('/api/contests/getmyprize/')
          .set(parents[0].auth)
          .send({ winner, phone_number: '77 123 45 67', operator: 'Wave' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400]);
    const created = answers.find((answer) => answer.status === 201)!.body;
    expect(created).toMatchObject({
      phone_number: '+221771234567',
      status: 'pending',
      winner_data: { rank: 1, prize: 150_000, contest: contestId },
    });
    expect(created.detail).toContain('Votre demande a été enregistrée avec succès');
    expect(answers.find((answer) => answer.status === 400)!.body.detail).toBe(
      'Vous avez déjà fait une demande pour ce lot.',
    );
    const [{ count }]: { count: string }[] = await api.db.query(
      'SELECT count(*) FROM prize_claims WHERE winner_id = $1',
      [winner],
    );
    expect(Number(count)).toBe(1);
    expect((await canClaim(parents[0], contestId).expect(200)).body).toMatchObject({
      can_claim: false,
      claim: { id: created.id, status: 'pending' },
    });
  });

  it('takes the number of the country the winner chooses and the mobile money operator named, refusing others in French', async () => {
    const { contestId, parents } = await closedContest();
    const winner = (await canClaim(parents[0], contestId).expect(200)).body.winner_id as number;
    const claim = (body: object) =>
      api.http
        .post('/api/contests/getmyprize/')
        .set(parents[0].auth)
        .send({ winner, ...body });

    expect((await claim({ phone_number: '0701020304' }).expect(400)).body).toEqual({
      operator: ['Indiquez l’opérateur de mobile money qui recevra le lot.'],
    });
    expect(
      (await claim({ phone_number: '0701020304', country: "Côte d'Ivoire", operator: 'Free Money' }).expect(400)).body,
    ).toEqual({ operator: ["Choisissez un opérateur de mobile money proposé pour ce pays (Côte d'Ivoire)."] });
    expect(
      (await claim({ phone_number: '0701020304', country: 'Atlantide', operator: 'Wave' }).expect(400)).body,
    ).toEqual({ country: ['Choisissez le pays du numéro dans la liste.'] });
    // An Ivorian number is not a Senegalese one: without the country, the participation's rules apply.
    expect((await claim({ phone_number: '0701020304', operator: 'Wave' }).expect(400)).body.phone_number[0]).toContain(
      'Format invalide pour Sénégal',
    );
    const [{ count }]: { count: string }[] = await api.db.query(
      'SELECT count(*) FROM prize_claims WHERE winner_id = $1',
      [winner],
    );
    expect(Number(count)).toBe(0);

    const created = await claim({
      phone_number: '07 01 02 03 04',
      country: "Côte d'Ivoire",
      operator: 'MTN MoMo',
    }).expect(201);
    expect(created.body).toMatchObject({ phone_number: '+2250701020304', operator: 'MTN MoMo', status: 'pending' });
    const listed = await api.http
      .get(`/api/contests/admin/prize-claims/?contest=${contestId}`)
      .set(admin.auth)
      .expect(200);
    expect(listed.body.results[0]).toMatchObject({ id: created.body.id, operator: 'MTN MoMo' });
    const csv = await api.http
      .get(`/api/contests/admin/prize-claims/export/?contest=${contestId}&format=csv`)
      .set(admin.auth)
      .expect(200);
    const [head, row] = csv.text.split('\r\n');
    expect(head).toBe(`\uFEFF${MESSAGES.prizeClaims.csvColumns.join(',')}`);
    expect(head).toContain('ID réclamation,Téléphone,Opérateur,');
    expect(row).toContain('MTN MoMo');
  });

  it('refuses another parent’s win, a contest not won, and a claim after the 30-day window', async () => {
    const { contestId, parents } = await closedContest();
    const winner = (await canClaim(parents[0], contestId).expect(200)).body.winner_id as number;
    const stranger = await api.http
      .post('/api/contests/getmyprize/')
      .set(parents[1].auth)
      .send({ winner, phone_number: '771234567', operator: 'Wave' })
      .expect(404);
    expect(stranger.body.detail).toBe("Ce concours n'existe pas ou vous n'êtes pas autorisé à récupérer ce lot.");
    await canClaim(parents[3], contestId).expect(404);
    await api.http.get('/api/contests/getmyprize/can-claim/?contest_id=abc').set(parents[0].auth).expect(400);

    await api.db.query(`UPDATE winners SET notified_at = now() - interval '31 days' WHERE id = $1`, [winner]);
    expect((await canClaim(parents[0], contestId).expect(200)).body.can_claim).toBe(false);
    const late = await api.http
      .post('/api/contests/getmyprize/')
      .set(parents[0].auth)
      .send({ winner, phone_number: '771234567', operator: 'Wave' })
      .expect(400);
    expect(late.body.detail).toMatch(/^Le délai pour récupérer ce lot a expiré le \d+ \S+ \d{4}\.$/);
    const wins = await api.http.get('/api/contests/contests/my-wins/').set(parents[0].auth).expect(200);
    expect(wins.body[0].status).toBe('expired');
  });

  it('refuses a payout that is negative, above the winner’s prize or not whole, each with its own message', async () => {
    const { contestId, parents } = await closedContest();
    const winner = (await canClaim(parents[1], contestId).expect(200)).body.winner_id as number;
    const claim = await api.http
      .post('/api/contests/getmyprize/')
      .set(parents[1].auth)
      .send({ winner, phone_number: '771234567', operator: 'Wave' })
      .expect(201);
    const pay = (payout_amount: unknown) =>
      api.http
        .post(`/api/contests/admin/prize-claims/${claim.body.id as number}/pay/`)
        .set(admin.auth)
        .send({ payout_reference: 'MP2611.B2', payout_amount });

    // The second place's prize: 50,000 F CFA.
    for (const [amount, message] of [
      [-1, 'Le montant versé ne peut pas être négatif.'],
      [50_001, 'Le montant versé ne peut pas dépasser le lot de ce gagnant : 50\u202f000 F CFA.'],
      [150_000, 'Le montant versé ne peut pas dépasser le lot de ce gagnant : 50\u202f000 F CFA.'],
      [49_999.5, 'Le montant versé doit être un nombre entier de F CFA, sans décimales.'],
      ['beaucoup', 'Le montant versé doit être un nombre entier de F CFA, sans décimales.'],
      [undefined, 'Ce champ est obligatoire.'],
    ] as const) {
      const refused = await pay(amount).expect(400);
      expect(refused.body).toEqual({ payout_amount: [message] });
    }
    const [{ status }] = await api.db.query<{ status: string }[]>('SELECT status FROM prize_claims WHERE id = $1', [
      claim.body.id,
    ]);
    expect(status).toBe('pending');
    expect((await pay(50_000).expect(200)).body).toMatchObject({ status: 'paid', payout_amount: 50_000 });
  });

  it('lets an administrator pay a claim out or reject it, once, in the audit log', async () => {
    const { contestId, parents } = await closedContest();
    const claimIds: number[] = [];
    for (const parent of parents.slice(0, 2)) {
      const winner = (await canClaim(parent, contestId).expect(200)).body.winner_id as number;
      const claim = await api.http
        .post('/api/contests/getmyprize/')
        .set(parent.auth)
        .send({ winner, phone_number: '771234567', operator: 'Wave' })
        .expect(201);
      claimIds.push(claim.body.id as number);
    }
    await api.http.post(`/api/contests/admin/prize-claims/${claimIds[0]}/pay/`).set(parents[0].auth).expect(403);
    const refused = await api.http
      .post(`/api/contests/admin/prize-claims/${claimIds[0]}/pay/`)
      .set(admin.auth)
      .send({ payout_reference: '', payout_amount: -1 })
      .expect(400);
    expect(Object.keys(refused.body).sort()).toEqual(['payout_amount', 'payout_reference']);

    const paid = await api.http
      .post(`/api/contests/admin/prize-claims/${claimIds[0]}/pay/`)
      .set(admin.auth)
      .send({ payout_reference: 'MP2611.A1B2', payout_amount: 150_000 })
      .expect(200);
    expect(paid.body).toMatchObject({ status: 'paid', status_display: 'Payé', payout_reference: 'MP2611.A1B2' });
    await api.http
      .post(`/api/contests/admin/prize-claims/${claimIds[0]}/reject/`)
      .set(admin.auth)
      .send({ reason: 'Trop tard' })
      .expect(409);
    await api.http
      .post(`/api/contests/admin/prize-claims/${claimIds[1]}/reject/`)
      .set(admin.auth)
      .send({ reason: "Acte de naissance de l'enfant non fourni" })
      .expect(200);

    const mine = await api.http.get('/api/contests/contests/my-wins/').set(parents[0].auth).expect(200);
    expect(mine.body[0]).toMatchObject({ status: 'claimed', claim_status: 'paid' });
    const rejected = (await canClaim(parents[1], contestId).expect(200)).body.claim;
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejection_reason: "Acte de naissance de l'enfant non fourni",
    });

    const audit: { action: string; subject_id: number }[] = await api.db.query(
      `SELECT action, subject_id FROM audit_log WHERE subject_id = ANY($1::int[]) AND action LIKE '%prize_claim'
        ORDER BY id`,
      [claimIds],
    );
    expect(audit).toEqual([
      { action: 'pay_prize_claim', subject_id: claimIds[0] },
      { action: 'reject_prize_claim', subject_id: claimIds[1] },
    ]);

    const list = await api.http
      .get(`/api/contests/admin/prize-claims/?contest=${contestId}&page_size=10`)
      .set(admin.auth)
      .expect(200);
    expect(list.body.count).toBe(2);
    await api.http.get('/api/contests/admin/prize-claims/?page_size=15').set(admin.auth).expect(400);
    const stats = await api.http.get('/api/contests/admin/prize-claims/stats/').set(admin.auth).expect(200);
    expect(stats.body.total_claims).toBeGreaterThanOrEqual(2);
    expect(stats.body.top_contests.length).toBeLessThanOrEqual(5);
    const csv = await api.http
      .get(`/api/contests/admin/prize-claims/export/?contest=${contestId}&format=csv`)
      .set(admin.auth)
      .expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.split('\r\n')[0]).toContain('ID réclamation');
    const json = await api.http
      .get(`/api/contests/admin/prize-claims/export/?contest=${contestId}`)
      .set(admin.auth)
      .expect(200);
    expect(json.body.total_exported).toBe(2);
    // 002 §3: the export form of a claim has its winner whole.
    expect(json.body.claims[0].winner).toEqual({
      id: expect.any(Number),
      rank: expect.any(Number),
      prize: expect.any(Number),
      contest_title: expect.any(String),
      participant: {
        id: expect.any(Number),
        user_name: expect.any(String),
        baby_name: expect.any(String),
        user_email: expect.stringContaining('@'),
        country: expect.any(String),
        city: expect.any(String),
      },
    });
  });

  it('recomputes the podium after reversals, refusing to take a claimed prize away without an override', async () => {
    const { contestId, parents, participants } = await closedContest();
    const winner = (await canClaim(parents[0], contestId).expect(200)).body.winner_id as number;
    await api.http
      .post('/api/contests/getmyprize/')
      .set(parents[0].auth)
      .send({ winner, phone_number: '771234567', operator: 'Wave' })
      .expect(201);
    // The first place's votes were bought by a fraud ring: all nine are reversed.
    await api.http
      .post(`/api/contests/admin/contests/${contestId}/votes/reverse/`)
      .set(admin.auth)
      .send({ voter_id: 1, reason: 'Votes multiples' })
      .expect(201);

    const url = `/api/contests/admin/contests/${contestId}/winners/recompute/`;
    await api.http.post(url).set(admin.auth).send({}).expect(400);
    const refused = await api.http.post(url).set(admin.auth).send({ reason: 'Fraude' }).expect(409);
    expect(refused.body.detail).toContain('override_claimed');
    expect((await api.http.get(`/api/contests/list-winners/?contest=${contestId}`)).body.results[0].participant).toBe(
      participants[0],
    );

    // Every vote of the contest came from voter 1: nobody has votes left, so nobody wins.
    const done = await api.http
      .post(url)
      .set(admin.auth)
      .send({ reason: 'Fraude confirmée', override_claimed: true })
      .expect(200);
    expect(done.body).toMatchObject({ changed: true, winners: [] });
    const claims: { status: string }[] = await api.db.query('SELECT status FROM prize_claims WHERE winner_id = $1', [
      winner,
    ]);
    expect(claims).toEqual([{ status: 'pending' }]);
    const [{ count }]: { count: string }[] = await api.db.query(
      `SELECT count(*) FROM audit_log WHERE action = 'recompute_winners' AND contest_id = $1`,
      [contestId],
    );
    expect(Number(count)).toBe(1);
    expect((await api.http.post(url).set(admin.auth).send({ reason: 'Encore' }).expect(200)).body.changed).toBe(false);
  });

  it('keeps a first place out of every contest for 30 days', async () => {
    const { parents, babies } = await closedContest();
    const open = await makeContest(api);
    const refused = await api.http
      .post('/api/contests/register/')
      .set(parents[0].auth)
      .field('contest', String(open.id))
      .field('baby_id', String(babies[0]))
      .field('country', 'Sénégal')
      .field('city', 'Dakar')
      .field('phone_number', '771234567')
      .expect(400);
    expect(refused.body.detail).toMatch(/pourra de nouveau participer à partir du \d+ \S+ \d{4}\.$/);

    await api.db.query(`UPDATE winners SET awarded_at = now() - interval '31 days' WHERE baby_id = $1`, [babies[0]]);
    await api.http
      .post('/api/contests/register/')
      .set(parents[0].auth)
      .field('contest', String(open.id))
      .field('baby_id', String(babies[0]))
      .field('country', 'Sénégal')
      .field('city', 'Dakar')
      .field('phone_number', '771234567')
      .expect(201);
  });

  it('lets only the winning parent write, edit and delete a testimonial', async () => {
    const { contestId, parents } = await closedContest();
    const winner = (await canClaim(parents[0], contestId).expect(200)).body.winner_id as number;
    const loser = await api.http
      .post('/api/contests/feedback/')
      .set(parents[3].auth)
      .send({ rating: 5, text: 'Bravo', winner })
      .expect(403);
    expect(loser.body.detail).toBe('Seuls les gagnants peuvent laisser un témoignage');
    await api.http
      .post('/api/contests/feedback/')
      .set(parents[0].auth)
      .send({ rating: 6, text: ' ', winner })
      .expect(400);

    const created = await api.http
      .post('/api/contests/feedback/')
      .set(parents[0].auth)
      .send({ rating: 5, text: '  Merci à tous !  ', winner })
      .expect(201);
    expect(created.body).toMatchObject({ text: 'Merci à tous !', winner_data: { rank: 1, prize: 150_000 } });
    await api.http
      .post('/api/contests/feedback/')
      .set(parents[0].auth)
      .send({ rating: 4, text: 'Encore', winner })
      .expect(400);

    const id = created.body.id as number;
    const other = await api.http
      .patch(`/api/contests/feedback/${id}/`)
      .set(parents[1].auth)
      .send({ rating: 1 })
      .expect(403);
    expect(other.body.detail).toBe("Vous n'êtes pas autorisé à modifier ce témoignage.");
    await api.http.delete(`/api/contests/feedback/${id}/`).set(parents[1].auth).expect(403);
    await api.http.patch(`/api/contests/feedback/${id}/`).set(parents[0].auth).send({ rating: 4 }).expect(200);

    const publicList = await api.http.get('/api/contests/feedback/').expect(200);
    expect(
      publicList.body.results.some((item: { id: number; rating: number }) => item.id === id && item.rating === 4),
    ).toBe(true);
    await api.http
      .post(`/api/contests/admin/feedback/${id}/hide/`)
      .set(admin.auth)
      .send({ reason: 'Coordonnées personnelles dans le texte' })
      .expect(200);
    const hidden = await api.http.get('/api/contests/feedback/').expect(200);
    expect(hidden.body.results.some((item: { id: number }) => item.id === id)).toBe(false);
    const mine = await api.http.get('/api/contests/feedback/?mine=true').set(parents[0].auth).expect(200);
    expect(mine.body.results).toEqual([expect.objectContaining({ id, is_hidden: true })]);

    await api.http.delete(`/api/contests/feedback/${id}/`).set(parents[0].auth).expect(200);
    await api.http.get(`/api/contests/feedback/${id}/`).expect(404);
  });
});
