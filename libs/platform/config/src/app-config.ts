import { availableParallelism } from 'node:os';
import { envSchema, type Env } from './config.schema';
import { intouchPushConfig } from './intouch-push-config';
import { SANDBOX_CREDENTIALS } from './payment-sandbox';
import { localSigningKey, SIGNING_KEYS, WORKER_SIGNING_KEYS } from './signing-keys';
import { smsConfig } from './sms-config';

export class ConfigValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

const trimUrl = (url: string) => url.replace(/\/+$/, '');
/** Where the API serves the vote log's checkpoint and tiles (C2SP tlog-tiles). */
export const LOG_PATH = '/api/transparency/log';

/**
 * Provider settings. In sandbox mode every provider points at the local payment sandbox and falls
 * back to the sandbox's credentials; in live mode the real hosts are used and a provider without
 * its keys is simply not offered.
 */
function paymentsConfig(env: Env) {
  const mode = env.PAYMENTS_MODE ?? (env.NODE_ENV === 'production' ? 'live' : 'sandbox');
  const sandbox = mode === 'sandbox';
  const sandboxUrl = trimUrl(env.PAYMENT_SANDBOX_URL ?? `http://127.0.0.1:${env.PAYMENT_SANDBOX_PORT}`);
  const fallback = <T>(value: T | undefined, sandboxValue: T): T | undefined =>
    value ?? (sandbox ? sandboxValue : undefined);
  const credentials = SANDBOX_CREDENTIALS;
  return {
    mode,
    publicApiUrl: trimUrl(env.PUBLIC_API_URL),
    sandbox: { url: sandboxUrl, host: env.PAYMENT_SANDBOX_HOST, port: env.PAYMENT_SANDBOX_PORT },
    timeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS,
    poll: { intervalMs: env.PAYMENT_POLL_INTERVAL_MS, attempts: env.PAYMENT_POLL_ATTEMPTS },
    expiryHours: env.PAYMENT_EXPIRY_HOURS,
    closeBeforeEndMinutes: env.PAYMENTS_CLOSE_BEFORE_END_MINUTES,
    cinetpay: {
      apiUrl: trimUrl(
        env.CINETPAY_API_URL ?? (sandbox ? `${sandboxUrl}/cinetpay` : 'https://api-checkout.cinetpay.com'),
      ),
      apiKey: fallback(env.CINETPAY_API_KEY, credentials.cinetpay.apiKey),
      siteIdXof: fallback(env.CINETPAY_SITE_ID, credentials.cinetpay.siteIdXof),
      siteIdXaf: fallback(env.CINETPAY_SITE_ID_XAF, credentials.cinetpay.siteIdXaf),
      secretKey: fallback(env.CINETPAY_SECRET_KEY, credentials.cinetpay.secretKey),
    },
    paydunya: {
      apiUrl: trimUrl(env.PAYDUNYA_API_URL ?? (sandbox ? `${sandboxUrl}/paydunya` : 'https://app.paydunya.com')),
      mode: env.PAYDUNYA_MODE ?? (sandbox ? 'test' : 'live'),
      masterKey: fallback(env.PAYDUNYA_MASTER_KEY, credentials.paydunya.masterKey),
      privateKey: fallback(env.PAYDUNYA_PRIVATE_KEY, credentials.paydunya.privateKey),
      token: fallback(env.PAYDUNYA_TOKEN, credentials.paydunya.token),
      storeName: env.PAYDUNYA_STORE_NAME,
    },
    intouch: {
      apiUrl: trimUrl(env.INTOUCH_API_URL ?? (sandbox ? `${sandboxUrl}/intouch` : 'https://api.gutouch.com')),
      scriptUrl:
        env.INTOUCH_SCRIPT_URL ??
        (sandbox
          ? `${sandboxUrl}/intouch/touchpay.js`
          : 'https://touchpay.gutouch.net/touchpayv2/script/touchpaynr/prod_touchpay-0.0.1.js'),
      agencyCode: fallback(env.INTOUCH_AGENCY_CODE, credentials.intouch.agencyCode),
      partnerId: fallback(env.INTOUCH_PARTNER_ID, credentials.intouch.partnerId),
      login: fallback(env.INTOUCH_LOGIN, credentials.intouch.login),
      password: fallback(env.INTOUCH_PASSWORD, credentials.intouch.password),
      secureCode: fallback(env.INTOUCH_SECURE_CODE, credentials.intouch.secureCode),
      callbackUsername: fallback(env.INTOUCH_CALLBACK_USERNAME, credentials.intouch.callbackUsername),
      callbackPassword: fallback(env.INTOUCH_CALLBACK_PASSWORD, credentials.intouch.callbackPassword),
      push: intouchPushConfig(env, sandbox ? sandboxUrl : null),
    },
  };
}

