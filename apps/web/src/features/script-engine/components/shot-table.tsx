import { useTranslation } from 'react-i18next'
import type { ScriptBeat } from '@hookline/contract'
import { beatSpans, timecode } from '../lib/script-timing'
import { CopyButton } from './copy-button'
import { EditableLine } from './editable-line'

/** Each beat's text for the row's copy button: every field, labelled, one per line. */
function beatText(beat: ScriptBeat, labels: { shot: string; voiceOver: string; onScreen: string; seconds: string }) {
  return [
    `${labels.shot}: ${beat.shot}`,
    `${labels.voiceOver}: ${beat.voice_over}`,
    `${labels.onScreen}: ${beat.on_screen_text}`,
    labels.seconds,
  ].join('\n')
}

/**
 * The beats as a shot table: shot/visuals, voice-over, on-screen text and seconds,
 * with timecodes from the end of the hook. Below md the rows become cards.
 */
export function ShotTable({
  beats,
  start,
  onEditVoiceOver,
}: {
  beats: ScriptBeat[]
  start: number
  /** Click-to-edit of a beat's voice-over; absent while streaming or on an unfinished version. */
  onEditVoiceOver?: (index: number, value: string) => Promise<boolean>
}) {
  const { t } = useTranslation('scripts')
  const spans = beatSpans(beats, start)
  const rows = beats.map((beat, index) => {
    const { from, to } = spans[index]
    const name = t('script.beatName', { number: index + 1, label: beat.label })
    const copyText = beatText(beat, {
      shot: t('script.shot'),
      voiceOver: t('script.voiceOver'),
      onScreen: t('script.onScreenText'),
      seconds: t('duration.seconds', { count: beat.seconds }),
    })
    const line = (
      <EditableLine
        text={beat.voice_over}
        name={t('edit.fieldOf', { field: t('script.voiceOver'), section: name })}
        onSave={onEditVoiceOver && ((value) => onEditVoiceOver(index, value))}
      />
    )
    return { beat, index, from, to, name, copyText, line }
  })

  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border bg-card shadow-xs md:block">
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{t('script.beats')}</caption>
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="w-36 px-3 py-2 font-medium">
                {t('script.beat')}
              </th>
              <th scope="col" className="w-[24%] px-3 py-2 font-medium">
                {t('script.shot')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('script.voiceOver')}
              </th>
              <th scope="col" className="w-[18%] px-3 py-2 font-medium">
                {t('script.onScreenText')}
              </th>
              <th scope="col" className="w-16 px-3 py-2 text-right font-medium">
                {t('script.seconds')}
              </th>
              <th scope="col" className="w-10 px-1 py-2">
                <span className="sr-only">{t('copy.column')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y align-top">
            {rows.map(({ beat, index, from, to, name, copyText, line }) => (
              <tr key={index} className="transition-colors hover:bg-muted/30">
                <th scope="row" className="px-3 py-3 text-left font-normal">
                  <span className="flex items-center gap-2">
                    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary tabular-nums">
                      {index + 1}
                    </span>
                    <span className="font-medium">{beat.label}</span>
                  </span>
                  <span className="mt-1 block pl-8 text-xs text-muted-foreground tabular-nums">
                    {timecode(from)}–{timecode(to)}
                  </span>
                </th>
                <td className="px-3 py-3 break-words text-muted-foreground">{beat.shot}</td>
                <td className="px-3 py-3 leading-relaxed break-words">{line}</td>
                <td className="px-3 py-3">
                  {beat.on_screen_text && (
                    <span className="block border-l-2 border-amber-400 pl-2 font-medium text-amber-900 dark:text-amber-100">
                      {beat.on_screen_text}
                    </span>
                  )}
                </td>
                <td className="px-3 py-3 text-right tabular-nums">{t('duration.seconds', { count: beat.seconds })}</td>
                <td className="px-1 py-2">
                  <CopyButton text={copyText} label={t('copy.beat', { name })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ol className="grid gap-3 md:hidden" aria-label={t('script.beats')}>
        {rows.map(({ beat, index, from, to, name, copyText, line }) => (
          <li key={index} className="rounded-xl border bg-card p-3 shadow-xs">
            <div className="flex items-center justify-between gap-2">
              <span className="flex min-w-0 items-center gap-2">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary tabular-nums">
                  {index + 1}
                </span>
                <span className="truncate text-sm font-medium">{beat.label}</span>
              </span>
              <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground tabular-nums">
                {timecode(from)}–{timecode(to)} · {t('duration.seconds', { count: beat.seconds })}
                <CopyButton text={copyText} label={t('copy.beat', { name })} />
              </span>
            </div>
            <div className="mt-2 text-sm leading-relaxed">{line}</div>
            <dl className="mt-2 grid gap-1.5 text-xs">
              <div className="flex gap-2">
                <dt className="w-16 shrink-0 text-muted-foreground">{t('script.shot')}</dt>
                <dd>{beat.shot}</dd>
              </div>
              {beat.on_screen_text && (
                <div className="flex gap-2">
                  <dt className="w-16 shrink-0 text-muted-foreground">{t('script.onScreenText')}</dt>
                  <dd>{beat.on_screen_text}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ol>
    </>
  )
}
