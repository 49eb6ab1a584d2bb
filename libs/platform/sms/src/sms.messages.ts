/** The SMS layer's French answers (its receipt routes are called by gateways, never shown on the site). */
export const SMS_MESSAGES = {
  malformedReceipt: 'Accusé de réception illisible : champs attendus absents ou invalides.',
  refusedReceipt: 'Accusé de réception refusé : jeton absent ou invalide.',
} as const;
