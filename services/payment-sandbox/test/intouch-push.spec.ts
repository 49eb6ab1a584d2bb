import { randomBytes } from 'node:crypto';
import { digestAuthorization } from '@app/payments/gateways/http-digest';
import { type RunningSandbox, type SandboxCredentials, startSandbox } from '../src';
import { type MerchantReceiver, startMerchantReceiver } from './merchant-receiver';

const secret = (label: string) => `${label}-${randomBytes(6).toString('hex')}`;

const credentials: SandboxCredentials = {
  cinetpay: { apiKey: secret('cp'), siteIdXof: '5551001', siteIdXaf: '5551002', secretKey: secret('cp') },
  paydunya: { masterKey: secret('pd'), privateKey: secret('test_private'), token: secret('pd') },
  intouch: {
    agencyCode: 'AGENCY01',
    partnerId: 'PARTNER01',
    login: secret('it-login'),
    password: secret('it-password'),
    secureCode: secret('it-secure'),
    callbackUsername: 'it-callback',
    callbackPassword: secret('it-callback-password'),
    agentLogin: '0700000042',
    agentPassword: secret('it-agent'),
    digestUsername: secret('it-digest-user'),
    digestPassword: secret('it-digest-password'),
  },
};

let sandbox: RunningSandbox;
let merchant: MerchantReceiver;
let sequence = 0;

beforeAll(async () => {
  merchant = await startMerchantReceiver();
  sandbox = await startSandbox({ credentials, intouchCallbackUrl: `${merchant.url}/intouch/callback/` });
});

afterAll(async () => {
  await sandbox.close();
  await merchant.close();
});

beforeEach(() => {
  sandbox.reset();
  merchant.clear();
});

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const nextId = () => `BS${Date.now()}P${(sequence += 1)}`;

interface Sent {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown>;
}

async function send(path: string, init: RequestInit = {}): Promise<Sent> {
  const response = await fetch(`${sandbox.url}${path}`, { redirect: 'manual', ...init });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : {};
  return { status: response.status, headers: response.headers, text, json };
}

const transactionPath = (agency = credentials.intouch.agencyCode, agentPassword = credentials.intouch.agentPassword) =>
  `/intouch/dist/api/touchpayapi/v1/${agency}/transaction?${new URLSearchParams({
    loginAgent: credentials.intouch.agentLogin,
    passwordAgent: agentPassword,
  }).toString()}`;

const pushBody = (overrides: Record<string, unknown> = {}) => ({
  idFromClient: nextId(),
  additionnalInfos: {
    recipientEmail: '',
    recipientFirstName: 'Awa',
    recipientLastName: '',
    destinataire: '0707070707',
  },
  amount: 500,
  callback: `${merchant.url}/intouch/callback/`,
  recipientNumber: '0707070707',
  serviceCode: 'PAIEMENTMARCHANDOMPAYCIDIRECT',
  ...overrides,
});

/** The merchant's PUT, answering the Digest challenge as a client does. */
async function push(
  body: Record<string, unknown>,
  { path = transactionPath(), password = credentials.intouch.digestPassword } = {},
): Promise<Sent> {
  const put = (authorization?: string) =>
    send(path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    });
  const challenged = await put();
  const challenge = challenged.headers.get('www-authenticate') ?? '';
  const authorization = digestAuthorization('PUT', `${sandbox.url}${path}`, challenge, {
    username: credentials.intouch.digestUsername,
    password,
  });
  return put(authorization ?? undefined);
}

const checkStatus = (id: string) =>
  send(`/intouch/v1/${credentials.intouch.agencyCode}/check_status`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: basic(credentials.intouch.login, credentials.intouch.password),
    },
    body: JSON.stringify({
      partner_id: credentials.intouch.partnerId,
      partner_transaction_id: id,
      login_api: credentials.intouch.login,
      password_api: credentials.intouch.password,
    }),
  });

