import { useState } from 'react';
import { Field } from '@bebe-star/web-common/form-field';
import { useContests } from '@/lib/api/contests/contests';
import type { SiteSettings } from '@/lib/api/settings/site-settings';
import { settings as SETTINGS_TEXT } from '@/messages/settings';
import { SettingsSection, useSectionSave } from './settings-section';

const t = SETTINGS_TEXT.notices;

/** The API's limit on a notice's length (site-wide or a contest's). */
const NOTICE_MAX_LENGTH = 300;

interface NoticeRow {
  key: number;
  /** The chosen contest's id as the select gives it ('' while none is chosen). */
  contestId: string;
  text: string;
}

type RowProblems = Partial<Record<number, { contest?: string; text?: string }>>;

let lastRowKey = 0;
const rowOf = (contestId = '', text = ''): NoticeRow => ({ key: ++lastRowKey, contestId, text });
const rowsOf = (settings: SiteSettings) =>
  settings.contest_notices.map((notice) => rowOf(String(notice.contest_id), notice.text));

/** What the server would refuse in a row, said before sending: a contest to choose, a text to write. */
function problemsOf(rows: NoticeRow[]): RowProblems {
  const problems: RowProblems = {};
  for (const row of rows) {
    const contest = row.contestId ? undefined : t.contestRequired;
    const text = row.text.trim() ? undefined : t.textRequired;
    if (contest || text) problems[row.key] = { contest, text };
  }
  return problems;
}

/** The notice at the top of every page, and the contests' notices (the whole list is sent: one left out has none). */
export function NoticesForm({ settings }: { settings: SiteSettings }) {
  const contests = useContests();
  const [siteNotice, setSiteNotice] = useState(settings.site_notice);
  const [rows, setRows] = useState(() => rowsOf(settings));
  const [problems, setProblems] = useState<RowProblems>({});
  const fields = [
    'site_notice',
    'contest_notices',
    ...rows.flatMap((_, index) => [`contest_notices.${index}.contest_id`, `contest_notices.${index}.text`]),
  ];
  const { submit, pending, flash, fieldErrors, formError } = useSectionSave(fields);

  // Every contest, and those with a notice that the list has not brought (yet).
  const choices = [
    ...(contests.data ?? []).map(({ id, title }) => ({ id, title })),
    ...settings.contest_notices
      .filter((notice) => !contests.data?.some((contest) => contest.id === notice.contest_id))
      .map((notice) => ({ id: notice.contest_id, title: notice.contest_title })),
  ];
  const change = (key: number, changes: Partial<NoticeRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)));

  return (
    <SettingsSection
      id="settings-notices"
      title={t.title}
      pending={pending}
      flash={flash}
      formError={formError}
      onSubmit={() => {
        const found = problemsOf(rows);
        setProblems(found);
        if (Object.keys(found).length > 0) return;
        submit(
          {
            site_notice: siteNotice.trim(),
            contest_notices: rows.map((row) => ({ contest_id: Number(row.contestId), text: row.text.trim() })),
          },
          (saved) => {
            setSiteNotice(saved.site_notice);
            setRows(rowsOf(saved));
          },
        );
      }}
    >
      <Field label={t.site} hint={t.siteHint} error={fieldErrors.site_notice}>
        {(control) => (
          <>
            <textarea
              {...control}
              rows={3}
              maxLength={NOTICE_MAX_LENGTH}
              value={siteNotice}
              onChange={(event) => setSiteNotice(event.target.value)}
            />
            <p className="settings-counter">{t.counter(siteNotice.length, NOTICE_MAX_LENGTH)}</p>
          </>
        )}
      </Field>
      <div className="notice-list">
        <h3 className="notice-list__title">{t.contests}</h3>
        <p className="settings-section__intro">{t.contestsHint}</p>
        {rows.length === 0 && <p className="notice-list__empty">{t.none}</p>}
        {rows.map((row, index) => (
          <fieldset key={row.key} className="notice-row">
            <legend className="visually-hidden">{t.row(index + 1)}</legend>
            <Field
              label={t.contest}
              error={problems[row.key]?.contest ?? fieldErrors[`contest_notices.${index}.contest_id`]}
            >
              {(control) => (
                <select
                  {...control}
                  value={row.contestId}
                  onChange={(event) => change(row.key, { contestId: event.target.value })}
                >
                  <option value="">{t.chooseContest}</option>
                  {choices.map((contest) => (
                    <option
                      key={contest.id}
                      value={contest.id}
                      disabled={rows.some((other) => other !== row && other.contestId === String(contest.id))}
                    >
                      {contest.title}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t.text} error={problems[row.key]?.text ?? fieldErrors[`contest_notices.${index}.text`]}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={NOTICE_MAX_LENGTH}
                  placeholder={t.placeholder}
                  value={row.text}
                  onChange={(event) => change(row.key, { text: event.target.value })}
                />
              )}
            </Field>
            <button
              type="button"
              className="button button--small notice-row__remove"
              aria-label={t.removeLabel(index + 1)}
              onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
            >
              {t.remove}
            </button>
          </fieldset>
        ))}
        {fieldErrors.contest_notices && <p className="field__error">{fieldErrors.contest_notices}</p>}
        <button type="button" className="button notice-list__add" onClick={() => setRows([...rows, rowOf()])}>
          {t.add}
        </button>
      </div>
    </SettingsSection>
  );
}
