import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core'

/**
 * Which target a card is over: the one under the pointer for a mouse or a finger; for the keyboard
 * (no pointer) the one holding the card's centre, where keyboardToTargets put it. The closest
 * centre only when neither finds one (between two calendar cells).
 */
export const dropCollision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const under = pointerWithin(args)
    if (under.length > 0) return under
  }
  const { collisionRect, droppableRects, droppableContainers } = args
  const x = collisionRect.left + collisionRect.width / 2
  const y = collisionRect.top + collisionRect.height / 2
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id)
    if (rect && x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom)
      return [{ id: container.id, data: { droppableContainer: container, value: 0 } }]
  }
  return args.pointerCoordinates ? [] : closestCenter(args)
}
