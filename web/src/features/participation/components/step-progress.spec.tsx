import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StepProgress } from './step-progress';

describe('StepProgress', () => {
  it('fills the first steps of the bar with classes, never a style attribute (the pages’ CSP refuses inline styles)', () => {
    expect(renderToStaticMarkup(<StepProgress step={2} total={4} title="Le bébé" />)).not.toMatch(/\sstyle=/);

    render(<StepProgress step={2} total={4} title="Le bébé" />);
    const bar = screen.getByRole('progressbar', { name: 'Étape 2 sur 4' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(Array.from(bar.children).map((segment) => segment.className)).toEqual([
      'step-progress__segment step-progress__segment--done',
      'step-progress__segment step-progress__segment--done',
      'step-progress__segment',
      'step-progress__segment',
    ]);
  });
});
