/**
 * The links that open a phone's own app to vote without the site, on the site's pages and on the pages
 * without script alike.
 */

/** The SMS app opened on the short code with the vote typed in ("VOTE 4821"), as RFC 5724 writes it. */
export const smsVoteHref = (shortCode: string, keyword: string, code: string): string =>
  `sms:${shortCode}?body=${encodeURIComponent(`${keyword} ${code}`)}`;

/** The dialer opened on the USSD code: its `#` escaped, or the dialer would cut the code there. */
export const ussdHref = (serviceCode: string): string => `tel:${encodeURIComponent(serviceCode)}`;

/** The lines under a vote code that say how to vote from a basic phone, on the site and without script. */
export const PHONE_VOTE_LINES = {
  label: 'Voter sans smartphone',
  bySms: 'Par SMS :',
  /** The vote and the short code each kept on one line: "envoyez VOTE 4821 / au 7575", never "au / 7575". */
  sendSms: (keyword: string, code: string, shortCode: string) => `envoyez ${keyword}\u00a0${code} au\u00a0${shortCode}`,
  byUssd: 'Par USSD :',
  dialUssd: (serviceCode: string) => `composez ${serviceCode}`,
  ussdThen: ', puis 1 et le code',
} as const;
