/** The words for the two cookie choices, the same wherever they are offered. */
export const REMEMBER_ME_TEXT = {
  label: 'Remember me on this device',
  description:
    'You stay logged in on this phone or computer for 30 days, so you don’t need your code each time. Leave this off on a shared or public computer.',
} as const;

export const ANALYTICS_TEXT = {
  label: 'Help us improve Clearpath',
  description:
    'Allows analytics cookies that count which pages get used. They never include your answers or your access code.',
} as const;
