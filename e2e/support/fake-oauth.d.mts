export interface FakeOAuth {
  env: Record<string, string>
  signInAs(person: { email: string; verified: boolean }): void
  forgeState(on: boolean): void
  close(): Promise<void>
}
export function startFakeOAuth(options: { clientId: string; clientSecret: string }): Promise<FakeOAuth>
