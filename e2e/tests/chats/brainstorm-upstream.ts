import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SCRIPTS } from '../../support/model-upstream.mjs'

/**
 * A stand-in model for /chats, on 127.0.0.1: answers a brainstorm the way a model
 * does — numbered ideas with a bold topic and its angle, ten titles, the camps of a comment
 * section — in the language of the server's system prompt, streamed as OpenAI chunks.
 * GET /v1/models lists `brainstormer`; a whole (non-streamed) request gets "OK" (the /apps test).
 * A message containing "SLOW" streams slowly enough for Stop. The script engine's prompt gets a script,
 * a voice distillation a profile; `systems` keeps every system prompt it was sent.
 */
export const BRAINSTORM_MODEL = 'brainstormer'

export const ANSWERS = {
  zh: {
    angles:
      '围绕这个话题，可以从这 5 个角度切入：\n\n' +
      '1. **年轻人为什么开始反向消费**\n   从“买贵的”到“买对的”：拆一张月度账单，看钱省在哪、花在哪。\n' +
      '2. **30 天不点外卖实验**\n   每天记录花费和做饭时间，第 30 天算总账，结果可能出乎意料。\n' +
      '3. **平替到底香不香**\n   同价位三件平替和大牌盲测，让评论区先猜哪件是大牌。\n' +
      '4. **反向消费的尽头是焦虑吗**\n   采访三个同龄人：省下来的钱，真的让他们更安心了吗？\n' +
      '5. **爸妈看不懂的省钱方式**\n   把你的省钱清单念给爸妈听，拍下他们的真实反应。',
    titles:
      '10 个标题，按风格分开：\n\n' +
      '1. 月薪一万，我把消费砍掉一半后发生了什么\n2. 反向消费一年，我存下了多少钱？\n3. 别再交“品牌税”了\n' +
      '4. 这 5 样东西，我再也不买贵的\n5. 省钱不是抠门，是清醒\n6. 年轻人的新消费观：只为自己买单\n' +
      '7. 我妈说我变抠了，其实我是变聪明了\n8. 30 天不点外卖，账单告诉我真相\n9. 平替 vs 大牌，盲测结果太意外\n10. 反向消费，到底在反什么？',
    comments:
      '评论区大概会分成三派：\n\n' +
      '- **“终于有人说了”派**：认同省钱是清醒，会晒自己的账单。\n' +
      '- **“这不就是消费降级”派**：认为是收入下降的无奈，语气会比较冲。\n' +
      '- **“平替翻车”派**：分享买平替踩坑的经历。\n\n' +
      '可以在结尾抛一个问题：“你最后悔买贵的是什么？”把第一派和第三派都拉进来。',
  },
  en: {
    angles:
      'Five angles on this topic:\n\n' +
      '1. **Why young people are spending less on purpose**\n   From buying expensive to buying right: break down one month of spending line by line.\n' +
      '2. **A 30-day no-takeout experiment**\n   Log the cost and the cooking time every day, then do the maths on day 30.\n' +
      '3. **Do budget dupes hold up?**\n   Blind-test three dupes against the brand at the same price and let the comments guess.\n' +
      '4. **Is frugality just anxiety in disguise?**\n   Ask three friends whether the money they saved made them feel any safer.\n' +
      '5. **Saving tricks my parents do not get**\n   Read your saving list to your parents on camera and keep their reactions.',
    titles:
      'Ten titles:\n\n1. I cut my spending in half. Here is what happened\n2. One year of spending less: what I saved\n3. Stop paying the brand tax\n' +
      '4. Five things I will never pay full price for again\n5. Frugal is not cheap\n6. The new rule: buy for yourself, not for the logo\n' +
      '7. My mum says I got stingy. I got smarter\n8. 30 days without takeout: the receipts\n9. Dupe vs brand: the blind test surprised me\n10. What are we actually rebelling against?',
    comments:
      'The comments will split three ways:\n\n' +
      '- **"Finally someone said it"**: agree that spending less is clear-headed, and post their own receipts.\n' +
      '- **"This is just being broke"**: read it as falling incomes dressed up as a trend; expect heat.\n' +
      '- **"My dupe fell apart"**: share the cheap buys that failed them.\n\n' +
      'End on a question like "What expensive thing do you regret most?" to pull in the first and third camps.',
  },
}

/**
 * Five hooks for the lease script of support/model-upstream.mjs, as a model writes them: three
 * that pass, one too long for 3 s (story), one that only reads the topic aloud (pain point).
 */
