import type { PlatformExamples } from './types'

/** TikTok, 30 s tutorial: the result first, then one step per cut, shown with the hands rather than explained. */
export const tiktokExamples: PlatformExamples = {
  zh: {
    topic: '床笠怎么叠才整齐',
    format: 'tutorial',
    targetSeconds: 30,
    script: {
      titles: ['床笠怎么叠？四步叠成方块', '叠不好的床笠，换这个叠法', '柜子里那团床笠，终于能叠平了'],
      hook: {
        label: '开场钩子',
        shot: '快切：柜子里皱成一团的床笠，下一帧变成叠好的方块',
        voice_over: '床笠别再揉成一团塞柜子了。',
        on_screen_text: '床笠也能叠成方块',
        seconds: 3,
      },
      beats: [
        {
          label: '翻面撑角',
          shot: '俯拍床面：床笠翻面，双手伸进短边的两个角',
          voice_over: '先把床笠翻面，两只手分别撑进短边的两个角里，像戴手套一样。',
          on_screen_text: '① 翻面，手撑两个角',
          seconds: 6,
        },
        {
          label: '角套角',
          shot: '近景：双手合拢，一个角翻过来包住另一个角',
          voice_over: '双手合拢，一个角翻过来套住另一个，另一头的两个角也照做。',
          on_screen_text: '② 角套角，两头都做',
          seconds: 6,
        },
        {
          label: '折成长方形',
          shot: '俯拍：床笠平铺，把松紧边往里折，手掌抹平',
          voice_over: '现在平铺在床上，把带松紧带的边往里折，抚平成一个长方形。',
          on_screen_text: '③ 松紧边往里折',
          seconds: 6,
        },
        {
          label: '收成方块',
          shot: '俯拍加速：折三折、再对折，放进收纳柜',
          voice_over: '最后按长边折三折，再对折，平平整整的方块就好了。',
          on_screen_text: '④ 折三折，再对折',
          seconds: 5,
        },
      ],
      call_to_action: {
        label: '结尾引导',
        shot: '把叠好的床笠拍在镜头前，指向屏幕下方',
        voice_over: '你的床笠平时怎么收？评论区说说，关注我。',
        on_screen_text: '关注 ➕ 看更多',
        seconds: 4,
      },
      hashtags: ['床笠怎么叠', '收纳技巧', '床笠叠法'],
      cover_text: '床笠四步叠成方块',
      caption: null,
      notes: [],
    },
  },
  en: {
    topic: 'How to fold a fitted sheet',
    format: 'tutorial',
    targetSeconds: 30,
    script: {
      titles: [
        'How to fold a fitted sheet (flat, for real)',
        'The fitted sheet fold nobody showed you',
        'Stop balling up your fitted sheets',
      ],
      hook: {
        label: 'Hook',
        shot: 'Jump cut: a crumpled ball of sheet in a closet, then the same sheet as a neat square',
        voice_over: 'Yes, a fitted sheet can fold flat.',
        on_screen_text: 'Yes, it folds flat',
        seconds: 3,
      },
      beats: [
        {
          label: 'Hands in the corners',
          shot: 'Top-down on the bed: sheet inside out, hands slipping into two corners',
          voice_over: 'Turn it inside out and slip your hands into two corners on a short side.',
          on_screen_text: '1. Inside out, hands in corners',
          seconds: 6,
        },
        {
          label: 'Corner over corner',
          shot: 'Close-up: hands meet, one corner folds over the other',
          voice_over: 'Hands together, tuck one corner over the other, then repeat at the far end.',
          on_screen_text: '2. Tuck corner over corner',
          seconds: 6,
        },
        {
          label: 'Make a rectangle',
          shot: 'Top-down: sheet laid flat, elastic edges folded in, palms smoothing it',
          voice_over: 'Lay it flat, fold the elastic edges in, and smooth it into a rectangle.',
          on_screen_text: '3. Elastic in, smooth it out',
          seconds: 6,
        },
        {
          label: 'Fold it down',
          shot: 'Sped up: fold in thirds, then in half, onto the shelf',
          voice_over: 'Fold it in thirds lengthwise, then in half. Done, and flat.',
          on_screen_text: '4. Thirds, then half',
          seconds: 5,
        },
      ],
      call_to_action: {
        label: 'Call to action',
        shot: 'Slaps the folded square down in front of the lens, points down at the follow button',
        voice_over: 'How do you fold yours? Comment, and follow for more.',
        on_screen_text: 'Follow ➕ for more',
        seconds: 4,
      },
      hashtags: ['FittedSheet', 'LinenCloset', 'FoldingHacks'],
      cover_text: 'Fold a fitted sheet',
      caption: null,
      notes: [],
    },
  },
}
