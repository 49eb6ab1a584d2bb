/**
 * What a parent may read of the people who voted for their child: enough to recognise a relative
 * ("f***@g***.com"), not to contact a stranger; of a payment, its reference's last four characters.
 */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return 'Compte supprimé';
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${email[0]}***@${host[0] ?? ''}***${tld}`;
}

export function maskReference(reference: string | null | undefined): string | null {
  if (!reference) return null;
  return `****${reference.slice(-4).toUpperCase()}`;
}
