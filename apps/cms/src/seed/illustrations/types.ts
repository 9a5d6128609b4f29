/** One illustration the seed turns into a media document. */
export interface Illustration {
  /** The media file's name (without extension) and the seed's key for it, e.g. `service-graffiti-removal`. */
  key: string
  /** What the picture shows, for people who cannot see it. */
  alt: string
  /** Where the subject is, in percent of the width and height: every crop of the image keeps it. */
  focal: { x: number; y: number }
  /** The SVG document, 1600 x 1000. */
  draw: () => string
}
