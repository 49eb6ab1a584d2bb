/**
 * The links that open a phone's own app to vote without the site, on the site's pages and on the pages
 * without script alike.
 */

/** The SMS app opened on the short code with the vote typed in ("VOTE 4821"), as RFC 5724 writes it. */
export const smsVoteHref = (shortCode: string, keyword: string, code: string): string =>
  `sms:${shortCode}?body=${encodeURIComponent(`${keyword} ${code}`)}`;

/** The dialer opened on the USSD code: its `#` escaped, or the dialer would cut the code there. */
export const ussdHref = (serviceCode: string): string => `tel:${encodeURIComponent(serviceCode)}`;
