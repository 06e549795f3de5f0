import { useTranslation } from 'react-i18next'
import type { ScriptCheck } from '@hookline/contract/script-check'
import { ScriptStateBadge } from '@/components/script-state-badge'
import { stateLabel } from '../lib/version-state'

/** Ready, an outline with the seconds of voice-over left to write, or needs work and why. */
export function VersionStateBadge({ check, className }: { check: ScriptCheck; className?: string }) {
  const { t } = useTranslation('scripts')
  return (
    <ScriptStateBadge state={check.state} className={className}>
      <span className="sr-only">{t('state.label')}: </span>
      {stateLabel(t, check)}
    </ScriptStateBadge>
  )
}
