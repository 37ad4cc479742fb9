import { describe, expect, it } from 'vitest';
import { detailsText } from './audit-details';

const BATCH = '0b5d3c1e-8a53-4f1e-9d7a-2f1c6a0e4b11';
const STAFF = '6f0a1d2c-3b4e-4c5d-8e9f-a0b1c2d3e4f5';
const names = {
  batches: new Map([[BATCH, 'Autumn 2026']]),
  staff: new Map([[STAFF, 'research@ucc.ie']]),
};

describe('detailsText', () => {
  it('reads an export’s filters as staff would say them, with the batch by its name', () => {
    expect(
      detailsText(
        // In the order PostgreSQL's jsonb keeps the keys.
        {
          to: null,
          from: '2026-11-02',
          batch: BATCH,
          table: 'participants',
          format: 'csv',
          include_test: false,
        },
        names,
      ),
    ).toBe(
      'file: participants; format: CSV; batch: Autumn 2026; from: 2 Nov 2026; test students left out',
    );
  });

  it('names the settings changed, not their keys, and no JSON', () => {
    expect(detailsText({ fields: ['support_services', 'colors', 'suppression_threshold'] })).toBe(
      'changed: support services, colours, suppression threshold',
    );
    expect(detailsText({ fields: [] })).toBe('nothing changed');
  });

  it('names the staff member and the role, and says what was done to their access', () => {
    expect(
      detailsText({ staff_id: STAFF, role: 'tenant-admin', disabled: true, reset: true }, names),
    ).toBe(
      'staff member: research@ucc.ie; role: Tenant admin; access turned off; sent a new set-up link',
    );
  });

  it('keeps the id where the name is not known, and a new batch’s name once', () => {
    expect(detailsText({ staff_id: STAFF })).toBe(`staff member: ${STAFF}`);
    expect(detailsText({ name: 'Spring 2027', batch: BATCH })).toBe('batch: Spring 2027');
    expect(detailsText({ batch: BATCH })).toBe(`batch: ${BATCH}`);
  });

  it('shows a key it does not know as words and a plain value', () => {
    expect(detailsText({ logo: '/assets/tenants/ucc/logo.png', new_thing: [1, 2] })).toBe(
      'logo: /assets/tenants/ucc/logo.png; new thing: 1, 2',
    );
    expect(detailsText({})).toBe('');
  });
});
