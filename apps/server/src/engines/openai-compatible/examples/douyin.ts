import type { PlatformExamples } from './types'

/** Douyin, 30 s talking head: a checklist said to camera, one point per cut, nothing the creator must look up but one local rule. */
export const douyinExamples: PlatformExamples = {
  zh: {
    topic: '第一次租房避坑',
    format: 'talking_head',
    targetSeconds: 30,
    script: {
      titles: ['第一次租房，签合同前先查这4件事', '押金退不回来？问题出在签约那天', '刚毕业要租房的，看完再去看房'],
      hook: {
        label: '开场钩子',
        shot: '竖屏近景，手里晃着一份租房合同，直视镜头',
        voice_over: '押金被扣光，坑都埋在签约那天。',
        on_screen_text: '押金被扣光？坑在签约那天',
        seconds: 3,
      },
      beats: [
        {
          label: '核对产权',
          shot: '特写：房产证和房东身份证并排，姓名处打码',
          voice_over: '先核对房产证和房东身份证，二房东得有房东签字的转租同意书。',
          on_screen_text: '① 房产证和身份证，名字对得上',
          seconds: 6,
        },
        {
          label: '抄表拍照',
          shot: '手机对着电表读数拍照，再切到交接单上手写的数字',
          voice_over: '水电燃气表当场拍照，读数写进交接单，免得替上一任租客交费。',
          on_screen_text: '② 水电燃气读数，拍照存档',
          seconds: 6,
        },
        {
          label: '押金条款',
          shot: '笔尖划过合同里的押金条款，圈出退还时间',
          voice_over: '押金怎么扣、几天内退，都写进合同，【填入你所在城市的押金规则】。',
          on_screen_text: '③ 押金扣款和退还，写进合同',
          seconds: 6,
        },
        {
          label: '录像留底',
          shot: '手持跟拍：逐一打开空调、热水器、冰箱',
          voice_over: '最后，屋里每件家具家电开机试一遍，全程录像留底。',
          on_screen_text: '④ 家电逐个试，全程录像',
          seconds: 5,
        },
      ],
      call_to_action: {
        label: '结尾引导',
        shot: '近景对镜头，合上合同，竖起大拇指',
        voice_over: '点赞收藏，看房那天对着查，关注我少踩坑。',
        on_screen_text: '点赞 ❤️ 收藏 ⭐ 关注 ➕',
        seconds: 4,
      },
      hashtags: ['租房避坑', '租房', '毕业生租房', '租房合同'],
      cover_text: '签约前必查4件事',
      caption: null,
      notes: [],
    },
  },
  en: {
    topic: 'First apartment mistakes to avoid',
    format: 'talking_head',
    targetSeconds: 30,
    script: {
      titles: [
        'Four things to check before you sign your first lease',
        'Why first-time renters lose their deposit',
        "Don't sign that lease yet: a 30-second checklist",
      ],
      hook: {
        label: 'Hook',
        shot: 'Vertical close-up, waving a lease at the camera',
        voice_over: 'Signing your first lease? Check four things.',
        on_screen_text: 'First lease? Check these 4',
        seconds: 3,
      },
      beats: [
        {
          label: 'Who owns it',
          shot: 'Close-up: an ID card next to the ownership papers, names blurred',
          voice_over: 'One: ask for ID and proof they own the place, or written permission to sublet.',
          on_screen_text: '1. Owner ID + proof of ownership',
          seconds: 6,
        },
        {
          label: 'Meter photos',
          shot: 'Phone photographing the electricity meter, then the readings written on the move-in sheet',
          voice_over: "Two: photograph every meter on move-in day, so you don't pay the last tenant's bills.",
          on_screen_text: '2. Photograph every meter',
          seconds: 6,
        },
        {
          label: 'Deposit terms',
          shot: 'Pen circling the deposit clause in the lease',
          voice_over: "Three: the deposit deductions and return date go in writing. [add your city's deposit rule]",
          on_screen_text: '3. Deposit terms in writing',
          seconds: 6,
        },
        {
          label: 'Film the walkthrough',
          shot: 'Handheld: switching on the air conditioner, the water heater, the fridge',
          voice_over: 'Four: test every appliance, and film the whole walkthrough before you unpack.',
          on_screen_text: '4. Test it all, film it all',
          seconds: 5,
        },
      ],
      call_to_action: {
        label: 'Call to action',
        shot: 'Close-up to camera, folding the lease, thumbs up',
        voice_over: 'Like, save this for viewing day, and follow for more.',
        on_screen_text: 'Like ❤️ Save ⭐ Follow ➕',
        seconds: 4,
      },
      hashtags: ['FirstApartment', 'RentingTips', 'TenantRights'],
      cover_text: 'Before you sign',
      caption: null,
      notes: [],
    },
  },
}
