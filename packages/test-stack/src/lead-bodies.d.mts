type Body = Record<string, unknown>
export const contact: Body
export const address: Body
export function estimateBody(overrides?: Body): Body
export function unfinishedEstimateBody(overrides?: Body): Body
export function planSignupBody(overrides?: Body): Body
export function reviewBody(overrides?: Body): Body
export function careerApplicationBody(overrides?: Body): Body
export function communitySignupBody(overrides?: Body): Body
export const FILES: { pdf: Buffer<ArrayBuffer>; exe: Buffer<ArrayBuffer> }
