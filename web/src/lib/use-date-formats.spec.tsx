import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDateFormats } from './use-date-formats';

// Half past midnight on 23 November in Douala (UTC+1), still 22 November in UTC.
const LATE_EVENING_UTC = '2026-11-22T23:30:00Z';
const IN_UTC = '22 novembre 2026 · 22 novembre 2026 à 23:30';
const IN_DOUALA = '23 novembre 2026 · 23 novembre 2026 à 00:30';

function Dates({ rendered }: { rendered?: (text: string) => void }) {
  const { formatDate, formatDateTime } = useDateFormats();
  const text = `${formatDate(LATE_EVENING_UTC)} · ${formatDateTime(LATE_EVENING_UTC)}`;
  rendered?.(text);
  return <p>{text}</p>;
}

describe('useDateFormats (a visitor in Douala)', () => {
  beforeAll(() => vi.stubEnv('TZ', 'Africa/Douala'));
  afterAll(() => vi.unstubAllEnvs());

  it('formats in UTC on the server', () => {
    expect(renderToString(<Dates />)).toContain(IN_UTC);
  });

  it('takes over the server’s page in UTC, without a mismatch, then shows the browser’s time zone', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Dates />);
    const renders: string[] = [];
    const mismatch = vi.fn();
    act(() => {
      hydrateRoot(container, <Dates rendered={(text) => renders.push(text)} />, { onRecoverableError: mismatch });
    });
    expect(renders[0]).toBe(IN_UTC);
    expect(mismatch).not.toHaveBeenCalled();
    expect(container).toHaveTextContent(IN_DOUALA);
  });

  it('formats in the browser’s time zone at once in a page the browser renders whole', () => {
    const renders: string[] = [];
    const { container } = render(<Dates rendered={(text) => renders.push(text)} />);
    expect(renders).toEqual([IN_DOUALA]);
    expect(container).toHaveTextContent(IN_DOUALA);
  });
});
