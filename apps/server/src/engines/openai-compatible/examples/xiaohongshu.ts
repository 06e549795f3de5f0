import type { PlatformExamples } from './types'

/** Xiaohongshu, 60 s vlog: a relatable problem, the routine shown while talking, a mistake owned up to, how it feels; the note repeats the tips in emoji paragraphs. */
export const xiaohongshuExamples: PlatformExamples = {
  zh: {
    topic: '上班族周日备餐带饭',
    format: 'vlog',
    targetSeconds: 60,
    script: {
      titles: ['打工人带饭｜周日备好三天午饭', '带饭不难吃的3个小习惯🍱', '微波炉一热就发黄？带饭别选这类菜'],
      hook: {
        label: '开场钩子',
        shot: '俯拍：打开饭盒，青菜已经发黄发软，筷子停住',
        voice_over: '带饭难吃，可能不怪你的手艺。',
        on_screen_text: '带饭难吃，不怪手艺',
        seconds: 3,
      },
      beats: [
        {
          label: '周日备餐',
          shot: '厨房暖光，锅里翻炒，三个饭盒排开；饭菜摊在大盘里冒热气',
          voice_over:
            '周日晚上我会留一点时间，把接下来三天的午饭一起做好。主食、肉、菜分开做，做好先摊在盘子里晾凉，再装盒盖盖子，放进冰箱冷藏。',
          on_screen_text: '习惯一：晾凉再盖盖',
          seconds: 13,
        },
        {
          label: '踩过的坑',
          shot: '左右分屏：发黄的炒青菜，对比颜色鲜亮的西兰花、胡萝卜、豆角',
          voice_over:
            '小插曲：以前我带炒青菜，第二天中午一热，又黄又软。后来换成西兰花、胡萝卜、豆角这类耐放的菜，回热以后颜色还在，吃起来也不塌。',
          on_screen_text: '习惯二：少带绿叶菜',
          seconds: 14,
        },
        {
          label: '酱汁分装',
          shot: '特写：酱汁倒进小酱料盒，扣进饭盒角落；午饭时淋上去',
          voice_over:
            '还有一个小习惯：酱汁单独装进小盒，吃之前再淋。米饭不会被泡得黏糊糊，肉也还是香的，带饭好不好吃，差别就在这儿。',
          on_screen_text: '习惯三：酱汁单独装',
          seconds: 13,
        },
        {
          label: '打开饭盒',
          shot: '工位上打开饭盒，微波炉叮一声，第一口的近景',
          voice_over:
            '这样备一次，工作日中午打开饭盒，不用纠结点什么外卖，也不用排队。自己做的饭，味道和分量都刚好是自己喜欢的，这种踏实感很治愈。',
          on_screen_text: '中午打开饭盒的踏实感',
          seconds: 13,
        },
      ],
      call_to_action: {
        label: '结尾引导',
        shot: '三个饭盒摞起来放进冰箱，对镜头笑',
        voice_over: '收藏起来周日照着做，评论区交作业～',
        on_screen_text: '收藏 ⭐ 评论 💬',
        seconds: 4,
      },
      hashtags: ['上班族带饭', '带饭', '备餐', '饭盒', '打工人午餐', '周日备餐'],
      cover_text: '周日备餐｜三天午饭',
      caption: [
        '🍱 周日备好三天午饭，分享三个让带饭不难吃的小习惯',
        '⏰ 这次备餐花了【写下你实际用了多久】',
        '❄️ 习惯一：饭菜晾凉再盖盖，冷藏不积水',
        '🥦 习惯二：少带绿叶菜，换成西兰花、胡萝卜、豆角',
        '🥣 习惯三：酱汁单独装，吃之前再淋',
        '💬 你带饭最常做什么菜？评论区互相抄作业～',
      ].join('\n'),
      notes: [],
    },
  },
  en: {
    topic: 'Sunday lunch prep for the work week',
    format: 'vlog',
    targetSeconds: 60,
    script: {
      titles: [
        "Work lunches that don't taste sad 🍱",
        '3 habits for better packed lunches',
        'Why your packed greens turn yellow',
      ],
      hook: {
        label: 'Hook',
        shot: 'Top-down: a lunch box opens on limp, yellowed greens; the fork stops mid-air',
        voice_over: 'Sad packed lunch? Probably not your cooking.',
        on_screen_text: 'Not your cooking',
        seconds: 3,
      },
      beats: [
        {
          label: 'Sunday prep',
          shot: 'Warm kitchen light, a pan tossing, three lunch boxes lined up; food steaming on a tray',
          voice_over:
            'On Sunday evening I cook the next three days of lunches. Rice, protein and veg stay separate, and everything cools on a tray before the lids go on, so nothing turns soggy.',
          on_screen_text: 'Habit 1: cool before lidding',
          seconds: 13,
        },
        {
          label: 'What I got wrong',
          shot: 'Side by side: yellowed stir-fried greens vs bright broccoli, carrots and green beans',
          voice_over:
            "What I got wrong: I used to pack leafy greens, and after one night they reheated yellow and limp. Now it's broccoli, carrots and green beans, which reheat with their colour and crunch.",
          on_screen_text: 'Habit 2: skip leafy greens',
          seconds: 14,
        },
        {
          label: 'Sauce on the side',
          shot: 'Close-up: sauce poured into a tiny pot that clips into the box corner; poured over at lunch',
          voice_over:
            'One more habit: sauce goes in its own little pot, poured on right before eating. The rice never turns to mush, and the meat still tastes like dinner.',
          on_screen_text: 'Habit 3: sauce on the side',
          seconds: 13,
        },
        {
          label: 'Lunchtime',
          shot: 'At a desk: the microwave beeps, the lid comes off, close-up of the first bite',
          voice_over:
            'So at noon, I open a box I actually want to eat. No scrolling delivery apps, no queue, just food made the way I like it. That small calm carries my afternoon.',
          on_screen_text: 'A lunch I want to eat',
          seconds: 13,
        },
      ],
      call_to_action: {
        label: 'Call to action',
        shot: 'Three boxes stacked into the fridge, a smile to camera',
        voice_over: 'Save this for Sunday, and show me your lunch below.',
        on_screen_text: 'Save ⭐ Comment 💬',
        seconds: 4,
      },
      hashtags: ['MealPrep', 'MealPrepSunday', 'WorkLunch', 'PackedLunch', 'LunchBox', 'BentoBox'],
      cover_text: 'Sunday lunch prep',
      caption: [
        '🍱 Three days of work lunches, cooked on Sunday, and the three habits that keep them tasting fresh',
        '⏰ This prep took me [write how long yours really took]',
        '❄️ Habit 1: let everything cool before the lids go on, so nothing steams itself soggy',
        '🥦 Habit 2: skip leafy greens; broccoli, carrots and green beans reheat far better',
        '🥣 Habit 3: sauce in its own pot, poured on just before eating',
        "💬 What's in your lunch box this week? Show me in the comments",
      ].join('\n'),
      notes: [],
    },
  },
}
