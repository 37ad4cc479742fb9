import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminStaffCreateRequestSchema,
  AdminTenantSettingsRequestSchema,
  type ErrorBody,
} from '@clearpath/core';
import type { z } from 'zod';
import { jsonResponse } from '../../test/auth-fixtures';
import { renderRoute } from '../../test/render';
import { batchAnswer, figuresAnswer, meAnswer, settingsAnswer } from './admin-fixtures';
import { stubAdmin, type Handler } from './stub-admin';

/**
 * Answers as the server does: the body judged by core's schema, a refusal with the messages of
 * each field by its path (apps/server/src/errors.ts), else `ok`.
 */
function judgedBy(schema: z.ZodType, ok: (body: unknown) => Response): Handler {
  return (init) => {
    const result = schema.safeParse(JSON.parse(String(init.body)));
    if (result.success) return ok(result.data);
    const fields: Record<string, string[]> = {};
    for (const issue of result.error.issues)
      (fields[issue.path.join('.')] ??= []).push(issue.message);
    const body: ErrorBody = {
      error: { code: 'bad_request', message: 'Some of the information sent is not valid.', fields },
    };
    return jsonResponse(body, 400);
  };
}

const settingsApi = () => ({
  'GET /admin/me': () => jsonResponse(meAnswer()),
  'GET /admin/tenants/ucc/settings': () => jsonResponse(settingsAnswer()),
  'GET /admin/tenants/ucc/batches': () => jsonResponse({ batches: [batchAnswer()] }),
  // Saved as sent.
  'PUT /admin/tenants/ucc/settings': judgedBy(AdminTenantSettingsRequestSchema, (settings) =>
    jsonResponse({ ...settingsAnswer(), settings }),
  ),
});

