export interface StreamEvent {
  event: string
  data: string
  id?: string
  /** performance.now() when it arrived. */
  at: number
}
export interface EventStream {
  status: number
  /** The body of a refused stream. */
  refusal?: string
  events: StreamEvent[]
  readonly ended: boolean
  next(matches: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>
  close(): void
}
export function openEventStream(url: string, options?: { headers?: Record<string, string> }): Promise<EventStream>
export function staffCookie(base: string, email: string, password?: string): Promise<string>
