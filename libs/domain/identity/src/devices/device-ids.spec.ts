import type { AppConfig } from '@app/config';
import { DeviceIds } from './device-ids';

const config = {
  auth: { jwtSecret: 'a-secret-for-the-device-ids-of-this-test' },
  voting: { ipHashSecret: 'a-hash-key' },
  publicWebUrl: 'https://bebe-star.example',
} as AppConfig;

describe('DeviceIds', () => {
  const devices = new DeviceIds(config);

  it('issues ids of 128 random bits that it verifies, all different across several fills of its random pool', () => {
    const issued = Array.from({ length: 1000 }, () => devices.issue());
    const ids = issued.map((value) => devices.verify(value));
    expect(ids.every((id) => id !== null && Buffer.from(id, 'base64url').length === 16)).toBe(true);
    expect(new Set(ids).size).toBe(1000);
  });

  it('refuses an id it did not sign, an altered one, and one signed by another deployment', () => {
    const value = devices.issue();
    const [id, signature] = value.split('.');
    const other = new DeviceIds({ ...config, auth: { jwtSecret: 'another-deployment-secret' } } as AppConfig);
    expect(devices.verify(`${id}.${'A'.repeat(signature.length)}`)).toBeNull();
    expect(devices.verify(`${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}.${signature}`)).toBeNull();
    expect(devices.verify(other.issue())).toBeNull();
    expect(devices.verify('made-up')).toBeNull();
    expect(devices.verify(undefined)).toBeNull();
  });
});
