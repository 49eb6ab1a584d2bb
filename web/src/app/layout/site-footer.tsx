import { Link } from 'react-router-dom';
import { SupportLinks } from '@/components/support-links';
import { useSupportContact } from '@/lib/support-contact';
import { legal as LEGAL_TEXT } from '@/messages/legal';
import { FooterPrizes } from './footer-prizes';

const t = LEGAL_TEXT.footer;

/**
 * The contest rules (accordions), the legal and useful links, and the support contacts with their
 * promise: without a contact configured there is no support section, so no promise the site cannot keep.
 */
export function SiteFooter() {
  const { whatsapp, whatsappUrl, email } = useSupportContact();
  const hasSupport = Boolean((whatsapp && whatsappUrl) || email);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__rules" aria-labelledby="footer-rules">
          <h2 id="footer-rules">{t.rulesTitle}</h2>
          {[t.participation, t.voting].map((group) => (
            <details key={group.title} className="footer__accordion">
              <summary>{group.title}</summary>
              <ul>
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </details>
          ))}
          <details className="footer__accordion">
            <summary>{t.prizes.title}</summary>
            <FooterPrizes />
          </details>
        </section>
        <nav className="footer__links" aria-labelledby="footer-links">
          <h2 id="footer-links">{t.linksTitle}</h2>
          <ul>
            {t.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {hasSupport && (
          <section className="footer__support" aria-labelledby="footer-support">
            <h2 id="footer-support">{t.supportTitle}</h2>
            <SupportLinks />
          </section>
        )}
      </div>
      {/* The year the server rendered stays when the browser takes the page over on another side of New Year. */}
      <p className="footer__bottom" suppressHydrationWarning>
        {t.copyright(new Date().getFullYear())}
      </p>
    </footer>
  );
}