export const HOOKS = {
  zh: {
    hooks: [
      { type: 'question', voice_over: '押金为什么总是退不回来？', on_screen_text: '押金去哪了？' },
      { type: 'counter_intuitive', voice_over: '最贵的坑，不在看房那天。', on_screen_text: '坑在签约日' },
      { type: 'result_first', voice_over: '照这四步做，押金一分没少。', on_screen_text: '押金全退' },
      {
        type: 'story',
        voice_over: '去年我第一次租房，没细看合同里押金和维修的条款，退房时被房东扣了整整两个月押金。',
        on_screen_text: '我被扣了两个月押金',
      },
      { type: 'pain_point', voice_over: '第一次租房要注意什么。', on_screen_text: '第一次租房' },
    ],
  },
  en: {
    hooks: [
      { type: 'question', voice_over: 'Why do deposits never come back?', on_screen_text: 'Where did it go?' },
      {
        type: 'counter_intuitive',
        voice_over: 'The costly mistake is not the viewing.',
        on_screen_text: "It's the signing",
      },
      { type: 'result_first', voice_over: 'Four checks. Full deposit back.', on_screen_text: 'Full deposit back' },
      {
        type: 'story',
        voice_over:
          'Last year I signed my first lease without reading the deposit clause, and when I moved out the landlord kept two whole months of rent.',
        on_screen_text: 'I lost two months',
      },
      { type: 'pain_point', voice_over: 'First apartment mistakes to avoid.', on_screen_text: 'First apartment' },
    ],
  },
}

/** A voice profile as a model distils one from the creator's scripts (Settings › Voice & hooks). */
export const VOICE = {
  zh: {
    tone: '像跟朋友聊天，直接，带点自嘲，不煽情',
    sentence_length: '短句为主，一句 6 到 12 个字，一个意思一句',
    opening: '以“说真的”开头，马上给出自己踩过的坑或一个具体数字',
    closing: '把问题抛给评论区，不喊“点赞关注”',
    signature_words: ['说真的', '行，下一个', '评论区说说'],
    never_words: ['家人们', '绝绝子', '签约'],
  },
  en: {
    tone: 'Dry and direct, like a friend who already made the mistake',
    sentence_length: 'Short. One idea per sentence, rarely over 12 words',
    opening: 'Opens with "Honestly," then a number or a mistake they made',
    closing: 'Hands a question to the comments; never begs for likes',
    signature_words: ['Honestly', 'Next one', 'Tell me in the comments'],
    never_words: ['game-changer', 'insane', 'lease'],
  },
}

type Lang = keyof typeof ANSWERS
type Kind = keyof (typeof ANSWERS)['zh']

const textOf = (content: unknown) => (typeof content === 'string' ? content : JSON.stringify(content ?? ''))

function answerFor(messages: Array<{ role: string; content: unknown }>): { text: string; slow: boolean } {
  const system = textOf(messages.find((m) => m.role === 'system')?.content)
  // A voice distillation (apps/server/src/modules/voice): the profile as JSON.
  if (/总结他说话的方式|describe how they talk/.test(system))
    return { text: JSON.stringify(VOICE[/总结他说话的方式/.test(system) ? 'zh' : 'en']), slow: false }
  // The Hook Lab's request (apps/server/src/modules/hook-lab): five hooks as JSON.
  const brainstorm = /头脑风暴搭档|brainstorm partner/.test(system)
  if (!brainstorm && /开头钩子|opening hooks/.test(system))
    return { text: JSON.stringify(HOOKS[/开头钩子/.test(system) ? 'zh' : 'en']), slow: false }
  // The script engine's own prompt (a brief written from an idea): a script, as support/model-upstream.mjs writes.
  if (!brainstorm) return { text: SCRIPTS[/written entirely in English/.test(system) ? 'en' : 'zh'], slow: false }
  const language: Lang = system.includes('头脑风暴搭档') ? 'zh' : 'en'
  const last = textOf([...messages].reverse().find((m) => m.role === 'user')?.content)
  const kind: Kind = /标题|titles/i.test(last) ? 'titles' : /评论|comments/i.test(last) ? 'comments' : 'angles'
  return { text: ANSWERS[language][kind], slow: last.includes('SLOW') }
}

async function readJson(req: IncomingMessage) {
  let body = ''
  for await (const chunk of req) body += chunk
  try {
    return JSON.parse(body || '{}')
  } catch {
    return {}
  }
}

export async function startBrainstormUpstream() {
  /** The system prompt of every streamed request, in order: what the model was told. */
  const systems: string[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      if (req.method === 'GET' && req.url?.endsWith('/models')) {
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ object: 'list', data: [{ id: BRAINSTORM_MODEL, object: 'model' }] }))
      }
      const body = await readJson(req)
      const chunk = (delta: object, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-b', object: 'chat.completion.chunk', created: 0, model: BRAINSTORM_MODEL, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end(
          JSON.stringify({
            id: 'chatcmpl-b',
            object: 'chat.completion',
            created: 0,
            model: BRAINSTORM_MODEL,
            choices: [{ index: 0, message: { role: 'assistant', content: 'OK' }, finish_reason: 'stop' }],
          }),
        )
      }
      systems.push(textOf(body.messages?.find((m: { role: string }) => m.role === 'system')?.content))
      const { text, slow } = answerFor(body.messages ?? [])
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      let closed = false
      res.on('close', () => (closed = true))
      res.write(chunk({ role: 'assistant', content: '' }))
      for (let i = 0; i < text.length; i += 8) {
        if (closed) return
        res.write(chunk({ content: text.slice(i, i + 8) }))
        await new Promise((resolve) => setTimeout(resolve, slow ? 250 : 15))
      }
      res.write(chunk({}, 'stop'))
      res.end('data: [DONE]\n\n')
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    systems,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}
