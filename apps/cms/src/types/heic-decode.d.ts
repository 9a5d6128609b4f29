/** heic-decode ships no types: its one function, as its README documents it. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number
    height: number
    /** RGBA, four bytes a pixel. */
    data: Uint8ClampedArray
  }
  export default function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedImage>
}
