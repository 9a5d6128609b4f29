import type { z } from 'zod'
import type { API_SCHEMAS } from './api-schemas'
import type { ApiName, ApiPathOf } from './api-routes'
import type { PathParams } from './define-route'

type SchemasOf<Name extends ApiName> = (typeof API_SCHEMAS)[Name]
type Part<Name extends ApiName, Key extends 'query' | 'body'> =
  SchemasOf<Name> extends Record<Key, infer Schema extends z.ZodType> ? Schema : undefined

/** The query parameters as a caller sends them (z.input) and as the handler reads them (z.output). */
export type ApiQueryInput<Name extends ApiName> =
  Part<Name, 'query'> extends z.ZodType ? z.input<Part<Name, 'query'>> : undefined
export type ApiQuery<Name extends ApiName> =
  Part<Name, 'query'> extends z.ZodType ? z.output<Part<Name, 'query'>> : undefined
/** The body as a caller sends it (z.input) and as the handler reads it (z.output). */
export type ApiBodyInput<Name extends ApiName> =
  Part<Name, 'body'> extends z.ZodType ? z.input<Part<Name, 'body'>> : undefined
export type ApiBody<Name extends ApiName> =
  Part<Name, 'body'> extends z.ZodType ? z.output<Part<Name, 'body'>> : undefined
/** The success answer's body. */
export type ApiAnswer<Name extends ApiName> = z.output<SchemasOf<Name>['answer']>
export type ApiParams<Name extends ApiName> = PathParams<ApiPathOf<Name>>

/** The fields a refusal of this endpoint may name: its input's own, and those its schemas add. */
export type ApiErrorField<Name extends ApiName> =
  | (ApiBody<Name> extends object ? Extract<keyof ApiBody<Name>, string> : never)
  | (ApiQuery<Name> extends object ? Extract<keyof ApiQuery<Name>, string> : never)
  | (SchemasOf<Name> extends { errorFields: readonly (infer Field extends string)[] } ? Field : never)
