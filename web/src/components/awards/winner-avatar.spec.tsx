import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WinnerAvatar } from './winner-avatar';

describe('WinnerAvatar', () => {
  it('colours the initials with a class, never a style attribute (the pages’ CSP refuses inline styles)', () => {
    const markup = renderToStaticMarkup(<WinnerAvatar name="Awa C." photos={[null]} />);
    expect(markup).not.toMatch(/\sstyle=/);
    expect(markup).toMatch(/class="winner-avatar winner-avatar--initials winner-avatar--tone-[0-5]"/);
    expect(markup).toContain('>AC<');
  });
});
