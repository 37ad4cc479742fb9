import { describe, expect, it } from 'vitest';
import { TenantContentSchema } from './tenant-content';

const tenant = {
  schemaVersion: 1,
  id: 'ucc',
  name: 'University College Cork',
  short_name: 'UCC',
  website: 'https://www.ucc.ie',
  colors: { primary: '#1976D2' },
  support_services: [
    {
      name: 'UCC Student Counselling and Development',
      description: 'Free, confidential counselling for registered UCC students.',
      phone: '+353214903565',
      text: null,
      web: 'https://www.ucc.ie/en/studentcounselling/',
      hours: 'Monday to Friday, 9.00 to 17.00',
      kind: 'university',
    },
  ],
  external_links: [{ label: 'UCC Student Health', url: 'https://www.ucc.ie/en/studenthealth/' }],
};

describe('TenantContentSchema', () => {
  it('accepts a tenant as the contract shows it', () => {
    expect(TenantContentSchema.safeParse(tenant).success).toBe(true);
  });

  it('defaults services and links to none', () => {
    const { support_services: _s, external_links: _l, ...bare } = tenant;
    expect(TenantContentSchema.parse(bare)).toMatchObject({ support_services: [], external_links: [] });
  });

  it.each<[string, Record<string, unknown>]>([
    ['an upper-case id', { id: 'UCC' }],
    ['an http website', { website: 'http://www.ucc.ie' }],
    ['a colour name', { colors: { primary: 'blue' } }],
    ['an unknown colour', { colors: { tertiary: '#000000' } }],
    ['a phone number with spaces', { support_services: [{ ...tenant.support_services[0], phone: '+353 21 490 3565' }] }],
    ['an unknown service kind', { support_services: [{ ...tenant.support_services[0], kind: 'other' }] }],
    ['an unknown key', { motto: 'Where finbarr taught' }],
  ])('rejects %s', (_, change) => {
    expect(TenantContentSchema.safeParse({ ...tenant, ...change }).success).toBe(false);
  });
});
