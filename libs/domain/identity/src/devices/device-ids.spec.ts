import { createHmac } from 'node:crypto';
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

  it('hashes an address with the deployment’s key, the same each time, and apart from a device’s hash', () => {
    const hashes = Array.from({ length: 3 }, () => devices.addressHash('203.0.113.7'));
    expect(hashes).toEqual(
      Array(3).fill(createHmac('sha256', 'a-hash-key').update('203.0.113.7').digest('hex').slice(0, 32)),
    );
    expect(devices.addressHash('203.0.113.8')).not.toBe(hashes[0]);
    const other = new DeviceIds({ ...config, voting: { ipHashSecret: 'another-key' } } as AppConfig);
    expect(other.addressHash('203.0.113.7')).not.toBe(hashes[0]);
    expect(devices.hash('203.0.113.7')).not.toBe(hashes[0]);
  });
});
