import { envSchema, type Env } from './config.schema';

export class ConfigValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

function toAppConfig(env: Env) {
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL,
    http: {
      host: env.HOST,
      port: env.PORT,
      bodyLimitBytes: env.BODY_LIMIT_BYTES,
      corsOrigins: env.CORS_ORIGINS,
      trustedProxies: env.TRUSTED_PROXIES,
    },
    workerMetricsPort: env.WORKER_METRICS_PORT,
    publicWebUrl: env.PUBLIC_WEB_URL.replace(/\/+$/, ''),
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
      jwtSecret: env.JWT_SECRET,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
      passwordResetTtlSeconds: env.PASSWORD_RESET_TTL_SECONDS,
    },
    mail: { from: env.MAIL_FROM, smtpUrl: env.SMTP_URL },
    media: {
      root: env.MEDIA_ROOT,
      publicPath: env.MEDIA_PUBLIC_PATH,
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
    rateLimits: {
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      loginPerIp: env.RATE_LIMIT_LOGIN_PER_IP,
      loginPerAccount: env.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      registerPerIp: env.RATE_LIMIT_REGISTER_PER_IP,
      forgotPerIp: env.RATE_LIMIT_FORGOT_PER_IP,
      forgotPerAccount: env.RATE_LIMIT_FORGOT_PER_ACCOUNT,
      refreshPerIp: env.RATE_LIMIT_REFRESH_PER_IP,
    },
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

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
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
