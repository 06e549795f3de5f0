import type { Page } from '@playwright/test'
import { expect } from '../shell/shell-fixtures'

export { expect, seedStorage, test, toast } from '../shell/shell-fixtures'

/** The stand-in provider support/start-app.mjs runs (support/model-upstream.mjs), set by playwright.config.ts. */
export const MODEL_BASE_URL = process.env.E2E_MODEL_BASE_URL ?? 'http://127.0.0.1:4174/v1'
export const FAKE_MODEL = 'fake-writer'
export const BAD_KEY = 'bad-key'

/** The words each language shows on /apps, the brief form and the script page. */
export const WORDS = {
  zh: {
    language: 'zh',
    connectCustom: '连接 · 自定义 OpenAI 兼容服务',
    addAnotherCustom: '再接入一个 · 自定义 OpenAI 兼容服务',
    dialogTitle: '连接 自定义 OpenAI 兼容服务',
    apiKey: 'API Key（可选）',
    baseUrl: '接口地址',
    model: '模型',
    modelsListed: '服务商提供 2 个模型',
    test: '测试连接',
    testOk: /已连接 · \d+ 毫秒/,
    save: '保存',
    connectedToast: '自定义 · fake-writer 已连接',
    connected: '已连接',
    failing: '连接异常',
    default: '默认',
    badKey: 'Key 被拒绝',
    savedFailingToast: '自定义 · fake-writer 已保存，但测试未通过',
    emptyTitle: '还没有接入模型',
    serverOffline: '离线草稿（内置）',
    disconnect: '断开 自定义 · fake-writer',
    confirmDisconnect: '断开连接',
    disconnectedToast: '已断开 自定义 · fake-writer',
    writtenBy: '由谁来写',
    writerDefault: '自定义 · fake-writer（默认）',
    writerServer: '本服务器 · 离线草稿（内置）',
    offlineNotice: '离线模板引擎',
    topicLabel: '主题',
    topic: '第一次租房要注意什么',
    douyin: '抖音',
    duration: '目标时长',
    generate: '生成脚本',
    scriptHeading: '开场钩子（前 3 秒）',
    modelHook: '押金被扣光，坑都埋在签约那天。',
    engine: '自定义 · fake-writer',
  },
  en: {
    language: 'en',
    connectCustom: 'Connect · Custom OpenAI-compatible',
    addAnotherCustom: 'Add another · Custom OpenAI-compatible',
    dialogTitle: 'Connect Custom OpenAI-compatible',
    apiKey: 'API key (optional)',
    baseUrl: 'Base URL',
    model: 'Model',
    modelsListed: '2 models from the provider',
    test: 'Test connection',
    testOk: /Connected · \d+ ms/,
    save: 'Save',
    connectedToast: 'Custom · fake-writer connected',
    connected: 'Connected',
    failing: 'Failing',
    default: 'Default',
    badKey: 'The key was refused',
    savedFailingToast: 'Custom · fake-writer saved, but the test failed',
    emptyTitle: 'No models connected yet',
    serverOffline: 'Offline drafts (built in)',
    disconnect: 'Disconnect Custom · fake-writer',
    confirmDisconnect: 'Disconnect',
    disconnectedToast: 'Custom · fake-writer disconnected',
    writtenBy: 'Written by',
    writerDefault: 'Custom · fake-writer (default)',
    writerServer: 'This server · Offline drafts (built in)',
    offlineNotice: 'Offline template engine',
    topicLabel: 'Topic',
    topic: 'First apartment mistakes to avoid',
    douyin: 'Douyin',
    duration: 'Target duration',
    generate: 'Generate script',
    scriptHeading: 'Hook (first 3 s)',
    modelHook: 'Signing your first lease? Check four things.',
    engine: 'Custom · fake-writer',
  },
} as const

export type Words = (typeof WORDS)[keyof typeof WORDS]

/** Opens the custom provider's dialog on /apps and fills in the stand-in's address, a key and the model. */
export async function fillCustomConnection(page: Page, words: Words, { apiKey = '' } = {}) {
  await page.getByRole('button', { name: words.connectCustom }).click()
  const dialog = page.getByRole('dialog', { name: words.dialogTitle })
  await expect(dialog).toBeVisible()
  if (apiKey) await dialog.getByLabel(words.apiKey).fill(apiKey)
  await dialog.getByLabel(words.baseUrl).fill(MODEL_BASE_URL)
  await dialog.getByLabel(words.model).fill(FAKE_MODEL)
  return dialog
}
