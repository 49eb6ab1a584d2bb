import { createHash, createHmac, randomBytes } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { parse } from 'qs';
import { type RunningSandbox, type SandboxCredentials, startSandbox } from '../src';
import { type MerchantReceiver, startMerchantReceiver } from './merchant-receiver';

const secret = (label: string) => `${label}-${randomBytes(6).toString('hex')}`;

function makeCredentials(): SandboxCredentials {
  return {
    cinetpay: {
      apiKey: secret('cp-key'),
      siteIdXof: '5551001',
      siteIdXaf: '5551002',
      secretKey: secret('cp-secret'),
    },
    paydunya: { masterKey: secret('pd-master'), privateKey: secret('test_private'), token: secret('pd-token') },
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
}

const CINETPAY_SIGNED_FIELDS = [
  'cpm_site_id',
  'cpm_trans_id',
  'cpm_trans_date',
  'cpm_amount',
  'cpm_currency',
  'signature',
  'payment_method',
  'cel_phone_num',
  'cpm_phone_prefixe',
  'cpm_language',
  'cpm_version',
  'cpm_payment_config',
  'cpm_page_action',
  'cpm_custom',
  'cpm_designation',
  'cpm_error_message',
];

let credentials: SandboxCredentials;
let sandbox: RunningSandbox;
let merchant: MerchantReceiver;
let sequence = 0;

beforeAll(async () => {
  credentials = makeCredentials();
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

interface CallOptions {
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

async function call(path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const response = await fetch(`${sandbox.url}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : undefined;
  return { status: response.status, headers: response.headers, text, json };
}

const nextId = (prefix: string) => `${prefix}-${Date.now()}-${(sequence += 1)}`;

describe('CinetPay', () => {
  const initBody = (overrides: Record<string, unknown> = {}) => ({
    apikey: credentials.cinetpay.apiKey,
    site_id: credentials.cinetpay.siteIdXof,
    transaction_id: nextId('BS'),
    amount: 1000,
    currency: 'XOF',
    description: 'Pack 10 votes',
    notify_url: `${merchant.url}/cinetpay/notify/`,
    return_url: `${merchant.url}/cinetpay/return/`,
    channels: 'ALL',
    metadata: 'payment:42',
    customer_phone_number: '+22507070707',
    ...overrides,
  });
  const init = (overrides: Record<string, unknown> = {}) => call('/cinetpay/v2/payment', { json: initBody(overrides) });
  const check = (fields: Record<string, unknown>) =>
    call('/cinetpay/v2/payment/check', {
      json: { apikey: credentials.cinetpay.apiKey, site_id: credentials.cinetpay.siteIdXof, ...fields },
    });

  it('creates a payment and answers with the documented codes for bad requests, always with HTTP 200', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ description: undefined }, '608', 'MINIMUM_REQUIRED_FIELDS'],
      [{ apikey: 'wrong' }, '609', 'AUTH_NOT_FOUND'],
      [{ site_id: '999' }, '613', 'ERROR_SITE_ID_NOTVALID'],
      [{ amount: 1002 }, '608', 'MINIMUM_REQUIRED_FIELDS'],
      [{ amount: 95 }, '608', 'MINIMUM_REQUIRED_FIELDS'],
      [{ amount: 100.5 }, '608', 'MINIMUM_REQUIRED_FIELDS'],
      [{ currency: 'EUR' }, '608', 'MINIMUM_REQUIRED_FIELDS'],
    ];
    for (const [overrides, code, message] of cases) {
      const { status, json } = await init(overrides);
      expect({ overrides, status, code: json.code, message: json.message }).toEqual({
        overrides,
        status: 200,
        code,
        message,
      });
      expect(json.data).toBeUndefined();
    }

    const transactionId = nextId('BS');
    const created = await init({ transaction_id: transactionId });
    expect(created.json).toMatchObject({
      code: '201',
      message: 'CREATED',
      description: 'Transaction created with success',
      data: { payment_token: expect.any(String) },
    });
    expect(created.json.api_response_id).toMatch(/^\d+\.\d{4}$/);
    expect(created.json.data.payment_url).toBe(`${sandbox.url}/cinetpay/checkout/${created.json.data.payment_token}`);

    const duplicate = await init({ transaction_id: transactionId });
    expect(duplicate.json).toMatchObject({ code: '620', message: 'ERROR_DOUBLE_PAYEMNT' });
  });

  it('answers an unreadable body with 608, still with HTTP 200', async () => {
    const response = await fetch(`${sandbox.url}/cinetpay/v2/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"apikey":',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: '608', message: 'MINIMUM_REQUIRED_FIELDS' });
  });

  it('accepts a form-encoded initialisation', async () => {
    const body = Object.fromEntries(Object.entries(initBody()).map(([name, value]) => [name, String(value)]));
    const { json } = await call('/cinetpay/v2/payment', { form: body });
    expect(json.code).toBe('201');
  });

  it('reports each state through /v2/payment/check, by transaction_id or token', async () => {
    const { json: created } = await init({ transaction_id: 'BS-CHECK-1', amount: 2500 });
    const waiting = await check({ transaction_id: 'BS-CHECK-1' });
    expect(waiting.json).toMatchObject({
      code: '662',
      message: 'WAITING_CUSTOMER_PAYMENT',
      data: {
        amount: '2500',
        currency: 'XOF',
        status: 'WAITING_FOR_CUSTOMER',
        payment_date: ' ',
        metadata: 'payment:42',
      },
    });
    const byToken = await check({ token: created.data.payment_token });
    expect(byToken.json.code).toBe('662');

    await sandbox.decide('cinetpay', 'BS-CHECK-1', 'pay');
    expect((await check({ transaction_id: 'BS-CHECK-1' })).json).toMatchObject({
      code: '00',
      message: 'SUCCES',
      data: { amount: '2500', status: 'ACCEPTED', payment_method: 'OM', description: 'Pack 10 votes' },
    });

    for (const [decision, code, message] of [
      ['refuse', '600', 'PAYMENT_FAILED'],
      ['cancel', '627', 'TRANSACTION_CANCEL'],
    ] as const) {
      const { json } = await init();
      await sandbox.decide('cinetpay', json.data.payment_token, decision);
      const answer = await check({ token: json.data.payment_token });
      expect(answer.json).toMatchObject({ code, message, data: { status: 'REFUSED' } });
    }

    expect((await check({ transaction_id: 'nope' })).json).toEqual({
      code: '624',
      message: 'UNKNOWN_ERROR',
      description: 'Transaction introuvable',
      api_response_id: expect.any(String),
    });
    const wrongKey = await call('/cinetpay/v2/payment/check', {
      form: { apikey: 'wrong', site_id: credentials.cinetpay.siteIdXof, transaction_id: 'BS-CHECK-1' },
    });
    expect(wrongKey.json.code).toBe('609');
  });

  it('pings then posts the signed notification before sending the browser back with a POST', async () => {
    const { json } = await init({ transaction_id: 'BS-NOTIFY-1', description: 'Pack 5 votes' });
    const redirect = await sandbox.decide('cinetpay', 'BS-NOTIFY-1', 'pay');

    expect(redirect).toEqual({
      method: 'POST',
      url: `${merchant.url}/cinetpay/return/`,
      fields: { token: json.data.payment_token, transaction_id: 'BS-NOTIFY-1' },
    });
    expect(merchant.requests.map((request) => request.method)).toEqual(['GET', 'POST']);
    const notification = merchant.requests[1];
    expect(notification.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const fields = new URLSearchParams(notification.body);
    expect([...fields.keys()]).toEqual(CINETPAY_SIGNED_FIELDS);
    expect(Object.fromEntries(fields)).toMatchObject({
      cpm_site_id: credentials.cinetpay.siteIdXof,
      cpm_trans_id: 'BS-NOTIFY-1',
      cpm_amount: '1000',
      cpm_currency: 'XOF',
      cpm_language: 'fr',
      cpm_version: 'V4',
      cpm_payment_config: 'Single',
      cpm_page_action: 'Payment',
      cpm_custom: 'payment:42',
      cpm_designation: 'Pack 5 votes',
      cpm_error_message: 'SUCCES',
    });
    expect(fields.get('cpm_trans_date')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const signed = CINETPAY_SIGNED_FIELDS.map((name) => fields.get(name) ?? '').join('');
    const expected = createHmac('sha256', credentials.cinetpay.secretKey).update(signed).digest('hex');
    expect(notification.headers['x-token']).toBe(expected);
  });

  it('serves a French hosted page whose buttons decide and post the browser back', async () => {
    const { json } = await init({ transaction_id: 'BS-PAGE-1', amount: 12500 });
    const page = await call(`/cinetpay/checkout/${json.data.payment_token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<html lang="fr">');
    expect(page.text).toContain('12\u202f500 XOF');
    for (const label of ['Payer', 'Refuser', 'Annuler', 'Scénario', 'Notification en double']) {
      expect(page.text).toContain(label);
    }

    const decided = await call(`/cinetpay/checkout/${json.data.payment_token}/decision`, {
      form: { decision: 'pay', scenario: 'duplicate' },
    });
    expect(decided.status).toBe(200);
    expect(decided.text).toContain(`action="${merchant.url}/cinetpay/return/"`);
    expect(decided.text).toContain(`name="token" value="${json.data.payment_token}"`);
    expect(decided.text).toContain('Retour au site');
    expect(merchant.requests.filter((request) => request.method === 'POST')).toHaveLength(2);

    const again = await call(`/cinetpay/checkout/${json.data.payment_token}/decision`, { form: { decision: 'pay' } });
    expect(again.status).toBe(409);
    expect((await call('/cinetpay/checkout/unknown')).status).toBe(404);
  });
});

describe('PayDunya', () => {
  const keys = () => ({
    'PAYDUNYA-MASTER-KEY': credentials.paydunya.masterKey,
    'PAYDUNYA-PRIVATE-KEY': credentials.paydunya.privateKey,
    'PAYDUNYA-TOKEN': credentials.paydunya.token,
  });
  const invoiceBody = (overrides: Record<string, unknown> = {}) => ({
    invoice: { total_amount: 5000, description: 'Pack 50 votes', items: { item_0: { name: 'Pack', quantity: 1 } } },
    store: { name: 'Bébé Star' },
    custom_data: { transaction_id: 'BS-PD-1', votes_count: 50 },
    actions: {
      callback_url: `${merchant.url}/paydunya/ipn/`,
      return_url: `${merchant.url}/paydunya/return/`,
      cancel_url: `${merchant.url}/paydunya/cancel/`,
    },
    ...overrides,
  });
  const create = (prefix = 'sandbox-api', headers = keys(), body: unknown = invoiceBody()) =>
    call(`/paydunya/${prefix}/v1/checkout-invoice/create`, { json: body, headers });
  const confirm = (token: string, prefix = 'sandbox-api') =>
    call(`/paydunya/${prefix}/v1/checkout-invoice/confirm/${token}`, { headers: keys() });

  it('creates test and live invoices and refuses bad keys or missing fields', async () => {
    const wrongMaster = await create('sandbox-api', { ...keys(), 'PAYDUNYA-MASTER-KEY': 'wrong' });
    expect(wrongMaster.json).toEqual({ response_code: '1001', response_text: 'Invalid Masterkey Specified' });
    const wrongToken = await create('sandbox-api', { ...keys(), 'PAYDUNYA-TOKEN': 'wrong' });
    expect(wrongToken.json.response_code).not.toBe('00');
    expect(wrongToken.json.response_text).toMatch(/token/i);
    for (const body of [
      invoiceBody({ invoice: { description: 'no amount' } }),
      invoiceBody({ invoice: { total_amount: -5 } }),
      invoiceBody({ store: {} }),
    ]) {
      const { json } = await create('sandbox-api', keys(), body);
      expect(json.response_code).not.toBe('00');
      expect(json.response_text).toEqual(expect.any(String));
    }

    const test = await create();
    expect(test.json).toMatchObject({ response_code: '00', description: 'Checkout Invoice Created' });
    expect(test.json.token).toMatch(/^test_[A-Za-z0-9]{10}$/);
    expect(test.json.response_text).toBe(`${sandbox.url}/paydunya/sandbox-checkout/invoice/${test.json.token}`);

    const live = await create('api', keys(), invoiceBody({ invoice: { total_amount: '5000' } }));
    expect(live.json.token).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(live.json.response_text).toBe(`${sandbox.url}/paydunya/checkout/invoice/${live.json.token}`);
  });

  it('confirms each status and notifies with a PHP-style form carrying the master key hash', async () => {
    const { json } = await create();
    const pending = await confirm(json.token);
    expect(pending.json).toMatchObject({
      response_code: '00',
      response_text: 'Transaction Found',
      hash: createHash('sha512').update(credentials.paydunya.masterKey).digest('hex'),
      invoice: { token: json.token, total_amount: '5000', description: 'Pack 50 votes' },
      custom_data: { transaction_id: 'BS-PD-1', votes_count: 50 },
      mode: 'test',
      status: 'pending',
    });
    expect(pending.json.customer).toBeUndefined();

    const redirect = await sandbox.decide('paydunya', json.token, 'pay');
    expect(redirect).toEqual({ method: 'GET', url: `${merchant.url}/paydunya/return/?token=${json.token}` });
    const completed = await confirm(json.token);
    expect(completed.json).toMatchObject({ status: 'completed', customer: { name: expect.any(String) } });
    expect(completed.json.receipt_url).toEqual(expect.any(String));

    const [ipn] = merchant.requests;
    expect(ipn).toMatchObject({ method: 'POST', path: '/paydunya/ipn/' });
    expect(ipn.body).toContain('data%5Bhash%5D=');
    const { data } = parse(ipn.body) as { data: Record<string, unknown> };
    expect(data.hash).toBe(createHash('sha512').update(credentials.paydunya.masterKey).digest('hex'));
    expect(data).toMatchObject({
      response_code: '00',
      status: 'completed',
      mode: 'test',
      invoice: { token: json.token, total_amount: '5000' },
      custom_data: { transaction_id: 'BS-PD-1', votes_count: '50' },
      actions: { callback_url: `${merchant.url}/paydunya/ipn/` },
      customer: { name: expect.any(String) },
    });

    expect((await confirm(json.token, 'api')).json).toEqual({
      response_code: '1002',
      response_text: 'Invoice Not Found',
    });
    expect((await confirm('test_unknown000')).json.response_code).toBe('1002');
  });

  it('marks refused invoices failed and sends cancelled ones to cancel_url', async () => {
    const refused = await create();
    await sandbox.decide('paydunya', refused.json.token, 'refuse');
    expect((await confirm(refused.json.token)).json.status).toBe('failed');

    const cancelled = await create();
    const redirect = await sandbox.decide('paydunya', cancelled.json.token, 'cancel');
    expect(redirect.url).toBe(`${merchant.url}/paydunya/cancel/?token=${cancelled.json.token}`);
    expect((await confirm(cancelled.json.token)).json.status).toBe('cancelled');
  });

  it('serves the hosted page and redirects the browser after a decision', async () => {
    const { json } = await create();
    const page = await call(`/paydunya/sandbox-checkout/invoice/${json.token}`);
    expect(page.text).toContain('PayDunya — bac à sable');
    expect(page.text).toContain('5\u202f000 FCFA');
    const decided = await call(`/paydunya/sandbox-checkout/invoice/${json.token}/decision`, {
      form: { decision: 'refuse', scenario: 'normal' },
    });
    expect(decided.status).toBe(302);
    expect(decided.headers.get('location')).toBe(`${merchant.url}/paydunya/return/?token=${json.token}`);
    expect(parse(merchant.requests[0].body)).toMatchObject({ data: { status: 'failed' } });
  });
});

describe('InTouch', () => {
  const checkoutParams = (overrides: Record<string, string> = {}) => ({
    order_number: nextId('BS'),
    agency_code: credentials.intouch.agencyCode,
    secure_code: credentials.intouch.secureCode,
    domain_name: 'bebestar.local',
    url_redirection_success: `${merchant.url}/intouch/success/`,
    url_redirection_failed: `${merchant.url}/intouch/failed/`,
    amount: '2000',
    city: 'Abidjan',
    email: 'parent@example.com',
    clientFirstName: 'Awa',
    clientLastName: 'Koné',
    clientPhone: '0707070707',
    ...overrides,
  });
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const checkStatus = (partnerTransactionId: string, overrides: { agency?: string; authorization?: string } = {}) =>
    call(`/intouch/v1/${overrides.agency ?? credentials.intouch.agencyCode}/check_status`, {
      json: {
        partner_id: credentials.intouch.partnerId,
        partner_transaction_id: partnerTransactionId,
        login_api: credentials.intouch.login,
        password_api: credentials.intouch.password,
      },
      headers: {
        authorization: overrides.authorization ?? basic(credentials.intouch.login, credentials.intouch.password),
      },
    });

  it('serves touchpay.js, whose sendPaymentInfos opens the hosted checkout', async () => {
    const script = await call('/intouch/touchpay.js');
    expect(script.headers.get('content-type')).toContain('application/javascript');
    const window = { location: { href: '' } } as {
      location: { href: string };
      sendPaymentInfos?: (...values: string[]) => void;
    };
    runInNewContext(script.text, { window, URLSearchParams });
    const params = checkoutParams({ order_number: 'BS-JS-1' });
    window.sendPaymentInfos!(...Object.values(params));
    const target = new URL(window.location.href);
    expect(`${target.origin}${target.pathname}`).toBe(`${sandbox.url}/intouch/checkout`);
    expect(Object.fromEntries(target.searchParams)).toEqual(params);

    const page = await call(`/intouch/checkout?${target.searchParams.toString()}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('2\u202f000 FCFA');
    const refused = await call(
      `/intouch/checkout?${new URLSearchParams({ ...params, secure_code: 'wrong' }).toString()}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('lang="fr"');
  });

  it('opens one transaction per order number and reports it through check_status', async () => {
    const params = checkoutParams({ order_number: 'BS-IT-1' });
    const opened = await sandbox.openIntouch(params);
    expect(opened).toEqual({ order_number: 'BS-IT-1', gu_transaction_id: expect.stringMatching(/^\d{13,}$/) });
    expect(await sandbox.openIntouch(params)).toEqual(opened);

    const initiated = await checkStatus('BS-IT-1');
    expect(initiated.json).toMatchObject({
      service_id: 'INTOUCH_SANDBOX',
      gu_transaction_id: opened.gu_transaction_id,
      status: 'INITIATED',
      amount: 2000,
      recipient_invoice_id: 'BS-IT-1',
    });
    const wrongAuth = await checkStatus('BS-IT-1', { authorization: basic('someone', 'else') });
    expect(wrongAuth.status).toBe(401);
    expect(wrongAuth.json.status).toBe('UNAUTHORIZED');
    expect((await checkStatus('BS-IT-1', { agency: 'OTHER' })).status).toBe(401);
    const unknown = await checkStatus('BS-IT-404');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ status: 'NOT_FOUND', message: 'Transaction introuvable' });
  });

  it('calls the merchant back with Basic auth, then sends the browser to the success or failure page', async () => {
    const paid = await sandbox.openIntouch(checkoutParams({ order_number: 'BS-IT-PAY' }));
    const redirect = await sandbox.decide('intouch', 'BS-IT-PAY', 'pay');
    expect(redirect).toEqual({ method: 'GET', url: `${merchant.url}/intouch/success/` });
    const [callback] = merchant.requests;
    expect(callback).toMatchObject({ method: 'GET', path: '/intouch/callback/' });
    expect(callback.headers.authorization).toBe(
      basic(credentials.intouch.callbackUsername, credentials.intouch.callbackPassword),
    );
    expect(Object.fromEntries(callback.query)).toEqual({
      payment_mode: 'INTOUCH_SANDBOX',
      paid_sum: '2000.0',
      paid_amount: '2000.0',
      payment_token: paid.gu_transaction_id,
      payment_status: '200',
      command_number: 'BS-IT-PAY',
      payment_validation_date: expect.stringMatching(/^\d{13,}$/),
    });
    expect((await checkStatus('BS-IT-PAY')).json.status).toBe('SUCCESSFUL');

    await sandbox.openIntouch(checkoutParams({ order_number: 'BS-IT-CANCEL' }));
    const page = await call('/intouch/checkout/BS-IT-CANCEL/decision', { form: { decision: 'cancel' } });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`${merchant.url}/intouch/failed/`);
    expect(merchant.requests[1].query.get('payment_status')).toBe('420');
    expect((await checkStatus('BS-IT-CANCEL')).json.status).toBe('FAILED');
  });
});

describe('misbehaviour', () => {
  const openCinetpay = async (transactionId: string) => {
    const { json } = await call('/cinetpay/v2/payment', {
      json: {
        apikey: credentials.cinetpay.apiKey,
        site_id: credentials.cinetpay.siteIdXaf,
        transaction_id: transactionId,
        amount: 500,
        currency: 'XAF',
        description: 'Pack',
        notify_url: `${merchant.url}/cinetpay/notify/`,
        return_url: `${merchant.url}/cinetpay/return/`,
      },
    });
    expect(json.code).toBe('201');
  };
  const cinetpayCheck = (transactionId: string) =>
    call('/cinetpay/v2/payment/check', {
      json: {
        apikey: credentials.cinetpay.apiKey,
        site_id: credentials.cinetpay.siteIdXaf,
        transaction_id: transactionId,
      },
    });
  const posts = () => merchant.requests.filter((request) => request.method === 'POST');
  const errorMessages = () => posts().map((request) => new URLSearchParams(request.body).get('cpm_error_message'));

  it('sends the final notification as many times as asked, with a single ping', async () => {
    sandbox.behave({ duplicateNotifications: 3 });
    await openCinetpay('BS-DUP');
    await sandbox.decide('cinetpay', 'BS-DUP', 'pay');
    expect(merchant.requests.filter((request) => request.method === 'GET')).toHaveLength(1);
    expect(errorMessages()).toEqual(['SUCCES', 'SUCCES', 'SUCCES']);
    expect(sandbox.stats().cinetpay).toEqual({ inits: 1, checks: 0, notifications: 3 });
  });

  it("never notifies with 'none', yet the status is final", async () => {
    sandbox.behave({ notification: 'none' });
    await openCinetpay('BS-NONE');
    await sandbox.decide('cinetpay', 'BS-NONE', 'pay');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(merchant.requests).toHaveLength(0);
    expect((await cinetpayCheck('BS-NONE')).json.code).toBe('00');
  });

  it('does not retry a notification the merchant refuses', async () => {
    merchant.statusFor = () => 500;
    await openCinetpay('BS-REFUSED');
    await sandbox.decide('cinetpay', 'BS-REFUSED', 'pay');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts()).toHaveLength(1);
  });

  it("sends the browser back first and notifies at least 300 ms later with 'after_return'", async () => {
    sandbox.behave({ notification: 'after_return', notificationDelayMs: 0 });
    await openCinetpay('BS-AFTER');
    const decidedAt = Date.now();
    await sandbox.decide('cinetpay', 'BS-AFTER', 'pay');
    expect(merchant.requests).toHaveLength(0);
    const [ping, notification] = await merchant.waitFor(2);
    expect(ping.method).toBe('GET');
    expect(notification.receivedAt - decidedAt).toBeGreaterThanOrEqual(300);
  });

  it('notifies a waiting status first and keeps checks waiting until the final notification', async () => {
    sandbox.behave({ firstWaiting: true });
    await openCinetpay('BS-WAIT');
    const seenDuringNotification: string[] = [];
    merchant.beforeAnswer = async (request) => {
      if (request.method === 'POST') seenDuringNotification.push((await cinetpayCheck('BS-WAIT')).json.code);
    };
    await sandbox.decide('cinetpay', 'BS-WAIT', 'pay');
    expect(errorMessages()).toEqual(['WAITING_CUSTOMER_PAYMENT', 'SUCCES']);
    expect(seenDuringNotification).toEqual(['662', '00']);

    const { json } = await call('/paydunya/sandbox-api/v1/checkout-invoice/create', {
      headers: {
        'PAYDUNYA-MASTER-KEY': credentials.paydunya.masterKey,
        'PAYDUNYA-PRIVATE-KEY': credentials.paydunya.privateKey,
        'PAYDUNYA-TOKEN': credentials.paydunya.token,
      },
      json: {
        invoice: { total_amount: 1000 },
        store: { name: 'Bébé Star' },
        actions: { callback_url: `${merchant.url}/paydunya/ipn/` },
      },
    });
    merchant.clear();
    await sandbox.decide('paydunya', json.token, 'pay');
    expect(
      merchant.requests.map((request) => (parse(request.body) as { data: { status: string } }).data.status),
    ).toEqual(['pending', 'completed']);
  });

  it('keeps the decided status hidden for statusDelayMs and notifies once it is visible', async () => {
    sandbox.behave({ statusDelayMs: 300, notification: 'after_return' });
    await openCinetpay('BS-DELAY');
    await sandbox.openIntouch(checkoutParamsFor('BS-DELAY-IT'));
    await sandbox.decide('cinetpay', 'BS-DELAY', 'pay');
    await sandbox.decide('intouch', 'BS-DELAY-IT', 'pay');
    expect((await cinetpayCheck('BS-DELAY')).json.code).toBe('662');
    expect((await intouchStatus('BS-DELAY-IT')).json.status).toBe('PENDING');

    await merchant.waitFor(3);
    expect((await cinetpayCheck('BS-DELAY')).json.code).toBe('00');
    expect((await intouchStatus('BS-DELAY-IT')).json.status).toBe('SUCCESSFUL');
  });

  it('reports a tampered amount in checks, notifications and callbacks', async () => {
    sandbox.behave({ tamperAmount: true });
    await openCinetpay('BS-TAMPER');
    await sandbox.openIntouch(checkoutParamsFor('BS-TAMPER-IT'));
    await sandbox.decide('cinetpay', 'BS-TAMPER', 'pay');
    await sandbox.decide('intouch', 'BS-TAMPER-IT', 'pay');
    expect((await cinetpayCheck('BS-TAMPER')).json.data.amount).toBe('1500');
    expect(new URLSearchParams(posts()[0].body).get('cpm_amount')).toBe('1500');
    expect(merchant.requests.at(-1)!.query.get('paid_amount')).toBe('3000.0');
    expect((await intouchStatus('BS-TAMPER-IT')).json.amount).toBe(3000);
  });

  it('fails initialisations with an nginx error page or by never answering', async () => {
    sandbox.behave({ initFailure: 'error' });
    const failed = await call('/paydunya/sandbox-api/v1/checkout-invoice/create', { json: {} });
    expect(failed.status).toBe(500);
    expect(failed.text).toContain('<center>nginx</center>');

    sandbox.behave({ initFailure: 'timeout' });
    await expect(
      call('/cinetpay/v2/payment', { json: { apikey: credentials.cinetpay.apiKey }, timeoutMs: 200 }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(sandbox.stats().cinetpay.inits).toBe(1);
  });

  it('fails only the next n checks when checkFailuresRemaining is set', async () => {
    await openCinetpay('BS-FLAKY');
    sandbox.behave({ checkFailure: 'error', checkFailuresRemaining: 2 });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await cinetpayCheck('BS-FLAKY')).status);
    expect(statuses).toEqual([500, 500, 200]);
    expect(sandbox.stats().cinetpay.checks).toBe(3);

    const { json } = await call('/_sandbox/behaviour');
    expect(json).toMatchObject({ checkFailure: null, checkFailuresRemaining: null });
  });

  function checkoutParamsFor(orderNumber: string) {
    return {
      order_number: orderNumber,
      agency_code: credentials.intouch.agencyCode,
      secure_code: credentials.intouch.secureCode,
      url_redirection_success: `${merchant.url}/intouch/success/`,
      url_redirection_failed: `${merchant.url}/intouch/failed/`,
      amount: '2000',
    };
  }

  function intouchStatus(orderNumber: string) {
    const { login, password, partnerId, agencyCode } = credentials.intouch;
    return call(`/intouch/v1/${agencyCode}/check_status`, {
      headers: { authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}` },
      json: { partner_id: partnerId, partner_transaction_id: orderNumber, login_api: login, password_api: password },
    });
  }
});

describe('control API', () => {
  it('reads, changes and validates the behaviour', async () => {
    const changed = await call('/_sandbox/behaviour', { method: 'PUT', json: { duplicateNotifications: 2 } });
    expect(changed.json).toMatchObject({ notification: 'before_return', duplicateNotifications: 2 });
    for (const bad of [{ notification: 'sometimes' }, { duplicateNotifications: 0 }, { unknown: true }]) {
      const refused = await call('/_sandbox/behaviour', { method: 'PUT', json: bad });
      expect(refused.status).toBe(400);
    }
    await call('/_sandbox/reset', { method: 'POST' });
    expect((await call('/_sandbox/behaviour')).json.duplicateNotifications).toBe(1);
  });

  it('opens and decides transactions like the hosted pages, and counts', async () => {
    const opened = await call('/_sandbox/intouch/transactions', {
      json: {
        order_number: 'BS-CTRL-1',
        agency_code: credentials.intouch.agencyCode,
        secure_code: credentials.intouch.secureCode,
        url_redirection_success: `${merchant.url}/ok/`,
        url_redirection_failed: `${merchant.url}/ko/`,
        amount: 1500,
      },
    });
    expect(opened.json).toEqual({ order_number: 'BS-CTRL-1', gu_transaction_id: expect.any(String) });

    const decided = await call('/_sandbox/intouch/transactions/BS-CTRL-1/decide', { json: { decision: 'refuse' } });
    expect(decided.json).toEqual({ redirect: { method: 'GET', url: `${merchant.url}/ko/` } });
    const again = await call('/_sandbox/intouch/transactions/BS-CTRL-1/decide', { json: { decision: 'pay' } });
    expect(again.status).toBe(409);
    expect((await call('/_sandbox/cinetpay/transactions/nope/decide', { json: { decision: 'pay' } })).status).toBe(404);
    expect((await call('/_sandbox/stripe/transactions/x/decide', { json: { decision: 'pay' } })).status).toBe(400);
    expect((await call('/_sandbox/stats')).json).toEqual({
      cinetpay: { inits: 0, checks: 0, notifications: 0 },
      paydunya: { inits: 0, checks: 0, notifications: 0 },
      intouch: { inits: 0, checks: 0, notifications: 1 },
    });
  });
});
