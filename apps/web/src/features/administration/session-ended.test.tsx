import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { jsonResponse } from '../../test/auth-fixtures';
import { renderRoute } from '../../test/render';
import { batchAnswer, meAnswer, settingsAnswer } from './admin-fixtures';
import { stubAdmin, type Handler } from './stub-admin';

const signedOut = () =>
  jsonResponse({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } }, 401);

/** A session that ends and starts again at `POST /admin/login`. */
function session() {
  const state = { live: true };
  const guard =
    (answer: () => Response): Handler =>
    () =>
      state.live ? answer() : signedOut();
  const login: Handler = () => {
    state.live = true;
    return jsonResponse(meAnswer());
  };
  return { state, guard, login };
}

async function signInAgain(user: UserEvent) {
  const dialog = await screen.findByRole('dialog', { name: 'Please sign in again' });
  expect(within(dialog).getByRole('textbox', { name: 'E-mail address' })).toHaveValue(
    'admin@ucc.ie',
  );
  await user.click(within(dialog).getByLabelText(/^Password/));
  await user.paste('correct horse battery');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await user.click(within(dialog).getByRole('textbox', { name: '6-digit code' }));
  await user.paste('123456');
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a staff session that ends while a page is open', () => {
  it('asks to sign in again in place when a save answers 401, keeping the unsaved edits', async () => {
    const user = userEvent.setup();
    const { state, guard, login } = session();
    const saved: unknown[] = [];
    const fetch = stubAdmin({
      'GET /admin/me': guard(() => jsonResponse(meAnswer())),
      'POST /admin/login': login,
      'GET /admin/tenants/ucc/settings': guard(() => jsonResponse(settingsAnswer())),
      'PUT /admin/tenants/ucc/settings': (init) => {
        if (!state.live) return signedOut();
        const settings = JSON.parse(String(init.body)) as unknown;
        saved.push(settings);
        return jsonResponse({ ...settingsAnswer(), settings });
      },
    });
    const { router } = renderRoute('/administration/settings');
    const [name] = (await screen.findAllByRole('textbox', { name: 'Name' })) as [HTMLElement];
    await user.type(name, ' (Cork)');
    state.live = false;
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Please sign in again' });
    expect(dialog).toHaveAccessibleDescription(/what you typed on this page is kept/);
    expect(router.state.location.pathname).toBe('/administration/settings');
    // The refused save says why beneath the dialog…
    expect(
      screen.getByText('Please sign in to continue.', { ignore: '[role=dialog] *' }),
    ).toBeInTheDocument();
    await signInAgain(user);
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/admin/login'))).toBe(true);
    // …and stops saying it once the staff member is signed in again.
    expect(screen.queryByText('Please sign in to continue.')).toBeNull();

    expect(name).toHaveValue('University College Cork (Cork)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. Students see the changes now.')).toBeVisible();
    expect(saved).toMatchObject([{ name: 'University College Cork (Cork)' }]);
  });

  it('asks to sign in again when a list answers 401, and reads it again afterwards', async () => {
    const user = userEvent.setup();
    const { state, guard, login } = session();
    stubAdmin({
      // `me` is read once at the start, while the session was still there.
      'GET /admin/me': () => jsonResponse(meAnswer()),
      'POST /admin/login': login,
      'GET /admin/tenants/ucc/batches': guard(() => jsonResponse({ batches: [batchAnswer()] })),
    });
    state.live = false;
    renderRoute('/administration/batches');
    await signInAgain(user);
    expect(await screen.findByRole('heading', { name: 'Spring 2027 study' })).toBeVisible();
  });
});

describe('an export link clicked after the session ended', () => {
  it('says the file was not downloaded and asks to sign in, then downloads on the next click', async () => {
    const user = userEvent.setup();
    const { state, guard, login } = session();
    stubAdmin({
      'GET /admin/me': guard(() => jsonResponse(meAnswer('tenant-admin'))),
      'POST /admin/login': login,
      'GET /admin/tenants/ucc/batches': () => jsonResponse({ batches: [batchAnswer()] }),
      'GET /admin/export/dictionary': () => jsonResponse({ tables: [] }),
    });
    // The browser's download of a link, which jsdom cannot do.
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute('/administration/export');
    const link = await screen.findByRole('link', { name: 'Participants (CSV)' });
    state.live = false;
    await user.click(link);

    expect(await screen.findByRole('dialog', { name: 'Please sign in again' })).toBeVisible();
    expect(
      await screen.findByText(
        'The file was not downloaded: your session had ended. Sign in again, then download it again.',
      ),
    ).toBeInTheDocument();
    expect(clicks).not.toHaveBeenCalled();
    await signInAgain(user);

    await user.click(screen.getByRole('link', { name: 'Participants (CSV)' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    const started = clicks.mock.contexts[0] as HTMLAnchorElement;
    expect(started.href).toBe(new URL(link.getAttribute('href') ?? '', window.location.href).href);
  });
});
