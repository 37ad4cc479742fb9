import { describe, expect, it } from 'vitest';
import type { AdminTenantSettings } from '@clearpath/core';
import { changedSettings } from './tenant-settings';

/** As `settingsOf` gives them from content/tenants/ucc.yaml: services without a phone. */
const FROM_YAML: AdminTenantSettings = {
  name: 'University College Cork',
  short_name: 'UCC',
  website: 'https://www.ucc.ie',
  logo: null,
  colors: null,
  support_services: [
    {
      name: 'UCC Student Health Department',
      description: 'Doctors and nurses for UCC students.',
      web: 'https://www.ucc.ie/en/studenthealth/',
      kind: 'university',
    },
  ],
  external_links: [{ label: 'UCC Student Health', url: 'https://www.ucc.ie/en/studenthealth/' }],
  suppression_threshold: 5,
};

describe('changedSettings', () => {
  it('names only the fields edited, though the form sends a missing value as null', () => {
    const service = FROM_YAML.support_services[0]!;
    const sent: AdminTenantSettings = {
      ...FROM_YAML,
      name: 'UCC',
      colors: { primary: '#004d40' },
      support_services: [
        {
          kind: service.kind,
          name: service.name,
          description: service.description,
          phone: null,
          text: null,
          web: service.web ?? null,
          hours: null,
        },
      ],
    };
    expect(changedSettings(FROM_YAML, sent)).toEqual(['name', 'colors']);
  });

  it('names nothing for a save of the same settings', () => {
    expect(changedSettings(FROM_YAML, structuredClone(FROM_YAML))).toEqual([]);
  });

  it('sees a value given, taken away or changed inside a list', () => {
    const service = FROM_YAML.support_services[0]!;
    expect(
      changedSettings(FROM_YAML, {
        ...FROM_YAML,
        support_services: [{ ...service, phone: '+353214902311' }],
        external_links: [],
        logo: 'logo.png',
      }),
    ).toEqual(['logo', 'support_services', 'external_links']);
  });
});
