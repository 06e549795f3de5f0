/** Types for the shared Chromium launch options (support/chromium.mjs). */
export const chromiumLaunchOptions: { executablePath: string; args: string[] }
