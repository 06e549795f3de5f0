/** Query keys of this feature; `all` invalidates every list and detail at once. */
export const scriptQueryKeys = {
  all: ['scripts'] as const,
  lists: () => [...scriptQueryKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...scriptQueryKeys.lists(), params] as const,
  detail: (id: string) => [...scriptQueryKeys.all, 'detail', id] as const,
}
