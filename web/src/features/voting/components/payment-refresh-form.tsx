import { useHydrated } from '@/lib/hydrated';
import { voting as VOTING_TEXT } from '@/messages/voting';

const t = VOTING_TEXT.result;

/**
 * "Actualiser": asks for the payment's status again. Without JavaScript the form asks the server's
 * render of this very address again (its payment reference in hidden fields).
 */
export function PaymentRefreshForm({
  action,
  query,
  busy,
  onRefresh,
}: {
  action: '/payment-success' | '/payment-failed';
  query: string;
  busy: boolean;
  onRefresh: () => void;
}) {
  // Before the browser has taken the page over, the form is all there is: never disabled.
  const checking = useHydrated() && busy;
  return (
    <form
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        onRefresh();
      }}
    >
      {[...new URLSearchParams(query)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button--primary" disabled={checking}>
        {checking ? t.refreshing : t.refresh}
      </button>
    </form>
  );
}
