import { Link } from 'react-router-dom';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import './participation.css';

const t = PARTICIPATION_TEXT.landing;

/** /participer: welcome text and the way into the wizard. */
export function ParticipatePage() {
  return (
    <section className="landing">
      <div className="landing__hero">
        <h1 className="page-title">{t.title}</h1>
        <p className="landing__intro">{t.intro}</p>
        <Link to="/participer/flow" className="button button--primary landing__cta">
          {t.cta}
        </Link>
      </div>
      <div className="card landing__steps">
        <h2>{t.stepsTitle}</h2>
        <ol>
          {t.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="field__hint">{t.note}</p>
      </div>
    </section>
  );
}
