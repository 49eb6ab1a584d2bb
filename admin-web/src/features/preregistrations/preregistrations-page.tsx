import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FlashMessage, useFlash } from '@/components/flash-message';
import { Field } from '@bebe-star/web-common/form-field';
import { ListPage, ListPanel, SearchAndContestFilters, toPageSearch } from '@/components/list-page';
import { StatCards } from '@/components/stat-cards';
import {
  type BulkConvertResult,
  useConvertPreregistrations,
} from '@/lib/api/preregistrations/convert-preregistrations';
import { useDeletePreregistration } from '@/lib/api/preregistrations/delete-preregistration';
import {
  type AdminPreregistration,
  usePreregistrationStats,
  usePreregistrations,
} from '@/lib/api/preregistrations/preregistrations';
import { useExportPreregistrations } from '@/lib/api/preregistrations/preregistrations-export';
import { saveFile } from '@/lib/download';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@bebe-star/web-common/format';
import { preregistrations as PREREGISTRATIONS_TEXT } from '@/messages/preregistrations';
import { ConversionResult } from './components/conversion-result';
import { PreregistrationsTable } from './components/preregistrations-table';
import {
  DEFAULT_PREREGISTRATION_PAGE_SIZE,
  PREREGISTRATION_STATUSES,
  usePreregistrationsSearch,
} from './hooks/use-preregistrations-search';
import './preregistrations.css';

const t = PREREGISTRATIONS_TEXT;
const figure = (value: number | undefined) => (value === undefined ? '…' : formatNumber(value));

/** /admin/preinscriptions: figures, search and filters, bulk conversion into participants, CSV, deletion. */
export function PreregistrationsPage() {
  const { search, filters, query, update } = usePreregistrationsSearch();
  const list = usePreregistrations(query);
  const stats = usePreregistrationStats();
  const convert = useConvertPreregistrations();
  const remove = useDeletePreregistration();
  const exportCsv = useExportPreregistrations();
  const [flash, showFlash] = useFlash();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BulkConvertResult | null>(null);
  const [deleting, setDeleting] = useState<AdminPreregistration | null>(null);
  const names = useMemo(
    () => new Map((list.data?.results ?? []).map((row) => [row.id, row.baby_details?.name ?? ''])),
    [list.data],
  );

  const select = useCallback(
    (ids: number[], checked: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        ids.forEach((id) => (checked ? next.add(id) : next.delete(id)));
        return next;
      }),
    [],
  );
  const onDelete = useCallback((row: AdminPreregistration) => setDeleting(row), []);
  const filter = (changes: Parameters<typeof update>[0]) => {
    setSelected(new Set());
    update({ ...changes, page: undefined });
  };
  const askConversion = () => {
    if (selected.size === 0) return showFlash({ kind: 'error', text: t.convert.selectionRequired });
    setConfirming(true);
  };
  const runConversion = () =>
    convert.mutate([...selected], {
      onSuccess: (answer) => {
        setConfirming(false);
        setSelected(new Set());
        setResult(answer);
      },
    });
  const download = () =>
    exportCsv.mutate(filters, {
      onSuccess: (file) => saveFile(file.name, file.content),
      onError: () => showFlash({ kind: 'error', text: t.exportFailed }),
    });

  return (
    <ListPage
      title={t.title}
      subtitle={t.subtitle}
      actions={
        <>
          <button type="button" className="button" onClick={download} disabled={exportCsv.isPending}>
            {exportCsv.isPending ? t.exporting : t.export}
          </button>
          <button type="button" className="button button--primary" onClick={askConversion}>
            {t.convert.action(selected.size)}
          </button>
        </>
      }
      summary={
        <>
          <FlashMessage flash={flash} />
          <StatCards
            label={t.stats.label}
            stats={[
              { label: t.stats.total, value: figure(stats.data?.total_preregistrations) },
              { label: t.stats.convertible, value: figure(stats.data?.convertible_preregistrations), tone: 'success' },
              { label: t.stats.recent, value: figure(stats.data?.recent_preregistrations_7_days) },
              {
                label: t.stats.takingEntries,
                value: figure(stats.data?.active_contests),
                detail: t.stats.takingEntriesDetail,
                tone: 'warning',
              },
            ]}
          />
        </>
      }
      filters={
        <>
          <SearchAndContestFilters
            texts={t.filters}
            search={search.search}
            contest={search.contest}
            onChange={filter}
          />
          <Field label={t.filters.status}>
            {(control) => (
              <select
                {...control}
                value={search.status}
                onChange={(event) => filter({ status: event.target.value === 'all' ? undefined : event.target.value })}
              >
                {PREREGISTRATION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t.filters.statuses[status]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      }
    >
      <ListPanel
        id="preregistrations-title"
        caption={t.table.caption}
        count={t.table.count}
        query={list}
        failed={t.loadFailed}
        empty={t.table.empty}
      >
        {(data) => (
          <PreregistrationsTable
            rows={data.results}
            page={{ page: search.page, pageSize: search.page_size, count: data.count }}
            busy={list.isPlaceholderData}
            selected={selected}
            onSelect={select}
            onDelete={onDelete}
            onPageChange={toPageSearch(update, DEFAULT_PREREGISTRATION_PAGE_SIZE)}
          />
        )}
      </ListPanel>
      {confirming && (
        <ConfirmDialog
          title={t.convert.title(selected.size)}
          description={t.convert.description}
          confirmLabel={t.convert.confirm}
          pendingLabel={t.convert.converting}
          tone="primary"
          pending={convert.isPending}
          error={convert.error ? errorText(convert.error, t.convert.failed) : null}
          onConfirm={runConversion}
          onClose={() => {
            convert.reset();
            setConfirming(false);
          }}
        />
      )}
      {result && <ConversionResult result={result} names={names} onClose={() => setResult(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t.remove.title(deleting.baby_details?.name ?? t.table.deletedBaby)}
          description={t.remove.description}
          confirmLabel={t.remove.confirm}
          pendingLabel={t.remove.deleting}
          pending={remove.isPending}
          error={remove.error ? errorText(remove.error, t.remove.failed) : null}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                select([deleting.id], false);
                setDeleting(null);
                showFlash({ kind: 'success', text: t.remove.done });
              },
            })
          }
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
        />
      )}
    </ListPage>
  );
}
