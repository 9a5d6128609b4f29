/**
 * The photos chosen in the estimate wizard, held in memory from the property step until the request is
 * stored: its answer carries the link they are sent with, on the thank-you page. They are files of this
 * page's memory only (a reload drops them, as a file input does); the lead never waits for them.
 */
let held: File[] = []

export function holdPhotos(files: readonly File[]): void {
  held = [...files]
}

/** The photos held so far (the wizard's picker starts from them when the visitor comes back to its step). */
export function heldPhotos(): readonly File[] {
  return held
}

/** Forgets the held photos once they are sent (or refused, each with its reason shown). */
export function dropHeldPhotos(): void {
  held = []
}
