import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '@bebe-star/web-common/form-field';
import { useContests } from '@/lib/api/contests/contests';
import { ordinal } from '@bebe-star/web-common/french';
import type { UrlStateChanges } from '@/lib/url-state';
import { common as COMMON_TEXT } from '@/messages/common';
import { prizeClaims as CLAIMS_TEXT } from '@/messages/prize-claims';
import { CLAIM_STATUSES, type ClaimFilters as Filters } from '../hooks/use-claims-search';

const t = CLAIMS_TEXT.filters;

const filtersSchema = z
  .object({
    search: z.string().trim().max(100, t.searchTooLong),
    winner_rank: z.enum(['', '1', '2', '3']),
    contest: z.string(),
    status: z.enum(['', ...CLAIM_STATUSES]),
    date_from: z.string(),
    date_to: z.string(),
  })
  .refine((values) => !values.date_from || !values.date_to || values.date_from <= values.date_to, {
    path: ['date_to'],
    message: t.datesOrder,
  });

type FiltersForm = z.infer<typeof filtersSchema>;

const EMPTY: FiltersForm = { search: '', winner_rank: '', contest: '', status: '', date_from: '', date_to: '' };

const toForm = (filters: Filters): FiltersForm => ({
  search: filters.search ?? '',
  winner_rank: filters.winner_rank ? (String(filters.winner_rank) as FiltersForm['winner_rank']) : '',
  contest: filters.contest ? String(filters.contest) : '',
  status: filters.status ?? '',
  date_from: filters.date_from ?? '',
  date_to: filters.date_to ?? '',
});

interface ClaimFiltersProps {
  filters: Filters;
  /** New filters, back to the first page. */
  onApply: (changes: UrlStateChanges) => void;
}

/** The collapsible filter panel: search, rank, contest, status and claim dates. */
export function ClaimFilters({ filters, onApply }: ClaimFiltersProps) {
  const values = useMemo(() => toForm(filters), [filters]);
  const active = Object.values(values).filter(Boolean).length;
  const [open, setOpen] = useState(active > 0);
  const contests = useContests();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FiltersForm>({ resolver: zodResolver(filtersSchema), values });

  const apply = (next: FiltersForm) => onApply({ ...next, page: undefined });

  return (
    <details className="panel filters" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="filters__summary">
        {t.title}
        {active > 0 && <span className="filters__count">{t.active(active)}</span>}
      </summary>
      <form className="filters__form" noValidate onSubmit={(event) => void handleSubmit(apply)(event)}>
        <Field label={t.search} hint={t.searchHint} error={errors.search?.message} className="filters__search">
          {(control) => <input {...control} type="search" {...register('search')} />}
        </Field>
        <Field label={t.rank}>
          {(control) => (
            <select {...control} {...register('winner_rank')}>
              <option value="">{COMMON_TEXT.all}</option>
              {[1, 2, 3].map((rank) => (
                <option key={rank} value={rank}>
                  {ordinal(rank)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.contest}>
          {(control) => (
            <select {...control} {...register('contest')}>
              <option value="">{COMMON_TEXT.all}</option>
              {values.contest && !contests.data?.some((contest) => String(contest.id) === values.contest) && (
                <option value={values.contest}>#{values.contest}</option>
              )}
              {contests.data?.map((contest) => (
                <option key={contest.id} value={contest.id}>
                  {contest.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.status}>
          {(control) => (
            <select {...control} {...register('status')}>
              <option value="">{COMMON_TEXT.all}</option>
              {CLAIM_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {CLAIMS_TEXT.statuses[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.dateFrom}>{(control) => <input {...control} type="date" {...register('date_from')} />}</Field>
        <Field label={t.dateTo} error={errors.date_to?.message}>
          {(control) => <input {...control} type="date" {...register('date_to')} />}
        </Field>
        <div className="filters__actions">
          <button type="submit" className="button button--primary">
            {t.apply}
          </button>
          <button type="button" className="button" onClick={() => apply(EMPTY)}>
            {t.reset}
          </button>
        </div>
      </form>
    </details>
  );
}
