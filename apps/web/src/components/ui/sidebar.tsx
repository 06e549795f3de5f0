import type { ComponentProps, CSSProperties } from 'react'
import { PanelLeftIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { SIDEBAR_WIDTH_MOBILE, useSidebar } from '@/components/ui/sidebar-context'
import { useReturnFocus } from '@/hooks/use-return-focus'

/** Desktop: a fixed column that collapses to icons. Mobile (< 768 px): a slide-over sheet. */
export function Sidebar({ className, children, ...props }: ComponentProps<'div'>) {
  const { t } = useTranslation()
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar()
  // Opened by the header's trigger or a shortcut, not a Sheet.Trigger: focus goes back to the opener.
  const focus = useReturnFocus()

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          data-sidebar="sidebar"
          data-mobile="true"
          className="w-(--sidebar-width) bg-sidebar p-0 text-sidebar-foreground [&>button]:hidden"
          style={{ '--sidebar-width': SIDEBAR_WIDTH_MOBILE } as CSSProperties}
          side="left"
          onOpenAutoFocus={(event) => {
            focus.remember()
            // Radix skips links when it picks the first field, which here meant the first group's
            // toggle; the current page's item (or the first one) is where a reader expects to be.
            const content = event.currentTarget as HTMLElement
            const item =
              content.querySelector<HTMLElement>('[data-sidebar=menu-button][data-active=true]') ??
              content.querySelector<HTMLElement>('a[href]')
            if (!item) return
            event.preventDefault()
            item.focus()
          }}
          onCloseAutoFocus={(event) => focus.restore(event)}
        >
          <SheetTitle className="sr-only">{t('sidebar.title')}</SheetTitle>
          <SheetDescription className="sr-only">{t('sidebar.description')}</SheetDescription>
          <div className="flex h-full w-full flex-col">{children}</div>
        </SheetContent>
      </Sheet>
    )
  }

  return (
    <div
      className="group peer hidden text-sidebar-foreground md:block"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      data-slot="sidebar"
    >
      {/* Spacer that takes the sidebar's width in the page flow. */}
      <div className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)" />
      <div
        className={cn(
          'fixed inset-y-0 left-0 z-10 hidden h-svh w-(--sidebar-width) border-r bg-sidebar transition-[width] duration-200 ease-linear md:flex group-data-[collapsible=icon]:w-(--sidebar-width-icon)',
          className,
        )}
        {...props}
      >
        <div data-sidebar="sidebar" className="flex h-full w-full flex-col">
          {children}
        </div>
      </div>
    </div>
  )
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { t } = useTranslation()
  const { toggleSidebar } = useSidebar()
  return (
    <Button
      data-sidebar="trigger"
      variant="ghost"
      size="icon"
      aria-label={t('sidebar.toggle')}
      className={cn('size-8', className)}
      onClick={(event) => {
        onClick?.(event)
        toggleSidebar()
      }}
      {...props}
    >
      <PanelLeftIcon />
    </Button>
  )
}

export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-inset"
      className={cn('relative flex w-full min-w-0 flex-1 flex-col bg-background', className)}
      {...props}
    />
  )
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-sidebar="header" className={cn('flex flex-col gap-2 p-2', className)} {...props} />
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-sidebar="footer" className={cn('mt-auto flex flex-col gap-2 p-2', className)} {...props} />
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-sidebar="content"
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-1 overflow-auto group-data-[collapsible=icon]:overflow-hidden',
        className,
      )}
      {...props}
    />
  )
}
