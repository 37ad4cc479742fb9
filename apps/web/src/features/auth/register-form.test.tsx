import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { CODE, jsonResponse, registerAnswer, stubFetch } from '../../test/auth-fixtures';
import { renderRoute } from '../../test/render';
import { AccessPanel } from './access-panel';
import { authStore } from './auth-store';
import type { ChallengeSolver } from './challenge-solver';

const SOLVED = { key: '6d1f3a52-8b5e-4c1a-9f0e-2a7b3c4d5e6f', captcha: 'c29sdmVk' };

function renderPanel(solveChallenge: ChallengeSolver, path = '/') {
  return renderRoute(path, [
    { path: '/', element: <AccessPanel solveChallenge={solveChallenge} /> },
    { path: '/dashboard', element: <h1>Modules</h1> },
  ]);
}

const startForm = () => screen.getByRole('form', { name: 'New here?' });
const sentBody = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  JSON.parse(
    String(fetch.mock.calls.find(([url]) => String(url).endsWith(path))?.[1]?.body),
  ) as Record<string, unknown>;

describe('starting (registering)', () => {
  it('offers remember-me, off, with an explanation; analytics is left to the cookie banner', () => {
    renderPanel(vi.fn());
    const remember = within(startForm()).getByRole('checkbox', {
      name: 'Remember me on this device',
    });
    expect(remember).not.toBeChecked();
    expect(remember).toHaveAccessibleDescription(/shared or public computer/);
    expect(within(startForm()).getAllByRole('checkbox')).toEqual([remember]);
  });

  it('solves the challenge, registers, and shows the new code once with a copy button', async () => {
    const user = userEvent.setup();
    const solve = vi.fn<ChallengeSolver>(async () => SOLVED);
    const fetch = stubFetch({ '/auth/register_user': () => jsonResponse(registerAnswer()) });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    // Analytics was allowed in the cookie banner before starting.
    Cookies.set('allow-analytics', '1');
    const { router } = renderPanel(solve, '/?batch=spring-26');

    await user.click(within(startForm()).getByRole('button', { name: 'Start' }));

    const heading = await screen.findByRole('heading', { name: 'Your access code' });
    // The heading takes the focus in an effect, just after it is drawn.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(CODE)).toBeVisible();
    expect(screen.getByText(/can’t recover a lost code/)).toBeVisible();
    expect(solve).toHaveBeenCalledOnce();
    expect(sentBody(fetch, '/auth/register_user')).toEqual({
      batch_id: 'spring-26',
      domain: window.location.host,
      enable_ga: 1,
      remember_me: 0,
      ...SOLVED,
    });
    expect(Cookies.get('allow-analytics')).toBe('1');
    expect(Cookies.get('remember-me')).toBe('0');
    expect(authStore.getState().password).toBe(CODE);

    await user.click(screen.getByRole('button', { name: 'Copy Code' }));
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(screen.getByText('Code copied').closest('[role="status"]')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Modules' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('tells the student a link is not recognised instead of ignoring a batch that is not a batch id', async () => {
    const user = userEvent.setup();
    const solve = vi.fn<ChallengeSolver>(async () => SOLVED);
    const fetch = stubFetch({ '/auth/register_user': () => jsonResponse(registerAnswer()) });
    renderPanel(solve, '/?batch=%3Cscript%3E');
    await user.click(within(startForm()).getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We don’t recognise this sign-up link',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['batch_closed', 'This sign-up link has closed'],
    ['batch_unknown', 'We don’t recognise this sign-up link'],
  ])(
    'says so kindly when the server answers %s, and starts without the link on request',
    async (code, title) => {
      const user = userEvent.setup();
      const fetch = stubFetch({
        '/auth/register_user': (init) =>
          String(init.body).includes('batch_id')
            ? jsonResponse({ error: { code, message: 'Refused' } }, 409)
            : jsonResponse(registerAnswer()),
      });
      const { router } = renderPanel(async () => SOLVED, '/?batch=spring-26');
      await user.click(within(startForm()).getByRole('button', { name: 'Start' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(alert).toHaveTextContent(/use Clearpath on your own/);
      expect(authStore.getState().auth_token).toBeNull();

      await user.click(within(alert).getByRole('link', { name: 'Start without the link' }));
      expect(router.state.location.search).toBe('');
      expect(screen.queryByRole('alert')).toBeNull();
      await user.click(within(startForm()).getByRole('button', { name: 'Start' }));
      await screen.findByRole('heading', { name: 'Your access code' });
      const bodies = fetch.mock.calls.map(([, init]) => String(init?.body));
      expect(bodies).toHaveLength(2);
      expect(bodies[1]).not.toContain('batch_id');
    },
  );

  it('shows the reason of a rejection and lets the student try again with a new challenge', async () => {
    const user = userEvent.setup();
    const solve = vi.fn<ChallengeSolver>(async () => SOLVED);
    const reason = 'The check that you are a person did not go through. Please try it again.';
    let rejected = false;
    stubFetch({
      '/auth/register_user': () => {
        if (rejected) return jsonResponse(registerAnswer());
        rejected = true;
        return jsonResponse({ status: false, reason });
      },
    });
    renderPanel(solve);
    await user.click(within(startForm()).getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    await user.click(within(startForm()).getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('heading', { name: 'Your access code' })).toBeInTheDocument();
    expect(solve).toHaveBeenCalledTimes(2);
  });

  it('tells the student what went wrong when the challenge cannot be solved', async () => {
    const user = userEvent.setup();
    renderPanel(async () => {
      throw new Error('We could not finish the safety check. Please try again.');
    });
    await user.click(within(startForm()).getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not finish the safety check',
    );
    expect(authStore.getState().auth_token).toBeNull();
  });

  it('says it is setting up while the challenge is being solved', async () => {
    const user = userEvent.setup();
    let finish: (value: typeof SOLVED) => void = () => {};
    stubFetch({ '/auth/register_user': () => jsonResponse(registerAnswer()) });
    renderPanel(() => new Promise((resolve) => (finish = resolve)));
    await user.click(within(startForm()).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText(/Setting up your private space/)).toBeInTheDocument();
    expect(within(startForm()).getByRole('button', { name: 'Starting…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    finish(SOLVED);
    expect(await screen.findByRole('heading', { name: 'Your access code' })).toBeInTheDocument();
  });
});
