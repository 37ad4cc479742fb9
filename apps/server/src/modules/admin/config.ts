import { z } from 'zod';
import { ConfigError } from '../../config';

/** The administration area's settings (README "Configuration"). */
export interface AdminConfig {
  /** The address staff open (`https://tool.example.ie`): set-password and recruitment links. */
  publicUrl: string;
  /** How long a staff sign-in lasts. */
  sessionHours: number;
}

const AdminEnvSchema = z.object({
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) address such as https://tool.example.ie',
    })
    .default('http://localhost:3000'),
  ADMIN_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(8),
});

export function loadAdminConfig(env: Record<string, string | undefined>): AdminConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = AdminEnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    publicUrl: parsed.data.PUBLIC_URL.replace(/\/$/, ''),
    sessionHours: parsed.data.ADMIN_SESSION_HOURS,
  };
}
