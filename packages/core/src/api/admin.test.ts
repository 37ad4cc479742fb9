import { describe, expect, it } from 'vitest';
import {
  AdminAuditQuerySchema,
  AdminExportQuerySchema,
  AdminFiguresQuerySchema,
  AdminLoginRequestSchema,
  AdminSetupFinishRequestSchema,
  AdminStaffCreateRequestSchema,
  AdminStaffUpdateRequestSchema,
  AdminTenantSettingsRequestSchema,
  FILTER_DATE_RANGE,
  StaffRoleSchema,
} from './admin';

/** Settings a university could save: every test changes one thing of them. */
const SETTINGS = {
  name: 'University College Cork',
  short_name: 'UCC',
  website: 'https://www.ucc.ie',
  support_services: [
    {
      name: 'Counselling',
      description: 'Talk to us.',
      kind: 'university',
      phone: '+353214903565',
    },
  ],
  external_links: [{ label: 'Student Health', url: 'https://www.ucc.ie/health' }],
  suppression_threshold: 5,
};

describe('admin API schemas', () => {
  it('reads the filters of figures and exports, with test participants as a flag', () => {
    expect(
      AdminFiguresQuerySchema.parse({
        batch: '6f1c2a3e-1b2c-4d5e-8f90-123456789abc',
        from: '2026-01-01',
        to: '2026-02-01',
        include_test: 'true',
      }),
    ).toMatchObject({ include_test: true, from: '2026-01-01' });
    expect(AdminFiguresQuerySchema.parse({ include_test: '0' }).include_test).toBe(false);
    expect(AdminFiguresQuerySchema.safeParse({ from: '1 Jan' }).success).toBe(false);
    expect(AdminFiguresQuerySchema.safeParse({ batch: 'default' }).success).toBe(false);
  });

  it('takes registration dates from 2000 to 2099 only, which the database can count from', () => {
    const ok = (date: string) =>
      AdminFiguresQuerySchema.safeParse({ from: date, to: date }).success;
    expect(ok(FILTER_DATE_RANGE.min) && ok(FILTER_DATE_RANGE.max)).toBe(true);
    expect(ok('1999-12-31')).toBe(false);
    expect(ok('2100-01-01')).toBe(false);
    expect(AdminExportQuerySchema.safeParse({ to: '9999-12-31' }).success).toBe(false);
    expect(AdminExportQuerySchema.safeParse({ from: '0000-01-01' }).error?.issues[0]?.message).toBe(
      'Expected a date from 2000-01-01 to 2099-12-31',
    );
  });

  it('refuses a start date after the end date, for figures and exports alike', () => {
    for (const schema of [AdminFiguresQuerySchema, AdminExportQuerySchema]) {
      const refused = schema.safeParse({ from: '2027-01-01', to: '2026-01-01' });
      expect(refused.error?.issues).toEqual([
        expect.objectContaining({
          path: ['from'],
          message: 'The start date is after the end date.',
        }),
      ]);
      expect(schema.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
      expect(schema.safeParse({ from: '2027-01-01' }).success).toBe(true);
    }
  });

  it('knows the three roles only', () => {
    expect(StaffRoleSchema.options).toEqual(['researcher', 'tenant-admin', 'owner']);
    expect(StaffRoleSchema.safeParse('admin').success).toBe(false);
  });

  it('asks for the password and the second factor together', () => {
    expect(
      AdminLoginRequestSchema.safeParse({ email: 'a@b.ie', password: 'x', code: ' 123456 ' }).data
        ?.code,
    ).toBe('123456');
    expect(AdminLoginRequestSchema.safeParse({ email: 'a@b.ie', password: 'x' }).success).toBe(
      false,
    );
  });

  it('sets a password of at least 12 characters with a 6-digit code', () => {
    const token = 'a'.repeat(32);
    expect(
      AdminSetupFinishRequestSchema.safeParse({ token, password: 'short', code: '123456' }).success,
    ).toBe(false);
    expect(
      AdminSetupFinishRequestSchema.safeParse({
        token,
        password: 'a long pass phrase',
        code: '12345',
      }).success,
    ).toBe(false);
  });

  it('validates tenant settings with the schemas of content/tenants/*.yaml', () => {
    const settings = { ...SETTINGS, external_links: [] };
    expect(AdminTenantSettingsRequestSchema.safeParse(settings).success).toBe(true);
    expect(
      AdminTenantSettingsRequestSchema.safeParse({
        ...settings,
        support_services: [{ ...settings.support_services[0], phone: 'call us' }],
      }).success,
    ).toBe(false);
    expect(
      AdminTenantSettingsRequestSchema.safeParse({ ...settings, website: 'http://ucc.ie' }).success,
    ).toBe(false);
  });
});

describe('the messages staff read beside a refused field', () => {
  const settings = SETTINGS;
  const messagesOf = (changes: object) =>
    Object.fromEntries(
      (
        AdminTenantSettingsRequestSchema.safeParse({ ...settings, ...changes }).error?.issues ?? []
      ).map((issue) => [issue.path.join('.'), issue.message]),
    );
  const service = settings.support_services[0];

  it.each([
    [{ suppression_threshold: 1 }, 'Enter a whole number from 2 to 50.'],
    [{ suppression_threshold: 51 }, 'Enter a whole number from 2 to 50.'],
    [{ suppression_threshold: 2.5 }, 'Enter a whole number from 2 to 50.'],
    // The form sends an empty or unreadable number as NaN, which JSON carries as null.
    [{ suppression_threshold: null }, 'Enter a whole number from 2 to 50.'],
    [{ website: 'www.ucc.ie' }, 'Enter a web address starting with https://.'],
    [{ colors: { primary: 'blue' } }, 'Enter a colour as # and six hex digits, like #1565C0.'],
    [{ name: ' ' }, 'Fill in the name of your institution.'],
    [{ short_name: 'University College Cork, Ireland' }, 'Keep this to 30 characters or fewer.'],
    [{ support_services: [{ ...service, description: '' }] }, 'Fill in what they offer.'],
    [{ support_services: [{ ...service, name: '' }] }, 'Fill in the name of the service.'],
    [
      { support_services: [{ ...service, phone: '021 490 3565' }] },
      'Enter a phone number with its country code, like +353214903565, or a short code, like 50808.',
    ],
    [{ external_links: [{ label: '', url: 'https://x.ie' }] }, 'Fill in the text of the link.'],
  ])('says so plainly for %j', (changes, message) => {
    expect(Object.values(messagesOf(changes))).toEqual([message]);
  });

  it('names the field of a support service with its path', () => {
    expect(messagesOf({ support_services: [{ ...service, text: '12' }] })).toEqual({
      'support_services.0.text':
        'Enter a phone number with its country code, like +353214903565, or a short code, like 50808.',
    });
  });

  it('asks for an e-mail address by example when adding staff', () => {
    expect(
      AdminStaffCreateRequestSchema.safeParse({ email: 'helper', role: 'researcher' }).error
        ?.issues[0]?.message,
    ).toBe('Enter an e-mail address, like name@university.ie.');
  });
});

describe('staff changes', () => {
  it('take a role, disabled or reset, and refuse a change of nothing', () => {
    expect(AdminStaffUpdateRequestSchema.safeParse({ reset: true }).success).toBe(true);
    expect(AdminStaffUpdateRequestSchema.safeParse({ disabled: false }).success).toBe(true);
    expect(AdminStaffUpdateRequestSchema.safeParse({ role: 'owner' }).success).toBe(true);
    for (const body of [{}, { reset: undefined }, { name: 'x' }]) {
      expect(AdminStaffUpdateRequestSchema.safeParse(body).error?.issues[0]?.message).toBe(
        'Nothing to change: give a role, disabled or reset.',
      );
    }
  });
});

describe('export filters', () => {
  it('take an export id shared by the two files of one export', () => {
    expect(AdminExportQuerySchema.parse({ export_id: 'a1b2c3d4-e5f6' }).export_id).toBe(
      'a1b2c3d4-e5f6',
    );
    expect(AdminExportQuerySchema.safeParse({ export_id: 'short' }).success).toBe(false);
  });
});

describe('audit paging', () => {
  it('reads decimal whole numbers only, and defaults the page to 50 entries', () => {
    expect(AdminAuditQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(AdminAuditQuerySchema.parse({ before: '16', limit: '200' })).toEqual({
      before: 16,
      limit: 200,
    });
    for (const before of ['0x10', '1e3', ' 7', '', '0', '-3', '1.5', '99999999999999999']) {
      expect(AdminAuditQuerySchema.safeParse({ before }).success, before).toBe(false);
    }
    for (const limit of ['0', '201', '0x20', '']) {
      expect(AdminAuditQuerySchema.safeParse({ limit }).success, limit).toBe(false);
    }
  });
});
