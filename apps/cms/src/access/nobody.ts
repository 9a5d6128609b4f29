import type { Access } from 'payload'

/** For operations no one performs through the API (the server does them with overrideAccess). */
export const nobody: Access = () => false
