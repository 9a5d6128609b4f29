'use client'
import { useEffect, useState } from 'react'

/** What the server said when it refused (the first field error's message, or the problem's detail). */
async function refusal(response: Response): Promise<string> {
  const problem = (await response.json().catch(() => ({}))) as {
    detail?: string
    title?: string
    errors?: { message: string }[]
  }
  return problem.errors?.[0]?.message ?? problem.detail ?? problem.title ?? `The server answered ${response.status}.`
}

const post = (path: string, body: string, signal?: AbortSignal) =>
  fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body,
    signal,
  }).catch(() => undefined)

/**
 * A message of marketing's words as a made-up lead would get it, asked again when the request changes
 * (after a pause in typing, so each key press is not a request), and a test sent to the editor. What the
 * server said of the test stays until the words change: a preview answering meanwhile does not hide it.
 */
export function useSamplePreview<Preview>(paths: { preview: string; test: string }, request: string) {
  const [preview, setPreview] = useState<Preview>()
  const [previewProblem, setPreviewProblem] = useState('')
  const [testStatus, setTestStatus] = useState('')

  useEffect(() => {
    setTestStatus('')
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      const response = await post(paths.preview, request, controller.signal)
      if (!response) return
      if (response.ok) {
        setPreview((await response.json()) as Preview)
        setPreviewProblem('')
      } else {
        setPreview(undefined)
        setPreviewProblem(await refusal(response))
      }
    }, 400)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [paths.preview, request])

  const sendTest = async () => {
    setTestStatus('Sending…')
    const response = await post(paths.test, request)
    if (!response) return setTestStatus('The server could not be reached. Try again in a moment.')
    setTestStatus(
      response.ok ? `Sent to ${((await response.json()) as { sentTo: string }).sentTo}.` : await refusal(response),
    )
  }

  return { preview, status: previewProblem || testStatus, sendTest }
}

/** The language being edited, as the previews take it (the admin's locale code). */
export function languageOf(code: string, languages: readonly string[], fallback: string): string {
  return languages.includes(code) ? code : fallback
}
