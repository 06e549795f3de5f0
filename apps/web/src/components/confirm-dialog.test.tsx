// @vitest-environment happy-dom
import { useState, type FormEvent } from 'react'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'

afterEach(cleanup)

function Opened(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(true)
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete this?"
      description="It cannot be undone."
      cancelLabel="Cancel"
      confirmLabel="Delete"
      onConfirm={() => undefined}
      {...props}
    />
  )
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title, with Cancel in focus', async () => {
    render(<Opened />)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this?' })
    expect(dialog.textContent).toContain('It cannot be undone.')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }))
  })

  it('closes once a plain answer returns', async () => {
    const onConfirm = vi.fn()
    render(<Opened onConfirm={onConfirm} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('waits for an async answer, disabled meanwhile, and closes when it resolves', async () => {
    let resolve = () => {}
    const onConfirm = vi.fn(() => new Promise<void>((done) => (resolve = done)))
    render(<Opened onConfirm={onConfirm} />)
    const confirm = await screen.findByRole('button', { name: 'Delete' })
    await userEvent.click(confirm)
    expect(confirm).toHaveProperty('disabled', true)
    await userEvent.click(confirm)
    expect(onConfirm).toHaveBeenCalledOnce()
    resolve()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('stays open when the answer rejects or returns false, for the creator to try again', async () => {
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('offline')).mockReturnValueOnce(false)
    render(<Opened onConfirm={onConfirm} />)
    const confirm = await screen.findByRole('button', { name: 'Delete' })
    await userEvent.click(confirm)
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false))
    await userEvent.click(confirm)
    expect(onConfirm).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('alertdialog')).toBeTruthy()
  })

  it('calls onCancel from Cancel, then closes', async () => {
    const onCancel = vi.fn()
    const onConfirm = vi.fn()
    render(<Opened onCancel={onCancel} onConfirm={onConfirm} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledOnce()
    expect(onConfirm).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('with fields, Enter submits the form as confirm does, and no outer form', async () => {
    const onConfirm = vi.fn()
    const outer = vi.fn((event: FormEvent) => event.preventDefault())
    render(
      <form onSubmit={outer}>
        <Opened onConfirm={onConfirm}>
          <input aria-label="Name" />
        </Opened>
      </form>,
    )
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'x{Enter}')
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(outer).not.toHaveBeenCalled()
  })

  it('opens from its trigger without outside state, and gives focus back to it', async () => {
    render(
      <ConfirmDialog
        trigger={<button type="button">Sign out others</button>}
        title="Sign out?"
        description="Everywhere else."
        cancelLabel="Cancel"
        confirmLabel="Sign out"
        onConfirm={() => undefined}
      />,
    )
    const trigger = screen.getByRole('button', { name: 'Sign out others' })
    await userEvent.click(trigger)
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(document.activeElement).toBe(trigger)
  })
})
