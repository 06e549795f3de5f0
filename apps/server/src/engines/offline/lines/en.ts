import type { Banks } from './banks'

/** English lines (banks.ts): spoken, about 6–14 words each. */
export const enBanks: Banks = {
  humour: [
    'I know what you are thinking: that is it? Yes. That is it.',
    'It sounds obvious, and obvious is the hard part.',
    'Screenshot this. It will be on the test.',
    'Already typing a rebuttal? See you in the comments.',
    'Nodding along does not count as learning it.',
    'Pause here if you need a moment. I will wait.',
    'Still with me? Good.',
    'Rewatch it if you must. I do not charge extra.',
  ],
  cta: [
    'Tell me your own story in the comments.',
    'Questions go in the comments; I do read them.',
    'Tell me what you want to see next.',
  ],
}
