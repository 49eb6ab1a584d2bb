import { randomBytes } from 'node:crypto';
import { PasswordHasher, passwordProblems } from './password-hasher';

const TOO_SHORT = 'Ce mot de passe est trop court. Il doit contenir au minimum 8 caractères.';
const NUMERIC = 'Ce mot de passe est entièrement numérique.';
const TOO_COMMON = 'Ce mot de passe est trop courant.';

describe('passwordProblems', () => {
  it('refuses a short password', () => {
    expect(passwordProblems('Ab-1xyz')).toEqual([TOO_SHORT]);
    expect(passwordProblems('')).toEqual([TOO_SHORT]);
  });

  it('refuses an entirely numeric password', () => {
    expect(passwordProblems('20260417391')).toEqual([NUMERIC]);
    expect(passwordProblems('1234')).toEqual([TOO_SHORT, NUMERIC]);
  });

  it('refuses a common password, whatever its case', () => {
    expect(passwordProblems('password')).toEqual([TOO_COMMON]);
    expect(passwordProblems('MotDePasse')).toEqual([TOO_COMMON]);
    expect(passwordProblems('BebeStar')).toEqual([TOO_COMMON]);
    expect(passwordProblems('12345678')).toEqual([NUMERIC, TOO_COMMON]);
  });

  it('accepts a reasonable password', () => {
    expect(passwordProblems('Soleil-Dakar-2026')).toEqual([]);
    expect(passwordProblems('abcdefgh')).toEqual([]);
    expect(passwordProblems(randomBytes(12).toString('base64'))).toEqual([]);
  });
});

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();
  const password = `Parent-${randomBytes(6).toString('hex')}`;
  let hash: string;

  beforeAll(async () => {
    hash = await hasher.hash(password);
  });

  it('produces a salted argon2id hash that does not contain the password', async () => {
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain(password);
    expect(await hasher.hash(password)).not.toBe(hash);
  });

  it('verifies the right password', async () => {
    expect(await hasher.verify(hash, password)).toBe(true);
  });

  it('refuses a wrong password', async () => {
    expect(await hasher.verify(hash, `${password}x`)).toBe(false);
    expect(await hasher.verify(hash, password.toUpperCase())).toBe(false);
    expect(await hasher.verify(hash, '')).toBe(false);
  });

  it('answers false for an account without a password hash', async () => {
    expect(await hasher.verify(null, password)).toBe(false);
    expect(await hasher.verify(null, 'decoy-password-for-timing')).toBe(false);
  });
});
