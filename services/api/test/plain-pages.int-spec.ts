import supertest from 'supertest';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeUser } from './support/factories';
import { startSmsStack, type SmsStack } from './support/sms-stack';

/** The form token of the first form of a page. */
function tokenOf(page: string): string {
  const token = /name="jeton" value="([^"]+)"/.exec(page)?.[1];
  if (!token) throw new Error(`no form on the page: ${page}`);
  return token;
}

/** The vote form's key. */
const voteKeyOf = (page: string) => /name="cle" value="([^"]+)"/.exec(page)?.[1];

describe('the pages without script: sign in by SMS, vote, see the result', () => {
  let stack: SmsStack;
  let participantId: number;
  let closedParticipantId: number;

  const browser = () => supertest.agent(stack.api.app.getHttpServer());
  const lastCode = (to: string) => /^(\d{6}) /.exec(stack.sms.messages(to).at(-1)?.text ?? '')?.[1] ?? '';
  const ledgerRows = async (id: number) =>
    (
      await stack.api.db.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM vote_ledger WHERE participant_id = $1',
        [id],
      )
    )[0].count;

  /** A browser signed in through the forms, with the number given (a new account named Aya). */
  async function signedIn(phone: string) {
    const agent = browser();
    const form = await agent.get(`/simple/connexion?participant=${participantId}`);
    expect(form.status).toBe(200);
    const sent = await agent
      .post('/simple/connexion')
      .type('form')
      .send({ jeton: tokenOf(form.text), participant: String(participantId), numero: phone, prenom: 'Aya' });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe(`/simple/connexion/code?participant=${participantId}`);
    const codePage = await agent.get(sent.headers.location);
    expect(codePage.text).toContain('Code envoyé par SMS au');
    const done = await agent
      .post('/simple/connexion/code')
      .type('form')
      .send({ jeton: tokenOf(codePage.text), participant: String(participantId), code: lastCode(phone) });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`/simple/participants/${participantId}`);
    return agent;
  }

  beforeAll(async () => {
    stack = await startSmsStack({ FREE_VOTE_WITHOUT_PHONE: 'false' });
    await stack.api.startWorker();
    const parent = await makeUser(stack.api);
    const contest = await makeContest(stack.api, { title: 'Concours des sourires' });
    const baby = await makeBaby(stack.api, parent.user.id, { name: 'Aminata', country: 'Sénégal' });
    participantId = (await makeParticipant(stack.api, contest.id, baby, parent.user.id)).id;
    const closed = await makeContest(stack.api, { status: 'closed', title: 'Concours fini' });
    const other = await makeBaby(stack.api, parent.user.id, { name: 'Fatou' });
    closedParticipantId = (await makeParticipant(stack.api, closed.id, other, parent.user.id)).id;
  });
  afterAll(() => stack.close());

  it('shows a participant to a visitor as plain HTML, without script, with the way to sign in', async () => {
    const page = await stack.api.http.get(`/simple/participants/${participantId}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('Votez pour Aminata');
    expect(page.text).toContain('Concours : Concours des sourires');
    expect(page.text).toContain(`href="/simple/connexion?participant=${participantId}"`);
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).not.toContain('name="cle"');
    expect(Buffer.byteLength(page.text)).toBeLessThan(6_000);
    const style = await stack.api.http.get(/href="(\/simple\/style\.css\?v=[0-9a-f]+)"/.exec(page.text)![1]);
    expect(style.status).toBe(200);
    expect(style.headers['cache-control']).toContain('immutable');

    const unknown = await stack.api.http.get('/simple/participants/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Ce participant n’existe pas');
  });

  it('signs in by number and code, votes free, shows the result with its receipt, then the cooldown', async () => {
    const agent = await signedIn('+221771110001');
    const page = await agent.get(`/simple/participants/${participantId}`);
    expect(page.text).toContain('Connecté(e) : Aya (+221 ••••• 00 01)');
    const form = { jeton: tokenOf(page.text), cle: voteKeyOf(page.text) };

    // The site's Referrer-Policy (no-referrer) makes browsers send `Origin: null` with its own forms.
    const voted = await agent
      .post(`/simple/participants/${participantId}/vote`)
      .set('Origin', 'null')
      .type('form')
      .send(form);
    expect(voted.status).toBe(200);
    expect(voted.text).toContain('Vote compté !');
    expect(voted.text).toMatch(/Merci ! Aminata a maintenant 1 vote\./);
    const receipt = Number(/Reçu n° (\d+)/.exec(voted.text)?.[1]);
    expect(voted.text).toMatch(/Prochain vote gratuit à \d{1,2} h \d\d\./);
    const [row] = await stack.api.db.query('SELECT id, channel, kind FROM vote_ledger WHERE participant_id = $1', [
      participantId,
    ]);
    expect(row).toMatchObject({ id: String(receipt), channel: 'web', kind: 'free' });

    // The same form sent again (a double tap, a reload) is the same vote.
    const again = await agent.post(`/simple/participants/${participantId}/vote`).type('form').send(form);
    expect(again.status).toBe(200);
    expect(again.text).toContain(`Reçu n° ${receipt}`);
    expect(await ledgerRows(participantId)).toBe(1);

    // A new form within the 10 minutes: refused, with the time of the next free vote.
    const fresh = await agent.get(`/simple/participants/${participantId}`);
    const cooldown = await agent
      .post(`/simple/participants/${participantId}/vote`)
      .type('form')
      .send({ jeton: tokenOf(fresh.text), cle: voteKeyOf(fresh.text) });
    expect(cooldown.status).toBe(429);
    expect(cooldown.text).toContain('Vote non compté');
    expect(cooldown.text).toMatch(/Prochain vote gratuit à \d{1,2} h \d\d\./);
    expect(await ledgerRows(participantId)).toBe(1);
  });

  it('refuses a vote without the form token, or from another site, changing nothing', async () => {
    const agent = await signedIn('+221771110002');
    const before = await ledgerRows(participantId);
    const page = await agent.get(`/simple/participants/${participantId}`);

    const tokenless = await agent.post(`/simple/participants/${participantId}/vote`).type('form').send({});
    expect(tokenless.status).toBe(403);
    expect(tokenless.text).toContain('Ce formulaire a expiré ou ne vient pas de notre site');
    const forged = await agent
      .post(`/simple/participants/${participantId}/vote`)
      .type('form')
      .send({ jeton: 'x'.repeat(43), cle: voteKeyOf(page.text) });
    expect(forged.status).toBe(403);
    const foreign = await agent
      .post(`/simple/participants/${participantId}/vote`)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ jeton: tokenOf(page.text), cle: voteKeyOf(page.text) });
    expect(foreign.status).toBe(403);
    expect(foreign.text).toContain('Cette demande ne vient pas de notre site');
    expect(await ledgerRows(participantId)).toBe(before);

    // Another visit's token (another browser, or before signing in) does not pass either.
    const stranger = await browser().get(`/simple/connexion?participant=${participantId}`);
    const borrowed = await agent
      .post(`/simple/participants/${participantId}/vote`)
      .type('form')
      .send({ jeton: tokenOf(stranger.text) });
    expect(borrowed.status).toBe(403);
    expect(await ledgerRows(participantId)).toBe(before);
  });

  it('sends a visitor who taps the vote to the sign-in, and says why a code is refused', async () => {
    const visitor = browser();
    const vote = await visitor.post(`/simple/participants/${participantId}/vote`).type('form').send({});
    expect(vote.status).toBe(303);
    expect(vote.headers.location).toBe(`/simple/connexion?participant=${participantId}`);

    const form = await visitor.get(vote.headers.location);
    expect(form.text).toContain('Pour voter pour Aminata, connectez-vous');
    // The participant's country comes first.
    expect(form.text).toMatch(/<option value="SN"\s+selected>Sénégal<\/option>/);
    const badNumber = await visitor
      .post('/simple/connexion')
      .type('form')
      .send({ jeton: tokenOf(form.text), numero: '12', prenom: 'Moussa' });
    expect(badNumber.status).toBe(400);
    expect(badNumber.text).toContain('Ce numéro de téléphone n’est pas valide');
    expect(badNumber.text).toContain('value="Moussa"');

    const sent = await visitor
      .post('/simple/connexion')
      .type('form')
      .send({ jeton: tokenOf(form.text), pays: 'SN', numero: '77 111 00 03', prenom: 'Moussa' });
    expect(sent.status).toBe(303);
    const codePage = await visitor.get(sent.headers.location);
    const wrong = await visitor
      .post('/simple/connexion/code')
      .type('form')
      .send({ jeton: tokenOf(codePage.text), code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('Code incorrect. Il vous reste 4 essais.');
    const short = await visitor
      .post('/simple/connexion/code')
      .type('form')
      .send({ jeton: tokenOf(codePage.text), code: '12' });
    expect(short.text).toContain('Le code a 6 chiffres.');
    const tokenless = await visitor
      .post('/simple/connexion/code')
      .type('form')
      .send({ code: lastCode('+221771110003') });
    expect(tokenless.status).toBe(403);

    const done = await visitor
      .post('/simple/connexion/code')
      .type('form')
      .send({ jeton: tokenOf(codePage.text), code: lastCode('+221771110003') });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/');
    // The code is spent: the pending number is forgotten, the form asks for a number again.
    const expired = await visitor.get('/simple/connexion/code');
    expect(expired.text).toContain('Votre demande de code a expiré');
  });

  it('says a closed contest is over, and refuses its vote', async () => {
    const agent = await signedIn('+221771110004');
    const page = await agent.get(`/simple/participants/${closedParticipantId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Le concours est terminé : les votes sont clos.');
    expect(page.text).not.toContain('Voter gratuitement');
    const vote = await agent
      .post(`/simple/participants/${closedParticipantId}/vote`)
      .type('form')
      .send({ jeton: tokenOf(page.text) });
    expect(vote.status).toBe(400);
    expect(vote.text).toContain('Le concours est terminé');
    expect(await ledgerRows(closedParticipantId)).toBe(0);
  });

  it('signs out everywhere the session was used', async () => {
    const agent = await signedIn('+221771110005');
    const page = await agent.get(`/simple/participants/${participantId}`);
    const out = await agent
      .post('/simple/deconnexion')
      .type('form')
      .send({ jeton: tokenOf(page.text), participant: String(participantId) });
    expect(out.status).toBe(303);
    const after = await agent.get(`/simple/participants/${participantId}`);
    expect(after.text).not.toContain('Connecté(e)');
    expect(after.text).toContain('Se connecter pour voter');
  });
});
