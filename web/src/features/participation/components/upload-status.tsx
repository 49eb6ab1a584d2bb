import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import type { UploadProgress } from '../api/send-with-progress';

const t = PARTICIPATION_TEXT;

/** How far the sending has gone: the photo's percent and bytes, then the server's recording. */
export function UploadStatus({ progress }: { progress: UploadProgress }) {
  const { total } = progress;
  const sent = Math.min(progress.sent, total);
  const percent = total > 0 ? Math.floor((sent / total) * 100) : 0;
  const done = total > 0 && sent >= total;
  return (
    <div className="upload-status" role="status">
      <p className="upload-status__label">{done ? t.confirmation.saving : t.confirmation.uploading(percent)}</p>
      <progress className="upload-status__bar" max={100} value={done ? undefined : percent} aria-hidden="true" />
      {total > 0 && !done && (
        <p className="upload-status__bytes">
          {t.confirmation.uploaded(t.fields.photoSize(sent), t.fields.photoSize(total))}
        </p>
      )}
    </div>
  );
}
