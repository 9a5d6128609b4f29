import type { ChildProcess } from 'node:child_process'

export interface RunningServer {
  url: string
  child: ChildProcess
  /** The server's last 20,000 characters of output. */
  log: () => string
  /** How many characters it has written so far: a mark for `logSince`. */
  logged: () => number
  /** What it wrote after `mark` (within the last 20,000 characters). */
  logSince: (mark: number) => string
  stop: () => Promise<void>
}
export interface Stack {
  databaseUri: string
  cms: RunningServer
  site: RunningServer | undefined
  stop: () => Promise<void>
}
export { freePort } from '@ecs/local-postgres'
export const SEED_PASSWORD: string
/** Resolves once the site has rendered every shared route at start-up (its log says so). */
export function untilEveryRouteRendered(site: { log: () => string }, timeoutMs?: number): Promise<void>
export function waitForHttp(url: string, timeoutMs?: number): Promise<void>
export function startServer(name: string, command: string, args: string[], options: object): Omit<RunningServer, 'url'>
export function startCms(options: {
  databaseUri: string
  port: number
  siteUrl: string
  extraEnv?: Record<string, string>
}): Promise<RunningServer>
export function startWeb(options: {
  port: number
  cmsUrl: string
  databaseUri?: string
  extraEnv?: Record<string, string>
}): Promise<RunningServer>
/** A migrated and seeded database of its own (a copy of one prepared once per source version); `drop` removes it. */
export function createSeededDatabase(cmsEnv?: Record<string, string>): Promise<{ uri: string; drop(): Promise<void> }>
export function startStack(options?: {
  web?: boolean
  cmsPort?: number
  webPort?: number
  cmsEnv?: Record<string, string>
  webEnv?: Record<string, string>
}): Promise<Stack>
/** nginx (NGINX_PATH, else /usr/sbin/nginx) with deploy/nginx/clearview.conf.template in front of the given replicas' URLs. */
export function startNginx(options: {
  sitePort: number
  cmsPort: number
  sites: string[]
  cmses: string[]
}): Promise<Omit<RunningServer, 'url'> & { siteUrl: string; cmsUrl: string }>
export interface CountingProxy {
  url: string
  /** The GETs forwarded so far, when the last came (ms since the epoch) and their paths. */
  reads: { count: number; lastAt: number; paths: string[] }
  stop(): Promise<void>
}
export function startCountingProxy(targetUrl: string): Promise<CountingProxy>
