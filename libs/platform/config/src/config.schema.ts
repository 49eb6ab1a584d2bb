import { isInternationalNumber, parseNoteVerifierKey } from '@app/contracts';
import { z } from 'zod';
import { INTOUCH_PUSH_ENV } from './intouch-push-config';
import { SIGNING_KEYS, weakKeyProblem } from './signing-keys';
import { SMS_ENV, smsProductionProblems } from './sms-config';

/** A comma-separated list, `fallback` when unset. */
const listOr = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item.length > 0),
    );
const list = listOr('');

/** An optional variable; set but empty (`SMTP_URL=`) counts as unset. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A provider key: surrounding whitespace (a classic copy-paste accident) is dropped. */
const key = z.string().trim().min(1);

/**
 * A signing key: 32 characters or more, neither a published value nor a placeholder. Outside
 * production `loadConfig` fills a missing one from `SECRETS_DIR`; production must set it.
 */
const signingKey = z
  .string()
  .min(32)
  .superRefine((value, ctx) => {
    const problem = value.length >= 32 ? weakKeyProblem(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** API processes sharing PORT (node:cluster); "auto": one per CPU core in production, one otherwise. */
    API_PROCESSES: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default('auto'),
    /**
     * The live feed's port (socket.io): when set, the API processes host no socket and the live
     * processes (services/live) serve them on this port, so that the fan-out never shares the event
     * loop that answers votes; unset, the API hosts them on PORT.
     */
    LIVE_PORT: optional(z.coerce.number().int().min(1).max(65535)),
    /** Live processes the API's primary starts on LIVE_PORT beside its own (0: they run elsewhere). */
    LIVE_PROCESSES: z.coerce.number().int().min(0).max(64).default(1),
    /**
     * Prometheus's ports (GET /metrics), of the API (all its processes summed) and of the worker: never
     * the public PORT, since they list every route with its counts and the process's versions; 0 turns
     * one off. They listen on METRICS_HOST, the loopback unless Prometheus scrapes from elsewhere.
     */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9465),
    WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    /** A live process's own metrics when it runs alone; those the API's primary starts count in METRICS_PORT. */
    LIVE_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9466),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * Traces (OpenTelemetry), in the standard variables: off unless a collector is named, by
     * OTEL_EXPORTER_OTLP_ENDPOINT (spans sent to <endpoint>/v1/traces) or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
     * (the full address), over OTLP/HTTP with JSON bodies; OTEL_SDK_DISABLED=true turns them off whatever
     * the endpoint. Sampled: one trace in ten started here, and every trace a caller sampled (its
     * `traceparent`), which is enough to see where a peak's time goes and costs a tenth of tracing all.
     */
    OTEL_SDK_DISABLED: z
      .enum(['true', 'false'], { message: 'true ou false attendu' })
      .default('false')
      .transform((value) => value === 'true'),
    OTEL_EXPORTER_OTLP_ENDPOINT: optional(
      z
        .string()
        .url({ message: 'adresse du collecteur OTLP invalide : par exemple http://otel-collector:4318' })
        .regex(/^https?:\/\//, { message: 'le collecteur OTLP se joint en http:// ou https://' }),
    ),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optional(
      z
        .string()
        .url({ message: 'adresse des traces OTLP invalide : par exemple http://otel-collector:4318/v1/traces' })
        .regex(/^https?:\/\//, { message: 'le collecteur OTLP se joint en http:// ou https://' }),
    ),
    OTEL_EXPORTER_OTLP_PROTOCOL: optional(
      z.literal('http/json', {
        errorMap: () => ({ message: 'seul http/json est pris en charge (OTLP sur HTTP, corps JSON)' }),
      }),
    ),
    /** Unset: bebe-star-api or bebe-star-worker, after the process. */
    OTEL_SERVICE_NAME: optional(z.string().trim().min(1)),
    OTEL_TRACES_SAMPLER: z
      .enum(
        [
          'always_on',
          'always_off',
          'traceidratio',
          'parentbased_always_on',
          'parentbased_always_off',
          'parentbased_traceidratio',
        ],
        {
          errorMap: () => ({
            message:
              'échantillonneur inconnu : always_on, always_off, traceidratio, parentbased_always_on, parentbased_always_off ou parentbased_traceidratio',
          }),
        },
      )
      .default('parentbased_traceidratio'),
    /** The share of new traces kept by the ratio samplers. */
    OTEL_TRACES_SAMPLER_ARG: z.coerce
      .number({ message: 'une proportion entre 0 et 1 est attendue, par exemple 0.1' })
      .min(0, { message: 'une proportion entre 0 et 1 est attendue, par exemple 0.1' })
      .max(1, { message: 'une proportion entre 0 et 1 est attendue, par exemple 0.1' })
      .default(0.1),
    /** Milliseconds between two exports of the finished spans. */
    OTEL_BSP_SCHEDULE_DELAY: z.coerce
      .number({ message: 'un nombre de millisecondes est attendu' })
      .int({ message: 'un nombre de millisecondes est attendu' })
      .min(10, { message: 'au moins 10 ms' })
      .default(5000),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
    CORS_ORIGINS: list,
    TRUSTED_PROXIES: list,
    PUBLIC_WEB_URL: z.string().url().default('http://localhost:5173'),
    WEB_ROOT: z.string().default('web/dist'),
    WEB_SERVER_ENTRY: z.string().default('web/dist-server/entry-server.cjs'),
    ADMIN_WEB_ROOT: z.string().default('admin-web/dist'),

    DATABASE_HOST: z.string().default('127.0.0.1'),
    DATABASE_PORT: z.coerce.number().int().min(1).max(65535).default(5432),
    DATABASE_USER: z.string().default('postgres'),
    DATABASE_PASSWORD: z.string().default(''),
    DATABASE_NAME: z.string().min(1).default('bebe_star'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),

    REDIS_URL: z.string().url().default('redis://127.0.0.1:6379/0'),
    REDIS_KEY_PREFIX: z.string().default('bebe:'),

    /** Where the signing keys made on first start are kept outside production (one file each, mode 0600). */
    SECRETS_DIR: z.string().min(1).default('var/secrets'),
    /** Where `npm run backup` writes its dumps (scripts/backup.sh); the back office's setup checklist looks there. */
    BACKUP_DIR: z.string().min(1).default('var/backups'),
    JWT_SECRET: signingKey.optional(),
    IP_HASH_SECRET: signingKey.optional(),
    TRANSPARENCY_SALT: signingKey.optional(),
    /** The worker's secret from which the vote log's Ed25519 signing key derives (docs/transparency.md). */
    TRANSPARENCY_SIGNING_KEY: signingKey.optional(),
    /** The seed of the web push (VAPID) key pair: the worker signs with it, the API publishes its public half. */
    PUSH_SIGNING_KEY: signingKey.optional(),
    /** Who the push services may contact about our notifications (VAPID `sub`): a mailto: or https: address. */
    PUSH_CONTACT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/)
      .default('mailto:support@bebestar.local'),
    /**
     * The push services a subscription may name (its endpoint's host, or a parent domain of it): the
     * browsers' own. Anything else is refused, so that no one makes the worker post to an address of theirs.
     */
    PUSH_SERVICE_HOSTS: listOr('fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com'),
    /** Tests only: a local push service's origin (http://127.0.0.1:port) accepted beside the real ones; refused in production. */
    PUSH_TEST_ORIGIN: z.string().url().optional(),
    /** How often the worker signs a new tree head of the vote log, when it grew. */
    TRANSPARENCY_HEAD_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(300),
    /** How often, at most, the worker signs a new checkpoint of the vote log while votes come in. */
    TRANSPARENCY_CHECKPOINT_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(10),
    /**
     * The witnesses the vote log submits its checkpoints to (C2SP tlog-witness), comma-separated, each its
     * verifier key and its submission address separated by a space:
     * `huissier.example/temoin+1a2b3c4d+BM… https://temoin.huissier.example`.
     */
    TRANSPARENCY_WITNESSES: z
      .string()
      .default('')
      .transform((value, context) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
          .map((entry) => {
            const [key, url, ...rest] = entry.split(/\s+/);
            if (!url || rest.length > 0 || !/^https?:\/\/\S+$/.test(url) || !parseNoteVerifierKey(key)) {
              context.addIssue({
                code: 'custom',
                message: `TRANSPARENCY_WITNESSES: "<cosignature verifier key> <url>" expected, got: ${entry}`,
              });
            }
            return { key, url: (url ?? '').replace(/\/+$/, '') };
          }),
      ),
    /** How many of the witnesses must have cosigned a checkpoint before it is published (default: all). */
    TRANSPARENCY_WITNESS_QUORUM: z.coerce.number().int().min(0).optional(),
    /**
     * The witness run by the court officer (commissaire de justice), by its name among
     * TRANSPARENCY_WITNESSES: a contest's results dossier waits for its cosignature of the closing checkpoint.
     */
    TRANSPARENCY_COURT_WITNESS: z.string().min(1).optional(),
    /**
     * The vote log's name in its checkpoints and key (C2SP tlog-checkpoint's origin line): by default the
     * public API's address without its scheme, followed by the log's path (`bebestar.ci/api/transparency/log`).
     */
    TRANSPARENCY_LOG_ORIGIN: z
      .string()
      .regex(/^[^\s+]+$/, 'TRANSPARENCY_LOG_ORIGIN: no space and no "+"')
      .optional(),
    /**
     * Free votes a day from one address, all devices together: a ceiling sized for a carrier's NAT
     * (2,000 phones behind one address voting their 50), not the daily cap of a person.
     */
    VOTE_ADDRESS_DAILY_CEILING: z.coerce.number().int().positive().default(100_000),
    /**
     * Whether an account without a confirmed phone number may vote free at all (the number is the unit
     * of the free-vote caps: a script cannot mint SIM cards), and how many such votes a day it then gets.
     */
    FREE_VOTE_WITHOUT_PHONE: z
      .enum(['true', 'false'], { message: 'true ou false attendu' })
      .default('false')
      .transform((value) => value === 'true'),
    FREE_VOTES_PER_DAY_WITHOUT_PHONE: z.coerce.number().int().min(1).max(50).default(5),
    /**
     * Where sign-in codes are sent: ISO 3166 codes of the countries the product serves; only their
     * mobile ranges (libphonenumber's metadata) get a code.
     */
    PHONE_COUNTRIES: listOr('SN,CI,CM,BF,ML,NE,BJ,TG,GN,GA,CG,CD,TD,CF,MR,MG,KM,DJ,BI,RW,GM,MA,DZ,TN,FR,BE'),
    /** Sign-in codes to one number in a day (each resend waits twice as long as the one before). */
    PHONE_CODES_PER_NUMBER_PER_DAY: z.coerce.number().int().min(1).default(5),
    /** Sign-in codes to one number range (its first digits, PHONE_PREFIX_DIGITS after the country code) in an hour. */
    PHONE_CODES_PER_PREFIX_PER_HOUR: z.coerce.number().int().min(1).default(60),
    PHONE_PREFIX_DIGITS: z.coerce.number().int().min(2).max(8).default(5),
    /** Sign-in codes asked from one address in an hour: a ceiling for a carrier's NAT (a proof of work below it). */
    PHONE_CODES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(600),
    /**
     * Codes to numbers never confirmed asked from one address in an hour by the pages without script,
     * which cannot compute the proof of work such a number costs elsewhere.
     */
    PHONE_NEW_NUMBERS_WITHOUT_SCRIPT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /** A code's life, and the wrong tries it allows before it is spent. */
    PHONE_CODE_TTL_SECONDS: seconds(10 * 60),
    PHONE_CODE_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(5),
    /** A free vote whose fraud score reaches this is held for verification (libs/domain/voting fraud-score.ts). */
    FRAUD_HOLD_SCORE: z.coerce.number().int().min(1).default(4),
    /**
     * Fraud signals' thresholds and weights replacing the defaults, as `signal=threshold:weight` pairs
     * separated by commas, e.g. `young_account=48:1,device_accounts=4:2`.
     */
    FRAUD_RULES: list.pipe(
      z.array(
        z
          .string()
          .regex(/^[a-z_]+=\d+:\d+$/, 'must read signal=threshold:weight')
          .transform((pair) => {
            const [signal, rule] = pair.split('=');
            const [threshold, weight] = rule.split(':').map(Number);
            return [signal, { threshold, weight }] as const;
          }),
      ),
    ),
    ACCESS_TOKEN_TTL_SECONDS: seconds(15 * 60),
    REFRESH_TOKEN_TTL_SECONDS: seconds(30 * 24 * 3600),
    PASSWORD_RESET_TTL_SECONDS: seconds(3600),

    MEDIA_ROOT: z.string().default('var/media'),
    MEDIA_PUBLIC_PATH: z
      .string()
      .regex(/^\/[a-z0-9/_-]*[a-z0-9_-]$/, 'must be an absolute URL path such as /media')
      .default('/media'),
    MEDIA_MAX_UPLOAD_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    MEDIA_MAX_INPUT_PIXELS: z.coerce.number().int().positive().default(50_000_000),
    /**
     * Where photos are kept: `local` (MEDIA_ROOT, served by the API under MEDIA_PUBLIC_PATH) or `s3`
     * (an S3-compatible bucket, served from MEDIA_PUBLIC_URL: the bucket's public address or a CDN's).
     */
    MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
    MEDIA_PUBLIC_URL: optional(
      z
        .string()
        .url()
        .regex(/^https?:\/\/[^?#]*[^/?#]$/, 'must be a URL without a final /'),
    ),
    MEDIA_S3_BUCKET: optional(z.string().min(3)),
    /** `auto` for Cloudflare R2; the bucket's region for AWS S3 and Backblaze B2; anything for MinIO. */
    MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
    /** The S3 API's address for R2, MinIO or B2; unset for AWS S3. */
    MEDIA_S3_ENDPOINT: optional(z.string().url()),
    /** Path-style addresses (`<endpoint>/<bucket>/<key>`), as MinIO needs. */
    MEDIA_S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /**
     * A private bucket: the API answers each photo's address (MEDIA_PUBLIC_PATH) with a redirection to
     * a signed URL valid MEDIA_S3_SIGNED_URL_SECONDS, instead of addresses under MEDIA_PUBLIC_URL.
     */
    MEDIA_S3_SIGNED_URLS: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    MEDIA_S3_SIGNED_URL_SECONDS: z.coerce.number().int().min(300).max(604_800).default(3600),
    /** Unset: the AWS SDK's own chain (environment, instance role…). */
    MEDIA_S3_ACCESS_KEY_ID: optional(key),
    MEDIA_S3_SECRET_ACCESS_KEY: optional(key),

    MAIL_FROM: z.string().default('Bébé Star <no-reply@bebestar.local>'),
    SMTP_URL: optional(z.string().url()),
    /** `GET /api/dev/outbox/` (mails written instead of sent, reset links included); off unless "true". */
    MAIL_DEV_OUTBOX: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),

    GOOGLE_CLIENT_ID: optional(z.string()),
    GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
    GOOGLE_ISSUERS: list.default('https://accounts.google.com,accounts.google.com'),
    FACEBOOK_APP_ID: optional(z.string()),
    FACEBOOK_APP_SECRET: optional(z.string()),
    FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v19.0'),

    /**
     * The support contacts shown on every page, until the back office's "Paramètres" sets others: the
     * WhatsApp number in international format and the mailbox. Unset, the site shows neither.
     */
    SUPPORT_WHATSAPP: optional(
      z.string().trim().refine(isInternationalNumber, {
        message: 'numéro WhatsApp invalide : indiquez-le au format international, par exemple +221 77 123 45 67',
      }),
    ),
    SUPPORT_EMAIL: optional(z.string().trim().email({ message: 'adresse e-mail du support invalide' })),

    /**
     * The limits per address (`…_PER_IP`, per window) are ceilings sized for a carrier's NAT, never a
     * person's budget: about 2,000 phones share one public address on mobile data. At a peak each may
     * sign in about 3 times (typos, a second browser), sign up once or twice (a refused form sent again),
     * ask a reset link at most once in two, and refresh its 15-minute token about 10 times (several tabs,
     * the site reopened). Below them, a busy address is asked for a proof of work, not refused.
     */
    RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().positive().default(6_000),
    RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    /**
     * Failed sign-ins per address, counted before the password's hash runs (about 40 ms of argon2 each):
     * 2,000 phones, one mistake in two; past it the address's sign-ins wait, refused before any hashing.
     */
    RATE_LIMIT_LOGIN_FAILURES_PER_IP: z.coerce.number().int().positive().default(1_000),
    RATE_LIMIT_REGISTER_PER_IP: z.coerce.number().int().positive().default(3_000),
    RATE_LIMIT_FORGOT_PER_IP: z.coerce.number().int().positive().default(1_000),
    RATE_LIMIT_FORGOT_PER_ACCOUNT: z.coerce.number().int().positive().default(3),
    RATE_LIMIT_REFRESH_PER_IP: z.coerce.number().int().positive().default(20_000),
    /**
     * The payment providers' notifications and the browsers they send back (return, cancel) from one
     * address: the providers' servers call from a few addresses, a notification or more per payment.
     */
    RATE_LIMIT_PAYMENT_CALLS_PER_IP: z.coerce.number().int().positive().default(3_000),
    RATE_LIMIT_WINDOW_SECONDS: seconds(15 * 60),
    /**
     * Sign-ups, sign-ins and new devices from one address in 10 minutes that never need a proof of
     * work; past them, each such request must bring a solved challenge (ALTCHA, self-hosted).
     */
    PROOF_OF_WORK_FREE_PER_ADDRESS: z.coerce.number().int().min(0).default(100),
    /**
     * A challenge's usual difficulty: the solver tries up to this many numbers, half on average. 50,000
     * SHA-256 hashes take a Galaxy A11-class phone about 0.4 s at worst (docs/architecture.md), a script
     * the same per request; a busier address gets up to 8 times as many (`challengeMaxNumber`).
     */
    PROOF_OF_WORK_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).default(50_000),
    /** How long a challenge may be solved and used (once). */
    PROOF_OF_WORK_TTL_SECONDS: seconds(5 * 60),

    PUBLIC_API_URL: z.string().url().default('http://localhost:3000'),
    PAYMENTS_MODE: optional(z.enum(['sandbox', 'live'])),
    PAYMENT_SANDBOX_URL: optional(z.string().url()),
    PAYMENT_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
    /**
     * Where the payment sandbox listens: the loopback, since anyone who reaches it can mark any
     * payment paid; a container that publishes its port sets 0.0.0.0 (docker-compose.yml).
     */
    PAYMENT_SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
    PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    PAYMENT_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
    PAYMENT_POLL_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(18),
    PAYMENTS_CLOSE_BEFORE_END_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(5),
    PAYMENT_EXPIRY_HOURS: z.coerce.number().positive().default(24),
    CINETPAY_API_URL: optional(z.string().url()),
    CINETPAY_API_KEY: optional(key),
    CINETPAY_SITE_ID: optional(key),
    CINETPAY_SITE_ID_XAF: optional(key),
    CINETPAY_SECRET_KEY: optional(key),
    PAYDUNYA_API_URL: optional(z.string().url()),
    PAYDUNYA_MODE: optional(z.enum(['test', 'live'])),
    PAYDUNYA_MASTER_KEY: optional(key),
    PAYDUNYA_PRIVATE_KEY: optional(key),
    PAYDUNYA_TOKEN: optional(key),
    PAYDUNYA_STORE_NAME: z.string().default('Bébé Star'),
    INTOUCH_API_URL: optional(z.string().url()),
    INTOUCH_SCRIPT_URL: optional(z.string().url()),
    INTOUCH_AGENCY_CODE: optional(key),
    INTOUCH_PARTNER_ID: optional(key),
    INTOUCH_LOGIN: optional(key),
    INTOUCH_PASSWORD: optional(key),
    INTOUCH_SECURE_CODE: optional(key),
    INTOUCH_CALLBACK_USERNAME: optional(key),
    INTOUCH_CALLBACK_PASSWORD: optional(key),
    ...INTOUCH_PUSH_ENV,
    ...SMS_ENV,

    SEED_ADMIN_EMAIL: z.string().email().default('admin@bebestar.local'),
    SEED_ADMIN_PASSWORD: z.string().min(8).default('Admin-BebeStar-2026'),
  })
  .superRefine((env, ctx) => {
    if (env.LIVE_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['LIVE_PORT'], message: 'must differ from PORT' });
    }
    for (const key of SIGNING_KEYS) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'must be set in production' });
    }
    if (env.MEDIA_STORAGE === 's3') {
      const settings = env.MEDIA_S3_SIGNED_URLS
        ? (['MEDIA_S3_BUCKET'] as const)
        : (['MEDIA_S3_BUCKET', 'MEDIA_PUBLIC_URL'] as const);
      for (const needed of settings) {
        if (!env[needed])
          ctx.addIssue({ code: 'custom', path: [needed], message: 'must be set with MEDIA_STORAGE=s3' });
      }
    }
    if ((env.TRANSPARENCY_WITNESS_QUORUM ?? 0) > env.TRANSPARENCY_WITNESSES.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRANSPARENCY_WITNESS_QUORUM'],
        message: `asks more cosignatures than the ${env.TRANSPARENCY_WITNESSES.length} witnesses configured`,
      });
    }
    const court = env.TRANSPARENCY_COURT_WITNESS;
    if (court && !env.TRANSPARENCY_WITNESSES.some(({ key }) => parseNoteVerifierKey(key)?.name === court)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRANSPARENCY_COURT_WITNESS'],
        message: `names no witness of TRANSPARENCY_WITNESSES: ${court}`,
      });
    }
    if (env.NODE_ENV !== 'production') return;
    if (env.PUSH_TEST_ORIGIN) {
      ctx.addIssue({ code: 'custom', path: ['PUSH_TEST_ORIGIN'], message: 'is for tests, never in production' });
    }
    if (!env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'must be set in production' });
    }
    for (const { path, message } of smsProductionProblems(env)) ctx.addIssue({ code: 'custom', path: [path], message });
    if (env.PAYMENTS_MODE === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_MODE'],
        message:
          'le bac à sable des paiements accepte tout paiement sans le faire payer : interdit en production (PAYMENTS_MODE=live)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;
