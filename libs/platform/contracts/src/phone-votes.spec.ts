import { smsVoteHref, ussdHref } from './phone-votes';

describe('the links that open a phone’s app to vote', () => {
  it('opens the SMS app on the short code with the keyword and the code typed in', () => {
    expect(smsVoteHref('7575', 'VOTE', '4821')).toBe('sms:7575?body=VOTE%204821');
  });

  it('opens the dialer on the USSD code, its # escaped', () => {
    expect(ussdHref('*384*7#')).toBe('tel:*384*7%23');
  });
});
