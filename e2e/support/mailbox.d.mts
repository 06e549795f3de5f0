/** Types for the test SMTP server and its HTTP mailbox (support/start-app.mjs runs it beside the app). */
export function startMailbox(options: { port: number }): Promise<{ env: { SMTP_URL: string }; close(): void }>
