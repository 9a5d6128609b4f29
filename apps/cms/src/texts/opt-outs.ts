import type { PayloadRequest } from 'payload'

/** The words carriers and Twilio treat as "stop texting me", "start again" and "help", as a whole message. */
const KEYWORDS = {
  'opt-out': ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'],
  'opt-in': ['START', 'UNSTOP'],
  help: ['HELP', 'INFO'],
} as const
export type TextKeyword = keyof typeof KEYWORDS

/** The keyword a text is, ignoring case, spaces and closing punctuation ("Stop!"), if it is one. */
export function keywordOf(body: string): { keyword: TextKeyword; word: string } | undefined {
  const word = /^\s*([a-z]+)[\s.!]*$/i.exec(body)?.[1]?.toUpperCase()
  if (!word) return undefined
  for (const [keyword, words] of Object.entries(KEYWORDS))
    if ((words as readonly string[]).includes(word)) return { keyword: keyword as TextKeyword, word }
  return undefined
}

/** Whether `phone` (E.164) replied STOP and not START since: nothing may be texted to it. */
export async function isOptedOut(req: PayloadRequest, phone: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'text-opt-outs',
    where: { phone: { equals: phone } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/** Keeps `phone`'s STOP (once, however often it is sent) or, for START, forgets it. */
export async function recordKeyword(req: PayloadRequest, phone: string, keyword: TextKeyword, word: string) {
  if (keyword === 'opt-out' && !(await isOptedOut(req, phone))) {
    // Two STOPs at once: the second meets the unique number and finds the first's row.
    await req.payload
      .create({ collection: 'text-opt-outs', data: { phone, keyword: word }, overrideAccess: true, req })
      .catch(async (error: unknown) => {
        if (!(await isOptedOut(req, phone))) throw error
      })
  }
  if (keyword === 'opt-in')
    await req.payload.delete({
      collection: 'text-opt-outs',
      where: { phone: { equals: phone } },
      overrideAccess: true,
      req,
    })
}
