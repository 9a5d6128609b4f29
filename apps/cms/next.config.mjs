import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  transpilePackages: ['@ecs/shared'],
  poweredByHeader: false,
  // pdfkit reads its fonts' metrics from its own folder at run time: it stays a Node package, unbundled.
  serverExternalPackages: ['pdfkit'],
  // The typecheck task (`tsc --noEmit`, in the test command) checks these files; checking them again
  // in the build cost CI about 50 s.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // A clean CI machine builds once: writing Turbopack's cache for a next build cost it about 40 s.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
