import type { Brief, Language, ScriptFormat } from '@hookline/contract'
import { opensWithHeadlineLabel } from '../topic'
import type { Experience, Shape } from '../topic-shape'
import { readsAsAnnouncement } from './announcement/announcement-reading'
import { choiceOptions } from './choice/choice-reading'
import { MUSIC_WORDS } from './heard/heard-reading'
import { playedShow } from './live/live-reading'
import { readsAsMatch } from './match/match-reading'
import { readsAsNews } from './news-commentary/news-commentary-reading'
import { aboutAWork, asksIfWorthWatching } from './reaction/reaction-reading'
import { asksIfWorthIt } from './review/review-reading'
import { filmsADay } from './vlog/vlog-reading'

/**
 * What a draft is, once its topic is read: a format's own genre, or one a topic asks of a format
 * (news of an announcement or of a match; a talking head of the creator's experience, of a work,
 * a song or a show, or of a choice). Every part of the draft looks its genre up in GENRES
 * (genres/index.ts), one kit a genre in its own folder (genres/<genre>/): a genre added here is
 * named by the compiler there, and one that a topic asks of a format is read by a row of READINGS.
 */
export type Genre = ScriptFormat | 'announcement' | 'match' | 'experience' | 'reaction' | 'heard' | 'live' | 'choice'

/** The genres of a talking head about a work: a film or a clip, a song (heard), a show that was played (live). */
const REACTIONS: ReadonlySet<Genre> = new Set(['reaction', 'heard', 'live'])

/**
 * How the offline engine reads a topic, decided once (readTopic) and passed on. `format` is the
 * format it is told in, which a topic can change (a headline told as news, a day filmed as a vlog).
 */
export type TopicReading =
  | { genre: 'choice'; format: ScriptFormat; options: string[] }
  | { genre: Exclude<Genre, 'choice'>; format: ScriptFormat }

/** A talking head about a work, a song or a show that was played. */
export const reacts = (reading: TopicReading) => REACTIONS.has(reading.genre)

/** The options a choice weighs ("考研还是工作": 考研, 工作); null for any other genre. */
export const optionsOf = (reading: TopicReading) => (reading.genre === 'choice' ? reading.options : null)

/** What the reading's rows read: the topic's facts, found once (context.ts). */
export interface TopicFacts {
  brief: Brief
  core: string
  /** The script the topic is written in, which it is read in whatever the draft's language. */
  script: Language
  /** What the topic asks for as it is written, before an experience counts its own items. */
  asked: Shape
  shape: Shape
  sensitive: boolean
  personal: boolean
  experience: Experience | null
}

/**
 * The format a topic is told in. Talking head is the brief's default format; about a headline, or
 * a death, a disaster or a crime, it is told as news commentary: what happened, the views, a take,
 * never "an example". One person's illness is not news: it stays a talking head, and is one as a
 * review or a tutorial. Whether it is worth buying is a review's question; a day or a routine
 * filmed as it goes is a vlog. A concert that was played is talked about as a show (its moments,
 * a verdict), though its headline reads as news. `played`: that concert.
 */
function toldFormat(facts: TopicFacts, played: boolean): ScriptFormat {
  const { brief, core, script, sensitive, personal, experience, shape, asked } = facts
  const asksItsOwn = !sensitive && !experience
  const news =
    brief.format === 'talking_head' &&
    !played &&
    ((sensitive && !personal) ||
      (!experience && (opensWithHeadlineLabel(brief.topic) || readsAsNews(core, script, shape))))
  const told = personal && (brief.format === 'review' || brief.format === 'tutorial')
  const reviewed = brief.format === 'talking_head' && asksItsOwn && asksIfWorthIt(core)
  const filmed = brief.format === 'talking_head' && asksItsOwn && asked.kind === 'plain' && filmsADay(core)
  return news ? 'news_commentary' : told ? 'talking_head' : reviewed ? 'review' : filmed ? 'vlog' : brief.format
}

/** What a row reads beside the facts: the format the topic is told in, and whether it is about a work. */
interface Told extends TopicFacts {
  format: ScriptFormat
  played: boolean
  reaction: boolean
}

/** The genres a topic asks of its format, each read by a row of READINGS. */
type AskedGenre = Exclude<Genre, ScriptFormat>

/** A row: the genre it gives and how it reads a topic as that genre (null: it does not). */
interface Row<G extends AskedGenre = AskedGenre> {
  genre: G
  read: (told: Told) => TopicReading | null
}

/** A row that reads its genre when `test` holds. */
const when = <G extends Exclude<AskedGenre, 'choice'>>(genre: G, test: (told: Told) => boolean): Row<G> => ({
  genre,
  read: (told) => (test(told) ? { genre, format: told.format } : null),
})

/**
 * The rows in order, checked to read every genre a topic can ask of a format: a genre without a
 * row would never be read, so for a new one the compiler names this file and the genre (`missing`).
 */
const inOrder = <const R extends readonly Row[]>(
  rows: R &
    ([Exclude<AskedGenre, R[number]['genre']>] extends [never]
      ? unknown
      : { missing: Exclude<AskedGenre, R[number]['genre']> }),
): readonly Row[] => rows

/**
 * The genres a topic can ask of its format, in order: the first row that reads it decides. No
 * row: the format's own genre.
 */
const READINGS = inOrder([
  // A match announced ("世界杯赛程公布") is told by what is known; one played, by how it went.
  when('announcement', (t) => t.format === 'news_commentary' && !t.sensitive && readsAsAnnouncement(t.core, t.script)),
  when('match', (t) => t.format === 'news_commentary' && !t.sensitive && readsAsMatch(t.core, t.script)),
  // A talking head of the creator's own experience is told as one, not as points.
  when('experience', (t) => t.experience !== null && t.format === 'talking_head'),
  when('live', (t) => t.reaction && t.played),
  when('heard', (t) => t.reaction && MUSIC_WORDS.test(t.core)),
  when('reaction', (t) => t.reaction),
  // A talking head that weighs options ("考研还是工作") lays out each, then how to choose.
  {
    genre: 'choice',
    read: (t) => {
      const options =
        t.format === 'talking_head' && !t.sensitive && !t.experience ? choiceOptions(t.core, t.script) : null
      return options ? { genre: 'choice', format: t.format, options } : null
    },
  },
])

/** The topic's reading: the format it is told in, and the genre the first row that reads it gives. */
export function readTopic(facts: TopicFacts): TopicReading {
  const { brief, core, script, sensitive, personal, experience, shape } = facts
  const asksItsOwn = !sensitive && !experience
  // A list of generic points ("海贼王5个名场面") is one too: each point is a moment.
  const asksNothingElse = shape.kind === 'plain' || (shape.kind === 'list' && shape.item.en === 'Point')
  const played = brief.format === 'talking_head' && asksItsOwn && asksNothingElse && playedShow(core, script)
  const format = toldFormat(facts, played)
  // A review or a tutorial of a death or a disaster makes no sense: such a topic is told as news.
  if (sensitive && !personal && (format === 'review' || format === 'tutorial'))
    return { genre: 'news_commentary', format }
  const reaction =
    format === 'talking_head' &&
    asksItsOwn &&
    (played || (asksNothingElse && aboutAWork(core, script)) || asksIfWorthWatching(core))
  const told: Told = { ...facts, format, played, reaction }
  for (const { read } of READINGS) {
    const reading = read(told)
    if (reading) return reading
  }
  return { genre: format, format }
}
