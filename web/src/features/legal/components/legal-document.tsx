import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/status-views';
import { SupportLinks } from '@/components/support-links';
import { legal as LEGAL_TEXT } from '@/messages/legal';
import '../legal.css';

interface LegalSection {
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  link?: { to: string; label: string };
}

export interface LegalText {
  title: string;
  intro: string;
  updated?: string;
  sections: readonly LegalSection[];
}

const t = LEGAL_TEXT;

/** A legal page: title, introduction, a table of contents, numbered sections, then the support contacts. */
export function LegalDocument({ text }: { text: LegalText }) {
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <article className="legal">
      <PageTitle>{text.title}</PageTitle>
      {text.updated && <p className="legal__updated">{t.updated(text.updated)}</p>}
      <p className="legal__intro">{text.intro}</p>
      <nav className="legal__toc card" aria-label={t.onThisPage}>
        <ol>
          {text.sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#${anchor(index)}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section, index) => (
        <section key={section.title} className="legal__section card" aria-labelledby={anchor(index)}>
          <h2 id={anchor(index)}>
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.link && (
            <Link className="button button--primary" to={section.link.to}>
              {section.link.label}
            </Link>
          )}
        </section>
      ))}
      <section className="legal__section card" aria-labelledby="support">
        <h2 id="support">{t.support.title}</h2>
        <p>{t.support.text}</p>
        <SupportLinks />
      </section>
    </article>
  );
}
