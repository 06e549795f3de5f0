import type { Banks } from './banks'

/** Chinese lines (banks.ts): spoken, about 10–20 characters each. */
export const zhBanks: Banks = {
  humour: [
    '我知道你在想什么：就这？对，就这。',
    '听起来像废话，但废话往往最难做到。',
    '这段可以截图，考试要考。',
    '如果你已经想反驳了，评论区见。',
    '看完别只点头，点头不算学会。',
    '这一段请自带弹幕。',
    '别慌，问题不大。',
    '记不住的话，再看一遍，我不收费。',
  ],
  cta: ['你的经历也欢迎在评论区分享。', '有问题评论区问我，我会挑着回。', '下期想看什么，也可以告诉我。'],
}
