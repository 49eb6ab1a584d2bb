/** The charts' colours: the brand's pink and night, and distinct hues per provider and status. */
export const CHART_COLORS = {
  free: '#e8478b',
  paid: '#352d4f',
  cinetpay: '#2f6fd6',
  paydunya: '#e8478b',
  intouch: '#f5b301',
  succeeded: '#137a52',
  pending: '#8a5a00',
  flagged: '#c7773a',
  failed: '#b3261e',
  paid_claims: '#137a52',
  rejected: '#b3261e',
} as const;
