import type { PlatformExamples } from './types'

/**
 * Bilibili, 180 s (its shortest) explainer: the payoff and a chapter preview up front, one myth per
 * 36 s chapter with the reason behind it, a recap, then 一键三连. Beats of 25–36 s carry a lot of
 * voice-over; that is what a chaptered Bilibili video sounds like.
 */
export const bilibiliExamples: PlatformExamples = {
  zh: {
    topic: '手机充电的三个误区',
    format: 'talking_head',
    targetSeconds: 180,
    script: {
      titles: [
        '手机电池的三个充电误区，你可能天天在犯',
        '整夜充电会把电池充坏吗？三分钟讲清锂电池',
        '电量用完再充更护电池？其实正好相反',
      ],
      hook: {
        label: '开场钩子',
        shot: '横屏 16:9，桌面上一部正在充电的手机，镜头推近电量图标',
        voice_over: '你护电池的方法，可能正好反了。',
        on_screen_text: '你护电池的方法，可能反了',
        seconds: 3,
      },
      beats: [
        {
          label: '本期看点',
          shot: '对镜头中景，身后屏幕依次弹出三张章节卡',
          voice_over:
            '手机用久了续航变差，很多人第一反应是自己充电方式不对。这期我们一条一条拆三个流传很广的说法：电量用完再充、整夜充电会充坏、快充伤电池。每一条都讲清楚背后的原理，看完你就知道哪个习惯该改，哪些担心其实可以放下了。',
          on_screen_text: '本期：三个充电误区',
          seconds: 25,
        },
        {
          label: '误区一：用完再充',
          shot: '章节卡“误区一”；动画对比老式镍镉电池和手机锂电池',
          voice_over:
            '第一个误区：电量用完再充更护电池。这个说法来自老式的镍镉、镍氢电池，它们有记忆效应，总是没放空就充，能用的容量会越来越少。但现在手机用的是锂电池，基本没有记忆效应。反过来，经常用到自动关机，让电池长时间处在没电的状态，对锂电池反而是负担。所以别等没电了才找充电器，低电量提醒一出来就顺手充上，随用随充完全没问题。',
          on_screen_text: '误区一 ❌ 用完再充 ✅ 随用随充',
          seconds: 36,
        },
        {
          label: '误区二：整夜充电',
          shot: '章节卡“误区二”；床头充电的手机，切到手机设置里的电池页面录屏',
          voice_over:
            '第二个误区：整夜充电会把电池充坏。手机里有充电管理芯片，充满了就会停下，不会一直往里灌电，所以“充爆”这种担心可以放下。真正值得在意的，是电池长时间停在满电状态，尤其是又满又热的时候，老化会快一些。所以现在不少手机都有智能充电：夜里先充到一部分停一停，快到你起床时再充满。在设置里找到【填入你手机上这个功能的名称】，打开就行。',
          on_screen_text: '误区二 ❌ 会充爆 ✅ 打开智能充电',
          seconds: 36,
        },
        {
          label: '误区三：快充伤电池',
          shot: '章节卡“误区三”；充电曲线动画先陡后缓，再切到枕头下、车里暴晒的充电画面',
          voice_over:
            '第三个误区：快充伤电池。快充之所以快，是因为充电器和手机会先“商量”好用多大的功率，而且主要快在电量低的那一段，越接近充满，速度降得越多。快充本身不是问题，真正要防的，是充电时的热。边充电边打大型游戏、把手机压在枕头底下充、夏天放在车里晒着充，这些才是伤电池的场景。手机摸着烫手了，就先拔下来，放凉一点再充。',
          on_screen_text: '误区三 ❌ 快充伤电池 ✅ 真正怕的是热',
          seconds: 36,
        },
        {
          label: '总结',
          shot: '对镜头中景，屏幕上三条结论逐条打勾',
          voice_over:
            '总结一下：锂电池怕的不是多插几次充电器，而是热，还有长时间满电或者没电。日常做到三件事：随用随充，打开智能充电，充电时别让手机发烫，就已经避开了大部分坑。如果你的手机用了好几年，续航明显撑不过一天，那是电池正常老化了，不是你充错了，去官方售后换一块新电池，比折腾充电习惯管用得多。',
          on_screen_text: '随用随充 · 智能充电 · 别发烫',
          seconds: 34,
        },
      ],
      call_to_action: {
        label: '结尾引导',
        shot: '对镜头，屏幕弹出点赞、投币、收藏动画',
        voice_over: '如果这期对你有帮助，一键三连支持一下，评论区说说你还听过哪些充电说法，咱们一起辨一辨。',
        on_screen_text: '一键三连 👍🪙⭐',
        seconds: 10,
      },
      hashtags: ['手机', '电池', '充电', '锂电池', '充电误区', '手机电池'],
      cover_text: '充电三大误区',
      caption: null,
      notes: [],
    },
  },
  en: {
    topic: 'Three phone-charging myths',
    format: 'talking_head',
    targetSeconds: 180,
    script: {
      titles: [
        'Three phone-charging myths you probably still believe',
        'Does charging overnight ruin your battery? A 3-minute explainer',
        'Should you drain your phone before charging? Actually, no',
      ],
      hook: {
        label: 'Hook',
        shot: 'Horizontal 16:9, a phone charging on a desk, slow push-in on the battery icon',
        voice_over: 'You might be protecting your battery backwards.',
        on_screen_text: 'Protecting your battery backwards?',
        seconds: 3,
      },
      beats: [
        {
          label: 'In this video',
          shot: 'Medium shot to camera, three chapter cards popping up on the screen behind',
          voice_over:
            "When a phone's battery starts fading, most of us blame the way we charge it. So today we're taking apart three popular beliefs: drain it before you charge, overnight charging ruins it, and fast charging wears it out. For each one you'll get the why, so you know which habit to change and which worry to drop.",
          on_screen_text: 'Three charging myths',
          seconds: 25,
        },
        {
          label: 'Myth one: run it flat',
          shot: 'Chapter card "Myth 1"; animation comparing an old nickel battery with a lithium-ion cell',
          voice_over:
            "Myth one: let it run flat before you charge. That advice comes from older nickel-cadmium batteries, which had a memory effect: top them up too early and they seemed to lose capacity. Your phone runs on lithium-ion, which has essentially no memory effect. In fact, running it until it shuts down and leaving it empty is extra stress for a lithium cell. So don't wait for the red warning. Top up whenever it's convenient; little and often is fine.",
          on_screen_text: 'Myth 1 ❌ Run it flat ✅ Top up anytime',
          seconds: 36,
        },
        {
          label: 'Myth two: overnight charging',
          shot: 'Chapter card "Myth 2"; a phone charging on a nightstand, then a screen recording of the battery settings',
          voice_over:
            "Myth two: charging overnight will fry the battery. Your phone has charge management built in, so once it's full it stops pushing current in; it isn't overfilling all night. What does age a battery faster is sitting at full for hours, especially when it's also warm. That's why many phones now pause partway through the night and finish just before you usually wake up. Find [the name of this setting on your phone] and switch it on.",
          on_screen_text: 'Myth 2 ❌ It overcharges ✅ Smart charging on',
          seconds: 36,
        },
        {
          label: 'Myth three: fast charging',
          shot: 'Chapter card "Myth 3"; a charging curve that climbs steeply then flattens, then a phone under a pillow and on a sunny dashboard',
          voice_over:
            "Myth three: fast charging wears the battery out. Fast charging works because the charger and the phone agree on how much power to use, and most of the speed happens while the battery is low; it slows right down as it nears full. Speed isn't the enemy, heat is. Gaming while it charges, charging under your pillow, leaving it on a sunny dashboard: those are what hurt. If it's hot to the touch, unplug it and let it cool.",
          on_screen_text: "Myth 3 ❌ Fast charging ✅ It's the heat",
          seconds: 36,
        },
        {
          label: 'Recap',
          shot: 'Medium shot to camera, three takeaways ticking off on screen',
          voice_over:
            "To sum up: lithium batteries don't mind being plugged in often. What they hate is heat, and sitting completely full or completely empty for long stretches. Top up when it suits you, turn on smart charging, and keep it cool while it charges. And if your phone is a few years old and can't last the day, that's normal ageing: a new battery from an official service centre will do more than any charging trick.",
          on_screen_text: 'Top up · Smart charging · Keep it cool',
          seconds: 34,
        },
      ],
      call_to_action: {
        label: 'Call to action',
        shot: 'To camera, like, coin and favourite icons animating in',
        voice_over:
          'If this helped, hit like, coin and favourite, and tell me in the comments which charging myth you heard most often.',
        on_screen_text: 'Like 👍 Coin 🪙 Favourite ⭐',
        seconds: 10,
      },
      hashtags: ['PhoneBattery', 'ChargingTips', 'Smartphone', 'LithiumBattery', 'ChargingMyths'],
      cover_text: '3 charging myths',
      caption: null,
      notes: [],
    },
  },
}