describe('the settings form', () => {
  it('shows the plain message of each field the server refused, beside it', async () => {
    const user = userEvent.setup();
    stubAdmin(settingsApi());
    renderRoute('/administration/settings');
    const service = await screen.findByRole('listitem', { name: 'UCC Student Counselling' });
    const threshold = screen.getByRole('spinbutton', { name: 'Suppression threshold' });
    // The institution's fields come before the support services'.
    const [website] = screen.getAllByRole('textbox', { name: 'Website' }) as [HTMLElement];
    const offer = within(service).getByRole('textbox', { name: 'What they offer' });
    const phone = within(service).getByRole('textbox', { name: 'Phone' });
    // Each label sits above its box, and names it: the kind's select too.
    expect(within(service).getByRole('combobox', { name: /^Kind/ })).toHaveTextContent(
      'Your institution',
    );
    const colour = screen.getByRole('textbox', { name: 'Main colour' });
    await user.clear(threshold);
    await user.clear(website);
    // Pasted, not typed key by key: each key redraws the whole form (seconds on a busy CI).
    await user.paste('www.ucc.ie');
    await user.clear(offer);
    await user.click(phone);
    await user.paste('021 490 3565');
    await user.click(colour);
    await user.paste('blue');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(threshold).toHaveAccessibleDescription('Enter a whole number from 2 to 50.'),
    );
    expect(website).toHaveAccessibleDescription('Enter a web address starting with https://.');
    expect(offer).toHaveAccessibleDescription('Fill in what they offer.');
    expect(phone).toHaveAccessibleDescription(
      'Enter a phone number with its country code, like +353214903565, or a short code, like 50808.',
    );
    expect(colour).toHaveAccessibleDescription(
      'Enter a colour as # and six hex digits, like #1565C0.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was saved: 5 fields need');
  });

  it('asks before leaving by the menu with changes not saved, and stays or leaves as told', async () => {
    const user = userEvent.setup();
    stubAdmin(settingsApi());
    const { router } = renderRoute('/administration/settings');
    const [name] = (await screen.findAllByRole('textbox', { name: 'Name' })) as [HTMLElement];
    const menu = screen.getByRole('navigation', { name: 'Administration' });
    // Nothing changed: the menu leaves at once.
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    await user.type(name, ' (Cork)');
    expect(unload()).toBe(true);
    await user.click(within(menu).getByRole('link', { name: 'Batches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveAccessibleDescription(/Your changes on this page are not saved/);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/administration/settings');
    expect(name).toHaveValue('University College Cork (Cork)');

    await user.click(within(menu).getByRole('link', { name: 'Batches' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Batches' })).toBeVisible();
    expect(unload()).toBe(false);
  });

  it('keeps each service’s fields, messages and focus its own when one is moved or removed', async () => {
    const user = userEvent.setup();
    stubAdmin(settingsApi());
    renderRoute('/administration/settings');
    const list = await screen.findByRole('list', { name: 'Support services' });
    await user.click(screen.getByRole('button', { name: 'Add a support service' }));
    const second = within(list).getAllByRole('listitem')[1] as HTMLElement;
    await user.click(within(second).getByRole('textbox', { name: 'Name' }));
    await user.paste('Night Line');
    await user.click(within(second).getByRole('textbox', { name: 'What they offer' }));
    await user.paste('Listening, every night.');
    await user.click(within(second).getByRole('textbox', { name: 'Phone' }));
    await user.paste('12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const nightLine = await within(list).findByRole('listitem', { name: 'Night Line' });
    const phone = within(nightLine).getByRole('textbox', { name: 'Phone' });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));

    // Moved up: the button keeps the focus on the same service, which keeps its own fields.
    await user.click(within(nightLine).getByRole('button', { name: 'Move up: Night Line' }));
    const [first] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(first).toHaveAccessibleName('Night Line');
    expect(document.activeElement).toBe(
      within(first).getByRole('button', { name: 'Move down: Night Line' }),
    );
    // The last save's messages named the service by its old place: they are dropped, not
    // shown beside the other service.
    expect(screen.queryByRole('alert')).toBeNull();
    for (const field of within(list).getAllByRole('textbox', { name: 'Phone' })) {
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }

    // Removed: the list takes the focus, not the next service's "Remove".
    await user.click(within(first).getByRole('button', { name: 'Remove: Night Line' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(document.activeElement).toBe(list);
    expect(within(list).getByRole('listitem')).toHaveAccessibleName('UCC Student Counselling');
  });

  it('asks before signing out with changes not saved, and ends the session only on leaving', async () => {
    const user = userEvent.setup();
    const fetch = stubAdmin({
      ...settingsApi(),
      'POST /admin/logout': () => jsonResponse({ ok: true }),
    });
    const { router } = renderRoute('/administration/settings');
    const [name] = (await screen.findAllByRole('textbox', { name: 'Name' })) as [HTMLElement];
    const loggedOut = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/logout'));
    await user.type(name, ' (Cork)');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(name).toHaveValue('University College Cork (Cork)');
    expect(loggedOut()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await waitFor(() => expect(loggedOut()).toHaveLength(1));
    // Once: the sign-in page forgets why it was opened, so a reload signs no one out.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/administration/sign-in');
  });

  it('sends nothing when nothing changed, and says so', async () => {
    const user = userEvent.setup();
    const fetch = stubAdmin(settingsApi());
    renderRoute('/administration/settings');
    await screen.findAllByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Nothing has changed since the last save, so there is nothing to save.',
      ),
    ).toBeVisible();
    const puts = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(0);
  });

  it('leaves without asking once the changes are saved', async () => {
    const user = userEvent.setup();
    stubAdmin(settingsApi());
    renderRoute('/administration/settings');
    const [name] = (await screen.findAllByRole('textbox', { name: 'Name' })) as [HTMLElement];
    await user.type(name, ' (Cork)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. Students see the changes now.')).toBeVisible();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Administration' })).getByRole('link', {
        name: 'Batches',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Batches' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('renaming the institution', () => {
  it('names it anew in the heading and the institution picker as soon as it is saved', async () => {
    const user = userEvent.setup();
    let name = 'University College Cork';
    const me = () => {
      const answer = meAnswer('owner');
      return {
        ...answer,
        tenants: answer.tenants.map((tenant) =>
          tenant.id === 'ucc' ? { ...tenant, name } : tenant,
        ),
      };
    };
    stubAdmin({
      ...settingsApi(),
      'GET /admin/me': () => jsonResponse(me()),
      'PUT /admin/tenants/ucc/settings': judgedBy(AdminTenantSettingsRequestSchema, (settings) => {
        name = (settings as { name: string }).name;
        return jsonResponse({ ...settingsAnswer(), settings });
      }),
    });
    renderRoute('/administration/settings?tenant=ucc');
    const [field] = (await screen.findAllByRole('textbox', { name: 'Name' })) as [HTMLElement];
    expect(screen.getByText(/What students of University College Cork see/)).toBeVisible();
    await user.clear(field);
    await user.type(field, 'UCC Cork');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. Students see the changes now.')).toBeVisible();
    expect(await screen.findByText(/What students of UCC Cork see/)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Institution' })).toHaveDisplayValue('UCC Cork');
  });
});

describe('adding staff', () => {
  it('says by the e-mail box what an e-mail address looks like', async () => {
    const user = userEvent.setup();
    stubAdmin({
      'GET /admin/me': () => jsonResponse(meAnswer()),
      'GET /admin/tenants/ucc/staff': () => jsonResponse({ staff: [meAnswer().staff] }),
      'POST /admin/tenants/ucc/staff': judgedBy(AdminStaffCreateRequestSchema, () =>
        jsonResponse({}),
      ),
    });
    renderRoute('/administration/staff');
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    await user.type(email, 'helper');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Enter an e-mail address, like name@university.ie.',
      ),
    );
    expect(email).toHaveFocus();
  });
});

describe('the export page', () => {
  it('offers the two files of one export with one export id, and a new one for other filters', async () => {
    stubAdmin({
      'GET /admin/me': () => jsonResponse(meAnswer('researcher')),
      'GET /admin/tenants/ucc/batches': () => jsonResponse({ batches: [batchAnswer()] }),
      'GET /admin/export/dictionary': () => jsonResponse({ tables: [] }),
    });
    const { router } = renderRoute('/administration/export');
    expect(await screen.findByRole('heading', { level: 1, name: 'Export' })).toBeVisible();
    expect(document.body.textContent).toContain('a student has the same made-up ID in both');
    const ids = () =>
      screen
        .getAllByRole('link', { name: /^(Participants|Events) \((CSV|JSON)\)$/ })
        .map((link) =>
          new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('export_id'),
        );
    const first = ids();
    expect(first).toHaveLength(4);
    expect(new Set(first).size).toBe(1);
    expect(first[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await act(() => router.navigate('/administration/export?include_test=1'));
    await waitFor(() => expect(ids()[0]).not.toBe(first[0]));
    expect(new Set(ids()).size).toBe(1);
  });
});

describe('an export for a batch the institution does not have', () => {
  it('is not started: the page and the batch field say why, and all batches can be chosen', async () => {
    const user = userEvent.setup();
    const other = '0f0e0d0c-0b0a-4908-8706-050403020100';
    stubAdmin({
      'GET /admin/me': () => jsonResponse(meAnswer('researcher')),
      'GET /admin/tenants/ucc/batches': () => jsonResponse({ batches: [batchAnswer()] }),
      'GET /admin/export/dictionary': () => jsonResponse({ tables: [] }),
    });
    // The browser's download of a link, which jsdom cannot do.
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { router } = renderRoute(`/administration/export?batch=${other}`);
    const batch = await screen.findByRole('combobox', { name: 'Batch' });
    await waitFor(() => expect(batch).toHaveAttribute('aria-invalid', 'true'));
    expect(batch).toHaveAccessibleDescription(/not one of your institution’s batches/);

    await user.click(screen.getByRole('link', { name: 'Events (CSV)' }));
    expect(
      await screen.findByText(
        /^The file was not downloaded: the batch named in this page’s address/,
      ),
    ).toBeVisible();
    expect(clicks).not.toHaveBeenCalled();

    await user.click(batch);
    await user.click(await screen.findByRole('option', { name: 'All batches' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(screen.getByRole('link', { name: 'Events (CSV)' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    clicks.mockRestore();
  });

  it('starts for a batch the list has', async () => {
    const user = userEvent.setup();
    stubAdmin({
      'GET /admin/me': () => jsonResponse(meAnswer('researcher')),
      'GET /admin/tenants/ucc/batches': () => jsonResponse({ batches: [batchAnswer()] }),
      'GET /admin/export/dictionary': () => jsonResponse({ tables: [] }),
    });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute(`/administration/export?batch=${batchAnswer().id}`);
    const batch = await screen.findByRole('combobox', { name: 'Batch' });
    await waitFor(() => expect(batch).toHaveTextContent('Spring 2027 study'));
    expect(batch).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('link', { name: 'Participants (JSON)' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    clicks.mockRestore();
  });
});

describe('the figure filters', () => {
  it('do not send a start date after the end date, and say so by the date fields', async () => {
    const fetch = stubAdmin({
      'GET /admin/me': () => jsonResponse(meAnswer()),
      'GET /admin/tenants/ucc/figures': () => jsonResponse(figuresAnswer()),
      'GET /admin/tenants/ucc/batches': () => jsonResponse({ batches: [batchAnswer()] }),
    });
    renderRoute('/administration?from=2027-01-01&to=2026-01-01&include_test=1');
    await waitFor(() => {
      const figures = fetch.mock.calls.find(([url]) => String(url).includes('/figures'));
      expect(String(figures?.[0])).toBe('/api/admin/tenants/ucc/figures?include_test=true');
    });
    expect(await screen.findAllByText('The start date is after the end date.')).not.toHaveLength(0);
  });
});
