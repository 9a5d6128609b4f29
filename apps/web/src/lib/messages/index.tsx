import type { Locale } from '@ecs/shared/routes'
import { createContext, useContext, type ReactNode } from 'react'
import type { Messages } from './en'

export type { Messages } from './en'

/**
 * Each language's catalogue in a module of its own, read before the page renders or hydrates: a page
 * ships its own language's words only. Typed by locale, so a language the site speaks without a
 * catalogue does not compile.
 */
export const loadMessages: Readonly<Record<Locale, () => Promise<Messages>>> = {
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
}

const MessagesContext = createContext<Messages | undefined>(undefined)

/** The page's language's words, loaded by whoever renders the page (server or browser). */
export function MessagesProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>
}

/** The site's own words in the page's language. */
export function useMessages(): Messages {
  const messages = useContext(MessagesContext)
  if (!messages) throw new Error('useMessages outside a MessagesProvider: the page renders without its words')
  return messages
}
