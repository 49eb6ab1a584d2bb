import { createHmac } from 'node:crypto';

/** The form fields CinetPay signs, in the order its x-token concatenates them. */
export const CINETPAY_SIGNED_FIELDS = [
  'cpm_site_id',
  'cpm_trans_id',
  'cpm_trans_date',
  'cpm_amount',
  'cpm_currency',
  'signature',
  'payment_method',
  'cel_phone_num',
  'cpm_phone_prefixe',
  'cpm_language',
  'cpm_version',
  'cpm_payment_config',
  'cpm_page_action',
  'cpm_custom',
  'cpm_designation',
  'cpm_error_message',
] as const;

/** CinetPay's x-token: HMAC-SHA256 (hex) of the signed fields concatenated, absent ones as "". */
export function cinetpayToken(fields: Record<string, unknown>, secretKey: string): string {
  const data = CINETPAY_SIGNED_FIELDS.map((name) => {
    const value = fields[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }).join('');
  return createHmac('sha256', secretKey).update(data, 'utf8').digest('hex');
}
