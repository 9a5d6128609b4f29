import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The client build and the server build (the render entry plus the Express server, bundled with the
// workspace's TypeScript packages so production runs plain JavaScript).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  ssr: { noExternal: ['@ecs/shared'] },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        rollupOptions: { input: { 'entry-server': 'src/entry-server.tsx', server: 'server/index.ts' } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: {
          input: 'src/entry-client.tsx',
          output: {
            advancedChunks: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/,
                },
              ],
            },
          },
        },
      },
}))
