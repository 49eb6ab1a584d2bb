/** How to vote from a basic phone, by SMS or USSD, with a participant's vote code. */
export const phoneVotes = {
  label: 'Voter sans smartphone',
  bySms: 'Par SMS :',
  /** The vote and the short code each kept on one line: "envoyez VOTE 4821 / au 7575", never "au / 7575". */
  sendSms: (keyword: string, code: string, shortCode: string) => `envoyez ${keyword}\u00a0${code} au\u00a0${shortCode}`,
  byUssd: 'Par USSD :',
  dialUssd: (serviceCode: string) => `composez ${serviceCode}`,
  ussdThen: ', puis 1 et le code',
  /** Added to the message shared with a participant's link when the contest takes votes by SMS. */
  shareBySms: (keyword: string, code: string, shortCode: string) =>
    `Pas de smartphone ? Envoyez ${keyword} ${code} au ${shortCode}.`,
  loadFailed: 'Impossible de savoir si le vote par SMS et USSD est ouvert pour ce concours.',
} as const;
