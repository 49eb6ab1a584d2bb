import { type AppConfig, loadConfig, loadEnvFile } from '@app/config';
import { type SandboxCredentials, startSandbox } from './index';

/** The merchant credentials from the configuration (in sandbox mode they always fall back to the sandbox's). */
function credentialsOf({ cinetpay, paydunya, intouch }: AppConfig['payments']): SandboxCredentials {
  const missing: string[] = [];
  const required = (name: string, value: string | undefined): string => {
    if (value === undefined) missing.push(name);
    return value ?? '';
  };
  const credentials: SandboxCredentials = {
    cinetpay: {
      apiKey: required('CINETPAY_API_KEY', cinetpay.apiKey),
      siteIdXof: required('CINETPAY_SITE_ID', cinetpay.siteIdXof),
      siteIdXaf: required('CINETPAY_SITE_ID_XAF', cinetpay.siteIdXaf),
      secretKey: required('CINETPAY_SECRET_KEY', cinetpay.secretKey),
    },
    paydunya: {
      masterKey: required('PAYDUNYA_MASTER_KEY', paydunya.masterKey),
      privateKey: required('PAYDUNYA_PRIVATE_KEY', paydunya.privateKey),
      token: required('PAYDUNYA_TOKEN', paydunya.token),
    },
    intouch: {
      agencyCode: required('INTOUCH_AGENCY_CODE', intouch.agencyCode),
      partnerId: required('INTOUCH_PARTNER_ID', intouch.partnerId),
      login: required('INTOUCH_LOGIN', intouch.login),
      password: required('INTOUCH_PASSWORD', intouch.password),
      secureCode: required('INTOUCH_SECURE_CODE', intouch.secureCode),
      callbackUsername: required('INTOUCH_CALLBACK_USERNAME', intouch.callbackUsername),
      callbackPassword: required('INTOUCH_CALLBACK_PASSWORD', intouch.callbackPassword),
      agentLogin: required('INTOUCH_AGENT_LOGIN', intouch.push.agentLogin),
      agentPassword: required('INTOUCH_AGENT_PASSWORD', intouch.push.agentPassword),
      digestUsername: required('INTOUCH_DIGEST_USERNAME', intouch.push.digestUsername),
      digestPassword: required('INTOUCH_DIGEST_PASSWORD', intouch.push.digestPassword),
    },
  };
  if (missing.length > 0) throw new Error(`Payment sandbox: missing credentials: ${missing.join(', ')}.`);
  return credentials;
}

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const { payments } = config;
  // It accepts every payment without charging anyone: never where real buyers could reach it.
  if (config.isProduction) {
    throw new Error('Le bac à sable des paiements ne démarre jamais en production (NODE_ENV=production).');
  }
  if (payments.mode !== 'sandbox') {
    throw new Error(
      `The payment sandbox only runs with PAYMENTS_MODE=sandbox (current mode: ${payments.mode}); ` +
        'in live mode the API talks to the real providers.',
    );
  }
  const sandbox = await startSandbox({
    host: payments.sandbox.host,
    port: payments.sandbox.port,
    publicUrl: payments.sandbox.url,
    credentials: credentialsOf(payments),
    intouchCallbackUrl: `${payments.publicApiUrl}/api/payments/intouch/callback/`,
    logger: { level: config.logLevel },
  });
  sandbox.app.log.info(`Payment sandbox ready at ${sandbox.url} (behaviour: ${sandbox.url}/_sandbox/behaviour)`);

  const shutdown = (signal: NodeJS.Signals) => {
    sandbox.app.log.info(`${signal} received, stopping the payment sandbox`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
