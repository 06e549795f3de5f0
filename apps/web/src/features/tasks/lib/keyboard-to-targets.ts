import type { KeyboardCoordinateGetter } from '@dnd-kit/core'

/** KeyboardEvent.code of the arrow keys (dnd-kit's KeyboardCode values). */
const ARROWS = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp']

/**
 * dnd-kit's keyboard sensor moves a card 25 px per arrow key by default: crossing a board column
 * took a dozen presses. Here an arrow key jumps to the centre of the nearest drop target in that
 * direction (the next column, the next calendar day), so one press is one step of the plan.
 */
export const keyboardToTargets: KeyboardCoordinateGetter = (event, { context }) => {
  if (!ARROWS.includes(event.code)) return undefined
  event.preventDefault()
  const { collisionRect, droppableRects, droppableContainers } = context
  if (!collisionRect) return undefined
  const from = { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 }
  let best: { x: number; y: number; distance: number } | null = null
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id)
    if (!rect) continue
    const to = { x: rect.left + rect.width / 2, y: rect.top + Math.min(rect.height / 2, 60) }
    const dx = to.x - from.x
    const dy = to.y - from.y
    const ahead =
      event.code === 'ArrowRight'
        ? dx > 1 && Math.abs(dy) <= Math.abs(dx)
        : event.code === 'ArrowLeft'
          ? dx < -1 && Math.abs(dy) <= Math.abs(dx)
          : event.code === 'ArrowDown'
            ? dy > 1 && Math.abs(dx) <= Math.abs(dy)
            : dy < -1 && Math.abs(dx) <= Math.abs(dy)
    if (!ahead) continue
    const distance = Math.hypot(dx, dy)
    if (!best || distance < best.distance) best = { ...to, distance }
  }
  if (!best) return undefined
  return { x: best.x - collisionRect.width / 2, y: best.y - collisionRect.height / 2 }
}
