import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { resolve } from 'node:path'
import { build, defineConfig, type Plugin } from 'vite'

const INLINE_SCRIPT = 'inline-script:'

/**
 * `import script from 'inline-script:src/….ts'`: that module built on its own into the text of one
 * small classic script (minified, self-contained), for the server to write into the page itself.
 */
function inlineScripts(): Plugin {
  let root = process.cwd()
  return {
    name: 'inline-scripts',
    configResolved: (config) => void (root = config.root),
    resolveId: (source) => (source.startsWith(INLINE_SCRIPT) ? `\0${source}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${INLINE_SCRIPT}`)) return
      const entry = resolve(root, id.slice(INLINE_SCRIPT.length + 1))
      this.addWatchFile(entry)
      const built = await build({
        configFile: false,
        root,
        logLevel: 'warn',
        build: { write: false, minify: true, lib: { entry, formats: ['iife'], name: 'inlineScript' } },
      })
      const [output] = Array.isArray(built) ? built : [built]
      if (!output || !('output' in output)) throw new Error(`${entry} did not build`)
      return `export default ${JSON.stringify(output.output[0].code.trim())}`
    },
  }
}

// The client build and the server build (the render entry plus the Express server, bundled with the
// workspace's TypeScript packages so production runs plain JavaScript).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), inlineScripts()],
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
