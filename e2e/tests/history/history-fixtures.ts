import type { APIRequestContext } from '@playwright/test'
import { expect } from '../shell/shell-fixtures'

export { expect, registerUser, seedStorage, test, toast } from '../shell/shell-fixtures'

const auth = (token: string) => ({ Authorization: `Bearer ${token}` })

/** Creates a conversation through the API, titled as given; `generate` writes its first version with the offline engine. */
export async function seedScript(
  request: APIRequestContext,
  token: string,
  title: string,
  options: { platform?: string; language?: 'zh' | 'en'; generate?: boolean } = {},
) {
  const created = await request.post('/api/scripts', {
    headers: auth(token),
    data: {
      title,
      brief: { topic: title, platform: options.platform ?? 'douyin', language: options.language ?? 'zh' },
    },
  })
  expect(created.ok()).toBe(true)
  const { data } = await created.json()
  if (options.generate) {
    const generated = await request.post(`/api/scripts/${data.id}/messages`, {
      headers: auth(token),
      data: {},
      timeout: 30_000,
    })
    expect(generated.ok()).toBe(true)
  }
  return data as { id: string; title: string }
}

/** The creator's scripts as the API lists them (newest first). */
export async function listTitles(request: APIRequestContext, token: string): Promise<string[]> {
  const response = await request.get('/api/scripts?pageSize=100', { headers: auth(token) })
  const { data } = await response.json()
  return data.items.map((item: { title: string }) => item.title)
}
