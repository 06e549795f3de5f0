import { useEffect, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { REGEXP_ONLY_DIGITS_AND_CHARS } from 'input-otp'
import { z } from 'zod'
import { useTranslation } from 'react-i18next'
import { toast } from '@/hooks/use-toast'
import { Button } from '@/components/ui/button'
import { InputOTP, InputOTPGroup, InputOTPSeparator, InputOTPSlot } from '@/components/ui/input-otp'
import { Label } from '@/components/ui/label'

/** 7 alphanumeric characters, separator after the 3rd, / after 1000 ms. */
export const OTP_LENGTH = 7
export const OTP_REDIRECT_DELAY_MS = 1000

// Messages are auth.json keys; the page translates them.
const otpSchema = z.object({
  otp: z
    .string()
    .min(1, 'otp.required')
    .length(OTP_LENGTH, 'otp.length')
    .regex(/^[a-zA-Z0-9]+$/, 'otp.pattern'),
})

const stripWhitespace = (pasted: string) => pasted.replace(/\s+/g, '')

/**
 * Typing past 7 characters keeps the first 7. A full input-otp would let each extra key
 * replace the last character; that change (same first 6) is refused. A paste of a different code
 * still replaces it.
 */
export function keepFirstCharacters(current: string, next: string): string {
  const typedPastTheEnd =
    current.length === OTP_LENGTH && next.length === OTP_LENGTH && next.slice(0, -1) === current.slice(0, -1)
  return typedPastTheEnd ? current : next.slice(0, OTP_LENGTH)
}

export function OtpForm() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const [submitted, setSubmitted] = useState(false)
  useEffect(() => {
    if (!submitted) return
    const timer = setTimeout(() => void navigate({ to: '/' }), OTP_REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [submitted, navigate])
  const form = useForm<z.input<typeof otpSchema>>({ resolver: zodResolver(otpSchema), defaultValues: { otp: '' } })
  const otp = useWatch({ control: form.control, name: 'otp' })
  const error = form.formState.errors.otp?.message

  // Verification is a placeholder: show what was submitted, then go home. No server call.
  const onSubmit = form.handleSubmit((values) => {
    toast({
      title: t('otp.submitted'),
      description: (
        <pre className="mt-2 rounded-md bg-slate-950 p-3 font-mono text-xs text-white">
          {JSON.stringify(values, null, 2)}
        </pre>
      ),
    })
    setSubmitted(true)
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
            maxLength={OTP_LENGTH}
            pattern={REGEXP_ONLY_DIGITS_AND_CHARS}
            pasteTransformer={stripWhitespace}
            containerClassName="justify-center"
            aria-invalid={Boolean(error)}
            {...field}
            onChange={(next: string) => field.onChange(keepFirstCharacters(field.value, next))}
          >
            <InputOTPGroup>
              {[0, 1, 2].map((index) => (
                <InputOTPSlot key={index} index={index} />
              ))}
            </InputOTPGroup>
            <InputOTPSeparator />
            <InputOTPGroup>
              {[3, 4, 5, 6].map((index) => (
                <InputOTPSlot key={index} index={index} />
              ))}
            </InputOTPGroup>
          </InputOTP>
        )}
      />
      {error && (
        <p role="alert" className="text-center text-sm text-destructive">
          {t(error)}
        </p>
      )}
      <Button type="submit" disabled={otp.length < OTP_LENGTH}>
        {t('otp.verify')}
      </Button>
    </form>
  )
}
