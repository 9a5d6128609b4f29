import type { FieldError } from '@ecs/shared/schemas'

/** A JSON answer; errors follow the `{ errors: [{ field, message }] }` shape every form reads. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

export function errorResponse(status: number, errors: FieldError[]): Response {
  return json({ errors }, status)
}
