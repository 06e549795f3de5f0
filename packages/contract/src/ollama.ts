import { z } from 'zod'

/**
 * A local Ollama server, as /apps offers it: whether one answers on this machine (the server's
 * OLLAMA_BASE_URL), the models it has installed, and the address a connection to it uses (its
 * OpenAI-compatible API under /v1). One click on a model saves that connection.
 */
export const ollamaDiscoverySchema = z.object({
  available: z.boolean(),
  /**
   * Why none is offered: nothing answered, it answered without models, or this server does not let
   * connections reach its own machine (MODEL_PRIVATE_NETWORK), so a connection could not be used.
   */
  reason: z.enum(['not_running', 'no_models', 'not_allowed']).nullable(),
  base_url: z.string(),
  models: z.array(
    z.object({
      name: z.string(),
      /** Bytes on disk, when Ollama says. */
      size: z.number().nullable(),
      /** "7.6B", when Ollama says. */
      parameter_size: z.string().nullable(),
    }),
  ),
})
export type OllamaDiscovery = z.infer<typeof ollamaDiscoverySchema>
