import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  transpilePackages: ['@ecs/shared'],
  poweredByHeader: false,
  output: process.env.NEXT_OUTPUT_STANDALONE ? 'standalone' : undefined,
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
