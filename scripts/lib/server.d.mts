/** The built server on a free loopback port with a fresh embedded database (see server.mjs). */
export interface BuiltServer {
  baseUrl: string;
  /** The server's process id. */
  pid: number | undefined;
  output(): string;
  stop(): Promise<{ clean: boolean; code: number | null; signal: string | null }>;
}

/** With `place`, the server uses that port and data folder, and keeps the folder at stop. */
export function startBuiltServer(
  extraEnv?: Record<string, string>,
  place?: { port: number; dataDir: string },
): Promise<BuiltServer>;
