import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMERGENCY_SERVICE, NATIONAL_SERVICES } from '../config/national-services';
import { SLOW_START_CSS, SLOW_START_ID, SlowStartScreen, slowStartMarkup } from './slow-start';

describe('the slow-start screen', () => {
  it('says the app is loading and gives every support service with its links', () => {
    render(<SlowStartScreen />);
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', SLOW_START_ID);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Loading Clearpath…');
    for (const service of [EMERGENCY_SERVICE, ...NATIONAL_SERVICES]) {
      expect(within(main).getByText(service.name)).toBeInTheDocument();
      for (const contact of service.contacts) {
        expect(within(main).getByRole('link', { name: contact.label })).toHaveAttribute(
          'href',
          contact.href,
        );
      }
    }
  });

  it('takes the scheme the student chose when <html> names one, else the device’s', () => {
    expect(SLOW_START_CSS).toContain('[data-color-scheme="dark"]{color-scheme:dark}');
    expect(SLOW_START_CSS).toContain('[data-color-scheme="light"]{color-scheme:light}');
  });

  it('is plain HTML for index.html: no script, no class names from the app', () => {
    const html = slowStartMarkup();
    expect(html.startsWith(`<main id="${SLOW_START_ID}"`)).toBe(true);
    expect(html).not.toMatch(/<script|class=/);
  });
});
