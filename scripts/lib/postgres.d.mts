/** A throwaway PostgreSQL server (see postgres.mjs). */
export interface TemporaryPostgres {
  url: string;
  port: number;
  halt(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  resume(): Promise<void>;
  stop(): void;
}

export function startTemporaryPostgres(options?: {
  crashSafe?: boolean;
}): Promise<TemporaryPostgres>;
