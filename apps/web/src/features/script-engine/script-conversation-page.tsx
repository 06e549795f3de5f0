import { useEffect, useRef, useState } from 'react'
import { targetSeconds, type ScriptMessage } from '@hookline/contract'
import { Link } from '@tanstack/react-router'
import { ArrowLeftIcon, FileQuestionIcon, SparklesIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api-client'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState } from '@/components/empty-state'
import { PageContainer } from '@/components/layout/page-container'
import { useHealth } from './api/get-health'
import { useScript } from './api/get-script'
import { BriefSummary } from './components/brief-summary'
import { HookLab } from './components/hook-lab/hook-lab'
import { ConversationTitle } from './components/conversation-title'
import { OfflineEngineNotice } from './components/engine-notice'
import { FailureActions } from './components/failure-actions'
import { FollowUpComposer } from './components/follow-up-composer'
import { LiveVersion } from './components/live-version'
import { PlatformDot } from './components/platform-picker'
import { ScriptPlanStatus } from './components/script-plan-status'
import { requestLabel, VersionList } from './components/version-list'
import { VersionCompareDialog } from './components/version-compare-dialog'
import { VersionView } from './components/version-view'
import { startGeneration } from './hooks/generation-runner'
import { useWideCanvas } from './hooks/use-wide-canvas'
import { conversationView, LATEST, type Announced } from './lib/conversation-view'
import { useLiveGeneration } from './stores/generation-store'

// overflow-wrap:anywhere: a long request with no spaces (as Chinese is written) wraps instead of widening the page.
const FRAME =
  'mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-5 px-4 py-6 [overflow-wrap:anywhere] sm:px-6 lg:px-8'

/** /script-engine/$id: one conversation — the live stream, its versions, follow-ups and exports. */
export function ScriptConversationPage({ scriptId }: { scriptId: string }) {
  const { t } = useTranslation('scripts')
  const live = useLiveGeneration(scriptId)
  // While this tab streams, the stream is the source of truth; otherwise poll unsettled versions.
  const query = useScript(scriptId, { pollWhileStreaming: !live })
  const health = useHealth()
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [comparing, setComparing] = useState(false)
  const [editing, setEditing] = useState(false)
  const isLive = Boolean(live)
  const wasLive = useRef(isLive)
  // What a screen reader hears about a generation: that it started, and how it ended.
  const [announced, setAnnounced] = useState<Announced>(isLive ? 'writing' : null)
  const wide = useWideCanvas()
  // The script column keeps its height while the next version starts streaming into it, so sending
  // a request does not shrink the page under the reader and throw them back to the top.
  const columnRef = useRef<HTMLDivElement>(null)
  const [settledHeight, setSettledHeight] = useState(0)
  useEffect(() => {
    const column = columnRef.current
    if (!column || isLive) return
    const observer = new ResizeObserver(([entry]) => setSettledHeight(entry.contentRect.height))
    observer.observe(column)
    return () => observer.disconnect()
  }, [isLive, query.isPending])

  // When a generation ends, show what it produced — a new current version, or the incomplete one
  // a Stop or a failure kept.
  useEffect(() => {
    if (wasLive.current && !isLive) setSelectedId(LATEST)
    if (wasLive.current !== isLive) setAnnounced(isLive ? 'writing' : 'ended')
    wasLive.current = isLive
  }, [isLive])

  if (query.isPending) return <ConversationSkeleton />
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)
    return (
      <PageContainer title={t('conversation.pageTitle')}>
        <EmptyState
          icon={FileQuestionIcon}
          title={missing ? t('conversation.notFoundTitle') : t('conversation.errorTitle')}
          description={missing ? t('conversation.notFoundDescription') : t('conversation.errorDescription')}
        >
          {!missing && <Button onClick={() => void query.refetch()}>{t('conversation.retry')}</Button>}
          <Button variant="outline" asChild>
            <Link to="/script-engine">
              <ArrowLeftIcon />
              {t('conversation.back')}
            </Link>
          </Button>
        </EmptyState>
      </PageContainer>
    )
  }

  const detail = query.data
  const { versions, selected, nextNumber, offline, compareInitial, announcement } = conversationView(detail, {
    live: isLive,
    selectedId,
    announced,
    serverEngine: health.data?.engine,
  })

  const liveRequest = live
    ? requestLabel(t, { content: live.request.text ?? '', action: live.request.action ?? null }, nextNumber === 1)
    : ''
  const briefTarget = targetSeconds(detail.platform, detail.brief.duration_seconds)
  const hasVersions = versions.length > 0 || Boolean(live)
  const thread = hasVersions ? (
    <VersionList
      versions={versions}
      currentId={detail.current_message_id}
      selectedId={live ? null : (selected?.message.id ?? null)}
      onSelect={(id) => setSelectedId(id)}
      disabled={editing}
      onCompare={() => setComparing(true)}
      liveLabel={live ? `v${nextNumber} · ${liveRequest}` : undefined}
      fill={wide}
    />
  ) : null
  const composer = hasVersions ? (
    <FollowUpComposer
      scriptId={scriptId}
      language={detail.language}
      disabled={Boolean(live) || editing}
      variant={wide ? 'panel' : 'bar'}
    />
  ) : null

  return (
    <div className={FRAME}>
      {/* Always in the page, so the change of its text is what gets announced. */}
      <p role="status" aria-live="polite" className="sr-only" data-testid="generation-announcer">
        {announcement ? t(announcement.key, { number: announcement.number }) : ''}
      </p>
      <header className="grid gap-2">
        <Link
          to="/script-engine"
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          <ArrowLeftIcon aria-hidden className="size-3.5" />
          {t('conversation.back')}
        </Link>
        <ConversationTitle key={detail.title} scriptId={detail.id} title={detail.title} />
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <PlatformDot platform={detail.platform} />
            {t(`common:platforms.${detail.platform}`)}
          </span>
          <span aria-hidden>·</span>
          <span>{t(`formats.${detail.format}`)}</span>
          <span aria-hidden>·</span>
          <span>{t(`languages.${detail.language}`)}</span>
          <span aria-hidden>·</span>
          <ScriptPlanStatus detail={detail} />
        </p>
      </header>

      {offline && <OfflineEngineNotice />}

      <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div
          ref={columnRef}
          className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-5"
          style={live ? { minHeight: settledHeight } : undefined}
        >
          {live ? (
            <LiveVersion
              detail={detail}
              engine={versions.at(-1)?.message.engine ?? null}
              scriptId={scriptId}
              live={live}
              version={nextNumber}
              request={liveRequest}
              target={versions.at(-1)?.message.target_seconds ?? briefTarget}
              briefTarget={briefTarget}
            />
          ) : selected ? (
            <VersionView
              key={selected.message.id}
              detail={detail}
              version={selected}
              onShowVersion={setSelectedId}
              onEditingChange={setEditing}
              onContinue={
                selected.message.id === versions.at(-1)?.message.id
                  ? () => void startGeneration(scriptId, { action: 'continue' })
                  : undefined
              }
              recovery={
                selected.message.id === versions.at(-1)?.message.id && failedByWriter(selected.message) ? (
                  <FailureActions detail={detail} request={selected.request} />
                ) : undefined
              }
            />
          ) : (
            <EmptyState
              icon={SparklesIcon}
              title={t('conversation.noVersionTitle')}
              description={t('conversation.noVersionDescription')}
            >
              <Button onClick={() => void startGeneration(scriptId, {})}>
                <SparklesIcon />
                {t('conversation.generate')}
              </Button>
            </EmptyState>
          )}
          {!live && !editing && selected?.message.status === 'complete' && selected.message.script && (
            <HookLab
              scriptId={scriptId}
              messageId={selected.message.id}
              script={selected.message.script}
              onPicked={setSelectedId}
            />
          )}
          {!wide && thread}
          {!wide && <BriefSummary detail={detail} />}
        </div>

        {wide && (
          <aside
            className="sticky top-[4.5rem] flex max-h-[calc(100dvh-5.5rem)] min-w-0 flex-col gap-3"
            aria-label={t('conversation.sidePanel')}
            data-testid="canvas-panel"
          >
            {thread && <div className="flex min-h-0 flex-1 flex-col">{thread}</div>}
            {composer}
          </aside>
        )}
      </div>
      {wide && <BriefSummary detail={detail} />}
      {!wide && composer}

      {comparing && (
        <VersionCompareDialog
          open={comparing}
          onOpenChange={setComparing}
          scriptId={scriptId}
          currentId={detail.current_message_id}
          language={detail.language}
          versions={versions.filter((version) => version.message.content)}
          initial={compareInitial}
        />
      )}
    </div>
  )
}

/** A version the writer failed (not one the creator stopped or the output limit cut): it offers Retry. */
const failedByWriter = (message: ScriptMessage) =>
  (message.status === 'failed' || message.status === 'incomplete') &&
  message.incomplete_reason !== 'length' &&
  message.incomplete_reason !== 'stopped' &&
  message.incomplete_reason !== 'disabled'

function ConversationSkeleton() {
  return (
    <div className={FRAME} aria-busy>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-8 w-2/3" />
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-96" />
        <Skeleton className="h-64" />
      </div>
    </div>
  )
}
