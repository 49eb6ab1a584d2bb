import { supportContact } from '../lib/support-contact';
import { legal as LEGAL_TEXT } from '../messages/legal';
import './support-links.css';

const t = LEGAL_TEXT.support;

/** The support's WhatsApp number and mailbox, each a link under its label. */
export function SupportLinks({ className = '' }: { className?: string }) {
  return (
    <dl className={`support-links ${className}`}>
      <div>
        <dt>{t.whatsapp}</dt>
        <dd>
          <a href={supportContact.whatsappUrl} target="_blank" rel="noopener noreferrer">
            {supportContact.whatsapp}
          </a>
        </dd>
      </div>
      <div>
        <dt>{t.email}</dt>
        <dd>
          <a href={supportContact.emailUrl}>{supportContact.email}</a>
        </dd>
      </div>
    </dl>
  );
}
