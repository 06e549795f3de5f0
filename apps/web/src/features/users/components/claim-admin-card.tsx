import { useState, type FormEvent } from 'react'
import { LoaderCircleIcon, ShieldCheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { isApiError } from '@/lib/api-client'
import { apiErrorMessage } from '@/lib/handle-server-error'
import { toast } from '@/hooks/use-toast'
import { useClaimAdmin } from '../api/claim-admin'

/**
 * On /users for a non-admin: the operator of a new server, signed in with the account that should be
 * admin, enters the one-time setup token the server wrote to its log (docs/security.md).
 */
export function ClaimAdminCard() {
  const { t } = useTranslation('users')
  const claim = useClaimAdmin()
  const [token, setToken] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!token.trim()) return
    claim.mutate(token.trim(), {
      onSuccess: () => toast({ variant: 'success', title: t('claim.done') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('claim.failed'),
          description: isApiError(error) ? apiErrorMessage(error) : undefined,
        }),
    })
  }
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle>{t('claim.title')}</CardTitle>
        <CardDescription>{t('claim.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-3">
          <FormField label={t('claim.token')}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                spellCheck={false}
                value={token}
                onChange={(event) => setToken(event.target.value)}
              />
            )}
          </FormField>
          <div>
            <Button type="submit" disabled={claim.isPending || !token.trim()}>
              {claim.isPending ? <LoaderCircleIcon className="animate-spin" /> : <ShieldCheckIcon />}
              {t('claim.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
