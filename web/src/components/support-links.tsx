import { useSupportContact } from '../lib/support-contact';
import { legal as LEGAL_TEXT } from '../messages/legal';
import './support-links.css';

const t = LEGAL_TEXT.support;

/** The support's WhatsApp number and mailbox, each a link under its label (those the deployment has). */
export function SupportLinks({ className = '' }: { className?: string }) {
  const { whatsapp, whatsappUrl, email, emailUrl } = useSupportContact();
  if (!whatsapp && !email) return null;
  return (
    <dl className={`support-links ${className}`}>
      {whatsapp && whatsappUrl && (
        <div>
          <dt>{t.whatsapp}</dt>
          <dd>
            <a href={whatsappUrl} target="_blank" rel="noopener noreferrer">
              {whatsapp}
            </a>
          </dd>
        </div>
      )}
      {email && emailUrl && (
        <div>
          <dt>{t.email}</dt>
          <dd>
            <a href={emailUrl}>{email}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}
