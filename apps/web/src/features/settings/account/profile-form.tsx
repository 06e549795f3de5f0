import { useForm, useWatch } from 'react-hook-form'
import { LoaderCircleIcon, SaveIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { User } from '@hookline/contract'
import { contractResolver } from '@/lib/contract-resolver'
import { fieldErrorText } from '@/lib/field-errors'
import { setServerFieldError } from '@/lib/server-field-errors'
import { handleServerError } from '@/lib/handle-server-error'
import { toast } from '@/hooks/use-toast'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { UserAvatar } from '@/components/user-avatar'
import { useUpdateProfileMutation } from '../api/update-profile'
import { profileFormSchema, type ProfileFormOutput, type ProfileFormValues } from './account-form-schemas'

const PROFILE_FIELDS = ['nickname', 'avatar_url'] as const
const valuesOf = (user: User): ProfileFormValues => ({ nickname: user.nickname, avatar_url: user.avatar_url ?? '' })
/** Only a complete https link is tried as an image; anything else previews the letter. */
const previewUrl = (value: string) => (/^https:\/\/\S+$/.test(value.trim()) ? value.trim() : null)

/** Nickname and avatar link, with a live avatar preview; saving updates the header at once. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('settings')
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: contractResolver(profileFormSchema),
    defaultValues: valuesOf(user),
  })
  const mutation = useUpdateProfileMutation({
    onSuccess: (saved) => {
      form.reset(valuesOf(saved))
      toast({ variant: 'success', title: t('profile.saved') })
    },
    onError: (error) => {
      if (!setServerFieldError(form, error, PROFILE_FIELDS)) handleServerError(error)
    },
  })
  const { errors, isDirty } = form.formState
  const labels = { nickname: t('profile.nickname'), avatar_url: t('profile.avatarUrl') }
  const [nickname, avatarUrl] = useWatch({ control: form.control, name: ['nickname', 'avatar_url'] })
  const saving = mutation.isPending

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      className="grid grid-cols-1 gap-5"
    >
      <div className="flex items-center gap-4">
        <UserAvatar
          nickname={nickname}
          avatarUrl={previewUrl(avatarUrl)}
          className="size-16"
          fallbackClassName="text-2xl"
        />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">{nickname.trim() || user.nickname}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <FormField label={labels.nickname} error={fieldErrorText(t, errors.nickname, labels.nickname)}>
        {(control) => <Input {...control} autoComplete="nickname" {...form.register('nickname')} />}
      </FormField>
      <FormField label={labels.avatar_url} error={fieldErrorText(t, errors.avatar_url, labels.avatar_url)}>
        {(control) => (
          <>
            <Input {...control} type="url" inputMode="url" placeholder="https://" {...form.register('avatar_url')} />
            <p className="text-sm text-muted-foreground">{t('profile.avatarHint')}</p>
          </>
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={saving || !isDirty}>
          {saving ? <LoaderCircleIcon className="animate-spin" /> : <SaveIcon />}
          {t('profile.save')}
        </Button>
      </div>
    </form>
  )
}