/** Traces: on when a collector is named and the SDK is not disabled (see OTEL_* in the schema). */
function tracingConfig(env: Env) {
  const endpoint =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (env.OTEL_EXPORTER_OTLP_ENDPOINT ? `${trimUrl(env.OTEL_EXPORTER_OTLP_ENDPOINT)}/v1/traces` : undefined);
  return {
    enabled: !env.OTEL_SDK_DISABLED && endpoint !== undefined,
    endpoint: endpoint ?? null,
    serviceName: env.OTEL_SERVICE_NAME ?? null,
    sampler: env.OTEL_TRACES_SAMPLER,
    ratio: env.OTEL_TRACES_SAMPLER_ARG,
    exportDelayMs: env.OTEL_BSP_SCHEDULE_DELAY,
  };
}

function toAppConfig(env: Env) {
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    /** Where the signing keys made on a first start outside production are kept. */
    secretsDir: env.SECRETS_DIR,
    /** Where `npm run backup` writes its dumps. */
    backupDir: env.BACKUP_DIR,
    logLevel: env.LOG_LEVEL,
    http: {
      host: env.HOST,
      port: env.PORT,
      processes:
        env.API_PROCESSES === 'auto' ? (env.NODE_ENV === 'production' ? availableParallelism() : 1) : env.API_PROCESSES,
      bodyLimitBytes: env.BODY_LIMIT_BYTES,
      corsOrigins: env.CORS_ORIGINS,
      trustedProxies: env.TRUSTED_PROXIES,
    },
    live: { port: env.LIVE_PORT ?? null, processes: env.LIVE_PORT ? env.LIVE_PROCESSES : 0 },
    metrics: {
      host: env.METRICS_HOST,
      port: env.METRICS_PORT,
      workerPort: env.WORKER_METRICS_PORT,
      livePort: env.LIVE_METRICS_PORT,
    },
    tracing: tracingConfig(env),
    publicWebUrl: env.PUBLIC_WEB_URL.replace(/\/+$/, ''),
    webRoot: env.WEB_ROOT,
    webServerEntry: env.WEB_SERVER_ENTRY,
    adminWebRoot: env.ADMIN_WEB_ROOT,
    database: {
      host: env.DATABASE_HOST,
      port: env.DATABASE_PORT,
      username: env.DATABASE_USER,
      password: env.DATABASE_PASSWORD,
      name: env.DATABASE_NAME,
      poolSize: env.DATABASE_POOL_SIZE,
    },
    redis: { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX },
    auth: {
      // Present: the schema refuses a configuration without it.
      jwtSecret: env.JWT_SECRET!,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
      passwordResetTtlSeconds: env.PASSWORD_RESET_TTL_SECONDS,
    },
    transparency: {
      salt: env.TRANSPARENCY_SALT!,
      signingKey: env.TRANSPARENCY_SIGNING_KEY ?? null,
      headIntervalSeconds: env.TRANSPARENCY_HEAD_INTERVAL_SECONDS,
      checkpointIntervalSeconds: env.TRANSPARENCY_CHECKPOINT_INTERVAL_SECONDS,
      witnesses: env.TRANSPARENCY_WITNESSES,
      witnessQuorum: env.TRANSPARENCY_WITNESS_QUORUM ?? env.TRANSPARENCY_WITNESSES.length,
      courtWitness: env.TRANSPARENCY_COURT_WITNESS ?? null,
      origin: env.TRANSPARENCY_LOG_ORIGIN ?? `${trimUrl(env.PUBLIC_API_URL).replace(/^https?:\/\//, '')}${LOG_PATH}`,
    },
    push: {
      signingKey: env.PUSH_SIGNING_KEY!,
      contact: env.PUSH_CONTACT,
      serviceHosts: env.PUSH_SERVICE_HOSTS,
      testOrigin: env.PUSH_TEST_ORIGIN ?? null,
    },
    voting: {
      ipHashSecret: env.IP_HASH_SECRET!,
      addressDailyCeiling: env.VOTE_ADDRESS_DAILY_CEILING,
      withoutPhone: { allowed: env.FREE_VOTE_WITHOUT_PHONE, perDay: env.FREE_VOTES_PER_DAY_WITHOUT_PHONE },
      fraud: { holdScore: env.FRAUD_HOLD_SCORE, rules: Object.fromEntries(env.FRAUD_RULES) },
    },
    mail: { from: env.MAIL_FROM, smtpUrl: env.SMTP_URL, devOutbox: env.MAIL_DEV_OUTBOX },
    media: {
      root: env.MEDIA_ROOT,
      publicPath: env.MEDIA_PUBLIC_PATH,
      storage: env.MEDIA_STORAGE,
      publicUrl: env.MEDIA_PUBLIC_URL ?? null,
      s3: {
        bucket: env.MEDIA_S3_BUCKET ?? '',
        region: env.MEDIA_S3_REGION,
        endpoint: env.MEDIA_S3_ENDPOINT,
        forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE,
        signedUrlSeconds: env.MEDIA_S3_SIGNED_URLS ? env.MEDIA_S3_SIGNED_URL_SECONDS : null,
        credentials:
          env.MEDIA_S3_ACCESS_KEY_ID && env.MEDIA_S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY }
            : undefined,
      },
      maxUploadBytes: env.MEDIA_MAX_UPLOAD_BYTES,
      maxInputPixels: env.MEDIA_MAX_INPUT_PIXELS,
    },
    social: {
      google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL, issuers: env.GOOGLE_ISSUERS },
      facebook: {
        appId: env.FACEBOOK_APP_ID,
        appSecret: env.FACEBOOK_APP_SECRET,
        graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
      },
    },
    support: { whatsapp: env.SUPPORT_WHATSAPP ?? null, email: env.SUPPORT_EMAIL ?? null },
    phoneSignIn: {
      countries: env.PHONE_COUNTRIES,
      codesPerNumberPerDay: env.PHONE_CODES_PER_NUMBER_PER_DAY,
      codesPerPrefixPerHour: env.PHONE_CODES_PER_PREFIX_PER_HOUR,
      prefixDigits: env.PHONE_PREFIX_DIGITS,
      codesPerIpPerHour: env.PHONE_CODES_PER_IP_PER_HOUR,
      newNumbersWithoutScriptPerIpPerHour: env.PHONE_NEW_NUMBERS_WITHOUT_SCRIPT_PER_IP_PER_HOUR,
      codeTtlSeconds: env.PHONE_CODE_TTL_SECONDS,
      codeAttempts: env.PHONE_CODE_ATTEMPTS,
    },
    rateLimits: {
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      loginPerIp: env.RATE_LIMIT_LOGIN_PER_IP,
      loginPerAccount: env.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      loginFailuresPerIp: env.RATE_LIMIT_LOGIN_FAILURES_PER_IP,
      registerPerIp: env.RATE_LIMIT_REGISTER_PER_IP,
      forgotPerIp: env.RATE_LIMIT_FORGOT_PER_IP,
      forgotPerAccount: env.RATE_LIMIT_FORGOT_PER_ACCOUNT,
      refreshPerIp: env.RATE_LIMIT_REFRESH_PER_IP,
      paymentCallsPerIp: env.RATE_LIMIT_PAYMENT_CALLS_PER_IP,
    },
    proofOfWork: {
      freePerAddress: env.PROOF_OF_WORK_FREE_PER_ADDRESS,
      maxNumber: env.PROOF_OF_WORK_MAX_NUMBER,
      ttlSeconds: env.PROOF_OF_WORK_TTL_SECONDS,
    },
    payments: paymentsConfig(env),
    sms: smsConfig(env),
    seed: { adminEmail: env.SEED_ADMIN_EMAIL, adminPassword: env.SEED_ADMIN_PASSWORD },
  };
}

export type AppConfigValues = ReturnType<typeof toAppConfig>;

/**
 * Injection token and type of the one validated configuration object: a class token merged with the
 * values' type, so services inject it as `config: AppConfig` without a decorator.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export abstract class AppConfig {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface AppConfig extends AppConfigValues {}

/**
 * Outside production, a signing key left unset is the one kept under `SECRETS_DIR` (made on first
 * start); production must be given its own, since its processes may run on several machines.
 */
function withSigningKeys(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (source.NODE_ENV === 'production') return source;
  const filled = { ...source };
  for (const key of [...SIGNING_KEYS, ...WORKER_SIGNING_KEYS]) {
    if (!filled[key]) filled[key] = localSigningKey(filled.SECRETS_DIR || 'var/secrets', key);
  }
  return filled;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(withSigningKeys(source));
  if (!parsed.success) {
    throw new ConfigValidationError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return toAppConfig(parsed.data);
}

/** Reads a local `.env` file when one exists, without overriding variables already set. */
export function loadEnvFile(path = '.env'): void {
  try {
    process.loadEnvFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
