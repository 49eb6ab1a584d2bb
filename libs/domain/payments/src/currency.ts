import type { Currency } from './payment.types';

const XAF_DIAL_CODES = ['+237', '+240', '+241', '+242', '+235', '+236'];
const XOF_DIAL_CODES = ['+225', '+221', '+226', '+227', '+223', '+224', '+229', '+220'];

/** Central African CFA countries, by their usual French and English names (compared without accents). */
const XAF_COUNTRIES = [
  'cameroun',
  'cameroon',
  'gabon',
  'republique centrafricaine',
  'centrafrique',
  'central african republic',
  'tchad',
  'chad',
  'guinee equatoriale',
  'equatorial guinea',
  'congo',
  'republique du congo',
];

const XOF_COUNTRIES = [
  "cote d'ivoire",
  'senegal',
  'burkina faso',
  'niger',
  'mali',
  'guinee',
  'guinea',
  'benin',
  'gambie',
  'gambia',
  'togo',
  'guinee-bissau',
  'guinea-bissau',
];

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`]/g, "'")
    .trim()
    .toLowerCase();

function fromPhone(phone: string | null | undefined): Currency | null {
  const compact = (phone ?? '').replace(/[\s.()-]/g, '').replace(/^00/, '+');
  if (XAF_DIAL_CODES.some((code) => compact.startsWith(code))) return 'XAF';
  if (XOF_DIAL_CODES.some((code) => compact.startsWith(code))) return 'XOF';
  return null;
}

function fromCountry(country: string | null | undefined): Currency | null {
  const name = normalise(country ?? '');
  if (!name) return null;
  if (XAF_COUNTRIES.includes(name)) return 'XAF';
  if (XOF_COUNTRIES.includes(name)) return 'XOF';
  return null;
}

export interface CurrencyHints {
  participantPhone?: string | null;
  userPhone?: string | null;
  participantCountry?: string | null;
  userCountry?: string | null;
}

/**
 * XAF for Central Africa, XOF for West Africa, decided by the first conclusive hint in this order:
 * the participant's phone, the user's phone, the participant's country, the user's country; XOF
 * when none is conclusive.
 */
export function chooseCurrency(hints: CurrencyHints): Currency {
  return (
    fromPhone(hints.participantPhone) ??
    fromPhone(hints.userPhone) ??
    fromCountry(hints.participantCountry) ??
    fromCountry(hints.userCountry) ??
    'XOF'
  );
}
