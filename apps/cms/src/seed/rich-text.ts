import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

type EditorConfig = Awaited<ReturnType<typeof editorConfigFactory.default>>

/** Turns the seed's markdown into the Lexical documents the editors work with. */
export async function markdownConverter(
  payload: Payload,
): Promise<(markdown: string) => ReturnType<typeof convertMarkdownToLexical>> {
  const editorConfig: EditorConfig = await editorConfigFactory.default({ config: payload.config })
  return (markdown) => convertMarkdownToLexical({ editorConfig, markdown })
}
