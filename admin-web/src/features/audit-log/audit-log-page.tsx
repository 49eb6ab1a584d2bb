import { createColumnHelper } from '@tanstack/react-table';
import { z } from 'zod';
import { ContestSelect } from '@/components/contest-select';
import { DataTable, type DataTableFeatures } from '@/components/data-table';
import { Field } from '@bebe-star/web-common/form-field';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { type AuditAction, type AuditRecord, useAuditLog } from '@/lib/api/audit-log/audit-log';
import { formatShortDateTime } from '@bebe-star/web-common/format';
import { useUrlState } from '@/lib/url-state';
import { auditLog as AUDIT_TEXT } from '@/messages/audit-log';

const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;
const ACTIONS = Object.keys(AUDIT_TEXT.actions) as [AuditAction, ...AuditAction[]];
const positive = z.preprocess(Number, z.number().int().positive());

/** The journal's state in the URL: action and contest filters, paging; a bad value falls back to none. */
const searchSchema = z.object({
  action: z.enum(ACTIONS).optional().catch(undefined),
  contest: positive.optional().catch(undefined),
  page: positive.catch(1),
  page_size: z.preprocess(Number, z.union([z.literal(20), z.literal(50), z.literal(100)])).catch(DEFAULT_PAGE_SIZE),
});

/** What a decision was about: an account or a group (privilege changes say which), else the row's id. */
function subjectOf(record: AuditRecord, id: number): string {
  const { email, group } = record.details;
  if (typeof email === 'string') return AUDIT_TEXT.account(id, email);
  if (typeof group === 'string') return AUDIT_TEXT.group(group);
  return AUDIT_TEXT.subject(id);
}

const t = AUDIT_TEXT.columns;
const column = createColumnHelper<DataTableFeatures, AuditRecord>();
const columns = column.columns([
  column.display({
    id: 'when',
    header: t.when,
    cell: ({ row: { original: record } }) => <span className="nowrap">{formatShortDateTime(record.created_at)}</span>,
  }),
  column.display({
    id: 'who',
    header: t.who,
    cell: ({ row: { original: record } }) => record.actor_email ?? AUDIT_TEXT.deletedAdmin(record.actor_id),
  }),
  column.display({
    id: 'what',
    header: t.what,
    cell: ({ row: { original: record } }) => <strong>{AUDIT_TEXT.actions[record.action]}</strong>,
  }),
  column.display({
    id: 'target',
    header: t.target,
    cell: ({ row: { original: record } }) => (
      <div className="cell-stack">
        {record.contest_id !== null && <span>{AUDIT_TEXT.contest(record.contest_id)}</span>}
        {record.participant_id !== null && <small>{AUDIT_TEXT.participant(record.participant_id)}</small>}
        {record.subject_id !== null && <small>{subjectOf(record, record.subject_id)}</small>}
        {'from' in record.details && <small>{AUDIT_TEXT.change(record.details.from, record.details.to)}</small>}
        {record.action === 'update_site_settings' && (
          <small>
            {AUDIT_TEXT.settingsChanged(Object.keys(record.details).map((name) => AUDIT_TEXT.settings[name] ?? name))}
          </small>
        )}
      </div>
    ),
  }),
  column.display({
    id: 'why',
    header: t.why,
    cell: ({ row: { original: record } }) => record.reason || AUDIT_TEXT.noReason,
  }),
]);

/** /admin/journal: the audit log, filtered by action and contest, paged by the server. */
export function AuditLogPage() {
  const [search, update] = useUrlState(searchSchema);
  const log = useAuditLog(search);

  return (
    <div className="page">
      <PageHeader title={AUDIT_TEXT.title} subtitle={AUDIT_TEXT.subtitle} />
      <div className="filters__form">
        <Field label={AUDIT_TEXT.filters.action}>
          {(control) => (
            <select
              {...control}
              value={search.action ?? ''}
              onChange={(event) => update({ action: event.target.value, page: undefined })}
            >
              <option value="">{AUDIT_TEXT.filters.allActions}</option>
              {ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {AUDIT_TEXT.actions[action]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ContestSelect
          label={AUDIT_TEXT.filters.contest}
          allLabel={AUDIT_TEXT.filters.allContests}
          value={search.contest}
          onChange={(value) => update({ contest: value, page: undefined })}
        />
      </div>
      <section className="panel" aria-label={AUDIT_TEXT.caption}>
        <QueryView
          query={log}
          failed={AUDIT_TEXT.loadFailed}
          empty={AUDIT_TEXT.empty}
          isEmpty={(data) => data.results.length === 0}
        >
          {(data) => (
            <DataTable
              caption={AUDIT_TEXT.caption}
              columns={columns}
              rows={data.results}
              page={{ page: search.page, pageSize: search.page_size, count: data.count }}
              pageSizes={PAGE_SIZES}
              busy={log.isPlaceholderData}
              onPageChange={(page, pageSize) =>
                update({
                  page: page > 1 ? page : undefined,
                  page_size: pageSize === DEFAULT_PAGE_SIZE ? undefined : pageSize,
                })
              }
            />
          )}
        </QueryView>
      </section>
    </div>
  );
}
