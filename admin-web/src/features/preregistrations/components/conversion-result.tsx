import { Modal } from '@bebe-star/web-common/modal';
import type { BulkConvertResult } from '@/lib/api/preregistrations/convert-preregistrations';
import { preregistrations as PREREGISTRATIONS_TEXT } from '@/messages/preregistrations';

const t = PREREGISTRATIONS_TEXT.convert;

/** What the bulk conversion did: how many became participants, and each one left with the server's reason. */
export function ConversionResult({
  result,
  names,
  onClose,
}: {
  result: BulkConvertResult;
  names: ReadonlyMap<number, string>;
  onClose: () => void;
}) {
  return (
    <Modal title={t.resultTitle} onClose={onClose} closeOnBackdropClick closeButton>
      <p className="flash flash--success">{t.converted(result.success_count)}</p>
      {result.skipped.length > 0 && (
        <div>
          <p>{t.skipped(result.skipped.length)}</p>
          <ul className="conversion-skipped">
            {result.skipped.map((skipped) => (
              <li key={skipped.id}>{t.skippedRow(skipped.id, names.get(skipped.id) ?? '', skipped.reason)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </Modal>
  );
}
