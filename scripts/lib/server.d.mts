/** The built server on a free loopback port with a fresh embedded database (see server.mjs). */
export interface BuiltServer {
  baseUrl: string;
  output(): string;
  stop(): Promise<{ clean: boolean; code: number | null; signal: string | null }>;
}

export function startBuiltServer(extraEnv?: Record<string, string>): Promise<BuiltServer>;
