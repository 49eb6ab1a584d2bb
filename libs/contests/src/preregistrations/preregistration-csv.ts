import { MESSAGES } from '@app/common';
import type { AdminPreregistrationResponse } from './preregistration.response';

type Cell = string | number | null | undefined;

/** Spreadsheets run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. Text
 * that a spreadsheet would read as a formula is prefixed with an apostrophe; numbers are left as is.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: UTF-8 byte order mark (so spreadsheets read accents right), CRLF lines. */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

const FRENCH_DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC' });

/** The admin export: one line per pre-registration, with the columns of the spec. */
export function preregistrationCsv(items: readonly AdminPreregistrationResponse[]): string {
  const { csvColumns, yes, no } = MESSAGES.preregistrations;
  return toCsv([
    csvColumns,
    ...items.map((item) => [
      item.id,
      item.user_details.full_name,
      item.user_details.email,
      item.phone_number || item.user_details.contact_number,
      item.baby_details?.name,
      item.baby_details?.age_months,
      item.contest_details.title,
      item.location_summary,
      item.can_convert ? yes : no,
      FRENCH_DATE.format(new Date(item.created_at)),
    ]),
  ]);
}

export function preregistrationCsvFilename(now: Date): string {
  return `preinscriptions-${now.toISOString().slice(0, 10)}.csv`;
}
