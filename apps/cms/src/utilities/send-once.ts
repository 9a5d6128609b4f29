import type { Payload } from 'payload'
import { databasePool } from './database'

/**
 * Sends a job's message unless a run of the same job already had it accepted: `key` is the same on every
 * run (a lead's email, a text job). A job whose runner died after the send but before the queue marked it
 * done runs again under the next runner (decision 011); without this it sent its email or text again.
 * The row is claimed before the send and marked sent the moment the provider accepts, each in a statement
 * of its own (committed at once, whatever transaction the job is in), so only a send in flight when the
 * process died can reach the receiver twice, and its row then shows more than one attempt.
 * Answers what the send answered, or null when the message had been sent already.
 */
export async function sendOnce<Result>(
  payload: Payload,
  key: string,
  send: () => Promise<Result>,
): Promise<{ result: Result } | null> {
  const pool = databasePool(payload)
  const { rowCount } = await pool.query(
    `INSERT INTO sent_messages (key) VALUES ($1)
      ON CONFLICT (key) DO UPDATE SET attempts = sent_messages.attempts + 1 WHERE sent_messages.sent_at IS NULL`,
    [key],
  )
  if (rowCount === 0) return null
  const result = await send()
  await pool.query('UPDATE sent_messages SET sent_at = now() WHERE key = $1', [key])
  return { result }
}
