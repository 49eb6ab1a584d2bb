import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContestChannels } from '@/lib/api/channels/get-contest-channels';
import { PhoneVotes, smsShareLine } from './phone-votes';

afterEach(cleanup);

const BOTH: ContestChannels = { sms: { short_code: '7575', keyword: 'VOTE' }, ussd: { service_code: '*384*7#' } };

const lines = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('how to vote from a basic phone', () => {
  it('says the SMS to send and the USSD code to dial, each a link that opens the phone’s app', () => {
    render(<PhoneVotes code="4821" channels={BOTH} />);
    expect(screen.getByRole('list', { name: 'Voter sans smartphone' })).toBeInTheDocument();
    expect(lines()).toEqual([
      'Par SMS : envoyez VOTE\u00a04821 au\u00a07575',
      'Par USSD : composez *384*7#, puis 1 et le code',
    ]);
    expect(screen.getByRole('link', { name: 'envoyez VOTE\u00a04821 au\u00a07575' })).toHaveAttribute(
      'href',
      'sms:7575?body=VOTE%204821',
    );
    // An unescaped # would end the number the dialer takes.
    expect(screen.getByRole('link', { name: 'composez *384*7#' })).toHaveAttribute('href', 'tel:*384*7%23');
  });

  it('says only the channels open for the contest, with the settings’ keyword and codes', () => {
    render(<PhoneVotes code="1234" channels={{ sms: { short_code: '8080', keyword: 'BEBE' }, ussd: null }} />);
    expect(lines()).toEqual(['Par SMS : envoyez BEBE\u00a01234 au\u00a08080']);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'sms:8080?body=BEBE%201234');
    cleanup();

    render(<PhoneVotes code="1234" channels={{ sms: null, ussd: { service_code: '*123*45#' } }} />);
    expect(lines()).toEqual(['Par USSD : composez *123*45#, puis 1 et le code']);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'tel:*123*45%23');
  });

  it('says nothing while the channels are unknown, or when the contest takes votes by neither', () => {
    const { container, rerender } = render(<PhoneVotes code="4821" channels={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PhoneVotes code="4821" channels={{ sms: null, ussd: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('gives the line a shared message adds while the contest takes votes by SMS', () => {
    expect(smsShareLine(BOTH, '4821')).toBe('Pas de smartphone ? Envoyez VOTE 4821 au 7575.');
    expect(smsShareLine({ ...BOTH, sms: null }, '4821')).toBeNull();
    expect(smsShareLine(null, '4821')).toBeNull();
    expect(smsShareLine(BOTH, null)).toBeNull();
  });
});
