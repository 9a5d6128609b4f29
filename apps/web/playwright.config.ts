import { defineConfig, devices } from '@playwright/test'
import { systemProgram } from '@ecs/test-stack/system-programs'

// The e2e stack (throwaway database, built CMS and site) starts in global-setup on these ports;
// override them to run two suites side by side.
const webPort = Number(process.env.E2E_WEB_PORT ?? 3200)

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/helpers/e2e-global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    trace: 'off',
    launchOptions: {
      executablePath: systemProgram('chromium'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
})
