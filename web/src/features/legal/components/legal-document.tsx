import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/status-views';
import { SupportLinks } from '@/components/support-links';
import { formatDate } from '@bebe-star/web-common/format';
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
  /** The text's change log, oldest first (dates as YYYY-MM-DD). */
  changes?: readonly { date: string; summary: string }[];
  sections: readonly LegalSection[];
}

const t = LEGAL_TEXT;

/** The date of the latest change, and the list of changes behind it. */
function ChangeLog({ changes }: { changes: NonNullable<LegalText['changes']> }) {
  const latest = changes.at(-1);
  if (!latest) return null;
  // The dates are days, not instants: read in UTC, they show the same day everywhere.
  return (
    <details className="legal__updated">
      <summary>{t.updated(formatDate(latest.date, 'UTC'))}</summary>
      <ul aria-label={t.changes}>
        {changes.map((change) => (
          <li key={change.date}>
            <time dateTime={change.date}>{formatDate(change.date, 'UTC')}</time> : {change.summary}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A legal page: title, introduction, a table of contents, numbered sections, then the support contacts. */
export function LegalDocument({ text }: { text: LegalText }) {
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <article className="legal">
      <PageTitle>{text.title}</PageTitle>
      {text.changes && <ChangeLog changes={text.changes} />}
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
