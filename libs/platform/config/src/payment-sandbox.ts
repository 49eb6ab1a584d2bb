/**
 * Merchant credentials the payment sandbox accepts and signs with. The API uses them whenever
 * PAYMENTS_MODE=sandbox and no real key is configured; the sandbox service reads the same
 * variables with the same fallbacks, so both sides agree without any setup.
 */
export const SANDBOX_CREDENTIALS = {
  cinetpay: {
    apiKey: 'sandbox-cinetpay-api-key',
    siteIdXof: '105900001',
    siteIdXaf: '105900002',
    secretKey: 'sandbox-cinetpay-secret-key',
  },
  paydunya: {
    masterKey: 'sandbox-paydunya-master-key',
    privateKey: 'test_private_sandbox-paydunya',
    token: 'sandbox-paydunya-token',
  },
  intouch: {
    agencyCode: 'BEBESTAR01',
    partnerId: 'BS0001',
    login: 'sandbox-intouch-login',
    password: 'sandbox-intouch-password',
    secureCode: 'sandbox-intouch-secure-code',
    callbackUsername: 'intouch-callback',
    callbackPassword: 'sandbox-intouch-callback-password',
    agentLogin: '0700000001',
    agentPassword: 'sandbox-intouch-agent-password',
    digestUsername: 'sandbox-intouch-digest-username',
    digestPassword: 'sandbox-intouch-digest-password',
  },
} as const;
