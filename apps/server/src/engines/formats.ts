import type { ScriptFormat } from '@hookline/contract'
import type { Bilingual } from './platforms'

/** What each video format is, for the model's prompt and the offline engine's beat plan. */
export interface FormatProfile {
  id: ScriptFormat
  label: Bilingual
  /** One line a model can follow: how beats of this format progress. */
  structure: Bilingual
}

const formats: Record<ScriptFormat, FormatProfile> = {
  talking_head: {
    id: 'talking_head',
    label: { zh: '口播', en: 'Talking head' },
    structure: {
      zh: '对镜头讲述：痛点 → 观点逐条展开（每条配例子）→ 总结',
      en: 'Speaking to camera: pain point → points one by one (each with an example) → wrap-up',
    },
  },
  vlog: {
    id: 'vlog',
    label: { zh: 'Vlog', en: 'Vlog' },
    structure: {
      zh: '第一人称记录：场景建立 → 过程片段 → 小插曲 → 感受与收获',
      en: 'First-person record: set the scene → moments of the process → a twist → what it felt like',
    },
  },
  tutorial: {
    id: 'tutorial',
    label: { zh: '教程', en: 'Tutorial' },
    structure: {
      zh: '先展示成果 → 准备工作 → 分步骤演示 → 常见错误 → 总结',
      en: 'Show the result first → what you need → step by step → common mistakes → recap',
    },
  },
  story: {
    id: 'story',
    label: { zh: '故事', en: 'Story' },
    structure: {
      zh: '背景 → 冲突 → 转折 → 高潮 → 结局与启示',
      en: 'Setup → conflict → turn → climax → resolution and takeaway',
    },
  },
  review: {
    id: 'review',
    label: { zh: '测评', en: 'Review' },
    structure: {
      zh: '亮相与结论先行 → 逐项体验 → 优点 → 缺点 → 适合谁买',
      en: 'Reveal and verdict first → hands-on points → pros → cons → who should buy it',
    },
  },
  news_commentary: {
    id: 'news_commentary',
    label: { zh: '热点评论', en: 'News commentary' },
    structure: {
      zh: '事件速览 → 背景 → 各方观点 → 我的看法 → 对观众的影响',
      en: 'What happened → background → the sides → my take → what it means for you',
    },
  },
}

export const formatProfile = (format: ScriptFormat): FormatProfile => formats[format]
