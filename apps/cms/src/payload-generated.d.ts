import type { Config } from '@ecs/shared/cms'

declare module 'payload' {
  // Augmentation: an empty interface extending Config is how Payload learns our generated types.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface GeneratedTypes extends Config {}
}
