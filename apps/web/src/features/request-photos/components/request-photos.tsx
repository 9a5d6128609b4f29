import { apiPath } from '@ecs/shared/api'
import { ProblemError } from '@ecs/shared/http'
import { fieldMessageIn, LEAD_PHOTO_ACCEPT, LEAD_PHOTO_MAX_COUNT, LEAD_PHOTOS_MAX_BYTES } from '@ecs/shared/schemas'
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { apiRequest } from '../../../lib/api-client'
import { useLocale } from '../../../lib/locale'
import { useMessages } from '../../../lib/messages'
import { dropHeldPhotos, heldPhotos, holdPhotos } from '../held-photos'
import { shrunkPhoto } from '../shrunk-photo'

interface Chosen {
  key: number
  file: File
  /** An address for the picture's preview; null where the browser cannot show the type (HEIC). */
  preview: string | null
  error: string | null
}

const SHOWN_TYPES = ['image/jpeg', 'image/png']

function chosenOf(file: File, key: number): Chosen {
  return { key, file, preview: SHOWN_TYPES.includes(file.type) ? URL.createObjectURL(file) : null, error: null }
}

/**
 * The photos of an estimate request: chosen with previews, each removable. With the sent request's
 * signed `link` (the thank-you page) they are sent one per request (the ports' 5 MB body limit), the
 * ones chosen in the wizard at once; a refused file keeps its place with the server's reason beside it,
 * the rest are sent. Without one (the wizard's property step, before the request exists) they are held
 * until the request is stored.
 */
export default function RequestPhotos({ link }: { link?: { token: string; until: string } }) {
  const words = useMessages().requestPhotos
  const locale = useLocale()
  const headingId = useId()
  const inputId = useId()
  const nextKey = useRef(0)
  const [chosen, setChosen] = useState<Chosen[]>(() => heldPhotos().map((file) => chosenOf(file, nextKey.current++)))
  const [sentCount, setSentCount] = useState(0)
  const [notice, setNotice] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const room = LEAD_PHOTO_MAX_COUNT - sentCount - chosen.length

  useEffect(() => () => chosen.forEach((item) => item.preview && URL.revokeObjectURL(item.preview)), [chosen])
  // In the wizard, what is chosen is held for the request; on the thank-you page, what the wizard held is sent.
  useEffect(() => {
    if (!link) holdPhotos(chosen.map((item) => item.file))
  }, [link, chosen])
  const sendsHeld = useRef(link !== undefined && chosen.length > 0)
  useEffect(() => {
    if (!sendsHeld.current) return
    sendsHeld.current = false
    dropHeldPhotos()
    void send()
    // Once, on arriving with the wizard's photos.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? [])
    event.target.value = ''
    setNotice(files.length > room ? words.tooMany(LEAD_PHOTO_MAX_COUNT) : null)
    const added = files.slice(0, Math.max(room, 0)).map((file) => chosenOf(file, nextKey.current++))
    setChosen((current) => [...current, ...added])
  }

  function remove(key: number) {
    setChosen((current) => current.filter((item) => item.key !== key))
  }

  async function sendOne(item: Chosen, token: string): Promise<string | null> {
    const photo =
      item.file.size > LEAD_PHOTOS_MAX_BYTES ? await shrunkPhoto(item.file, LEAD_PHOTOS_MAX_BYTES) : item.file
    if (!photo) return words.tooLarge(item.file.name)
    const body = new FormData()
    body.append('photos', photo, item.file.name)
    try {
      await apiRequest(apiPath('estimatePhotos', { params: { token } }), { method: 'POST', body })
      return null
    } catch (error) {
      // The CMS's reason names the file; a Spanish page shows it in Spanish.
      const reason =
        error instanceof ProblemError && error.details.status < 500
          ? (error.details.errors?.[0]?.message ?? error.details.detail)
          : undefined
      return (reason && fieldMessageIn(reason, locale)) ?? words.failed(item.file.name)
    }
  }

  async function send() {
    if (!link) return
    setSending(true)
    setNotice(null)
    const left: Chosen[] = []
    let sent = 0
    for (const item of chosen) {
      const error = await sendOne(item, link.token)
      if (error) left.push({ ...item, error })
      else sent += 1
    }
    setSentCount((count) => count + sent)
    setChosen(left)
    setNotice(sent > 0 ? words.sent(sentCount + sent) : null)
    setSending(false)
  }

  const untilDay =
    link &&
    new Date(link.until).toLocaleDateString(locale === 'es' ? 'es-US' : 'en-US', { month: 'long', day: 'numeric' })
  return (
    <section
      aria-labelledby={headingId}
      className={link ? 'mt-6 rounded-xl border border-slate-200 bg-white p-6' : 'rounded-lg ring-1 ring-slate-200 p-4'}
    >
      {link ? (
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {words.heading}
        </h2>
      ) : (
        <h3 id={headingId} className="font-semibold text-slate-900">
          {words.inWizard}
        </h3>
      )}
      <p className="mt-1 text-slate-700">
        {untilDay ? words.intro(LEAD_PHOTO_MAX_COUNT, untilDay) : words.inWizardIntro(LEAD_PHOTO_MAX_COUNT)}
      </p>
      {chosen.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {chosen.map((item) => (
            <li key={item.key} className="rounded-md border border-slate-200 p-2">
              {item.preview ? (
                <img src={item.preview} alt={item.file.name} className="aspect-square w-full rounded object-cover" />
              ) : (
                <div className="flex aspect-square w-full items-center justify-center rounded bg-slate-100 text-sm text-slate-700">
                  {words.noPreview}
                </div>
              )}
              <p className="mt-1 truncate text-sm text-slate-800">{item.file.name}</p>
              {item.error && (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {item.error}
                </p>
              )}
              <button
                type="button"
                onClick={() => remove(item.key)}
                disabled={sending}
                className="mt-1 min-h-11 text-sm font-semibold text-brand-800 underline"
              >
                {words.remove(item.file.name)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {room > 0 && (
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-brand-700 bg-white px-4 font-semibold text-brand-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700"
          >
            {words.choose}
            <input
              id={inputId}
              type="file"
              multiple
              accept={LEAD_PHOTO_ACCEPT}
              onChange={choose}
              disabled={sending}
              className="sr-only"
            />
          </label>
        )}
        {link && chosen.some((item) => !item.error) && (
          <button
            type="button"
            onClick={send}
            disabled={sending}
            className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            {sending ? words.sending : words.send}
          </button>
        )}
      </div>
      <p aria-live="polite" className="mt-3 text-slate-800">
        {notice}
      </p>
    </section>
  )
}
