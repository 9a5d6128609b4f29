import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  transpilePackages: ['@ecs/shared'],
  poweredByHeader: false,
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
