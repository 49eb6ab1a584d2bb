import { Link } from 'react-router-dom';
import { type SetupItem, useSetupChecklist } from '@/lib/api/dashboard/setup-checklist';
import { dashboard as DASHBOARD_TEXT } from '@/messages/dashboard';

const t = DASHBOARD_TEXT.setup;

function SetupStep({ item }: { item: SetupItem }) {
  return (
    <li className={`setup-step setup-step--${item.status}`}>
      <span className="setup-step__mark" aria-hidden="true">
        {item.status === 'done' ? '✓' : item.status === 'todo' ? '!' : '?'}
      </span>
      <div className="setup-step__body">
        <p className="setup-step__title">
          <strong>{item.label}</strong>
          <span className={`setup-step__status setup-step__status--${item.status}`}>{t.statuses[item.status]}</span>
        </p>
        <p className="setup-step__detail">{item.detail}</p>
        {item.action && <p className="setup-step__action">{item.action}</p>}
        {item.link && (
          <Link className="setup-step__link" to={item.link}>
            {t.open(item.label)}
          </Link>
        )}
      </div>
    </li>
  );
}

/**
 * « Mise en service »: what the deployment still lacks (support contacts, real payments and SMS, its
 * own signing keys, a recent backup), shown until every item is done; for those who manage settings.
 */
export function SetupChecklistPanel({ enabled }: { enabled: boolean }) {
  const checklist = useSetupChecklist(enabled);
  const data = checklist.data;
  if (!data || data.done === data.total) return null;
  return (
    <section className="panel setup-checklist" aria-labelledby="setup-title">
      <div className="panel__header">
        <h2 id="setup-title">{t.title}</h2>
        <p className="setup-checklist__progress">{t.progress(data.done, data.total)}</p>
      </div>
      <p className="setup-checklist__intro">{t.intro}</p>
      <ol className="setup-steps">
        {data.items.map((item) => (
          <SetupStep key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
