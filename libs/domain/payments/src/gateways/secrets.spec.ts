import { basicAuthorization, sameSecret } from './secrets';

describe('provider secrets', () => {
  it('compares secrets of any length without throwing', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });

  it('builds a Basic authorization header', () => {
    expect(basicAuthorization('user', 'pass')).toBe('Basic dXNlcjpwYXNz');
  });
});
