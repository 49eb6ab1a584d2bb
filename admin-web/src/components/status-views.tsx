import { common as COMMON_TEXT } from '../messages/common';

export function LoadingView({ text = COMMON_TEXT.loading }: { text?: string }) {
  return (
    <p className="status-view" role="status">
      {text}
    </p>
  );
}

export function ErrorView({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="status-view status-view--error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {COMMON_TEXT.retry}
        </button>
      )}
    </div>
  );
}

export function EmptyView({ text }: { text: string }) {
  return <p className="status-view status-view--empty">{text}</p>;
}
