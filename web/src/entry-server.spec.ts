import { pageAddress } from './entry-server';

describe('pageAddress: the address a page is rendered and kept under', () => {
  it('leaves out every query parameter a page does not read', () => {
    expect(pageAddress('/?x=1')).toBe('/');
    expect(pageAddress('/?x=2&y=3')).toBe('/');
    expect(pageAddress('/concours?search=Awa&utm_source=whatsapp')).toBe('/concours');
    expect(pageAddress('/vote/1/2?fbclid=IwAR0x&payment_success=true')).toBe('/vote/1/2');
  });

  it("keeps the parameters the page's first screen reads, once each, in one order, without empty ones", () => {
    expect(pageAddress('/concours/3/participants?gclid=1&search=Awa')).toBe('/concours/3/participants?search=Awa');
    expect(pageAddress('/concours/3/participants?participant=12&x=9&search=Awa')).toBe(
      '/concours/3/participants?participant=12&search=Awa',
    );
    expect(pageAddress('/concours/3/participants?search=Awa&search=Koffi')).toBe('/concours/3/participants?search=Awa');
    expect(pageAddress('/concours/3/participants?search=&participant=')).toBe('/concours/3/participants');
    expect(pageAddress('/concours/3/classement?highlight=7&votes=free&utm_medium=social')).toBe(
      '/concours/3/classement?highlight=7&votes=free',
    );
    expect(pageAddress('/verifier?utm_source=sms&recu=42&empreinte=ab12')).toBe('/verifier?empreinte=ab12&recu=42');
    expect(pageAddress('/gagnants?fbclid=IwAR0x')).toBe('/gagnants');
  });

  it('keeps no query for pages the server does not render, nor for addresses that lead nowhere', () => {
    expect(pageAddress('/login?returnUrl=%2Fcompte')).toBe('/login');
    expect(pageAddress('/nulle-part?search=Awa')).toBe('/nulle-part');
  });
});
