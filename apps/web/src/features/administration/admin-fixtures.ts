import type {
  AdminBatch,
  AdminFiguresResponse,
  AdminMeResponse,
  AdminTenantSettingsResponse,
  StaffRole,
} from '@clearpath/core';

/** Answers of the administration API for tests, valid against core's schemas. */
export const CSRF = 'csrf-token-0123456789abcdef';
export const STAFF_ID = '5b0a3c52-3f6e-4d8e-9a51-7f4f2c1d9e01';
export const BATCH_ID = '0f8e7d6c-5b4a-4392-8172-6a5b4c3d2e1f';

export function meAnswer(role: StaffRole = 'tenant-admin'): AdminMeResponse {
  return {
    staff: {
      id: STAFF_ID,
      email: 'admin@ucc.ie',
      role,
      tenant_id: 'ucc',
      active: true,
      disabled: false,
      created_at: '2027-01-04T09:00:00.000Z',
      last_login_at: null,
    },
    tenants:
      role === 'owner'
        ? [
            { id: 'ucc', name: 'University College Cork' },
            { id: 'tcd', name: 'Trinity College Dublin' },
          ]
        : [{ id: 'ucc', name: 'University College Cork' }],
    csrf_token: CSRF,
  };
}

const count = (value: number | null) => ({
  count: value,
  label: value === null ? '<5' : String(value),
});

export function batchAnswer(changes: Partial<AdminBatch> = {}): AdminBatch {
  return {
    id: BATCH_ID,
    name: 'Spring 2027 study',
    is_default: false,
    open: true,
    created_at: '2027-01-04T09:00:00.000Z',
    participants: '<5',
    recruitment_url: `https://ucc.clearpath.ie/?batch=${BATCH_ID}`,
    ...changes,
  };
}

export function figuresAnswer(): AdminFiguresResponse {
  return {
    tenant_id: 'ucc',
    filters: { batch: null, from: null, to: null, include_test: false },
    threshold: 5,
    participants: count(9),
    registrations: [{ period: '2027-01-04', count: count(9) }],
    dast_bands: [
      { band: 'Non-User', count: count(6) },
      { band: 'Low', count: count(null) },
    ],
    user_types: [
      { user_type: 1, count: count(6) },
      { user_type: 3, count: count(null) },
    ],
    primary_drugs: [{ drug: null, name: 'None', count: count(6) }],
    funnel: [
      {
        user_type: 1,
        steps: [{ module: '1', started: count(6), completed: count(null) }],
      },
    ],
    drop_off: [{ page: '1-3', count: count(null) }],
    optional_modules: [],
    module_minutes: [{ module: '1', students: count(6), median_minutes: 7.5 }],
    descriptive_norms: [
      {
        item: 0,
        target: 43,
        median_guess: 40,
        below: count(null),
        near: count(6),
        above: count(null),
      },
    ],
  };
}

export function settingsAnswer(): AdminTenantSettingsResponse {
  return {
    tenant_id: 'ucc',
    settings: {
      name: 'University College Cork',
      short_name: 'UCC',
      website: 'https://www.ucc.ie',
      logo: null,
      colors: null,
      support_services: [
        {
          name: 'UCC Student Counselling',
          description: 'Confidential counselling for UCC students.',
          phone: null,
          text: null,
          web: 'https://www.ucc.ie/en/studentcounselling/',
          hours: null,
          kind: 'university',
        },
      ],
      external_links: [],
      suppression_threshold: 5,
    },
    updated_at: null,
  };
}
