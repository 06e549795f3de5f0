/** Types for the stand-in trending upstream that support/start-app.mjs runs beside the app. */

/** Where the running stand-in for the app on `appPort` writes its control address. */
export function stateFile(appPort: string | number): string

/** Starts the stand-in, answering with the recorded payloads. */
export function startTrendingUpstream(appPort: string | number): Promise<{
  /** TRENDING_* settings that point the app at this stand-in. */
  env: Record<string, string>
  close(): void
}>
