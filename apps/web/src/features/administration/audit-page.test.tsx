import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@clearpath/core';
import { jsonResponse } from '../../test/auth-fixtures';
import { renderRoute } from '../../test/render';
import { batchAnswer, meAnswer } from './admin-fixtures';
import { stubAdmin } from './stub-admin';

const entry = (id: number): AuditEntry => ({
  id,
  at: `2027-01-0${id}T10:00:00.000Z`,
  staff_email: 'alex@ucc.ie',
  tenant_id: 'ucc',
  action: 'settings_update',
  details: {},
});

describe('the audit log', () => {
  it('hands the focus to the entries when the last older page takes its button away', async () => {
    const user = userEvent.setup();
    stubAdmin({
      'GET /admin/me': () => jsonResponse(meAnswer()),
      'GET /admin/tenants/ucc/batches': () => jsonResponse({ batches: [batchAnswer()] }),
      'GET /admin/tenants/ucc/staff': () => jsonResponse({ staff: [] }),
      'GET /admin/tenants/ucc/audit': (_init, url) =>
        url.searchParams.has('before')
          ? jsonResponse({ entries: [entry(1)], next_before: null })
          : jsonResponse({ entries: [entry(3), entry(2)], next_before: 2 }),
    });
    renderRoute('/administration/audit');
    await user.click(await screen.findByRole('button', { name: 'Show older entries' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull(),
    );
    expect(screen.getAllByRole('row')).toHaveLength(4);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('region', { name: 'Audit log entries' }),
      ),
    );
  });
});
