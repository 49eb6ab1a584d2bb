/**
 * Where visitors reach the support team, set per deployment: VITE_SUPPORT_WHATSAPP (the number in
 * international format, spaces allowed, e.g. "+221 77 123 45 67") and VITE_SUPPORT_EMAIL. The
 * defaults are placeholders for development.
 */
const whatsapp = (import.meta.env.VITE_SUPPORT_WHATSAPP as string | undefined)?.trim() || '+221 77 000 00 00';
const email = (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined)?.trim() || 'support@bebestar.local';

export const supportContact = {
  /** The number as shown. */
  whatsapp,
  /** WhatsApp's click-to-chat link (digits only). */
  whatsappUrl: `https://wa.me/${whatsapp.replace(/\D/g, '')}`,
  email,
  emailUrl: `mailto:${email}`,
} as const;
