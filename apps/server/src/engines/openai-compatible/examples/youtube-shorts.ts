import type { PlatformExamples } from './types'

/** YouTube Shorts, 30 s review: the verdict teased first, one upside, one catch, who should buy; the creator's own usage left for them. */
export const youtubeShortsExamples: PlatformExamples = {
  zh: {
    topic: '硅胶保鲜袋值不值得买',
    format: 'review',
    targetSeconds: 30,
    script: {
      titles: ['硅胶保鲜袋值得买吗？优缺点一次说清', '想换掉一次性保鲜袋？先看这条', '硅胶保鲜袋：适合谁，不适合谁'],
      hook: {
        label: '开场钩子',
        shot: '竖屏特写：一只装着汤的硅胶袋被捏起来晃一晃',
        voice_over: '硅胶保鲜袋，不是人人都适合。',
        on_screen_text: '不是人人都适合',
        seconds: 3,
      },
      beats: [
        {
          label: '好用在哪',
          shot: '快切：装肉冷冻、装汤立在冰箱门、装零食塞进包里',
          voice_over: '我用了【写下你用了多久】，冷冻、装汤、带零食都行，洗干净反复用，一次性袋子少买了不少。',
          on_screen_text: '能冻 · 能装汤 · 能反复用',
          seconds: 8,
        },
        {
          label: '缺点',
          shot: '近景：袋口撑开，里面还挂着水珠；凑近闻一下皱眉',
          voice_over: '缺点也明显：袋子里面不好晾干，装过红烧肉的油味，洗几遍还在，价格也比一次性的贵。',
          on_screen_text: '难晾干 · 留油味 · 价格贵',
          seconds: 8,
        },
        {
          label: '结论',
          shot: '对镜头，左手硅胶袋，右手一卷普通保鲜袋',
          voice_over: '所以，常冻肉、爱带饭的人值得买；偶尔用用的，普通保鲜袋就够了。',
          on_screen_text: '常冻肉、带饭：买 ✅ 偶尔用：不必',
          seconds: 7,
        },
      ],
      call_to_action: {
        label: '结尾引导',
        shot: '把袋子丢回抽屉，指向订阅按钮',
        voice_over: '订阅频道，评论区说说你会不会买它。',
        on_screen_text: '订阅 🔔',
        seconds: 4,
      },
      hashtags: ['硅胶保鲜袋', '保鲜袋', 'shorts'],
      cover_text: '硅胶保鲜袋值不值',
      caption: null,
      notes: [],
    },
  },
  en: {
    topic: 'Are silicone food bags worth it?',
    format: 'review',
    targetSeconds: 30,
    script: {
      titles: [
        'Silicone food bags: worth it or not?',
        'Before you ditch plastic bags, watch this',
        "Who silicone bags are for (and who they aren't)",
      ],
      hook: {
        label: 'Hook',
        shot: 'Vertical close-up: a silicone bag full of soup, squeezed and jiggled',
        voice_over: "Silicone bags aren't for everyone. Here's why.",
        on_screen_text: 'Not for everyone',
        seconds: 3,
      },
      beats: [
        {
          label: 'The upside',
          shot: 'Quick cuts: meat going into the freezer, soup standing in the fridge door, snacks into a backpack',
          voice_over:
            "After [say how long you've used them], the upside is clear: they freeze, hold soup, and replace throwaway bags.",
          on_screen_text: 'Freezer · soup · reusable',
          seconds: 8,
        },
        {
          label: 'The catch',
          shot: 'Close-up: water beads inside an open bag; a sniff, a wince',
          voice_over:
            "The catch: they're hard to dry inside, oily food leaves a smell that lingers, and they cost more up front.",
          on_screen_text: 'Slow to dry · smells · pricier',
          seconds: 8,
        },
        {
          label: 'Verdict',
          shot: 'To camera, a silicone bag in one hand and a roll of plastic bags in the other',
          voice_over: 'If you freeze a lot or pack lunch daily, buy them. If not, regular bags are fine.',
          on_screen_text: 'Freeze or meal prep? Yes ✅',
          seconds: 7,
        },
      ],
      call_to_action: {
        label: 'Call to action',
        shot: 'Tosses the bag back in the drawer, points at the subscribe button',
        voice_over: 'Subscribe, and tell me below: would you buy them?',
        on_screen_text: 'Subscribe 🔔',
        seconds: 4,
      },
      hashtags: ['SiliconeBags', 'ReusableBags', 'Shorts'],
      cover_text: 'Worth it or not?',
      caption: null,
      notes: [],
    },
  },
}
