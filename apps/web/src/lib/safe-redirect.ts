/**
 * The sign-in `redirect` search parameter comes from the address bar, so only same-origin paths
 * are followed; anything else (https://evil.example, //evil.example) falls back to '/'.
 */
export function safeRedirectTarget(redirect: string | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return '/'
  }
  return redirect
}
