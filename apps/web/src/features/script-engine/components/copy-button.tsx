import { useEffect, useState } from 'react'
import { CheckIcon, CopyIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { cn } from '@/lib/utils'
import { copyToClipboard } from '../lib/clipboard'

/** An icon button that copies `text`; `label` says what it copies (its accessible name). */
export function CopyButton({
  text,
  label,
  className,
  showLabel = false,
}: {
  text: string
  label: string
  className?: string
  showLabel?: boolean
}) {
  const { t } = useTranslation('scripts')
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    if (await copyToClipboard(text)) {
      setCopied(true)
      toast({ variant: 'success', title: t('toast.copied') })
    } else {
      toast({ variant: 'destructive', title: t('toast.copyFailed') })
    }
  }

  return (
    <Button
      type="button"
      variant="ghost"
      size={showLabel ? 'sm' : 'icon'}
      className={cn(!showLabel && 'size-7 text-muted-foreground hover:text-foreground', className)}
      aria-label={showLabel ? undefined : label}
      title={showLabel ? undefined : label}
      onClick={() => void copy()}
    >
      {copied ? <CheckIcon className="text-success" /> : <CopyIcon />}
      {showLabel && label}
    </Button>
  )
}
