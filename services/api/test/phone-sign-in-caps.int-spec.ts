import { startSmsStack, type SmsStack } from './support/sms-stack';
import { withProofOfWork } from './support/proof-of-work';

/**
 * The caps of the sign-in codes that the main suite leaves at their defaults: per number and per
 * address, each refusing in French with its wait and sending nothing.
 */
describe('the sign-in codes’ caps per number and per address', () => {
  let stack: SmsStack;

  beforeAll(async () => {
    stack = await startSmsStack({
      TRUSTED_PROXIES: '127.0.0.1',
      PHONE_CODES_PER_NUMBER_PER_DAY: '1',
      PHONE_CODES_PER_IP_PER_HOUR: '3',
    });
  });
  afterAll(() => stack.close());

  const sendCode = (phone: string, address: string) =>
    withProofOfWork((proof) => {
      const request = stack.api.http.post('/api/auth/phone/code/').set('X-Forwarded-For', address).send({ phone });
      return proof ? request.set('X-Proof-Of-Work', proof) : request;
    });

  it('sends a number one code a day here, whatever address asks again', async () => {
    expect((await sendCode('+2250501020304', '41.202.1.1')).status).toBe(200);
    const again = await sendCode('+2250501020304', '41.202.1.2');
    expect(again.status).toBe(429);
    expect(again.body.detail).toBe(
      'Trop de codes ont été demandés pour ce numéro aujourd’hui. Réessayez demain, ou écrivez au support.',
    );
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(stack.sms.messages('+2250501020304')).toHaveLength(1);
  });

  it('caps the codes one address asks for, other addresses unaffected', async () => {
    for (const number of ['+2250101020301', '+2250501020311', '+2250701020321']) {
      expect((await sendCode(number, '41.202.9.9')).status).toBe(200);
    }
    const capped = await sendCode('+2250101020399', '41.202.9.9');
    expect(capped.status).toBe(429);
    expect(capped.body.detail).toBe('Trop de codes ont été demandés depuis votre réseau. Réessayez dans une heure.');
    expect(stack.sms.messages('+2250101020399')).toEqual([]);
    expect((await sendCode('+2250101020399', '41.202.9.10')).status).toBe(200);
  });
});
