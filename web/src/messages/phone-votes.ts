/** How to vote from a basic phone, by SMS or USSD, with a participant's vote code. */
export const phoneVotes = {
  label: 'Voter sans smartphone',
  bySms: 'Par SMS :',
  sendSms: (keyword: string, code: string, shortCode: string) => `envoyez ${keyword} ${code} au ${shortCode}`,
  byUssd: 'Par USSD :',
  dialUssd: (serviceCode: string) => `composez ${serviceCode}`,
  ussdThen: ', puis 1 et le code',
  /** Added to the message shared with a participant's link when the contest takes votes by SMS. */
  shareBySms: (keyword: string, code: string, shortCode: string) =>
    `Pas de smartphone ? Envoyez ${keyword} ${code} au ${shortCode}.`,
  loadFailed: 'Impossible de savoir si le vote par SMS et USSD est ouvert pour ce concours.',
} as const;
