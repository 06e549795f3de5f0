import { z } from 'zod'
import { MODEL_LIMIT_DEFAULTS } from './engines/openai-compatible/model-limits'
import { PRIVATE_NETWORK_SETTINGS } from './modules/model-connections/private-network'
import { AI_PROVIDER_NAMES, resolveEngineConfig } from './engines/openai-compatible/presets'

/** "true"/"false"/"1"/"0" from the environment; anything else is a configuration error. */
const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')

/**
 * Every setting Hookline reads, validated once at start-up. This module is
 * the only reader of process.env; everything else receives a Config.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Folder of the embedded PGlite database; ignored when DATABASE_URL is set. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** postgres://… switches from the embedded database to a PostgreSQL server. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * This app node's name among several on one PostgreSQL server (default: host name and port).
     * It must stay the same across restarts: on start-up a node releases what its previous run
     * left streaming, and only that.
     */
    NODE_ID: z.string().min(1).max(200).optional(),
    /** Folder with the built web app; defaults to apps/web/dist next to the server. */
    WEB_DIST_DIR: z.string().optional(),
    /** Session lifetime. 30 days keeps creators signed in across a working month. */
    TOKEN_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(24 * 30),
    /**
     * How many proxies of your own stand in front of the server (Express's `trust proxy` count):
     * the client address is taken that many hops from the right of X-Forwarded-For, never from
     * its left, which the client writes. `true` = 1 hop, `false` = 0 (the socket address).
     */
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d{1,2})$/, 'must be a number of proxy hops (0, 1, 2…), true (= 1) or false (= 0)')
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
      .default(0),
    /**
     * Failed sign-ins of one account from one client address before each next try must wait (2 s,
     * 4 s, 8 s… up to the window; 429 with Retry-After); the account from all addresses gets ten
     * times as many (modules/auth/sign-in-delay.ts). Also registrations per email per window.
     */
    AUTH_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(10),
    /** Failed sign-ins plus registrations allowed per client address and per window. */
    AUTH_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(50),
    AUTH_RATE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(15 * 60),
    CREDITS_ENABLED: booleanFromEnv.default(true),
    /** Credits a new account starts with. */
    SIGNUP_CREDITS: z.coerce.number().int().min(0).default(50),
    /** Scheduled refresh of Hot Discoveries, in minutes; 0 turns the schedule off (manual only). */
    TRENDING_REFRESH_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(10),
    /** A snapshot older than this is flagged stale even when its last refresh did not fail. */
    TRENDING_STALE_MINUTES: z.coerce.number().int().min(1).default(30),
    /** Rank history older than this many days is purged by the retention job. */
    TRENDING_HISTORY_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** A platform refreshed less than this ago is not fetched again: shields upstreams from bursts. */
    TRENDING_MIN_REFRESH_SECONDS: z.coerce.number().int().min(0).default(30),
    /** Manual refreshes (POST /api/trending/refresh) allowed per user and per window before 429. */
    TRENDING_REFRESH_MAX_PER_USER: z.coerce.number().int().min(1).default(5),
    TRENDING_REFRESH_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /** One upstream request, body included (a slow-loris answer fails at this limit). */
    TRENDING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
    /** Extra attempts for transient upstream failures (timeouts, 5xx, 429), with backoff. */
    TRENDING_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    TRENDING_BILIBILI_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.bilibili.com'),
    TRENDING_WEIBO_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://weibo.com'),
    TRENDING_DOUYIN_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://aweme.snssdk.com'),
    /** Read recorded payloads (<platform>.json) from this folder instead of the network: sample data. */
    TRENDING_FIXTURES_DIR: z.string().optional(),
    /** Credits one generation costs; 0 makes generating free while keeping balances. */
    CREDITS_PER_GENERATION: z.coerce.number().int().min(0).max(1000).default(1),
    /** Credits one /chats answer costs; only a finished answer is charged. 0 makes chats free. */
    CHAT_CREDITS_PER_MESSAGE: z.coerce.number().int().min(0).max(1000).default(1),
    /**
     * Script engine: a preset (openai, deepseek, qwen, moonshot, zhipu, ollama), "custom" for any
     * other OpenAI-compatible server, or "offline". Unset with no AI_BASE_URL → offline.
     */
    AI_PROVIDER: z.enum(AI_PROVIDER_NAMES).optional(),
    /** Overrides the preset's base URL, e.g. http://127.0.0.1:8080/v1 for llama.cpp or vLLM. */
    AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    AI_API_KEY: z.string().optional(),
    /** Overrides the preset's default model. */
    AI_MODEL: z.string().optional(),
    /** Silence from the provider (before the first token or between tokens) longer than this → 504. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(45_000),
    /** One whole answer (the repair turn is another) must arrive within this, however steadily it streams → 504. */
    AI_TOTAL_TIMEOUT_MS: z.coerce.number().int().min(1000).max(1_800_000).default(MODEL_LIMIT_DEFAULTS.totalTimeoutMs),
    /** Ceiling of max_tokens per answer; a short script asks for less. Streamed text is cut off well past it. */
    AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(256).max(65_536).default(MODEL_LIMIT_DEFAULTS.maxOutputTokens),
    /** Generations one user may have streaming at once (a model's or the offline engine's) before 429. */
    GENERATION_MAX_CONCURRENT_PER_USER: z.coerce.number().int().min(1).max(100).default(3),
    /**
     * Which addresses a creator's own model connection (/apps) may reach: `none` (public only),
     * `ollama-loopback` (also this machine, Ollama's API paths only, for an Ollama connection) or
     * `all` (a private network). Unset: `ollama-loopback` when HOST is a loopback address (one
     * person's own computer), else `none` (modules/model-connections/private-network.ts).
     */
    MODEL_PRIVATE_NETWORK: z.enum(PRIVATE_NETWORK_SETTINGS).optional(),
    /** Where /apps looks for a local Ollama server to offer in one click (its /api/tags). */
    OLLAMA_BASE_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:11434'),
    /**
     * Generations through a creator's own connection (/apps) one user may start per minute, failed
     * ones included: a failed generation costs no credits, so this bounds the requests one account
     * can aim at an address of its choosing. 429 with Retry-After past it.
     */
    GENERATION_MAX_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(20),
    /**
     * Encrypts the API keys creators save in /apps: 32 bytes as base64 or hex. Unset: a key generated
     * once into DATA_DIR/secrets.key. Several nodes must share one. Rotation: docs/security.md.
     */
    SECRETS_KEY: z.string().optional(),
    /** Earlier SECRETS_KEY values, comma-separated: still open old keys, which start-up seals again with the new one. */
    SECRETS_KEY_PREVIOUS: z.string().optional(),
    /**
     * Addresses (comma-separated, any case) whose accounts become admin (/users: every account,
     * credits, disable and enable, the audit log) once the address is proven by the link mailed to
     * it, whatever EMAIL_VERIFICATION says; an admin it made is a creator again when removed. With
     * no admin at all, start-up logs a one-time setup token instead (modules/admin/admin-roles.ts).
     */
    ADMIN_EMAILS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .default([]),
    /** Shown on Billing when credits run out ("ask your admin"): an email address or a URL. */
    ADMIN_CONTACT: z.string().max(200).optional(),
    /** `required`: sign-up credits are granted once the address is verified by mail; `off`: at sign-up. */
    EMAIL_VERIFICATION: z.enum(['off', 'required']).default('off'),
    /** smtp://user:pass@host:587 or smtps://…: mails go out through it. Unset: each mail is written to the log. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** Sender of every mail. */
    MAIL_FROM: z.string().min(3).max(200).default('Hookline <no-reply@hookline.local>'),
    /** The address users open the app at, for links in mails (default: http://localhost:PORT). */
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Sign-in with GitHub / Google: each provider is offered only when both its client id and
     * secret are set. The callback to register with the provider is
     * APP_URL/api/auth/oauth/<github|google>/callback. The endpoint URLs are settable so a test
     * (or an enterprise GitHub) can point them elsewhere.
     */
    GITHUB_CLIENT_ID: z.string().min(1).optional(),
    GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    GITHUB_AUTHORIZE_URL: z.url().default('https://github.com/login/oauth/authorize'),
    GITHUB_TOKEN_URL: z.url().default('https://github.com/login/oauth/access_token'),
    GITHUB_API_URL: z.url().default('https://api.github.com'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
    /** Pause between the offline engine's streamed lines, so its draft arrives like a model's. */
    AI_OFFLINE_LINE_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(35),
  })
  .superRefine((env, ctx) => {
    // Provider settings are checked together so the error names the one variable to fix.
    const engine = resolveEngineConfig(env)
    if ('error' in engine)
      ctx.addIssue({ code: 'custom', path: [engine.error.variable], message: engine.error.message })
  })

export type Config = z.infer<typeof envSchema>

export class ConfigError extends Error {}

/** Parses the environment, naming every bad variable in one error. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set" so `.env` files can list every key.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = envSchema.safeParse(cleaned)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`)
  }
  return parsed.data
}