const answerOnPhone = (number: string, id: string, form: Record<string, string>) =>
  send(`/intouch/telephone/${encodeURIComponent(number)}/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

describe('InTouch payment pushed to a phone', () => {
  it('asks for Digest credentials, then takes the payment INITIATED, as check_status reports it', async () => {
    const body = pushBody();
    const challenged = await send(transactionPath(), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(challenged.status).toBe(401);
    expect(challenged.headers.get('www-authenticate')).toMatch(
      /^Digest realm="TouchPay API", qop="auth", nonce="[0-9a-f]{32}", opaque="[0-9a-f]{16}", algorithm=MD5$/,
    );
    expect((await push(body, { password: 'not-the-password' })).status).toBe(401);
    expect((await push(body, { path: transactionPath('OTHER') })).status).toBe(403);
    expect((await push(body, { path: transactionPath(undefined, 'wrong') })).status).toBe(403);

    const taken = await push(body);
    expect(taken.status).toBe(200);
    expect(taken.json).toEqual({
      idFromClient: body.idFromClient,
      idFromGU: expect.stringMatching(/^\d{13,}$/),
      amount: 500,
      fees: 0,
      serviceCode: 'PAIEMENTMARCHANDOMPAYCIDIRECT',
      recipientNumber: '0707070707',
      dateTime: expect.any(Number),
      status: 'INITIATED',
    });
    expect((await checkStatus(String(body.idFromClient))).json).toMatchObject({
      service_id: 'PAIEMENTMARCHANDOMPAYCIDIRECT',
      gu_transaction_id: taken.json.idFromGU,
      status: 'INITIATED',
      amount: 500,
      recipient_invoice_id: body.idFromClient,
    });
    expect((await push(body)).status).toBe(409);
    expect(sandbox.stats().intouch.inits).toBe(11);
  });

  it('refuses a request it cannot send, in French', async () => {
    const missing = await push(pushBody({ amount: 0, recipientNumber: '07 07', callback: 'nowhere' }));
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      status: 'FAILED',
      detailMessage: 'Paramètres manquants ou invalides : amount, recipientNumber, callback.',
    });
    const unknown = await push(pushBody({ serviceCode: 'PAIEMENTMARCHAND_INCONNU' }));
    expect(unknown.json.detailMessage).toBe('Service inconnu : PAIEMENTMARCHAND_INCONNU.');
  });

  it('shows the request on the phone, whose PIN confirms it: the merchant is called back, check_status says SUCCESSFUL', async () => {
    const body = pushBody({ amount: 1500 });
    const id = String(body.idFromClient);
    await push(body);
    const page = await send('/intouch/telephone/%2B2250707070707');
    expect(page.status).toBe(200);
    expect(page.text).toContain('lang="fr"');
    expect(page.text).toContain('Orange Money');
    expect(page.text).toContain('Bébé Star demande 1\u202f500 F CFA. Entrez votre code secret pour confirmer.');
    expect(page.text).toContain(`action="${sandbox.url}/intouch/telephone/%2B2250707070707/${id}"`);
    expect((await send('/intouch/telephone/0707070707')).text).toContain('Bébé Star demande');
    expect((await send('/intouch/telephone/%2B2250505050505')).text).toContain(
      'Aucune demande de paiement en attente.',
    );

    const badPin = await answerOnPhone('+2250707070707', id, { decision: 'confirm', pin: '12' });
    expect(badPin.status).toBe(400);
    expect(badPin.text).toContain('Le code secret compte 4 chiffres.');
    expect(merchant.requests).toHaveLength(0);

    const confirmed = await answerOnPhone('+2250707070707', id, { decision: 'confirm', pin: '4821' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${sandbox.url}/intouch/telephone/%2B2250707070707?resultat=paid`);
    const [callback] = merchant.requests;
    expect(callback).toMatchObject({ method: 'POST', path: '/intouch/callback/' });
    expect(callback.headers.authorization).toBe(
      basic(credentials.intouch.callbackUsername, credentials.intouch.callbackPassword),
    );
    expect(JSON.parse(callback.body)).toEqual({
      idFromClient: id,
      idFromGU: expect.stringMatching(/^\d{13,}$/),
      amount: 1500,
      fees: 0,
      serviceCode: 'PAIEMENTMARCHANDOMPAYCIDIRECT',
      recipientNumber: '0707070707',
      dateTime: expect.any(Number),
      status: 'SUCCESSFUL',
    });
    expect((await checkStatus(id)).json.status).toBe('SUCCESSFUL');
    const after = await send('/intouch/telephone/%2B2250707070707?resultat=paid');
    expect(after.text).toContain('Paiement confirmé.');
    expect(after.text).toContain('1\u202f500 F CFA : payée');

    const again = await answerOnPhone('+2250707070707', id, { decision: 'refuse' });
    expect(again.status).toBe(409);
    expect(again.text).toContain('Cette demande de paiement a déjà reçu une réponse.');
  });

  it('fails the payment for "0000" (not enough money) and for a refusal', async () => {
    const poor = pushBody();
    const refusing = pushBody({ recipientNumber: '771234567', serviceCode: 'PAIEMENTMARCHANDOM' });
    await push(poor);
    await push(refusing);
    expect(await sandbox.confirmPush(String(poor.idFromClient), '0000')).toBe('FAILED');
    const declined = await answerOnPhone('+221771234567', String(refusing.idFromClient), { decision: 'refuse' });
    expect(declined.headers.get('location')).toMatch(/\?resultat=refused$/);
    expect(merchant.requests.map((request) => JSON.parse(request.body) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ idFromClient: poor.idFromClient, status: 'FAILED', message: 'Solde insuffisant.' }),
      expect.objectContaining({
        idFromClient: refusing.idFromClient,
        status: 'FAILED',
        message: 'Paiement refusé par le client.',
      }),
    ]);
    expect((await checkStatus(String(refusing.idFromClient))).json.status).toBe('FAILED');
  });

  it('lets an unanswered request expire, without calling back', async () => {
    sandbox.behave({ pushExpiryMs: 150 });
    const body = pushBody();
    await push(body);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await checkStatus(String(body.idFromClient))).json.status).toBe('EXPIRED');
    await expect(sandbox.confirmPush(String(body.idFromClient))).rejects.toThrow('Cette demande de paiement a expiré.');
    expect((await send('/intouch/telephone/%2B2250707070707')).text).toContain('500 F CFA : expirée');
    expect(merchant.requests).toHaveLength(0);
  });

  it('lists, confirms and refuses pushes through the control API', async () => {
    const first = pushBody();
    const second = pushBody({ recipientNumber: '0505050505', serviceCode: 'PAIEMENTMARCHAND_MTN_CI' });
    await push(first);
    await push(second);
    const listed = await send('/_sandbox/intouch/pushes?number=%2B2250505050505');
    expect(listed.json).toEqual([
      {
        id_from_client: second.idFromClient,
        id_from_gu: expect.any(String),
        amount: 500,
        service_code: 'PAIEMENTMARCHAND_MTN_CI',
        operator: 'MTN MoMo',
        phone_number: '+2250505050505',
        status: 'INITIATED',
      },
    ]);
    const json = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(
      (await send(`/_sandbox/intouch/pushes/${String(first.idFromClient)}/confirm`, json({ pin: '12' }))).json,
    ).toEqual({
      message: 'Le code secret compte 4 chiffres.',
    });
    expect((await send(`/_sandbox/intouch/pushes/${String(first.idFromClient)}/confirm`, json({}))).json).toEqual({
      status: 'SUCCESSFUL',
    });
    expect((await send(`/_sandbox/intouch/pushes/${String(second.idFromClient)}/refuse`, json({}))).json).toEqual({
      status: 'FAILED',
    });
    expect((await send('/_sandbox/intouch/pushes/BS-NONE/refuse', json({}))).status).toBe(404);
    expect(sandbox.pushes().map((listedPush) => listedPush.status)).toEqual(['FAILED', 'SUCCESSFUL']);
  });

  it('refuses a phone page for something that is no number', async () => {
    const page = await send('/intouch/telephone/abc');
    expect(page.status).toBe(400);
    expect(page.text).toContain('Numéro de téléphone invalide');
  });
});
