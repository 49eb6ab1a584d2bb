import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@app/config';
import type { PushContext } from '../payment-gateway';
import { ProviderRefusedError, ProviderUnavailableError } from '../provider-http';
import { IntouchGateway } from './intouch.gateway';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The parameters of an `Authorization: Digest …` header. */
function digestParameters(header: string): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const [, name, quoted, bare] of header.replace(/^Digest\s+/, '').matchAll(/(\w+)=(?:"([^"]*)"|([^\s,]+))/g)) {
    parameters[name] = quoted ?? bare;
  }
  return parameters;
}

const CHALLENGE = 'Digest realm="TouchPay", qop="auth,auth-int", nonce="a1b2c3d4e5", opaque="0pa9ue"';

let server: Server;
let url: string;
let received: Received[];
let answers: { status: number; headers?: Record<string, string>; body: unknown }[];

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void read(request).then((body) => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      const answer = answers.shift() ?? { status: 500, body: {} };
      response.writeHead(answer.status, { 'content-type': 'application/json', connection: 'close', ...answer.headers });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

beforeEach(() => {
  received = [];
  answers = [];
});

const challenge = {
  status: 401,
  headers: { 'www-authenticate': CHALLENGE },
  body: { status: 401, error: 'Unauthorized' },
};

function gatewayFor(env: Record<string, string> = {}): IntouchGateway {
  return new IntouchGateway(
    loadConfig({
      PAYMENTS_MODE: 'live',
      PUBLIC_API_URL: 'https://api.bebestar.example',
      INTOUCH_API_URL: url,
      INTOUCH_PUSH_API_URL: `${url}/dist/api/touchpayapi/v1`,
      INTOUCH_AGENCY_CODE: 'BEBE0042',
      INTOUCH_PARTNER_ID: 'BS42',
      INTOUCH_LOGIN: 'gu-login',
      INTOUCH_PASSWORD: 'gu-password',
      INTOUCH_SECURE_CODE: 'secure',
      INTOUCH_CALLBACK_USERNAME: 'callback-user',
      INTOUCH_CALLBACK_PASSWORD: 'callback-password',
      INTOUCH_AGENT_LOGIN: '0701020304',
      INTOUCH_AGENT_PASSWORD: 'agent&pass',
      INTOUCH_DIGEST_USERNAME: 'digest-user',
      INTOUCH_DIGEST_PASSWORD: 'digest-secret',
      ...env,
    }),
  );
}

const context: PushContext = {
  payment: {
    transactionId: 'BS1795350000000U7P9RABCDEF012345',
    providerToken: null,
    amount: 500,
    currency: 'XOF',
    siteId: '',
    packName: 'Pack 10 votes',
    participantId: 9,
    votesCount: 10,
  },
  customer: {
    id: 7,
    email: '',
    firstName: 'Awa',
    lastName: '',
    phone: '+2250707070707',
    address: '',
    city: '',
    countryCode: 'CI',
  },
  phoneNumber: '+2250707070707',
};

describe('InTouch payment pushed to the phone', () => {
  it('answers the Digest challenge with a PUT of the merchant payment, our transaction id naming it', async () => {
    answers = [
      challenge,
      {
        status: 200,
        body: {
          idFromClient: context.payment.transactionId,
          idFromGU: '1765432100123',
          amount: 500,
          fees: 0,
          serviceCode: 'PAIEMENTMARCHANDOMPAYCIDIRECT',
          recipientNumber: '0707070707',
          dateTime: 1765432100123,
          status: 'INITIATED',
        },
      },
    ];
    const session = await gatewayFor().push(context);

    const path = '/dist/api/touchpayapi/v1/BEBE0042/transaction?loginAgent=0701020304&passwordAgent=agent%26pass';
    expect(received.map(({ method, url: target }) => `${method} ${target}`)).toEqual([`PUT ${path}`, `PUT ${path}`]);
    expect(received[0].authorization).toBeUndefined();
    const [, authenticated] = received;
    expect(authenticated.contentType).toBe('application/json');
    expect(JSON.parse(authenticated.body)).toEqual({
      idFromClient: 'BS1795350000000U7P9RABCDEF012345',
      additionnalInfos: {
        recipientEmail: '',
        recipientFirstName: 'Awa',
        recipientLastName: '',
        destinataire: '0707070707',
      },
      amount: 500,
      callback: 'https://api.bebestar.example/api/payments/intouch/callback/',
      recipientNumber: '0707070707',
      serviceCode: 'PAIEMENTMARCHANDOMPAYCIDIRECT',
    });

    // RFC 7616 (MD5, qop=auth), computed here independently of the library the gateway uses.
    expect(authenticated.authorization).toMatch(/^Digest /);
    const digest = digestParameters(authenticated.authorization ?? '');
    expect(digest).toMatchObject({
      username: 'digest-user',
      realm: 'TouchPay',
      nonce: 'a1b2c3d4e5',
      uri: path,
      qop: 'auth',
      opaque: '0pa9ue',
    });
    expect(digest.nc).toMatch(/^[0-9a-f]{8}$/);
    const ha1 = md5('digest-user:TouchPay:digest-secret');
    const ha2 = md5(`PUT:${path}`);
    expect(digest.response).toBe(md5(`${ha1}:a1b2c3d4e5:${digest.nc}:${digest.cnonce}:auth:${ha2}`));

    expect(session.providerToken).toBe('1765432100123');
    expect(session.payload).toMatchObject({ status: 'INITIATED', recipientNumber: '+225 07 •• •• •• 07' });
  });

  it('chooses the service of the number’s operator, sends the national digits and refuses a number of no operator', () => {
    const gateway = gatewayFor();
    expect(gateway.pushesTo('+2250707070707')).toBe(true);
    expect(gateway.pushesTo('+2250505050505')).toBe(true);
    expect(gateway.pushesTo('+221771234567')).toBe(true);
    expect(gateway.pushesTo('+221761234567')).toBe(false);
    expect(gateway.pushesTo('+237699000000')).toBe(false);
    expect(gatewayFor({ INTOUCH_DIGEST_PASSWORD: '' }).pushesTo('+2250707070707')).toBe(false);
  });

  it('sends a Senegalese number to Orange Money Senegal', async () => {
    answers = [challenge, { status: 200, body: { idFromGU: '1', status: 'INITIATED' } }];
    await gatewayFor().push({ ...context, phoneNumber: '+221771234567' });
    expect(JSON.parse(received[1].body)).toMatchObject({
      recipientNumber: '771234567',
      serviceCode: 'PAIEMENTMARCHANDOM',
    });
  });

  it('reports a refusal with InTouch’s reason, the number masked in what is kept', async () => {
    answers = [
      challenge,
      { status: 400, body: { status: 'FAILED', detailMessage: 'Numéro non éligible', recipientNumber: '0707070707' } },
    ];
    const refusal = await gatewayFor()
      .push(context)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProviderRefusedError);
    expect(refusal).toMatchObject({
      code: 'FAILED',
      reason: 'Numéro non éligible',
      payload: { recipientNumber: '+225 07 •• •• •• 07' },
    });
  });

  it('treats refused credentials and an unanswered challenge as InTouch being unavailable', async () => {
    answers = [challenge, challenge];
    await expect(gatewayFor().push(context)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(received).toHaveLength(2);

    received = [];
    answers = [
      { status: 401, headers: { 'www-authenticate': 'Digest realm="x", nonce="y", algorithm=SHA-512' }, body: {} },
    ];
    await expect(gatewayFor().push(context)).rejects.toThrow('credentials refused (HTTP 401)');
    expect(received).toHaveLength(1);
  });
});
