export interface RunningDatabase {
  uri: string
  stop: () => Promise<void>
}
export function startLocalPostgres(options: {
  dataDir: string
  port: number
  database: string
}): Promise<RunningDatabase>
export function createThrowawayDatabase(options?: {
  port?: number
}): Promise<{ uri: string; drop: () => Promise<void> }>
export function createPreparedDatabase(options: {
  /** Where prepared databases are kept, by key; without a key, the database is prepared afresh. */
  cacheDir?: string
  key?: string
  prepare: (uri: string) => Promise<unknown>
}): Promise<{ uri: string; drop: () => Promise<void> }>
export function uriFor(port: number, database: string): string
export function freePort(): Promise<number>
