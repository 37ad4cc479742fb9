import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessCodeDisplay } from './access-code-display';

describe('AccessCodeDisplay', () => {
  it('shows the code as it is, breakable only after a dash', () => {
    const { container } = render(<AccessCodeDisplay code="ABCD-EFGH-JKMN" />);
    const shown = screen.getByText('ABCD-EFGH-JKMN');
    expect(shown.textContent).toBe('ABCD-EFGH-JKMN');
    expect(getComputedStyle(shown).whiteSpace).not.toBe('nowrap');
    // A break is allowed after each dash, and nowhere else.
    expect(shown.innerHTML).toBe('ABCD-<wbr>EFGH-<wbr>JKMN');
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
  });
});
