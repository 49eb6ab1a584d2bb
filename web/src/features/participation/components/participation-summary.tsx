import { formatDate } from '@bebe-star/web-common/format';
import { checkPhone } from '@/lib/phone-rules';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { usePhotoPreview } from '../hooks/use-photo-preview';
import { toIsoDate } from '../utils/birth-date';
import type { ChildData } from '../utils/wizard-validation';

const t = PARTICIPATION_TEXT;

/** What is about to be sent, on the confirmation step. */
export function ParticipationSummary({ data, contestTitle }: { data: ChildData; contestTitle: string | null }) {
  const preview = usePhotoPreview(data.photo);
  const iso = toIsoDate(data.birthDate);
  const phone = checkPhone(data.country, data.phone, data.dialCode || undefined);
  const rows: [string, string][] = [
    [t.fields.name, data.name],
    [t.fields.gender, data.gender === 'female' ? t.fields.female : t.fields.male],
    // A day, not an instant: the same in every time zone, on the server as in the browser.
    [t.fields.birthDate, iso ? formatDate(`${iso}T12:00:00Z`, 'UTC') : ''],
    [t.fields.city, [data.city, data.country].filter(Boolean).join(', ')],
    [t.fields.phone, phone.ok ? phone.phone : data.phone],
  ];
  if (data.bio) rows.push([t.fields.bio, data.bio]);
  return (
    <div className="summary">
      {preview && <img className="summary__photo" src={preview} alt={t.fields.photoPreview(data.name)} />}
      <dl className="summary__list">
        {rows.map(([label, value]) => (
          <div key={label} className="summary__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="summary__contest">
        {contestTitle ? t.wizard.contest(contestTitle) : t.confirmation.contestPending}
      </p>
    </div>
  );
}
