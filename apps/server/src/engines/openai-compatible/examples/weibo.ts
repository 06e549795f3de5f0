import type { PlatformExamples } from './types'

/** Weibo, 45 s news commentary: the take in the first line, the news in one beat, the argument, the other side; the post says it again in text. */
export const weiboExamples: PlatformExamples = {
  zh: {
    topic: '高铁静音车厢该不该多开',
    format: 'news_commentary',
    targetSeconds: 45,
    script: {
      titles: ['高铁静音车厢，我希望多开几节', '静音车厢能治好高铁外放吗？', '想在高铁上睡一觉，为什么这么难'],
      hook: {
        label: '开场钩子',
        shot: '横屏，高铁车厢里对镜头，压低声音说话',
        voice_over: '高铁静音车厢，我希望多开几节。',
        on_screen_text: '静音车厢，我投赞成票',
        seconds: 3,
      },
      beats: [
        {
          label: '新闻点',
          shot: '购票软件选座页面录屏，再切到车厢门口的静音标识',
          voice_over:
            '先说背景：部分高铁线路已经开了静音车厢，买票时就能选。进了这节车厢，手机调静音，看视频戴耳机，打电话去车厢连接处。',
          on_screen_text: '买票可选 · 手机静音 · 电话去连接处',
          seconds: 12,
        },
        {
          label: '我的观点',
          shot: '对镜头中景，身后车窗外景色掠过',
          voice_over:
            '我支持，理由很简单：安静不该靠运气。现在想安静，只能祈祷邻座不外放；有了静音车厢，想安静的人有地方去，想聊天的人也不用被瞪。',
          on_screen_text: '安静不该靠运气',
          seconds: 13,
        },
        {
          label: '另一面',
          shot: '车厢连接处的空镜，再回到对镜头',
          voice_over:
            '但难处也在这：规矩全靠自觉，真遇到外放，乘务员能管多少？带娃的家庭也该有个不被嫌弃的车厢，分开坐，比互相指责管用。',
          on_screen_text: '靠自觉，谁来管？',
          seconds: 13,
        },
      ],
      call_to_action: {
        label: '结尾引导',
        shot: '对镜头，抬手指向评论区',
        voice_over: '你会选静音车厢吗？转发评论说说理由。',
        on_screen_text: '转发 🔁 评论 💬',
        seconds: 4,
      },
      hashtags: ['高铁静音车厢', '高铁外放'],
      cover_text: '静音车厢，该多开吗？',
      caption: [
        '高铁静音车厢，我投赞成票。',
        '安静不该靠运气：想休息的人有个去处，想聊天的人也不用挨白眼。',
        '但规矩全靠自觉，遇到外放谁来管、带娃的家庭坐哪，都还没有好答案。我常坐的线路：【补充它有没有开静音车厢】。',
        '你坐过静音车厢吗？体验怎么样？#高铁静音车厢#',
      ].join('\n'),
      notes: [],
    },
  },
  en: {
    topic: 'Quiet carriages on high-speed trains',
    format: 'news_commentary',
    targetSeconds: 45,
    script: {
      titles: [
        'Quiet carriages belong on every train',
        'Can a quiet carriage stop loud phones on trains?',
        'Why I would book the quiet carriage',
      ],
      hook: {
        label: 'Hook',
        shot: 'Horizontal, seated in a train carriage, talking to camera in a low voice',
        voice_over: 'Quiet carriages should be on every train.',
        on_screen_text: 'Quiet carriages: yes',
        seconds: 3,
      },
      beats: [
        {
          label: 'The news',
          shot: 'Screen recording of a booking app seat map, then the quiet-carriage sign by the door',
          voice_over:
            'Quick background: some high-speed trains in China now have a quiet carriage you can choose when you book. Phones on silent, headphones on, calls taken between cars.',
          on_screen_text: 'Pick it when booking · silent phones',
          seconds: 12,
        },
        {
          label: 'My take',
          shot: 'Medium shot to camera, scenery rushing past the window',
          voice_over:
            "I'm all for it. Quiet shouldn't depend on luck, or on your neighbour's volume. People who want rest get a place to go, and chatty groups stop getting glared at.",
          on_screen_text: "Quiet shouldn't depend on luck",
          seconds: 13,
        },
        {
          label: 'The catch',
          shot: 'Empty vestibule between carriages, then back to camera',
          voice_over:
            'The catch: it runs on the honour system. If someone blasts a video anyway, will staff step in? And families with toddlers deserve a carriage of their own.',
          on_screen_text: 'Who enforces it?',
          seconds: 13,
        },
      ],
      call_to_action: {
        label: 'Call to action',
        shot: 'To camera, pointing down at the comments',
        voice_over: 'Would you book one? Repost and tell me why.',
        on_screen_text: 'Repost 🔁 Comment 💬',
        seconds: 4,
      },
      hashtags: ['QuietCarriage', 'HighSpeedRail', 'ChinaTravel'],
      cover_text: 'Quiet carriage: yes or no?',
      caption: [
        "Quiet carriages on high-speed trains: I'm for them.",
        "Quiet shouldn't depend on who sits next to you. People who want rest get a place to go, and chatty groups stop getting glared at.",
        'The open questions: who enforces it, and where do families with toddlers sit? On the line I take most, [say whether your usual line has a quiet carriage].',
        'Have you booked one? How did it go? #QuietCarriage#',
      ].join('\n'),
      notes: [],
    },
  },
}
