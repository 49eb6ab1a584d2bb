import { useSupportContact } from '@/lib/support-contact';
import { legal as LEGAL_TEXT } from '@/messages/legal';

const t = LEGAL_TEXT.floating;

/**
 * The WhatsApp contact (when the deployment has one), in the header: a button floating over the page
 * covered controls and live figures ("En direct", "Suivant", the contest cards) on a phone.
 */
export function WhatsAppLink() {
  const { whatsappUrl } = useSupportContact();
  if (!whatsappUrl) return null;
  return (
    <a
      className="header__whatsapp"
      href={whatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t.whatsapp}
      title={t.whatsapp}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path
          d="M8.6 7.6c.3-.4.8-.4 1.1 0l1 1.6c.2.3.1.7-.1 1l-.6.6c.6 1.3 1.6 2.3 2.9 2.9l.6-.6c.3-.3.7-.3 1-.1l1.6 1c.4.3.4.8 0 1.1l-.7.7c-.7.7-1.8.8-2.7.3a11 11 0 0 1-4.7-4.7c-.5-.9-.4-2 .3-2.7z"
          fill="currentColor"
        />
      </svg>
    </a>
  );
}
