// A local OAuth 2.0 provider for the social sign-in specs, speaking the protocol the app uses with
// GitHub and Google: /authorize consents at once for the person set with `signInAs` and sends the
// browser back with a code bound to the PKCE challenge; /token checks the client's secret and the
// verifier; /user/emails (GitHub) and /userinfo (Google) describe the token's person.
import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'

export async function startFakeOAuth({ clientId, clientSecret }) {
  const codes = new Map()
  const tokens = new Map()
  let person = { email: 'someone@example.com', verified: true }
  let forgeState = false
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const code = randomBytes(8).toString('hex')
      codes.set(code, { challenge: url.searchParams.get('code_challenge'), person })
      const back = new URL(url.searchParams.get('redirect_uri'))
      back.searchParams.set('code', code)
      back.searchParams.set('state', forgeState ? 'forged' : (url.searchParams.get('state') ?? ''))
      res.writeHead(302, { location: back.toString() })
      return res.end()
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      let raw = ''
      req.on('data', (chunk) => (raw += chunk))
      req.on('end', () => {
        const form = new URLSearchParams(raw)
        const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString()
        const grant = codes.get(form.get('code') ?? '')
        const challenge = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url')
        if (!grant || basic !== `${clientId}:${clientSecret}` || challenge !== grant.challenge)
          return send(400, { error: 'invalid_grant' })
        codes.delete(form.get('code'))
        const token = randomBytes(16).toString('hex')
        tokens.set(token, grant.person)
        send(200, { access_token: token, token_type: 'bearer' })
      })
      return
    }
    const who = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''))
    if (!who) return send(401, { message: 'Bad credentials' })
    if (url.pathname === '/user/emails') return send(200, [{ email: who.email, primary: true, verified: who.verified }])
    if (url.pathname === '/userinfo') return send(200, { sub: '1', email: who.email, email_verified: who.verified })
    send(404, {})
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${server.address().port}`
  return {
    /** The app's settings that point both providers here. */
    env: {
      GITHUB_CLIENT_ID: clientId,
      GITHUB_CLIENT_SECRET: clientSecret,
      GITHUB_AUTHORIZE_URL: `${base}/authorize`,
      GITHUB_TOKEN_URL: `${base}/token`,
      GITHUB_API_URL: base,
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_AUTHORIZE_URL: `${base}/authorize`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_USERINFO_URL: `${base}/userinfo`,
    },
    signInAs(next) {
      person = next
    },
    /** The next consents send back a state the app never issued. */
    forgeState(on) {
      forgeState = on
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
