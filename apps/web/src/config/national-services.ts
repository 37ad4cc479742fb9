/**
 * National support services in Ireland, shown to every student. Numbers checked against
 * docs/content-sources.md §4.1; re-confirm before each release. A university's own
 * services (student health, counselling) come from its tenant configuration.
 */
export interface SupportContact {
  kind: 'call' | 'text' | 'email' | 'web';
  label: string;
  href: string;
}

export interface SupportService {
  id: string;
  name: string;
  description: string;
  contacts: SupportContact[];
}

export const EMERGENCY_SERVICE: SupportService = {
  id: 'emergency',
  name: 'Emergency: 112 or 999',
  description:
    'If you or a friend are in danger, or very unwell after taking something, call now. Both numbers are free from any phone. Say what was taken — paramedics are there to help, not to judge.',
  contacts: [
    { kind: 'call', label: 'Call 112', href: 'tel:112' },
    { kind: 'call', label: 'Call 999', href: 'tel:999' },
  ],
};

export const NATIONAL_SERVICES: SupportService[] = [
  {
    id: 'samaritans',
    name: 'Samaritans',
    description:
      'Free, day or night, every day of the year. You don’t have to be in crisis to call — they will listen to whatever is on your mind.',
    contacts: [{ kind: 'call', label: 'Call 116 123', href: 'tel:116123' }],
  },
  {
    id: '50808',
    name: '50808 text service',
    // The keyword is the service's wording at its launch (docs/content-sources.md §4.1).
    description:
      'Free, anonymous support by text message from a trained volunteer, any time. Text TALK to 50808 to start; a volunteer usually replies within minutes.',
    contacts: [{ kind: 'text', label: 'Text 50808', href: 'sms:50808' }],
  },
  {
    id: 'pieta',
    name: 'Pieta',
    description:
      'Free, day or night, if you are thinking about suicide or self-harm, or worried about someone who is. Or text HELP to 51444.',
    contacts: [
      { kind: 'call', label: 'Call 1800 247 247', href: 'tel:1800247247' },
      { kind: 'text', label: 'Text 51444', href: 'sms:51444' },
    ],
  },
  {
    id: 'hse-drugs-helpline',
    name: 'HSE Drugs and Alcohol Helpline',
    description:
      'Free, confidential information and advice about drugs and alcohol, for you or someone you care about. It is not open around the clock; drugs.ie lists the times.',
    contacts: [
      { kind: 'call', label: 'Call 1800 459 459', href: 'tel:1800459459' },
      { kind: 'email', label: 'helpline@hse.ie', href: 'mailto:helpline@hse.ie' },
    ],
  },
];

/** The HSE's drug and alcohol information site. */
export const DRUGS_IE_URL = 'https://www.drugs.ie';
