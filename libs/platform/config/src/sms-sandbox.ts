/**
 * Credentials the SMS sandbox accepts. The API uses them whenever SMS_MODE=sandbox and no real key is
 * configured; the sandbox service reads the same variables with the same fallbacks, so both sides
 * agree without any setup.
 */
export const SMS_SANDBOX_CREDENTIALS = {
  orange: {
    clientId: 'sandbox-orange-client-id',
    clientSecret: 'sandbox-orange-client-secret',
    sender: '2250000000000',
    senderName: 'BebeStar',
  },
  africastalking: { username: 'sandbox', apiKey: 'sandbox-africastalking-api-key', sender: 'BebeStar' },
} as const;
