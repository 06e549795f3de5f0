import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'

/** Fallback is the nickname's first letter in upper case, or 'U'. */
export const avatarLetter = (nickname?: string | null) => (nickname?.trim().charAt(0) || 'U').toUpperCase()

export function UserAvatar({
  nickname,
  avatarUrl,
  className,
  fallbackClassName,
}: {
  nickname?: string | null
  avatarUrl?: string | null
  className?: string
  fallbackClassName?: string
}) {
  return (
    <Avatar className={className}>
      {avatarUrl && <AvatarImage src={avatarUrl} alt="" />}
      <AvatarFallback className={fallbackClassName}>{avatarLetter(nickname)}</AvatarFallback>
    </Avatar>
  )
}
