import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigValidationError, loadConfig } from './app-config';
import { SANDBOX_CREDENTIALS } from './payment-sandbox';

/** Runs `loadConfig` and returns the validation error it throws (fails the test if it does not). */
function configError(source: NodeJS.ProcessEnv): ConfigValidationError {
  try {
    loadConfig(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigValidationError);
    return error as ConfigValidationError;
  }
  throw new Error('loadConfig accepted an invalid configuration');
}

/** The development default that earlier versions shipped in the source: public, so never a key. */
const PUBLISHED_DEVELOPMENT_SECRET = 'development-only-secret-change-me-in-production-0123456789';

const problemFor = (error: ConfigValidationError, variable: string) =>
  error.problems.find((problem) => problem.startsWith(`${variable}:`));

describe('loadConfig', () => {
  it('loads the defaults from an empty environment', () => {
    const config = loadConfig({});
    expect(config.env).toBe('development');
    expect(config.isProduction).toBe(false);
    expect(config.logLevel).toBe('info');
    expect(config.http).toEqual({
      host: '0.0.0.0',
      port: 3000,
      processes: 1,
      bodyLimitBytes: 1_048_576,
      corsOrigins: [],
      trustedProxies: [],
    });
    expect(config.publicWebUrl).toBe('http://localhost:5173');
    expect(config.database).toMatchObject({ host: '127.0.0.1', port: 5432, name: 'bebe_star', poolSize: 20 });
    expect(config.redis).toEqual({ url: 'redis://127.0.0.1:6379/0', keyPrefix: 'bebe:' });
    expect(config.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.auth).toMatchObject({
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 24 * 3600,
      passwordResetTtlSeconds: 3600,
    });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.social.google).toEqual({
      clientId: undefined,
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
    });
    expect(config.social.facebook).toEqual({
      appId: undefined,
      appSecret: undefined,
      graphUrl: 'https://graph.facebook.com/v19.0',
    });
    expect(config.rateLimits.loginPerIp).toBe(6_000);
    expect(config.rateLimits.loginFailuresPerIp).toBe(1_000);
    expect(config.proofOfWork).toEqual({ freePerAddress: 100, maxNumber: 50_000, ttlSeconds: 300 });
  });

  it('runs one API process per CPU core in production unless API_PROCESSES says how many', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      IP_HASH_SECRET: randomBytes(32).toString('hex'),
      TRANSPARENCY_SALT: randomBytes(32).toString('hex'),
      PUSH_SIGNING_KEY: randomBytes(32).toString('hex'),
      SMTP_URL: 'smtp://mail:25',
    };
    expect(loadConfig(production).http.processes).toBe(availableParallelism());
    expect(loadConfig({ ...production, API_PROCESSES: '3' }).http.processes).toBe(3);
    expect(loadConfig({ API_PROCESSES: 'auto' }).http.processes).toBe(1);
    expect(problemFor(configError({ API_PROCESSES: '0' }), 'API_PROCESSES')).toBeDefined();
    expect(problemFor(configError({ API_PROCESSES: 'many' }), 'API_PROCESSES')).toBeDefined();
  });

  it("serves the live feed from the API unless LIVE_PORT names the live processes' port", () => {
    expect(loadConfig({}).live).toEqual({ port: null, processes: 0 });
    expect(loadConfig({ LIVE_PORT: '3001' }).live).toEqual({ port: 3001, processes: 1 });
    expect(loadConfig({ LIVE_PORT: '3001', LIVE_PROCESSES: '0' }).live).toEqual({ port: 3001, processes: 0 });
    expect(problemFor(configError({ LIVE_PORT: 'socket' }), 'LIVE_PORT')).toBeDefined();
  });

  it('coerces numbers given as strings', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_POOL_SIZE: '7', PASSWORD_RESET_TTL_SECONDS: '600' });
    expect(config.http.port).toBe(8080);
    expect(config.database.poolSize).toBe(7);
    expect(config.auth.passwordResetTtlSeconds).toBe(600);
  });

  it('names every bad variable in one ConfigValidationError', () => {
    const error = configError({ PORT: 'not-a-port', JWT_SECRET: 'too-short' });
    expect(problemFor(error, 'PORT')).toBeDefined();
    expect(problemFor(error, 'JWT_SECRET')).toBeDefined();
    expect(error.problems).toHaveLength(2);
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('JWT_SECRET');
  });

  it('refuses an out-of-range PORT', () => {
    expect(problemFor(configError({ PORT: '70000' }), 'PORT')).toBeDefined();
    expect(problemFor(configError({ PORT: '0' }), 'PORT')).toBeDefined();
  });

  it('refuses production without JWT_SECRET, IP_HASH_SECRET and SMTP_URL', () => {
    const error = configError({ NODE_ENV: 'production' });
    expect(problemFor(error, 'JWT_SECRET')).toContain('must be set in production');
    expect(problemFor(error, 'IP_HASH_SECRET')).toContain('must be set in production');
    expect(problemFor(error, 'SMTP_URL')).toContain('must be set in production');
  });

  it('keeps photos on disk by default, and needs a bucket and its public address for s3', () => {
    expect(loadConfig({}).media).toMatchObject({ storage: 'local', publicUrl: null });
    const error = configError({ MEDIA_STORAGE: 's3' });
    expect(problemFor(error, 'MEDIA_S3_BUCKET')).toContain('must be set with MEDIA_STORAGE=s3');
    expect(problemFor(error, 'MEDIA_PUBLIC_URL')).toContain('must be set with MEDIA_STORAGE=s3');
    expect(
      problemFor(configError({ MEDIA_PUBLIC_URL: 'https://cdn.example/photos/' }), 'MEDIA_PUBLIC_URL'),
    ).toBeDefined();
    const s3 = loadConfig({
      MEDIA_STORAGE: 's3',
      MEDIA_S3_BUCKET: 'photos',
      MEDIA_S3_REGION: 'auto',
      MEDIA_S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      MEDIA_PUBLIC_URL: 'https://photos.bebestar.example',
    }).media;
    expect(
      loadConfig({ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'photos', MEDIA_S3_SIGNED_URLS: 'true' }).media.s3,
    ).toMatchObject({ bucket: 'photos', signedUrlSeconds: 3600 });
    expect(s3).toMatchObject({
      storage: 's3',
      publicUrl: 'https://photos.bebestar.example',
      s3: { bucket: 'photos', region: 'auto', forcePathStyle: false, credentials: undefined, signedUrlSeconds: null },
    });
  });

  it('makes each signing key once outside production, kept under SECRETS_DIR for the owner only', () => {
    const directory = mkdtempSync(join(tmpdir(), 'bebe-star-secrets-'));
    try {
      const first = loadConfig({ SECRETS_DIR: directory });
      const again = loadConfig({ SECRETS_DIR: directory, NODE_ENV: 'test' });
      expect(again.auth.jwtSecret).toBe(first.auth.jwtSecret);
      expect(again.voting.ipHashSecret).toBe(first.voting.ipHashSecret);
      expect(first.auth.jwtSecret).not.toBe(first.voting.ipHashSecret);
      expect(first.auth.jwtSecret.length).toBeGreaterThanOrEqual(64);
      expect(again.transparency.salt).toBe(first.transparency.salt);
      expect(again.transparency.signingKey).toBe(first.transparency.signingKey);
      expect(again.push.signingKey).toBe(first.push.signingKey);
      const files = [
        'ip-hash-secret',
        'jwt-secret',
        'push-signing-key',
        'transparency-salt',
        'transparency-signing-key',
      ];
      for (const file of files) {
        expect(statSync(join(directory, file)).mode & 0o777).toBe(0o600);
      }
      expect(readdirSync(directory).sort()).toEqual(files);
      const elsewhere = mkdtempSync(join(tmpdir(), 'bebe-star-secrets-'));
      expect(loadConfig({ SECRETS_DIR: elsewhere }).auth.jwtSecret).not.toBe(first.auth.jwtSecret);
      rmSync(elsewhere, { recursive: true });
    } finally {
      rmSync(directory, { recursive: true });
    }
  });

  it('refuses a test push service in production', () => {
    const error = configError({ NODE_ENV: 'production', PUSH_TEST_ORIGIN: 'http://127.0.0.1:9000' });
    expect(problemFor(error, 'PUSH_TEST_ORIGIN')).toContain('never in production');
  });

  it('never makes a key in production', () => {
    const directory = join(mkdtempSync(join(tmpdir(), 'bebe-star-secrets-')), 'keys');
    configError({ NODE_ENV: 'production', SECRETS_DIR: directory, SMTP_URL: 'smtp://mail:25' });
    expect(existsSync(directory)).toBe(false);
  });

  it('refuses a published or placeholder key in every mode', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      for (const value of [PUBLISHED_DEVELOPMENT_SECRET, `vote-ip-hash:${PUBLISHED_DEVELOPMENT_SECRET}`]) {
        const error = configError({ NODE_ENV, JWT_SECRET: value, IP_HASH_SECRET: value, SMTP_URL: 'smtp://mail:25' });
        expect(problemFor(error, 'JWT_SECRET')).toContain('published');
        expect(problemFor(error, 'IP_HASH_SECRET')).toContain('published');
      }
      expect(problemFor(configError({ NODE_ENV, JWT_SECRET: 'x'.repeat(40) }), 'JWT_SECRET')).toContain('random');
      expect(problemFor(configError({ NODE_ENV, IP_HASH_SECRET: 'changeme'.repeat(5) }), 'IP_HASH_SECRET')).toContain(
        'random',
      );
    }
  });

  it('keeps the IP hash key apart from the JWT secret', () => {
    const ipHashSecret = randomBytes(32).toString('hex');
    const config = loadConfig({ JWT_SECRET: randomBytes(32).toString('hex'), IP_HASH_SECRET: ipHashSecret });
    expect(config.voting.ipHashSecret).toBe(ipHashSecret);
    expect(loadConfig({ JWT_SECRET: randomBytes(32).toString('hex') }).voting.ipHashSecret).toBe(
      loadConfig({}).voting.ipHashSecret,
    );
    expect(problemFor(configError({ IP_HASH_SECRET: 'too-short' }), 'IP_HASH_SECRET')).toBeDefined();
  });

  it('refuses production with an empty SMTP_URL', () => {
    const error = configError({ NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), SMTP_URL: '' });
    expect(problemFor(error, 'SMTP_URL')).toBeDefined();
    expect(problemFor(error, 'JWT_SECRET')).toBeUndefined();
  });

  it('accepts production with the secrets and SMTP_URL set', () => {
    const secret = randomBytes(32).toString('hex');
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      IP_HASH_SECRET: randomBytes(32).toString('hex'),
      TRANSPARENCY_SALT: randomBytes(32).toString('hex'),
      PUSH_SIGNING_KEY: randomBytes(32).toString('hex'),
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(config.isProduction).toBe(true);
    expect(config.auth.jwtSecret).toBe(secret);
    expect(config.mail.smtpUrl).toBe('smtp://mail.example:587');
  });

  it('splits and trims lists, dropping empty items', () => {
    const config = loadConfig({
      CORS_ORIGINS: ' https://bebestar.example ,https://admin.bebestar.example,, ',
      TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2',
      GOOGLE_ISSUERS: 'https://accounts.google.com',
    });
    expect(config.http.corsOrigins).toEqual(['https://bebestar.example', 'https://admin.bebestar.example']);
    expect(config.http.trustedProxies).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(config.social.google.issuers).toEqual(['https://accounts.google.com']);
    expect(loadConfig({ CORS_ORIGINS: '' }).http.corsOrigins).toEqual([]);
  });

  it('takes the support contacts when valid, and refuses to start on a bad one, in French', () => {
    expect(loadConfig({ SUPPORT_WHATSAPP: ' +221 77 123 45 67 ', SUPPORT_EMAIL: 'aide@bebestar.sn' }).support).toEqual({
      whatsapp: '+221 77 123 45 67',
      email: 'aide@bebestar.sn',
    });
    expect(loadConfig({ SUPPORT_WHATSAPP: '' }).support).toEqual({ whatsapp: null, email: null });
    const error = configError({ SUPPORT_WHATSAPP: '77 123 45 67', SUPPORT_EMAIL: 'aide@' });
    expect(problemFor(error, 'SUPPORT_WHATSAPP')).toBe(
      'SUPPORT_WHATSAPP: numéro WhatsApp invalide : indiquez-le au format international, par exemple +221 77 123 45 67',
    );
    expect(problemFor(error, 'SUPPORT_EMAIL')).toBe('SUPPORT_EMAIL: adresse e-mail du support invalide');
  });

  it('treats an empty SMTP_URL (and other optional variables) as unset', () => {
    const config = loadConfig({ SMTP_URL: '', GOOGLE_CLIENT_ID: '', FACEBOOK_APP_ID: '', FACEBOOK_APP_SECRET: '' });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.social.google.clientId).toBeUndefined();
    expect(config.social.facebook.appId).toBeUndefined();
    expect(config.social.facebook.appSecret).toBeUndefined();
  });

  it('still validates a non-empty SMTP_URL', () => {
    expect(problemFor(configError({ SMTP_URL: 'not a url' }), 'SMTP_URL')).toBeDefined();
  });

  it('drops trailing slashes from public URLs', () => {
    const config = loadConfig({
      PUBLIC_WEB_URL: 'https://bebestar.example//',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9999/',
    });
    expect(config.publicWebUrl).toBe('https://bebestar.example');
    expect(config.social.facebook.graphUrl).toBe('http://127.0.0.1:9999');
  });

  it('points every payment provider at the local sandbox, with its credentials, outside production', () => {
    const { payments } = loadConfig({});
    expect(payments.mode).toBe('sandbox');
    expect(payments.cinetpay).toMatchObject({
      apiUrl: 'http://127.0.0.1:4010/cinetpay',
      apiKey: SANDBOX_CREDENTIALS.cinetpay.apiKey,
    });
    expect(payments.paydunya).toMatchObject({ apiUrl: 'http://127.0.0.1:4010/paydunya', mode: 'test' });
    expect(payments.intouch.scriptUrl).toBe('http://127.0.0.1:4010/intouch/touchpay.js');
  });

  it('uses the real providers in live mode, without keys unless given, trimming stray whitespace', () => {
    const { payments } = loadConfig({ PAYMENTS_MODE: 'live', CINETPAY_API_KEY: '  key-with-newline\n' });
    expect(payments.cinetpay).toMatchObject({
      apiUrl: 'https://api-checkout.cinetpay.com',
      apiKey: 'key-with-newline',
      secretKey: undefined,
    });
    expect(payments.paydunya).toMatchObject({ apiUrl: 'https://app.paydunya.com', mode: 'live', masterKey: undefined });
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(32).toString('hex'),
        IP_HASH_SECRET: randomBytes(32).toString('hex'),
        TRANSPARENCY_SALT: randomBytes(32).toString('hex'),
        PUSH_SIGNING_KEY: randomBytes(32).toString('hex'),
        SMTP_URL: 'smtp://mail',
      }).payments.mode,
    ).toBe('live');
  });

  it("points InTouch's pushed payments at the sandbox with its credentials, and at InTouch without any in live mode", () => {
    expect(loadConfig({}).payments.intouch.push).toMatchObject({
      apiUrl: 'http://127.0.0.1:4010/intouch/dist/api/touchpayapi/v1',
      agentLogin: SANDBOX_CREDENTIALS.intouch.agentLogin,
      digestUsername: SANDBOX_CREDENTIALS.intouch.digestUsername,
    });
    expect(loadConfig({ PAYMENTS_MODE: 'live' }).payments.intouch.push).toMatchObject({
      apiUrl: 'https://api.gutouch.com/dist/api/touchpayapi/v1',
      agentLogin: undefined,
      agentPassword: undefined,
      digestUsername: undefined,
      digestPassword: undefined,
    });
    expect(
      loadConfig({ INTOUCH_PUSH_API_URL: 'https://apidist.gutouch.net/apidist/sec/touchpayapi/' }).payments.intouch.push
        .apiUrl,
    ).toBe('https://apidist.gutouch.net/apidist/sec/touchpayapi');
  });

  it('chooses the push service of a number by its longest prefix, the Ivorian and Senegalese operators by default', () => {
    expect(loadConfig({}).payments.intouch.push.serviceCodes).toEqual(
      expect.arrayContaining([
        { prefix: '+22507', serviceCode: 'PAIEMENTMARCHANDOMPAYCIDIRECT' },
        { prefix: '+22505', serviceCode: 'PAIEMENTMARCHAND_MTN_CI' },
        { prefix: '+22501', serviceCode: 'PAIEMENTMARCHAND_MOOV_CI' },
        { prefix: '+22177', serviceCode: 'PAIEMENTMARCHANDOM' },
        { prefix: '+22178', serviceCode: 'PAIEMENTMARCHANDOM' },
      ]),
    );
    const codes = loadConfig({ INTOUCH_PUSH_SERVICE_CODES: ' +226=BF_PAIEMENTMARCHAND_OM_TP, +22607=OTHER_CODE ' })
      .payments.intouch.push.serviceCodes;
    expect(codes).toEqual([
      { prefix: '+22607', serviceCode: 'OTHER_CODE' },
      { prefix: '+226', serviceCode: 'BF_PAIEMENTMARCHAND_OM_TP' },
    ]);
  });

  it('refuses a malformed push service map and Digest credentials the Digest header would cut', () => {
    const error = configError({
      INTOUCH_PUSH_SERVICE_CODES: '+22507=PAIEMENTMARCHANDOMPAYCIDIRECT,22505:MTN',
      INTOUCH_DIGEST_PASSWORD: 'pass:word',
    });
    expect(problemFor(error, 'INTOUCH_PUSH_SERVICE_CODES')).toContain('invalid: 22505:MTN');
    expect(problemFor(error, 'INTOUCH_DIGEST_PASSWORD')).toContain('must not contain ":"');
  });

  it('binds the payment sandbox to the loopback unless PAYMENT_SANDBOX_HOST says otherwise', () => {
    expect(loadConfig({}).payments.sandbox).toEqual({ url: 'http://127.0.0.1:4010', host: '127.0.0.1', port: 4010 });
    expect(loadConfig({ PAYMENT_SANDBOX_HOST: '0.0.0.0' }).payments.sandbox.host).toBe('0.0.0.0');
  });

  it('refuses sandbox payments in production, in French', () => {
    const error = configError({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      IP_HASH_SECRET: randomBytes(32).toString('hex'),
      TRANSPARENCY_SALT: randomBytes(32).toString('hex'),
      PUSH_SIGNING_KEY: randomBytes(32).toString('hex'),
      SMTP_URL: 'smtp://mail',
      PAYMENTS_MODE: 'sandbox',
    });
    expect(error.problems).toEqual([
      'PAYMENTS_MODE: le bac à sable des paiements accepte tout paiement sans le faire payer : interdit en production (PAYMENTS_MODE=live)',
    ]);
  });

  it('turns traces on only when a collector is named, sampled one in ten unless told otherwise', () => {
    expect(loadConfig({}).tracing).toMatchObject({ enabled: false, endpoint: null });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({
      enabled: true,
      endpoint: 'http://collector:4318/v1/traces',
      serviceName: null,
      sampler: 'parentbased_traceidratio',
      ratio: 0.1,
      exportDelayMs: 5000,
    });
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/otlp', OTEL_SDK_DISABLED: 'true' })
        .tracing,
    ).toMatchObject({ enabled: false, endpoint: 'https://traces.example/otlp' });
  });

  it('refuses a sampling ratio outside [0, 1], an unknown sampler and another OTLP protocol, in French', () => {
    const error = configError({
      OTEL_TRACES_SAMPLER: 'sometimes',
      OTEL_TRACES_SAMPLER_ARG: '10',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
    });
    expect(problemFor(error, 'OTEL_TRACES_SAMPLER')).toContain('échantillonneur inconnu');
    expect(problemFor(error, 'OTEL_TRACES_SAMPLER_ARG')).toContain('une proportion entre 0 et 1');
    expect(problemFor(error, 'OTEL_EXPORTER_OTLP_PROTOCOL')).toContain('seul http/json');
  });
});
