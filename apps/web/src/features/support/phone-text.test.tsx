import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PhoneText } from './phone-text';

describe('PhoneText', () => {
  it('turns each phone number into a tap-to-call link and keeps the words around it', () => {
    const { container } = render(
      <p>
        <PhoneText text="Call 112 or 999, or the helpline on 1800 459 459." />
      </p>,
    );
    expect(container).toHaveTextContent('Call 112 or 999, or the helpline on 1800 459 459.');
    expect(screen.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
    expect(screen.getByRole('link', { name: '1800 459 459' })).toHaveAttribute(
      'href',
      'tel:1800459459',
    );
  });

  it('leaves text without a phone number as it is', () => {
    const { container } = render(
      <p>
        <PhoneText text="In 2021, 43% had never used a drug." />
      </p>,
    );
    expect(container).toHaveTextContent('In 2021, 43% had never used a drug.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
