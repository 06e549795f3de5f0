import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect } from '../shell/shell-fixtures'

export { expect, seedStorage, test, toast } from '../shell/shell-fixtures'

/** The words each language shows on /tasks and at its entry points. */
export const WORDS = {
  zh: {
    language: 'zh',
    title: '任务',
    planIt: /^加入计划：/,
    addToPlan: '加入计划',
    newTask: '新建任务',
    newTitle: '新建任务',
    titleField: '标题',
    plannedDate: '计划日期',
    created: /已加入计划/,
    status: { idea: '灵感', scripted: '已写脚本', filmed: '已拍摄', published: '已发布' },
    week: '周',
    month: '月',
    board: '看板',
    move: (title: string) => `移动 ${title}`,
    unscheduled: '未定日期',
    inPlan: '已在计划中：已写脚本',
    batch: '批量起草',
    batchTopics: '你的话题',
    queue3: '排队起草 3 篇',
    queued3: '已排队 3 篇草稿',
    batchDone: '批量起草：已完成 3 / 3',
    picked: /已拿起|位于/,
    tuesday: '2026年12月1日星期二',
    over: (target: string) => `位于 ${target}。`,
    dropped: (target: string) => `已移到 ${target}。`,
  },
  en: {
    language: 'en',
    title: 'Tasks',
    planIt: /^Plan it: /,
    addToPlan: 'Add to plan',
    newTask: 'New task',
    newTitle: 'New task',
    titleField: 'Title',
    plannedDate: 'Planned date',
    created: /added to your plan/,
    status: { idea: 'Idea', scripted: 'Scripted', filmed: 'Filmed', published: 'Published' },
    week: 'Week',
    month: 'Month',
    board: 'Board',
    move: (title: string) => `Move ${title}`,
    unscheduled: 'No date yet',
    inPlan: 'In your plan: Scripted',
    batch: 'Batch drafts',
    batchTopics: 'Your topics',
    queue3: 'Queue 3 drafts',
    queued3: '3 drafts queued',
    batchDone: 'Batch drafts: 3 of 3 done',
    picked: /Picked up|is over/,
    tuesday: 'Tuesday, December 1, 2026',
    over: (target: string) => `is over ${target}.`,
    dropped: (target: string) => `moved to ${target}.`,
  },
} as const
export type Words = (typeof WORDS)[keyof typeof WORDS]

/** A card's task as the API has it now (what a drop must have saved, not only shown). */
export async function taskByTitle(request: APIRequestContext, token: string, title: string) {
  const response = await request.get('/api/tasks', { headers: { authorization: `Bearer ${token}` } })
  const { data } = (await response.json()) as {
    data: { items: { title: string; status: string; planned_date: string | null }[] }
  }
  return data.items.find((task) => task.title === title)
}

/** Drags a card by its handle with the mouse onto a target, in small steps as a hand would. */
export async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded()
  const from = (await handle.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 })
  await target.scrollIntoViewIfNeeded()
  const to = (await target.boundingBox())!
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 40), { steps: 12 })
  await page.mouse.up()
}

/**
 * Picks a card up with Space, moves it with the arrow keys, drops it with Space, each step once
 * the previous one was announced (as a screen reader user hears it before pressing on).
 */
export async function dragWithKeyboard(page: Page, words: Words, handle: Locator, target: string, keys: string[]) {
  const announcer = page.locator('[id^="DndLiveRegion"]')
  await handle.focus()
  await page.keyboard.press('Space')
  await expect(announcer).toContainText(words.picked)
  for (const key of keys) await page.keyboard.press(key)
  await expect(announcer).toContainText(words.over(target))
  await page.keyboard.press('Space')
  await expect(announcer).toContainText(words.dropped(target))
}

export const column = (page: Page, status: string) => page.getByTestId(`task-column-${status}`)
export const expectCardIn = async (container: Locator, title: string) =>
  expect(container.getByTestId('task-card').filter({ hasText: title })).toHaveCount(1)
