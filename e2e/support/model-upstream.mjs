// A stand-in for an OpenAI-compatible provider for the e2e run (/apps connects it), on
// 127.0.0.1 only (the app runs with MODEL_PRIVATE_NETWORK=all to reach it):
//   GET  /v1/models            → the OpenAI list shape, with the model "fake-writer"
//   POST /v1/chat/completions  → a complete script in docs/script-format.md's layout, streamed as
//                                OpenAI SSE chunks, in the brief's language; "Test connection"
//                                (stream false, a few max tokens) gets a one-word answer
//   Authorization: Bearer bad-key → 401 as OpenAI answers a wrong key.
//   Authorization: Bearer capped-key → a model whose output limit is too small for a script: its
//                                script stops after the call to action's first line with
//                                finish_reason "length", until the request asks it to continue
//                                (Continue: the last user turn says the answer was cut off).
import { createServer } from 'node:http'

export const FAKE_MODELS = ['fake-writer', 'fake-writer-mini']
export const BAD_KEY = 'bad-key'
export const CAPPED_KEY = 'capped-key'

/**
 * The Douyin examples the server's prompt shows models (apps/server/src/engines/openai-compatible/
 * examples/douyin.ts, rendered by engines/script-markdown): 30 s scripts that pass the script check.
 */
export const SCRIPTS = {
  zh: '## 标题备选\n1. 第一次租房，签合同前先查这4件事\n2. 押金退不回来？问题出在签约那天\n3. 刚毕业要租房的，看完再去看房\n\n## 开场钩子（前 3 秒）\n- 画面：竖屏近景，手里晃着一份租房合同，直视镜头\n- 口播：押金被扣光，坑都埋在签约那天。\n- 字幕：押金被扣光？坑在签约那天\n- 时长：3 秒\n\n## 分镜脚本\n### 镜头 1 · 核对产权\n- 画面：特写：房产证和房东身份证并排，姓名处打码\n- 口播：先核对房产证和房东身份证，二房东得有房东签字的转租同意书。\n- 字幕：① 房产证和身份证，名字对得上\n- 时长：6 秒\n\n### 镜头 2 · 抄表拍照\n- 画面：手机对着电表读数拍照，再切到交接单上手写的数字\n- 口播：水电燃气表当场拍照，读数写进交接单，免得替上一任租客交费。\n- 字幕：② 水电燃气读数，拍照存档\n- 时长：6 秒\n\n### 镜头 3 · 押金条款\n- 画面：笔尖划过合同里的押金条款，圈出退还时间\n- 口播：押金怎么扣、几天内退，都写进合同，【填入你所在城市的押金规则】。\n- 字幕：③ 押金扣款和退还，写进合同\n- 时长：6 秒\n\n### 镜头 4 · 录像留底\n- 画面：手持跟拍：逐一打开空调、热水器、冰箱\n- 口播：最后，屋里每件家具家电开机试一遍，全程录像留底。\n- 字幕：④ 家电逐个试，全程录像\n- 时长：5 秒\n\n## 结尾引导\n- 画面：近景对镜头，合上合同，竖起大拇指\n- 口播：点赞收藏，看房那天对着查，关注我少踩坑。\n- 字幕：点赞 ❤️ 收藏 ⭐ 关注 ➕\n- 时长：4 秒\n\n## 话题标签\n#租房避坑 #租房 #毕业生租房 #租房合同\n\n## 封面文字\n签约前必查4件事\n',
  en: "## Title options\n1. Four things to check before you sign your first lease\n2. Why first-time renters lose their deposit\n3. Don't sign that lease yet: a 30-second checklist\n\n## Hook (first 3 s)\n- Shot: Vertical close-up, waving a lease at the camera\n- Voice-over: Signing your first lease? Check four things.\n- On-screen text: First lease? Check these 4\n- Duration: 3 s\n\n## Beats\n### Beat 1 · Who owns it\n- Shot: Close-up: an ID card next to the ownership papers, names blurred\n- Voice-over: One: ask for ID and proof they own the place, or written permission to sublet.\n- On-screen text: 1. Owner ID + proof of ownership\n- Duration: 6 s\n\n### Beat 2 · Meter photos\n- Shot: Phone photographing the electricity meter, then the readings written on the move-in sheet\n- Voice-over: Two: photograph every meter on move-in day, so you don't pay the last tenant's bills.\n- On-screen text: 2. Photograph every meter\n- Duration: 6 s\n\n### Beat 3 · Deposit terms\n- Shot: Pen circling the deposit clause in the lease\n- Voice-over: Three: the deposit deductions and return date go in writing. [add your city's deposit rule]\n- On-screen text: 3. Deposit terms in writing\n- Duration: 6 s\n\n### Beat 4 · Film the walkthrough\n- Shot: Handheld: switching on the air conditioner, the water heater, the fridge\n- Voice-over: Four: test every appliance, and film the whole walkthrough before you unpack.\n- On-screen text: 4. Test it all, film it all\n- Duration: 5 s\n\n## Call to action\n- Shot: Close-up to camera, folding the lease, thumbs up\n- Voice-over: Like, save this for viewing day, and follow for more.\n- On-screen text: Like ❤️ Save ⭐ Follow ➕\n- Duration: 4 s\n\n## Hashtags\n#FirstApartment #RentingTips #TenantRights\n\n## Cover text\nBefore you sign\n",
}

