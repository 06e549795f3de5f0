import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircleIcon } from 'lucide-react'
import { z } from 'zod'
import { useTranslation } from 'react-i18next'
import { ErrorCode, SIGN_IN_CODE_ALPHABET } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { InputOTP, InputOTPGroup, InputOTPSeparator, InputOTPSlot } from '@/components/ui/input-otp'
import { Label } from '@/components/ui/label'
import { isApiError } from '@/lib/api-client'
import { apiErrorMessage } from '@/lib/handle-server-error'
import { useVerifySignInCode } from '../api/sign-in-code'
import { useFinishSignIn } from '../use-auth-result'
import { keepFirstCharacters, OTP_LENGTH } from './otp-input'

/** The separator sits after the 3rd slot. */
const FIRST_GROUP = 3

// Messages are auth.json keys; the page translates them.
const otpSchema = z.object({
  otp: z
    .string()
    .min(1, 'otp.required')
    .length(OTP_LENGTH, 'otp.length')
    .regex(/^[a-zA-Z0-9]+$/, 'otp.pattern'),
})

/** Pasted codes lose their spaces and dashes; typed letters become the code's capitals. */
const cleanCode = (pasted: string) => pasted.replace(/[\s-]+/g, '').toUpperCase()
// Only characters a code can hold; lower case is accepted and shown upper case.
const CODE_PATTERN = `^[${SIGN_IN_CODE_ALPHABET}${SIGN_IN_CODE_ALPHABET.toLowerCase()}]+$`

export function OtpForm({ email, redirect }: { email: string; redirect?: string }) {
  const { t } = useTranslation('auth')
  const finishSignIn = useFinishSignIn()
  // Why the last code was refused, kept at the form (a toast is gone before a second look).
  const [failure, setFailure] = useState<string | null>(null)
  const verify = useVerifySignInCode({
    onError: (failed) => {
      form.setValue('otp', '')
      if (isApiError(failed) && failed.code === ErrorCode.INVALID_EMAIL_TOKEN) setFailure(t('otp.wrongCode'))
      else setFailure(isApiError(failed) ? apiErrorMessage(failed) : t('otp.failed'))
    },
  })
  const form = useForm<z.input<typeof otpSchema>>({ resolver: zodResolver(otpSchema), defaultValues: { otp: '' } })
  const otp = useWatch({ control: form.control, name: 'otp' })
  const error = form.formState.errors.otp?.message

  const onSubmit = form.handleSubmit(({ otp: code }) => {
    setFailure(null)
    verify.mutate(
      { email, code: code.toUpperCase() },
      {
        onSuccess: (result) =>
          finishSignIn(result, t('signIn.success'), t('signIn.welcomeBack', { name: result.user.nickname }), redirect),
      },
    )
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Label htmlFor="otp" className="sr-only">
        {t('otp.label')}
      </Label>
      <Controller
        control={form.control}
        name="otp"
        render={({ field }) => (
          <InputOTP
            id="otp"
            autoFocus
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            pattern={CODE_PATTERN}
            pasteTransformer={cleanCode}
            containerClassName="justify-center"
            aria-invalid={Boolean(error || failure)}
            {...field}
            onChange={(next: string) => field.onChange(keepFirstCharacters(field.value, next.toUpperCase()))}
          >
            <InputOTPGroup>
              {Array.from({ length: FIRST_GROUP }, (_, index) => (
                <InputOTPSlot key={index} index={index} />
              ))}
            </InputOTPGroup>
            <InputOTPSeparator />
            <InputOTPGroup>
              {Array.from({ length: OTP_LENGTH - FIRST_GROUP }, (_, index) => (
                <InputOTPSlot key={index} index={FIRST_GROUP + index} />
              ))}
            </InputOTPGroup>
          </InputOTP>
        )}
      />
      {(error || failure) && (
        <p role="alert" className="text-center text-sm text-destructive" data-testid="otp-failure">
          {error ? t(error) : failure}
        </p>
      )}
      <Button type="submit" disabled={otp.length < OTP_LENGTH || verify.isPending}>
        {verify.isPending && <LoaderCircleIcon className="animate-spin" />}
        {t('otp.verify')}
      </Button>
    </form>
  )
}
