import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, signIn, stubFetch } from '../../test/auth-fixtures';
import { contentHandlers } from '../../test/content-fixtures';
import { renderRoute } from '../../test/render';

describe('the 404 page', () => {
  it('renders "This page could not be found" for an unknown address', async () => {
    renderRoute('/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Error code 404')).toBeInTheDocument();
  });

  it('keeps the header, skip link and footer around it', async () => {
    renderRoute('/also/not/here');
    await screen.findByRole('heading', { name: 'This page could not be found' });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(footer).toHaveTextContent('Privacy');
    expect(footer).toHaveTextContent('Accessibility');
    expect(footer).toHaveTextContent('Need to talk to someone?');
    // The emergency numbers in the footer are tap-to-call.
    expect(screen.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
  });

  it.each(['nope', '1-', '9-0', '1-01', 'review', '1-0-1', '2c-1'])(
    'renders it for /page/%s, which is not a page id',
    async (id) => {
      // Logged out on purpose: a non-page is "not found" before the login guard applies.
      renderRoute(`/page/${id}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
      ).toBeInTheDocument();
    },
  );

  it('says so when a valid page id has no content yet', async () => {
    signIn();
    stubFetch({
      ...contentHandlers(),
      '/pages/modules/1/1-30': () =>
        jsonResponse({ error: { code: 'not_found', message: 'No content here.' } }, 404),
    });
    renderRoute('/page/1-30');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the menu' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('sends /page/dashboard to the modules menu', async () => {
    signIn();
    const { router } = renderRoute('/page/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modules' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