/** The server's system prompt says which language to write in (engines/openai-compatible/system-prompt.ts). */
const languageOf = (messages) => {
  const system = messages.find((message) => message.role === 'system')?.content ?? ''
  return /written entirely in English/.test(typeof system === 'string' ? system : JSON.stringify(system)) ? 'en' : 'zh'
}

/** The Continue request (the server's 'continue' quick action) says the previous answer was cut off. */
const asksToContinue = (messages) => {
  const last = [...messages].reverse().find((message) => message.role === 'user')?.content ?? ''
  return /cut off|output limit/i.test(typeof last === 'string' ? last : JSON.stringify(last))
}

/** `script` as far as a small output limit lets it go: through the call to action's first line. */
export function cutAtLimit(script) {
  const heading = script.search(/\n## (结尾引导|Call to action)\n/)
  const firstLine = script.indexOf('\n', script.indexOf('\n- ', heading) + 1)
  return script.slice(0, firstLine + 1)
}

/** Pieces of a few characters, as a model streams tokens. */
const pieces = (text, size = 6) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, index) => text.slice(index * size, (index + 1) * size))

const readJson = (req) =>
  new Promise((resolve) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      try {
        resolve(JSON.parse(body || '{}'))
      } catch {
        resolve({})
      }
    })
  })

const sendJson = (res, status, body) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

const badKey = (res) =>
  sendJson(res, 401, {
    error: {
      message:
        'Incorrect API key provided: bad-key. You can find your API key at https://platform.openai.com/account/api-keys.',
      type: 'invalid_request_error',
      param: null,
      code: 'invalid_api_key',
    },
  })

async function completions(req, res, { chunkDelayMs, capped }) {
  const body = await readJson(req)
  const model = body.model ?? FAKE_MODELS[0]
  if (!FAKE_MODELS.includes(model)) {
    return sendJson(res, 404, {
      error: {
        message: `The model \`${model}\` does not exist`,
        type: 'invalid_request_error',
        code: 'model_not_found',
      },
    })
  }
  const created = Math.floor(Date.now() / 1000)
  const tiny = (body.max_tokens ?? body.max_completion_tokens ?? Infinity) <= 16
  const script = SCRIPTS[languageOf(body.messages ?? [])]
  const cut = !tiny && capped && !asksToContinue(body.messages ?? [])
  const text = tiny ? 'OK' : cut ? cutAtLimit(script) : script
  const finishReason = cut ? 'length' : 'stop'
  const usage = { prompt_tokens: 900, completion_tokens: tiny ? 1 : 420, total_tokens: tiny ? 901 : 1320 }
  if (!body.stream) {
    return sendJson(res, 200, {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: finishReason }],
      usage,
    })
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' })
  const chunk = (delta, finish = null, extra = {}) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`
  let closed = false
  res.on('close', () => (closed = true))
  res.write(chunk({ role: 'assistant', content: '' }))
  for (const piece of pieces(text)) {
    if (closed) return
    res.write(chunk({ content: piece }))
    await new Promise((resolve) => setTimeout(resolve, chunkDelayMs))
  }
  res.write(chunk({}, finishReason, { usage }))
  res.end('data: [DONE]\n\n')
}

/**
 * Starts the stand-in on `port` (0: any free port); `chunkDelayMs` paces the stream so a spec can
 * watch it arrive. At 30 ms its ~120 pieces take about 4 s: at 15 ms (2 s), two workers on two
 * cores with a CJK font installed (Chinese text laid out for real, not as boxes) saw the version
 * saved before they had seen the text grow three times (expectProgressiveStream).
 */
export async function startModelUpstream({ port = 0, chunkDelayMs = 30 } = {}) {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if ((req.headers.authorization ?? '') === `Bearer ${BAD_KEY}`) return badKey(res)
    if (req.method === 'GET' && path === '/v1/models') {
      return sendJson(res, 200, {
        object: 'list',
        data: FAKE_MODELS.map((id) => ({ id, object: 'model', created: 1700000000, owned_by: 'hookline-e2e' })),
      })
    }
    if (req.method === 'POST' && path === '/v1/chat/completions') {
      const capped = (req.headers.authorization ?? '') === `Bearer ${CAPPED_KEY}`
      return void completions(req, res, { chunkDelayMs, capped })
    }
    sendJson(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } })
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}/v1`,
    close() {
      server.closeAllConnections()
      server.close()
    },
  }
}
