import type { BeatCopy } from '../../lines/beats'

/**
 * The beats of a vlog (placeholders and conditions: lines/beats.ts). What happened and how it
 * felt are the creator's: the lines frame each beat and ask for them.
 */

/**
 * A vlog or a story about a death, a disaster or a crime (`sensitive`) films the place, not the
 * people affected, with no music to lift it, no "off the plan" and no "worth it"; a story acts
 * nothing out and asks only what happened. One person's illness (`personal`, also `sensitive`) is
 * no news event: it is told calmly in the first person, with their own photos, no sources, no
 * "what it asks of us", and only what the creator is willing to share.
 */
export const VLOG = {
  setting: {
    zh: {
      label: '场景建立',
      shot: {
        personal: '安静的空镜：【拍下你今天所在的地方】，不配音乐',
        sensitive: '空镜/环境全景：【拍下地点全景】，不配音乐',
        else: '空镜/环境全景：【拍下地点全景】，配轻快音乐',
      },
      screen: { personal: '今天', else: '📍今日地点' },
      lead: { personal: ['先说说今天在哪里。'], else: ['先说说这是哪里。'] },
      ask: {
        personal: { brief: '{how}说说今天在哪里', else: '{how}说说今天在哪里、在做什么' },
        brief: '{how}说说你在哪里',
        else: '{how}说说你在哪里、为什么来',
      },
    },
    en: {
      label: 'Setting the scene',
      shot: {
        personal: 'Quiet wide shot: [film where you are today], no music',
        sensitive: 'Establishing wide shot: [film the place], no music',
        else: 'Establishing wide shot: [film the place], light music',
      },
      screen: { personal: 'Today', else: '📍Today' },
      lead: { personal: ['First, where I am today.'], else: ['First, where we are.'] },
      ask: {
        personal: {
          brief: 'say where you are today, {how}',
          else: 'say where you are today and what the day holds, {how}',
        },
        brief: 'say where you are, {how}',
        else: 'say where you are and why you came, {how}',
      },
    },
  },
  moment: {
    zh: {
      label: '片段 {n}',
      shot: {
        personal: '第一人称手持跟拍：【拍下第 {n} 段，只拍你愿意公开的】',
        sensitive: '远景/空镜：【拍下第 {n} 段的环境，不拍当事人和家属】',
        odd: '第一人称手持跟拍：【拍下第 {n} 段经过】',
        else: '特写细节：【拍一个值得停留的小东西】',
      },
      screen: '片段 {n}',
      lead: ['{then}'],
      ask: {
        group: { personal: '说出第 {n} 段各在做什么，每段几个字', else: '说出第 {n} 段各去了哪，每段几个字' },
        personal: {
          brief: '{how}说说第 {n} 段在做什么',
          line: '{how}说说第 {n} 段在做什么、心情如何',
          else: '{how}说说第 {n} 段在做什么、想到什么、心情如何',
        },
        brief: '{how}说说第 {n} 段去了哪',
        line: '{how}说说第 {n} 段去了哪、感受如何',
        else: '{how}说说第 {n} 段去了哪、看到什么、感受如何',
      },
    },
    en: {
      label: 'Moment{s} {n}',
      shot: {
        personal: 'Handheld POV: [film moment{s} {n}, only what you are willing to share]',
        sensitive: 'Wide or empty shot: [film the surroundings of moment{s} {n}, not the people affected]',
        odd: 'Handheld POV: [film moment{s} {n}]',
        else: 'Detail close-up: [film something worth a pause]',
      },
      screen: 'Moment{s} {n}',
      lead: ['{then}'],
      ask: {
        group: {
          personal: 'say what moments {n} are, a few words each',
          else: 'say where moments {n} are, a few words each',
        },
        personal: { brief: 'say what moment {n} is, {how}', else: 'say what moment {n} is and how you felt, {how}' },
        brief: 'say where moment {n} is, {how}',
        else: 'say where moment {n} is and how it feels, {how}',
      },
    },
  },
  surprise: {
    zh: {
      personal: {
        label: '小瞬间',
        shot: '{frame}，节奏放慢',
        screen: '一个小瞬间',
        lead: ['说一个小瞬间。'],
        ask: '讲一个让你记住的小瞬间',
      },
      sensitive: {
        label: '值得关注',
        shot: '{frame}，对镜头，语气平和',
        screen: '值得关注',
        lead: ['这件事提醒我们什么？'],
        ask: { brief: '说说值得关注的问题', else: '说说值得关注的问题，或大家能做的事' },
      },
      else: {
        label: '小插曲',
        shot: '节奏变化：定格/慢放/音效',
        screen: '计划之外',
        lead: ['说个计划之外的事。'],
        ask: '讲一件这一路上没想到的事',
      },
    },
    en: {
      personal: {
        label: 'A small moment',
        shot: '{frame}, slower pace',
        screen: 'A small moment',
        lead: ['One small moment.'],
        ask: 'tell one small moment that stayed with you',
      },
      sensitive: {
        label: 'What it asks of us',
        shot: '{frame}, to camera, calm',
        screen: 'What it asks of us',
        lead: ['What should we take from this?'],
        ask: { brief: 'say what deserves attention', else: 'say what deserves attention, or what people can do' },
      },
      else: {
        label: 'Off the plan',
        shot: 'Change of rhythm: freeze frame / slow motion / sound effect',
        screen: 'Off the plan',
        lead: ['Something I did not plan for.'],
        ask: 'tell one thing that did not go to plan',
      },
    },
  },
  feeling: {
    zh: {
      label: '感受',
      shot: { sensitive: '{frame}，对镜头，语气平和', else: '{frame}，自然光，对镜头聊感受' },
      screen: { sensitive: '我的感受', else: '今日感受' },
      lead: ['最后说说感受。'],
      ask: {
        personal: { brief: '{how}说说你的感受', else: '{how}说说你的感受，只说愿意分享的' },
        sensitive: '{how}说说你的感受，不猜测、不指责',
        brief: '{how}说说值不值得来',
        else: '{how}说说真心话：值不值得来，给想来的人一个建议',
      },
    },
    en: {
      label: 'How it felt',
      shot: { sensitive: '{frame}, to camera, calm', else: '{frame}, natural light, chatting to camera' },
      screen: { sensitive: 'How I feel', else: 'Takeaway' },
      lead: { sensitive: ['What I felt.'], else: ['So, how was it?'] },
      ask: {
        personal: { brief: 'say what you felt, {how}', else: 'say what you felt, {how}, only what you want to share' },
        sensitive: 'say what you felt, {how}, not guessing or blaming',
        brief: 'say if it was worth it, {how}',
        else: 'say if it was worth it and give one tip, {how}',
      },
    },
  },
} satisfies Record<string, BeatCopy>
