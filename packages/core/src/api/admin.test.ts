import { describe, expect, it } from 'vitest';
import {
  AdminExportQuerySchema,
  AdminFiguresQuerySchema,
  AdminLoginRequestSchema,
  AdminSetupFinishRequestSchema,
  AdminTenantSettingsRequestSchema,
  FILTER_DATE_RANGE,
  StaffRoleSchema,
} from './admin';

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
    const settings = {
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
      external_links: [],
      suppression_threshold: 5,
    };
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

describe('export filters', () => {
  it('take an export id shared by the two files of one export', () => {
    expect(AdminExportQuerySchema.parse({ export_id: 'a1b2c3d4-e5f6' }).export_id).toBe(
      'a1b2c3d4-e5f6',
    );
    expect(AdminExportQuerySchema.safeParse({ export_id: 'short' }).success).toBe(false);
  });
});
