/**
 * The mobile money operators that pay a prize, by country (the names of DIAL_CODES), as the prize
 * claim offers them and the API checks them. A country without a list here (France, Maghreb…) takes
 * the operator's name as typed.
 */
export const MOBILE_MONEY_OPERATORS: Record<string, readonly string[]> = {
  Sénégal: ['Orange Money', 'Wave', 'Free Money'],
  "Côte d'Ivoire": ['Orange Money', 'MTN MoMo', 'Moov Money', 'Wave'],
  'Burkina Faso': ['Orange Money', 'Moov Money', 'Wave'],
  Mali: ['Orange Money', 'Moov Money', 'Wave'],
  Bénin: ['MTN MoMo', 'Moov Money', 'Celtiis Cash'],
  Niger: ['Airtel Money', 'Moov Money', 'Zamani Cash'],
  Togo: ['Flooz', 'T-Money'],
  Guinée: ['Orange Money', 'MTN MoMo'],
  Cameroun: ['Orange Money', 'MTN MoMo'],
  Gabon: ['Airtel Money', 'Moov Money'],
  Congo: ['MTN MoMo', 'Airtel Money'],
  'République démocratique du Congo': ['M-Pesa', 'Orange Money', 'Airtel Money', 'Afrimoney'],
  'République centrafricaine': ['Orange Money', 'Moov Money'],
  Tchad: ['Airtel Money', 'Moov Money'],
  Mauritanie: ['Bankily', 'Masrvi', 'Sedad'],
  Madagascar: ['MVola', 'Orange Money', 'Airtel Money'],
  Comores: ['Huri Money', 'MVola'],
  Djibouti: ['D-Money', 'Waafi'],
  Burundi: ['Lumicash', 'EcoCash'],
  Rwanda: ['MTN MoMo', 'Airtel Money'],
  Gambie: ['Wave', 'Afrimoney', 'QMoney'],
};

/** Longest operator name kept. */
export const OPERATOR_MAX_LENGTH = 40;

/** The operators offered for `country`, or null when the name is typed. */
export const operatorsOf = (country: string): readonly string[] | null => MOBILE_MONEY_OPERATORS[country] ?? null;

/** Whether `operator` may pay a prize in `country`: one of its list, or any name where it has none. */
export function isOperatorOf(country: string, operator: string): boolean {
  const listed = operatorsOf(country);
  const name = operator.trim();
  return listed ? listed.includes(name) : name.length > 0 && name.length <= OPERATOR_MAX_LENGTH;
}
