/**
 * The secrets a production configuration requires, each derived from one random secret of the run: what the
 * load tests' and the rehearsal's stacks start the product with (the bench adds its own overrides).
 */
export function stackSecrets(secret: string) {
  return {
    JWT_SECRET: secret,
    IP_HASH_SECRET: `${secret}:ip-hash`,
    TRANSPARENCY_SALT: `${secret}:transparency-salt`,
    TRANSPARENCY_SIGNING_KEY: `${secret}:transparency-signing-key`,
    PUSH_SIGNING_KEY: `${secret}:push-signing-key`,
  };
}
