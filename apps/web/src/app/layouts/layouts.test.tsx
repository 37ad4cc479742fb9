import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, stubFetch } from '../../test/auth-fixtures';
import { contentHandlers } from '../../test/content-fixtures';
import { renderRoute } from '../../test/render';

describe('the layouts', () => {
  it.each([
    ['/', 'A private check‑in on your drug use'],
    ['/privacy', 'Privacy'],
    ['/accessibility', 'Accessibility'],
    ['/dashboard', 'Modules'],
    ['/page', 'Activities'],
    ['/page/1-0', 'My Profile'],
    ['/nowhere', 'This page could not be found'],
  ])('%s has the header, a main landmark and the footer links', async (path, heading) => {
    signIn();
    stubFetch(contentHandlers());
    renderRoute(path);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: heading })).toBeVisible();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Clearpath home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(banner).getByRole('button', { name: /^Theme:/ })).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
    expect(within(footer).getByRole('link', { name: 'Need to talk to someone?' })).toHaveAttribute(
      'href',
      '/support',
    );
  });

  it('moves focus to the main content with the skip link, the first tab stop', async () => {
    const user = userEvent.setup();
    renderRoute('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('moves focus to the new page heading after navigating', async () => {
    const user = userEvent.setup();
    renderRoute('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    await user.click(within(footer).getByRole('link', { name: 'Accessibility' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Accessibility' });
    // The focus moves in an effect after the page renders: wait for it on a busy machine.
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('takes "Need to talk to someone?" to the support page, its heading focused', async () => {
    const user = userEvent.setup();
    stubFetch(contentHandlers());
    renderRoute('/accessibility');
    await screen.findByRole('heading', { level: 1, name: 'Accessibility' });
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    await user.click(within(footer).getByRole('link', { name: 'Need to talk to someone?' }));
    const support = await screen.findByRole('heading', {
      level: 1,
      name: 'Need to talk to someone?',
    });
    await waitFor(() => expect(support).toHaveFocus());
    expect(await screen.findByRole('link', { name: 'Call +353214903565' })).toHaveAttribute(
      'href',
      'tel:+353214903565',
    );
  });
});

describe('the landing page', () => {
  it('has the access panel with the start and login forms and its two links', async () => {
    renderRoute('/');
    const panel = await screen.findByRole('region', { name: 'Start or continue' });
    expect(within(panel).getByRole('form', { name: 'New here?' })).toBeInTheDocument();
    expect(within(panel).getByRole('form', { name: 'I have an access code' })).toBeInTheDocument();
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Read how we protect your privacy',
      'Need to talk to someone?',
    ]);
  });

  it('offers a way on instead of the forms when this device is logged in', async () => {
    signIn();
    renderRoute('/');
    const panel = await screen.findByRole('region', { name: 'Start or continue' });
    expect(within(panel).getByRole('link', { name: 'Go to my modules' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
  });

  it('lists emergency and national support numbers as tap-to-call links', async () => {
    renderRoute('/');
    const support = await screen.findByRole('region', { name: 'If you need help now' });
    const hrefs = within(support)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['tel:112', 'tel:999', 'tel:116123', 'sms:50808', 'tel:1800459459']),
    );
  });
});
