import { type AppConfig, loadConfig, loadEnvFile } from '@app/config';
import { africastalkingReceiptUrl, inboundSmsUrl, ussdCallbackUrl } from '@app/sms';
import { type SmsSandboxCredentials, startSmsSandbox } from './index';

/** The gateway credentials from the configuration (in sandbox mode they fall back to the sandbox's). */
function credentialsOf({ orange, africastalking }: AppConfig['sms']): SmsSandboxCredentials {
  const missing: string[] = [];
  const required = (name: string, value: string | undefined): string => {
    if (value === undefined) missing.push(name);
    return value ?? '';
  };
  const credentials: SmsSandboxCredentials = {
    orange: {
      clientId: required('SMS_ORANGE_CLIENT_ID', orange.clientId),
      clientSecret: required('SMS_ORANGE_CLIENT_SECRET', orange.clientSecret),
      sender: required('SMS_ORANGE_SENDER', orange.sender),
    },
    africastalking: {
      username: required('SMS_AT_USERNAME', africastalking.username),
      apiKey: required('SMS_AT_API_KEY', africastalking.apiKey),
    },
  };
  if (missing.length > 0) throw new Error(`SMS sandbox: missing credentials: ${missing.join(', ')}.`);
  return credentials;
}

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const { sms } = config;
  // Its page shows every code sent: never where anyone but the developer could reach it.
  if (config.isProduction) {
    throw new Error('Le bac à sable des SMS ne démarre jamais en production (NODE_ENV=production).');
  }
  if (sms.mode !== 'sandbox') {
    throw new Error(
      `The SMS sandbox only runs with SMS_MODE=sandbox (current mode: ${sms.mode}); in live mode the API talks to the real gateway.`,
    );
  }
  const sandbox = await startSmsSandbox({
    host: sms.sandbox.host,
    port: sms.sandbox.port,
    publicUrl: sms.sandbox.url,
    credentials: credentialsOf(sms),
    africastalkingCallbackUrl: africastalkingReceiptUrl(config),
    // Africa's Talking's dashboard holds these addresses for the real gateway; the API's own routes here.
    ussdCallbackUrl: ussdCallbackUrl(config),
    inboundSmsUrl: inboundSmsUrl(config),
    paymentSandboxUrl: config.payments.mode === 'sandbox' ? config.payments.sandbox.url : undefined,
    logger: { level: config.logLevel },
  });
  sandbox.app.log.info(
    `SMS sandbox ready at ${sandbox.url} (messages sent: ${sandbox.url}/, test phone: ${sandbox.url}/telephone)`,
  );

  const shutdown = (signal: NodeJS.Signals) => {
    sandbox.app.log.info(`${signal} received, stopping the SMS sandbox`);
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
