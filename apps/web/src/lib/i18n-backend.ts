import type { BackendModule, ReadCallback } from 'i18next'

/**
 * Loads `/locales/<lng>/<ns>.json`. Stands in for i18next-http-backend, too heavy for the entry
 * chunk (docs/decisions/015): i18next itself queues reads (maxParallelReads) and retries them
 * (maxRetries, retryTimeout, doubling) whenever a read reports `retry = true` — as the HTTP
 * backend does, for network failures and 5xx; a 4xx or bad JSON is final.
 */
export const localesBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`
    fetch(url).then(
      (response) => {
        if (!response.ok)
          return callback(`failed loading ${url}; status code: ${response.status}`, response.status >= 500)
        return response.json().then(
          (data: Record<string, unknown>) => callback(null, data),
          () => callback(`failed parsing ${url} to json`, false),
        )
      },
      (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
    )
  },
}
