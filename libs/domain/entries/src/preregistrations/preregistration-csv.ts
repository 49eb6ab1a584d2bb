import { MESSAGES, toCsv } from '@app/common';
import type { AdminPreregistrationResponse } from './preregistration.response';

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
