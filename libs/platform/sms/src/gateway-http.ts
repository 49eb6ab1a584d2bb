import type { SmsGatewayName } from './sms.types';
import { SmsGatewayError } from './sms-gateway';

export interface GatewayAnswer {
  status: number;
  body: Record<string, unknown>;
}

const USER_AGENT = 'BebeStar/1.0 (+sms)';

/**
 * One HTTP call to a gateway with a deadline. Network failures, timeouts and 5xx answers mean
 * "unavailable"; any other answer is returned with its body read as a JSON object (empty when it is
 * none), for the adapter to judge.
 */
export async function callGateway(
  gateway: SmsGatewayName,
  url: string,
  init: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<GatewayAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Accept: 'application/json', 'User-Agent': USER_AGENT, ...init.headers },
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const reason = (error as { name?: unknown } | null)?.name === 'TimeoutError' ? 'timeout' : String(error);
    throw new SmsGatewayError(gateway, 'unavailable', reason);
  }
  if (response.status >= 500) throw new SmsGatewayError(gateway, 'unavailable', `HTTP ${response.status}`);
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, body: asRecord(body) };
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function readString(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
