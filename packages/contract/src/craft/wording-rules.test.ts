import { describe, expect, it } from 'vitest'
import { hookWording, isCutShort, isCutTag, tagIsRelated } from './wording-rules'

describe('a hook that restates the topic or fits any topic', () => {
  it.each([
    ['12月新规来了。', '12月新规'],
    ['12月新规。', '12月新规'],
    ['Budget phones are here.', 'Budget phones'],
    ['2 points on Budget phones.', 'Budget phones'],
    ['淄博烧烤，2点说清楚。', '淄博烧烤'],
    ['Why are eggs so expensive?', 'Why are eggs so expensive?'],
    ['U17国足晋级亚洲杯，关键在哪？', 'U17国足晋级亚洲杯'],
    ['My 5:30 AM morning routine.', 'My 5:30 AM morning routine'],
  ])('"%s" only restates "%s"', (hook, topic) => {
    expect(hookWording(hook, topic)).toBe('restates')
  })

  it.each([
    ['一步步来。', '租房避坑'],
    ['Verdict first, details after.', 'Budget phones'],
    ['这件事，可能和你想的不一样。', '12月新规'],
    ['先说结论，再看细节。', 'iPhone 16 Pro 值不值得买？'],
    ['2 points, one by one.', 'Is remote work over?'],
    ["Here's what you need to know.", 'Budget phones'],
    ['很多人都不知道。', '养猫'],
    ['别划走！', '养猫'],
    ['Stop scrolling!', 'Budget phones'],
    ['一步步来。', undefined],
  ])('"%s" would fit any topic (topic "%s")', (hook, topic) => {
    expect(hookWording(hook, topic)).toBe('stock')
  })

  it.each([
    ['押金退不回来？先看这条。', '租房避坑'],
    ['押金退不回来？先看这条。', undefined],
    ['Eggs cost 40% more than last year. Blame the birds.', 'Why are eggs so expensive?'],
    ['12月起，个税专项附加扣除标准提高了。', '12月新规'],
    ['A $199 phone just beat my $999 one.', 'Budget phones'],
    ['你的猫半夜跑酷，其实是在求救。', '养猫'],
    ['Is your phone spying on you?', 'Budget phones'],
    // A blank is the creator's to write: not judged.
    ['【用一句话说出你的结论】', '养猫'],
  ])('"%s" says something of its own (topic "%s")', (hook, topic) => {
    expect(hookWording(hook, topic)).toBeNull()
  })
})

describe('a title or cover cut short', () => {
  it.each([
    ['Why are eggs so…', ['Why are eggs so expensive?']],
    ['Why are eggs so...', []],
    ['My 5', ['My 5:30 AM morning routine']],
    ['早上6', ['早上6:30起床的一天']],
    ['iPhone 16 Pro 值…', ['iPhone 16 Pro 值不值得买？']],
    // A cover cut from a title, the topic aside.
    ['My honest review of the…', ['Budget phones', 'My honest review of the Pixel 8a']],
    ['Budget phones are win…', ['Budget phones', 'Budget phones are winning']],
    ['神作之月！十年前的奇迹！新番时光机…', ['神作之月！十年前的奇迹！新番时光机「2012年10月篇」']],
    ['《小鲤鱼历险记', []],
    ['…', []],
  ])('"%s" is cut', (text, [topic, ...others]) => {
    expect(isCutShort(text, topic, others)).toBe(true)
  })

  it.each([
    ['5 tips', ['5 tips for better sleep']],
    ['Budget phones', ['Budget phones are winning']],
    ['My 5:30 AM morning', ['My 5:30 AM morning routine']],
    ['淄博烧烤', ['淄博烧烤全网第一火']],
    ['Why are eggs so expensive?', ['Why are eggs so expensive?']],
    // A teaser that trails off on its own words is a style, not a cut.
    ['Wait for it…', ['Budget phones']],
    ['结果没想到…', ['养猫']],
    // The topic's own ellipsis.
    ['I quit my job and…', ['I quit my job and… here is what happened']],
    ['《小鲤鱼历险记》结局', []],
  ])('"%s" is whole', (text, [topic, ...others]) => {
    expect(isCutShort(text, topic, others)).toBe(false)
  })
})

describe('a hashtag cut mid-phrase', () => {
  it.each([
    ['MorningRoutineAs', 'My morning routine as a nurse'],
    ['morningroutineas', 'My morning routine as a nurse'],
    ['BackTo', 'Back to school'],
    ['早上6', '早上6:30起床的一天'],
    ['早上起床的', '早上起床的一天'],
  ])('#%s is cut', (tag, script) => {
    expect(isCutTag(tag, script)).toBe(true)
  })

  it.each([
    // A whole word of a longer phrase is a tag: the check cannot tell an adjective from a noun.
    ['Expensive', 'Five expensive habits'],
    ['ExpensiveHabits', 'Five expensive habits'],
    ['MovingOn', 'Moving on after a breakup'],
    ['AllIn', 'All in on budget phones'],
    ['WhoWeAre', 'Who we are'],
    ['早上起床', '早上起床的一天'],
    ['PlanA', 'Plan A for a budget'],
  ])('#%s is whole', (tag, script) => {
    expect(isCutTag(tag, script)).toBe(false)
  })
})

describe('a hashtag about what the script says', () => {
  it.each([
    ['BetterSleep', 'Five tips to sleep better'],
    ['firstapartment', 'Your first apartment, three questions'],
    ['租房避坑', '租房前必须问清的三件事'],
    ['毕业租房', '租房前必须问清的三件事'],
    ['Eggs', 'Why are eggs so expensive?'],
    ['RemoteWork', 'Is remote work over?'],
    ['iPhone16Pro', 'iPhone 16 Pro 值不值得买？'],
    ['#养猫#', '养猫的三个误区'],
    // One family of words.
    ['RentingTips', 'Why first-time renters lose their deposit'],
    // A script word as its -ing form inside one lowercase word.
    ['bakingtips', "If it sinks, it isn't ready to bake with yet"],
  ])('#%s is related', (tag, script) => {
    expect(tagIsRelated(tag, script)).toBe(true)
  })

  it.each([
    ['体育', '早上6:30起床，先喝一杯温水'],
    ['赛事解读', '早上6:30起床，先喝一杯温水'],
    ['didyouknow', 'Eggs cost more than last year'],
    ['lifehacks', 'Budget phones are winning'],
    ['news', 'Budget phones are winning'],
    ['萌宠', '养猫的三个误区'],
    ['breadtok', "If it sinks, it isn't ready to bake with yet"],
  ])('#%s is unrelated', (tag, script) => {
    expect(tagIsRelated(tag, script)).toBe(false)
  })
})
