import { useSiteSettings } from './api/settings/site-settings';

export interface SupportContact {
  /** The number as shown, and WhatsApp's click-to-chat link; null when the deployment has none. */
  whatsapp: string | null;
  whatsappUrl: string | null;
  email: string | null;
  emailUrl: string | null;
}

/** Where visitors reach the support team: the deployment's settings (configuration, then the back office's). */
export function useSupportContact(): SupportContact {
  const { support } = useSiteSettings();
  return {
    whatsapp: support.whatsapp,
    whatsappUrl: support.whatsapp_url,
    email: support.email,
    emailUrl: support.email ? `mailto:${support.email}` : null,
  };
}
