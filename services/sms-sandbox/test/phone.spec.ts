import { type RunningSmsSandbox, startSmsSandbox } from '../src';
import { type FakeApplication, startFakeApplication } from './fake-application';

const credentials = {
  orange: { clientId: 'orange-id', clientSecret: 'orange-secret', sender: '2250000000000' },
  africastalking: { username: 'sandbox', apiKey: 'at-key' },
};
const NUMBER = '+2250701020304';

let application: FakeApplication;
let sandbox: RunningSmsSandbox;

beforeAll(async () => {
  application = await startFakeApplication();
  sandbox = await startSmsSandbox({
    credentials,
    ussdCallbackUrl: `${application.url}/api/ussd/africastalking/jeton/`,
    inboundSmsUrl: `${application.url}/api/sms/africastalking/inbound/jeton/`,
    paymentSandboxUrl: 'http://127.0.0.1:4010/',
  });
});

afterAll(async () => {
  await sandbox.close();
  await application.close();
});

beforeEach(() => {
  sandbox.reset();
  sandbox.connectPhone({
    ussdCallbackUrl: `${application.url}/api/ussd/africastalking/jeton/`,
    inboundSmsUrl: `${application.url}/api/sms/africastalking/inbound/jeton/`,
  });
  application.clear();
});

async function control(path: string, body: unknown) {
  const response = await fetch(`${sandbox.url}/control${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A form posted from the phone page, without following the redirect. */
async function postForm(path: string, form: Record<string, string>) {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

async function phonePage(number = NUMBER) {
  const response = await fetch(`${sandbox.url}/telephone?numero=${encodeURIComponent(number)}`);
  return { status: response.status, html: await response.text() };
}

/** A menu of the application: the screens by `text`, as an aggregator's callback answers them. */
function menu(screens: Record<string, string>) {
  application.answer = ({ form }) => ({ body: screens[form.text] ?? 'END Choix invalide.' });
}

describe('USSD through the control API', () => {
  it('posts each screen as Africa’s Talking does: the same session, the inputs joined by *', async () => {
    menu({
      '': 'CON Bébé Star\n1. Voter gratuitement\n2. Acheter des votes',
      '1': 'CON Code du participant :',
      '1*4821': 'END Vote enregistré pour Awa.',
    });

    const dialled = await control('/ussd', { phoneNumber: NUMBER });
    expect(dialled).toEqual({
      status: 200,
      body: {
        sessionId: expect.stringMatching(/^ATUid_[0-9a-f]{32}$/),
        screen: 'Bébé Star\n1. Voter gratuitement\n2. Acheter des votes',
        ended: false,
        expired: false,
        status: 200,
      },
    });
    const sessionId = dialled.body.sessionId as string;
    expect((await control(`/ussd/${sessionId}`, { input: '1' })).body).toMatchObject({
      screen: 'Code du participant :',
      ended: false,
    });
    expect((await control(`/ussd/${sessionId}`, { input: '4821' })).body).toMatchObject({
      screen: 'Vote enregistré pour Awa.',
      ended: true,
    });

    expect(application.requests.map((request) => request.form)).toEqual(
      ['', '1', '1*4821'].map((text) => ({
        sessionId,
        serviceCode: '*384*7#',
        phoneNumber: NUMBER,
        networkCode: '61203',
        text,
      })),
    );
    const [first] = application.requests;
    expect(first.path).toBe('/api/ussd/africastalking/jeton/');
    expect(first.headers['content-type']).toBe('application/x-www-form-urlencoded');

    const afterEnd = await control(`/ussd/${sessionId}`, { input: '1' });
    expect(afterEnd).toEqual({ status: 409, body: { message: 'La session USSD est terminée.' } });
    expect(application.requests).toHaveLength(3);
  });

  it('dials the service code and network given, each session with its own id', async () => {
    menu({ '': 'CON Accueil' });
    const first = await control('/ussd', { phoneNumber: NUMBER, serviceCode: '*123*45#', networkCode: '61205' });
    const second = await control('/ussd', { phoneNumber: '+2250501020304' });
    expect(first.body.sessionId).not.toBe(second.body.sessionId);
    expect(application.requests[0].form).toMatchObject({ serviceCode: '*123*45#', networkCode: '61205' });
    expect(application.requests[1].form).toMatchObject({ serviceCode: '*384*7#', phoneNumber: '+2250501020304' });
  });

  it('ends a session older than its lifetime with « Session expirée », sending nothing', async () => {
    menu({ '': 'CON Accueil' });
    sandbox.behave({ ussdSessionMs: 30 });
    const { body } = await control('/ussd', { phoneNumber: NUMBER });
    await new Promise((resolve) => setTimeout(resolve, 50));

    const late = await control(`/ussd/${body.sessionId as string}`, { input: '1' });
    expect(late).toEqual({
      status: 200,
      body: { sessionId: body.sessionId, screen: 'Session expirée', ended: true, expired: true, status: null },
    });
    expect(application.requests).toHaveLength(1);
  });

  it('shows a connection problem when the application fails, answers junk or is unreachable', async () => {
    application.answer = () => ({ status: 500, body: 'Internal Server Error' });
    expect((await control('/ussd', { phoneNumber: NUMBER })).body).toMatchObject({
      screen: 'Problème de connexion ou code MMI non valide.',
      ended: true,
      status: 500,
    });

    application.answer = () => ({ body: 'Bienvenue' });
    expect((await control('/ussd', { phoneNumber: NUMBER })).body).toMatchObject({ ended: true, status: 200 });

    sandbox.connectPhone({ ussdCallbackUrl: 'http://127.0.0.1:1/ussd' });
    expect((await control('/ussd', { phoneNumber: NUMBER })).body).toMatchObject({
      screen: 'Problème de connexion ou code MMI non valide.',
      ended: true,
      status: null,
    });
  });

  it('replays an exact text under a session’s id, ended or not, from its number or another', async () => {
    menu({ '': 'CON Accueil', '1': 'END Fini.' });
    const { body } = await control('/ussd', { phoneNumber: NUMBER });
    const sessionId = body.sessionId as string;
    await control(`/ussd/${sessionId}`, { input: '1' });

    application.answer = () => ({ body: 'END Session déjà terminée.' });
    const replayed = await control(`/ussd/${sessionId}/raw`, { text: '1*2*9999' });
    expect(replayed.body).toEqual({
      sessionId,
      screen: 'Session déjà terminée.',
      ended: true,
      expired: false,
      status: 200,
    });
    await control(`/ussd/${sessionId}/raw`, { text: '1', phoneNumber: '+2250101010101' });
    expect(application.requests.slice(2).map((request) => request.form)).toEqual([
      expect.objectContaining({ sessionId, phoneNumber: NUMBER, text: '1*2*9999' }),
      expect.objectContaining({ sessionId, phoneNumber: '+2250101010101', text: '1' }),
    ]);
  });

  it('refuses a second answer while the first is waiting for the application', async () => {
    menu({ '': 'CON Accueil' });
    const { body } = await control('/ussd', { phoneNumber: NUMBER });
    application.answer = () => ({ body: 'CON Suite', delayMs: 200 });
    const [first, second] = await Promise.all([
      control(`/ussd/${body.sessionId as string}`, { input: '1' }),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        control(`/ussd/${body.sessionId as string}`, { input: '2' }),
      ),
    ]);
    expect(first.body).toMatchObject({ screen: 'Suite' });
    expect(second).toEqual({ status: 409, body: { message: 'Une requête est déjà en cours pour cette session.' } });
    expect(application.requests.map((request) => request.form.text)).toEqual(['', '1']);
  });

  it('answers bad requests with a French message and the right status', async () => {
    expect(await control('/ussd', { phoneNumber: '0701020304' })).toEqual({
      status: 400,
      body: { message: 'Numéro invalide : indiquez-le au format international, par exemple +2250701020304.' },
    });
    expect((await control('/ussd', { phoneNumber: NUMBER, serviceCode: '384' })).status).toBe(400);
    expect(await control('/ussd/ATUid_inconnue', { input: '1' })).toEqual({
      status: 404,
      body: { message: 'Session USSD inconnue.' },
    });
    menu({ '': 'CON Accueil' });
    const { body } = await control('/ussd', { phoneNumber: NUMBER });
    expect(await control(`/ussd/${body.sessionId as string}`, { input: 'x'.repeat(183) })).toEqual({
      status: 400,
      body: { message: 'Réponse invalide : 182 caractères au plus, sur une ligne.' },
    });
    expect((await control(`/ussd/${body.sessionId as string}`, { input: '1\n2' })).status).toBe(400);

    sandbox.connectPhone({ ussdCallbackUrl: null });
    expect(await control('/ussd', { phoneNumber: NUMBER })).toEqual({
      status: 409,
      body: { message: 'Le bac à sable ne connaît pas l’adresse USSD de l’API (option ussdCallbackUrl).' },
    });
  });
});

describe('SMS to the short code through the control API', () => {
  it('posts Africa’s Talking’s incoming-message fields and answers the application’s status', async () => {
    application.answer = () => ({ status: 200 });
    const sent = await control('/sms', { from: NUMBER, text: 'VOTE 4821' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ from: NUMBER, to: '7575', text: 'VOTE 4821', status: 200 });

    const [request] = application.requests;
    expect(request.path).toBe('/api/sms/africastalking/inbound/jeton/');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.form).toEqual({
      from: NUMBER,
      to: '7575',
      text: 'VOTE 4821',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      id: sent.body.id,
      linkId: sent.body.linkId,
      networkCode: '61203',
    });

    application.answer = () => ({ status: 403 });
    expect((await control('/sms', { from: NUMBER, text: 'VOTE', to: '8080' })).body).toMatchObject({
      to: '8080',
      status: 403,
    });
    const listed = (await (await fetch(`${sandbox.url}/control/sms?from=${encodeURIComponent(NUMBER)}`)).json()) as {
      messages: { text: string }[];
    };
    expect(listed.messages.map((message) => message.text)).toEqual(['VOTE', 'VOTE 4821']);
  });

  it('says when the application does not answer or is not known, and refuses an empty text', async () => {
    sandbox.connectPhone({ inboundSmsUrl: 'http://127.0.0.1:1/sms' });
    expect(await control('/sms', { from: NUMBER, text: 'VOTE 4821' })).toMatchObject({
      status: 502,
      body: { message: 'L’API n’a pas répondu au SMS entrant.', status: null },
    });
    sandbox.connectPhone({ inboundSmsUrl: null });
    expect((await control('/sms', { from: NUMBER, text: 'VOTE 4821' })).status).toBe(409);
    expect(await control('/sms', { from: NUMBER, text: '' })).toEqual({
      status: 400,
      body: { message: 'Écrivez un message de 1 600 caractères au plus.' },
    });
  });
});

describe('the phone page', () => {
  it('shows the default number’s dial form, the SMS form and the payment sandbox’s phone', async () => {
    const response = await fetch(`${sandbox.url}/telephone`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toContain(
      'id="numero" name="numero" type="tel" inputmode="tel" autocomplete="off" value="+2250701020304"',
    );
    expect(html).toContain('value="*384*7#"');
    expect(html).toContain('>Composer</button>');
    expect(html).toContain('>Envoyer un SMS</button>');
    expect(html).toContain('href="http://127.0.0.1:4010/intouch/telephone/%2B2250701020304"');
  });

  it('dials, answers and ends a session by plain form posts, the screen on the page', async () => {
    menu({ '': 'CON 1. Voter gratuitement\n3. Classement', '3': 'END 1. Awa <3> : 120 votes' });
    const dialled = await postForm('/telephone/ussd', { numero: NUMBER, code: '*384*7#', reseau: '61205' });
    expect(dialled.status).toBe(303);
    expect(dialled.location).toBe('/telephone?numero=%2B2250701020304#ussd');
    let page = await phonePage();
    expect(page.html).toContain('1. Voter gratuitement\n3. Classement</pre>');
    expect(page.html).toContain('<label for="reponse">Votre réponse</label>');
    const sessionId = /name="session" value="(ATUid_[0-9a-f]+)"/.exec(page.html)?.[1] ?? '';
    expect(application.requests[0].form).toMatchObject({ sessionId, networkCode: '61205', text: '' });

    expect(
      (await postForm('/telephone/ussd/reponse', { numero: NUMBER, session: sessionId, reponse: '3' })).status,
    ).toBe(303);
    page = await phonePage();
    expect(page.html).toContain('1. Awa &lt;3&gt; : 120 votes</pre>');
    expect(page.html).toContain('Session terminée.');
    expect(page.html).not.toContain('name="reponse"');

    await postForm('/telephone/ussd/raccrocher', { numero: NUMBER, session: sessionId });
    page = await phonePage();
    expect(page.html).toContain('>Composer</button>');
  });

  it('says « Session expirée » on a session past its lifetime', async () => {
    menu({ '': 'CON Accueil' });
    sandbox.behave({ ussdSessionMs: 30 });
    await postForm('/telephone/ussd', { numero: NUMBER, code: '*384*7#', reseau: '61203' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const page = await phonePage();
    expect(page.html).toContain('<pre class="screen" id="ecran">Session expirée</pre>');
    expect(page.html).not.toContain('name="reponse"');
  });

  it('sends an SMS and shows the messages of the number, received and sent', async () => {
    application.answer = () => ({ status: 200 });
    const sent = await postForm('/telephone/sms', { numero: NUMBER, destinataire: '7575', texte: 'vote 4821' });
    expect(sent).toMatchObject({ status: 303, location: '/telephone?numero=%2B2250701020304#messages' });
    await fetch(`${sandbox.url}/africastalking/version1/messaging`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', apiKey: 'at-key' },
      body: new URLSearchParams({
        username: 'sandbox',
        to: NUMBER,
        message: 'Vote compté. Reçu R-123.',
        from: 'BebeStar',
      }),
    });
    await fetch(`${sandbox.url}/africastalking/version1/messaging`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', apiKey: 'at-key' },
      body: new URLSearchParams({ username: 'sandbox', to: '+2250501020304', message: 'Pour un autre numéro' }),
    });

    const { html } = await phonePage();
    expect(html).toContain('Envoyé au 7575');
    expect(html).toContain('transmis à l’API (HTTP 200)');
    expect(html).toContain('Reçu de BebeStar');
    expect(html.indexOf('Vote compté. Reçu R-123.')).toBeLessThan(html.indexOf('vote 4821'));
    expect(html).not.toContain('Pour un autre numéro');
    expect(application.requests[0].form).toMatchObject({ from: NUMBER, to: '7575', text: 'vote 4821' });
  });

  it('answers a wrong form with the page and a French message, sending nothing', async () => {
    const badNumber = await phonePage('07 01');
    expect(badNumber.status).toBe(400);
    expect(badNumber.html).toContain(
      'Numéro invalide : indiquez-le au format international, par exemple +2250701020304.',
    );
    const badCode = await postForm('/telephone/ussd', { numero: NUMBER, code: '384', reseau: '61203' });
    expect(badCode.status).toBe(400);
    expect(badCode.html).toContain('Code USSD invalide');
    expect(badCode.html).toContain('value="384"');
    const emptySms = await postForm('/telephone/sms', { numero: NUMBER, destinataire: '7575', texte: '' });
    expect(emptySms.status).toBe(400);
    expect(emptySms.html).toContain('Écrivez un message de 1 600 caractères au plus.');
    const unknown = await postForm('/telephone/ussd/reponse', { numero: NUMBER, session: 'ATUid_x', reponse: '1' });
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Session USSD inconnue.');
    expect(application.requests).toHaveLength(0);
  });
});
