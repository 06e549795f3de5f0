// Generated from the server's /api/openapi.json by test/api-types.test.ts: do not edit by hand.
// Regenerate with `npm run api-types` after changing a route.
export interface paths {
  '/health': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Liveness and database reachability */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Healthy */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                /** @enum {string} */
                status: 'ok'
                /** @enum {string} */
                database: 'pglite' | 'postgres'
                engine: string
                version: string
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/health/ready': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Readiness: the database answers and this node is not shutting down */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Ready for traffic */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                /** @enum {string} */
                status: 'ready'
                /** @enum {string} */
                database: 'pglite' | 'postgres'
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/register': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create an account (and sign in, where addresses are not verified)
     * @description With EMAIL_VERIFICATION=required the answer is { verification_pending: true } for a new and a taken address alike (no enumeration): the link, or a note to the owner, comes by mail. Otherwise the new user and a bearer token; a taken address is a 409.
     */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description Email, password (≥ 7 characters) and an optional nickname */
      requestBody: {
        content: {
          'application/json': {
            email: string
            password: string
            nickname?: string
          }
        }
      }
      responses: {
        /** @description The new user and a bearer token, or verification_pending */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data:
                | {
                    user: {
                      id: string
                      email: string
                      nickname: string
                      avatar_url: string | null
                      credits?: {
                        left_credits: number
                      }
                      preferences: {
                        /** @enum {string} */
                        theme?: 'light' | 'dark' | 'system'
                        /** @enum {string} */
                        font?: 'inter' | 'manrope' | 'system'
                        /** @enum {string} */
                        language?: 'en' | 'zh'
                      }
                      email_verified: boolean
                      is_admin: boolean
                      created_at: string
                    }
                    token: string
                  }
                | {
                    /** @enum {boolean} */
                    verification_pending: true
                  }
                | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/login': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sign in with email and password */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description Email and password */
      requestBody: {
        content: {
          'application/json': {
            email: string
            password: string
          }
        }
      }
      responses: {
        /** @description The user and a bearer token */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                user: {
                  id: string
                  email: string
                  nickname: string
                  avatar_url: string | null
                  credits?: {
                    left_credits: number
                  }
                  preferences: {
                    /** @enum {string} */
                    theme?: 'light' | 'dark' | 'system'
                    /** @enum {string} */
                    font?: 'inter' | 'manrope' | 'system'
                    /** @enum {string} */
                    language?: 'en' | 'zh'
                  }
                  email_verified: boolean
                  is_admin: boolean
                  created_at: string
                }
                token: string
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/getUserInfo': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The signed-in user */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The user */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                email: string
                nickname: string
                avatar_url: string | null
                credits?: {
                  left_credits: number
                }
                preferences: {
                  /** @enum {string} */
                  theme?: 'light' | 'dark' | 'system'
                  /** @enum {string} */
                  font?: 'inter' | 'manrope' | 'system'
                  /** @enum {string} */
                  language?: 'en' | 'zh'
                }
                email_verified: boolean
                is_admin: boolean
                created_at: string
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/logout': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Revoke the current token */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Signed out; the token no longer works */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/forgot-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Mail a password reset link
     * @description Answers the same whether or not the address has an account (no enumeration); the link works once, for 30 minutes, and a newer one replaces it.
     */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description The account email */
      requestBody: {
        content: {
          'application/json': {
            email: string
          }
        }
      }
      responses: {
        /** @description If an account exists, a link is on its way */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/sign-in-code': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Mail a one-time sign-in code
     * @description Answers the same whether or not the address has an account (no enumeration). The code has 7 characters, works once, for 10 minutes; a newer one replaces it and 5 wrong tries spend it.
     */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description The account email */
      requestBody: {
        content: {
          'application/json': {
            email: string
          }
        }
      }
      responses: {
        /** @description If an account exists, a code is on its way */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/sign-in-code/verify': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sign in with a mailed one-time code */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description The account email and the code */
      requestBody: {
        content: {
          'application/json': {
            email: string
            code: string
          }
        }
      }
      responses: {
        /** @description The user and a bearer token */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                user: {
                  id: string
                  email: string
                  nickname: string
                  avatar_url: string | null
                  credits?: {
                    left_credits: number
                  }
                  preferences: {
                    /** @enum {string} */
                    theme?: 'light' | 'dark' | 'system'
                    /** @enum {string} */
                    font?: 'inter' | 'manrope' | 'system'
                    /** @enum {string} */
                    language?: 'en' | 'zh'
                  }
                  email_verified: boolean
                  is_admin: boolean
                  created_at: string
                }
                token: string
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/oauth/providers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The social sign-in providers this server offers */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Each provider and whether it is set up */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                github: boolean
                google: boolean
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/oauth/{provider}/start': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Go to the provider to sign in (sets the state cookie) */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          provider: 'github' | 'google'
        }
        cookie?: never
      }
      requestBody?: never
      responses: never
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/oauth/{provider}/callback': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Where the provider sends the browser back
     * @description The state must match the cookie set at the start. Answers with a redirect to /sign-in carrying the session token, or the reason it failed, in the fragment (never sent to a server).
     */
    get: {
      parameters: {
        query?: {
          code?: string
          state?: string
          error?: string
        }
        header?: never
        path: {
          provider: 'github' | 'google'
        }
        cookie?: never
      }
      requestBody?: never
      responses: never
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/reset-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Set a new password from a reset link and sign in
     * @description Every session of the account is signed out and every other mailed link stops working. The link is checked before the password is hashed; one address may try 20 links per window.
     */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description The token from the link and the new password */
      requestBody: {
        content: {
          'application/json': {
            token: string
            password: string
          }
        }
      }
      responses: {
        /** @description The user and a new bearer token */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                user: {
                  id: string
                  email: string
                  nickname: string
                  avatar_url: string | null
                  credits?: {
                    left_credits: number
                  }
                  preferences: {
                    /** @enum {string} */
                    theme?: 'light' | 'dark' | 'system'
                    /** @enum {string} */
                    font?: 'inter' | 'manrope' | 'system'
                    /** @enum {string} */
                    language?: 'en' | 'zh'
                  }
                  email_verified: boolean
                  is_admin: boolean
                  created_at: string
                }
                token: string
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/verify-email': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Verify an email address from its link */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description The token from the link */
      requestBody: {
        content: {
          'application/json': {
            token: string
          }
        }
      }
      responses: {
        /** @description The user, now verified (with the sign-up credits where they waited for it) */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                email: string
                nickname: string
                avatar_url: string | null
                credits?: {
                  left_credits: number
                }
                preferences: {
                  /** @enum {string} */
                  theme?: 'light' | 'dark' | 'system'
                  /** @enum {string} */
                  font?: 'inter' | 'manrope' | 'system'
                  /** @enum {string} */
                  language?: 'en' | 'zh'
                }
                email_verified: boolean
                is_admin: boolean
                created_at: string
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/claim-admin': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Become the first administrator with the setup token from the server log
     * @description While no account is admin, the server prints a one-time setup token at start. The first signed-in account to send it is admin; the token then stops working.
     */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description The token from the log */
      requestBody: {
        content: {
          'application/json': {
            token: string
          }
        }
      }
      responses: {
        /** @description The user, now an administrator */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                email: string
                nickname: string
                avatar_url: string | null
                credits?: {
                  left_credits: number
                }
                preferences: {
                  /** @enum {string} */
                  theme?: 'light' | 'dark' | 'system'
                  /** @enum {string} */
                  font?: 'inter' | 'manrope' | 'system'
                  /** @enum {string} */
                  language?: 'en' | 'zh'
                }
                email_verified: boolean
                is_admin: boolean
                created_at: string
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/resend-verification': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Mail a new verification link */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description A new link is on its way; earlier ones stop working */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/users/me': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Delete the account and everything in it
     * @description Needs the password typed again. Scripts, versions, model connections (and their keys), sessions and mail links are deleted; credit ledger entries are kept without the account on them.
     */
    delete: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description The current password */
      requestBody: {
        content: {
          'application/json': {
            password: string
          }
        }
      }
      responses: {
        /** @description Deleted; every token of the account stops working */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: null
            }
          }
        }
      }
    }
    options?: never
    head?: never
    /** Change nickname, avatar or preferences (theme, font, language) */
    patch: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description Only the fields to change */
      requestBody: {
        content: {
          'application/json': {
            nickname?: string
            avatar_url?: string | null
            preferences?: {
              /** @enum {string} */
              theme?: 'light' | 'dark' | 'system'
              /** @enum {string} */
              font?: 'inter' | 'manrope' | 'system'
              /** @enum {string} */
              language?: 'en' | 'zh'
            }
          }
        }
      }
      responses: {
        /** @description The updated user */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                email: string
                nickname: string
                avatar_url: string | null
                credits?: {
                  left_credits: number
                }
                preferences: {
                  /** @enum {string} */
                  theme?: 'light' | 'dark' | 'system'
                  /** @enum {string} */
                  font?: 'inter' | 'manrope' | 'system'
                  /** @enum {string} */
                  language?: 'en' | 'zh'
                }
                email_verified: boolean
                is_admin: boolean
                created_at: string
              } | null
            }
          }
        }
      }
    }
    trace?: never
  }
  '/auth/password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Change the password; every other session is signed out */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description Current and new password */
      requestBody: {
        content: {
          'application/json': {
            current_password: string
            new_password: string
          }
        }
      }
      responses: {
        /** @description Password changed */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/users/me/sessions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Where this account is signed in
     * @description Each live session: browser and OS read from its User-Agent, its address, when it signed in and was last used (to about 5 minutes).
     */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Live sessions, most recently used first */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data:
                | {
                    id: string
                    browser: string | null
                    os: string | null
                    /** @enum {string} */
                    device_type: 'desktop' | 'mobile' | 'tablet' | 'unknown'
                    ip_address: string | null
                    created_at: string
                    last_seen_at: string
                    current: boolean
                  }[]
                | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/users/me/sessions/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Sign out one session (this one too, if named) */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Signed out; its token no longer works */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: null
            }
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/users/me/sessions/revoke-others': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sign out every session but this one */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description How many sessions were signed out */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                revoked: number
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/users/me/notifications': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Which mails this account receives */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Every setting, defaults filled in */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                security_emails: boolean
                product_news: boolean
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Turn mails on or off */
    patch: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description Only the settings to change */
      requestBody: {
        content: {
          'application/json': {
            security_emails?: boolean
            product_news?: boolean
          }
        }
      }
      responses: {
        /** @description Every setting after the change */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                security_emails: boolean
                product_news: boolean
              } | null
            }
          }
        }
      }
    }
    trace?: never
  }
  '/trending': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Hot topics per platform, from the shared cache
     * @description Never calls an upstream. Each platform carries `updatedAt` (when its items were fetched), `stale` (the last refresh failed or the items are old; the items are then the last good list), `error` (why the last refresh failed) and `sample` (recorded demo data, not live).
     */
    get: {
      parameters: {
        query?: {
          platform?: 'all' | 'bilibili' | 'weibo' | 'douyin'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description One entry per requested platform, in a fixed order */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                platforms: {
                  /** @enum {string} */
                  platform: 'bilibili' | 'weibo' | 'douyin'
                  items: {
                    /** @enum {string} */
                    platform: 'bilibili' | 'weibo' | 'douyin'
                    rank: number
                    title: string
                    /** Format: uri */
                    url: string
                    hot_value: number
                    /** Format: uri */
                    cover_url?: string
                    label?: string
                    momentum?: {
                      key: string
                      first_seen_at: string
                      minutes_on_list: number
                      peak_rank: number
                      rank_change_1h: number | null
                      /** @enum {string} */
                      direction: 'new' | 'rising' | 'falling' | 'steady'
                      spark: (number | null)[]
                      also_on: ('bilibili' | 'weibo' | 'douyin')[]
                    }
                  }[]
                  updatedAt: string | null
                  stale: boolean
                  error?: {
                    /** @enum {string} */
                    kind:
                      | 'timeout'
                      | 'network'
                      | 'http_status'
                      | 'not_json'
                      | 'too_large'
                      | 'upstream_error'
                      | 'invalid_payload'
                      | 'empty'
                      | 'fixture_unreadable'
                    message: string
                    at: string
                  }
                  sample: boolean
                  recordedAt?: string
                }[]
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/trending/refresh': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Fetch the platforms again now, then answer the cache
     * @description One refresh at a time across all app nodes: a refresh already running is waited for (about TRENDING_TIMEOUT_MS × 2.5); `refreshed: false` means it did not finish in that time. Platforms attempted in the last TRENDING_MIN_REFRESH_SECONDS are not fetched again. `failed` lists the platforms whose latest attempt failed (their last good list is kept and flagged stale).
     */
    post: {
      parameters: {
        query?: {
          platform?: 'all' | 'bilibili' | 'weibo' | 'douyin'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The cache after the refresh */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                platforms: {
                  /** @enum {string} */
                  platform: 'bilibili' | 'weibo' | 'douyin'
                  items: {
                    /** @enum {string} */
                    platform: 'bilibili' | 'weibo' | 'douyin'
                    rank: number
                    title: string
                    /** Format: uri */
                    url: string
                    hot_value: number
                    /** Format: uri */
                    cover_url?: string
                    label?: string
                    momentum?: {
                      key: string
                      first_seen_at: string
                      minutes_on_list: number
                      peak_rank: number
                      rank_change_1h: number | null
                      /** @enum {string} */
                      direction: 'new' | 'rising' | 'falling' | 'steady'
                      spark: (number | null)[]
                      also_on: ('bilibili' | 'weibo' | 'douyin')[]
                    }
                  }[]
                  updatedAt: string | null
                  stale: boolean
                  error?: {
                    /** @enum {string} */
                    kind:
                      | 'timeout'
                      | 'network'
                      | 'http_status'
                      | 'not_json'
                      | 'too_large'
                      | 'upstream_error'
                      | 'invalid_payload'
                      | 'empty'
                      | 'fixture_unreadable'
                    message: string
                    at: string
                  }
                  sample: boolean
                  recordedAt?: string
                }[]
                refreshed: boolean
                failed: ('bilibili' | 'weibo' | 'douyin')[]
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/trending/samples': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The recorded sample lists shipped with Hookline
     * @description For when no live list was ever fetched (no network): each platform as once recorded from its upstream, `sample: true` with `recordedAt` (the recording day), no momentum. Never stored.
     */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description One recorded list per platform */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                platforms: {
                  /** @enum {string} */
                  platform: 'bilibili' | 'weibo' | 'douyin'
                  items: {
                    /** @enum {string} */
                    platform: 'bilibili' | 'weibo' | 'douyin'
                    rank: number
                    title: string
                    /** Format: uri */
                    url: string
                    hot_value: number
                    /** Format: uri */
                    cover_url?: string
                    label?: string
                    momentum?: {
                      key: string
                      first_seen_at: string
                      minutes_on_list: number
                      peak_rank: number
                      rank_change_1h: number | null
                      /** @enum {string} */
                      direction: 'new' | 'rising' | 'falling' | 'steady'
                      spark: (number | null)[]
                      also_on: ('bilibili' | 'weibo' | 'douyin')[]
                    }
                  }[]
                  updatedAt: string | null
                  stale: boolean
                  error?: {
                    /** @enum {string} */
                    kind:
                      | 'timeout'
                      | 'network'
                      | 'http_status'
                      | 'not_json'
                      | 'too_large'
                      | 'upstream_error'
                      | 'invalid_payload'
                      | 'empty'
                      | 'fixture_unreadable'
                    message: string
                    at: string
                  }
                  /** @enum {boolean} */
                  sample: true
                  recordedAt: string
                }[]
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/trending/items/{platform}/{key}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * One item's whole kept life on its list and the platforms its story reached
     * @description `key` is `momentum.key` of a row of GET /api/trending (a Bilibili bvid, or the normalised word). `history` is every refresh that listed it within TRENDING_HISTORY_DAYS, oldest first; `appearances` lists this platform first, then the same story on other platforms within a day of its life.
     */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          platform: 'bilibili' | 'weibo' | 'douyin'
          key: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The item as last listed, its history and appearances */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                item: {
                  /** @enum {string} */
                  platform: 'bilibili' | 'weibo' | 'douyin'
                  rank: number
                  title: string
                  /** Format: uri */
                  url: string
                  hot_value: number
                  /** Format: uri */
                  cover_url?: string
                  label?: string
                  momentum?: {
                    key: string
                    first_seen_at: string
                    minutes_on_list: number
                    peak_rank: number
                    rank_change_1h: number | null
                    /** @enum {string} */
                    direction: 'new' | 'rising' | 'falling' | 'steady'
                    spark: (number | null)[]
                    also_on: ('bilibili' | 'weibo' | 'douyin')[]
                  }
                }
                history: {
                  at: string
                  rank: number
                  hot_value: number
                }[]
                appearances: {
                  /** @enum {string} */
                  platform: 'bilibili' | 'weibo' | 'douyin'
                  key: string
                  title: string
                  url: string
                  first_seen_at: string
                  last_seen_at: string
                  peak_rank: number
                  on_list_now: boolean
                }[]
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/scripts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** History: search title, topic and the current version (Chinese substrings, English any case), filter by platform, newest or oldest first; pageSize 10, 20, 50 or 100 */
    get: {
      parameters: {
        query?: {
          q?: string
          page?: number
          pageSize?: number
          sort?: 'newest' | 'oldest' | 'outlier'
          platform?: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description One page of scripts */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                items: {
                  id: string
                  title: string
                  topic: string
                  /** @enum {string} */
                  platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                  /** @enum {string} */
                  format: 'talking_head' | 'vlog' | 'tutorial' | 'story' | 'review' | 'news_commentary'
                  /** @enum {string} */
                  language: 'en' | 'zh'
                  current_message_id: string | null
                  /** @enum {string|null} */
                  state: 'ready' | 'outline' | 'needs_work' | null
                  version_count: number
                  created_at: string
                  updated_at: string
                  excerpt: string
                  highlights: {
                    title: [number, number][]
                    excerpt: [number, number][]
                  }
                  outlier_score: number | null
                }[]
                total: number
                total_exact: boolean
                page: number
                pageSize: number
              } | null
            }
          }
        }
      }
    }
    put?: never
    /** Start a conversation from a brief (the title is automatic unless given); generate with POST /{id}/messages */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description The brief */
      requestBody: {
        content: {
          'application/json': {
            brief: {
              topic: string
              /** @enum {string} */
              platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
              /**
               * @default talking_head
               * @enum {string}
               */
              format?: 'talking_head' | 'vlog' | 'tutorial' | 'story' | 'review' | 'news_commentary'
              duration_seconds?: number
              tone?: string
              audience?: string
              /**
               * @default zh
               * @enum {string}
               */
              language?: 'en' | 'zh'
              notes?: string
              trend?: {
                /** @enum {string} */
                platform: 'bilibili' | 'weibo' | 'douyin'
                title: string
                rank?: number
                hot_value?: number
                /** Format: date-time */
                seen_at?: string
                /** Format: uri */
                url?: string
                description?: string
              }
              voice?: {
                tone: string
                sentence_length: string
                opening: string
                closing: string
                signature_words: string[]
                never_words: string[]
              }
              hook_examples?: {
                /** @enum {string|null} */
                type: 'question' | 'counter_intuitive' | 'result_first' | 'story' | 'number_list' | 'pain_point' | null
                voice_over: string
              }[]
            }
            title?: string
            /** Format: uuid */
            connection_id?: string | null
          }
        }
      }
      responses: {
        /** @description The new conversation, no versions yet */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                title: string
                topic: string
                /** @enum {string} */
                platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                /** @enum {string} */
                format: 'talking_head' | 'vlog' | 'tutorial' | 'story' | 'review' | 'news_commentary'
                /** @enum {string} */
                language: 'en' | 'zh'
                current_message_id: string | null
                /** @enum {string|null} */
                state: 'ready' | 'outline' | 'needs_work' | null
                version_count: number
                created_at: string
                updated_at: string
                brief: {
                  topic: string
                  /** @enum {string} */
                  platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                  /**
                   * @default talking_head
                   * @enum {string}
                   */
                  format: 'talking_head' | 'vlog' | 'tutorial' | 'story' | 'review' | 'news_commentary'
                  duration_seconds?: number
                  tone?: string
                  audience?: string
                  /**
                   * @default zh
                   * @enum {string}
                   */
                  language: 'en' | 'zh'
                  notes?: string
                  trend?: {
                    /** @enum {string} */
                    platform: 'bilibili' | 'weibo' | 'douyin'
                    title: string
                    rank?: number
                    hot_value?: number
                    /** Format: date-time */
                    seen_at?: string
                    /** Format: uri */
                    url?: string
                    description?: string
                  }
                  voice?: {
                    tone: string
                    sentence_length: string
                    opening: string
                    closing: string
                    signature_words: string[]
                    never_words: string[]
                  }
                  hook_examples?: {
                    /** @enum {string|null} */
                    type:
                      'question' | 'counter_intuitive' | 'result_first' | 'story' | 'number_list' | 'pain_point' | null
                    voice_over: string
                  }[]
                }
                connection_id: string | null
                messages: {
                  id: string
                  /** @enum {string} */
                  role: 'user' | 'assistant'
                  content: string
                  /** @enum {string|null} */
                  action:
                    | 'shorter'
                    | 'punchier_hook'
                    | 'more_humorous'
                    | 'more_professional'
                    | 'add_data_point'
                    | 'translate'
                    | 'continue'
                    | null
                  script: {
                    titles: string[]
                    hook: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }
                    beats: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }[]
                    call_to_action: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }
                    hashtags: string[]
                    cover_text: string
                    caption: string | null
                    notes: string[]
                  } | null
                  warnings: string[]
                  /** @enum {string} */
                  status: 'streaming' | 'complete' | 'incomplete' | 'failed'
                  engine: string | null
                  version: number | null
                  target_seconds: number | null
                  check: {
                    revision: number
                    /** @enum {string} */
                    state: 'ready' | 'outline' | 'needs_work'
                    passed: number
                    total: number
                    rules: {
                      /** @enum {string} */
                      id:
                        | 'structure'
                        | 'hook'
                        | 'pacing'
                        | 'length'
                        | 'coverage'
                        | 'packaging'
                        | 'hashtags'
                        | 'claims'
                        | 'language'
                      ok: boolean
                    }[]
                    findings: {
                      /** @enum {string} */
                      rule:
                        | 'structure'
                        | 'hook'
                        | 'pacing'
                        | 'length'
                        | 'coverage'
                        | 'packaging'
                        | 'hashtags'
                        | 'claims'
                        | 'language'
                      /** @enum {string} */
                      code:
                        | 'missing_section'
                        | 'empty_section'
                        | 'hook_too_long'
                        | 'speech_over'
                        | 'total_off'
                        | 'thin_voice_over'
                        | 'too_long'
                        | 'hashtag_count'
                        | 'hashtag_style'
                        | 'hashtag_jargon'
                        | 'absolute_claim'
                        | 'wrong_language'
                        | 'hook_restates_topic'
                        | 'stock_hook'
                        | 'cut_short'
                        | 'hashtag_unrelated'
                        | 'never_word'
                      /** @enum {string} */
                      section:
                        'script' | 'titles' | 'hook' | 'beat' | 'call_to_action' | 'hashtags' | 'cover_text' | 'caption'
                      index?: number
                      actual?: number
                      needed?: number
                      limit?: number
                      min?: number
                      max?: number
                      text?: string
                      /** @enum {string} */
                      unit?: 'character' | 'chinese-character'
                    }[]
                    placeholders: number
                    voice_over_seconds: number
                    placeholder_seconds: number
                    speech_seconds: number
                    total_seconds: number
                    target_seconds: number
                    /** @enum {string} */
                    language: 'en' | 'zh'
                  } | null
                  /** @enum {string|null} */
                  incomplete_reason:
                    | 'length'
                    | 'stopped'
                    | 'provider_closed'
                    | 'malformed'
                    | 'provider_error'
                    | 'timeout'
                    | 'interrupted'
                    | 'disabled'
                    | null
                  credits_charged: number
                  created_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/scripts/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A conversation with its brief, requests and versions */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The conversation */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                title: string
                topic: string
                /** @enum {string} */
                platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                /** @enum {string} */
                format: 'talking_head' | 'vlog' | 'tutorial' | 'story' | 'review' | 'news_commentary'
                /** @enum {string} */
                language: 'en' | 'zh'
                current_message_id: string | null
                /** @enum {string|null} */
                state: 'ready' | 'outline' | 'needs_work' | null
                version_count: number
                created_at: string
                updated_at: string
                brief: {
                  topic: string
                  /** @enum {string} */
                  platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                  /**
                   * @default talking_head
                   * @enum {string}
                   */
                  format: 'talking_head' | 'vlog' | 'tutorial' | 'story' | 'review' | 'news_commentary'
                  duration_seconds?: number
                  tone?: string
                  audience?: string
                  /**
                   * @default zh
                   * @enum {string}
                   */
                  language: 'en' | 'zh'
                  notes?: string
                  trend?: {
                    /** @enum {string} */
                    platform: 'bilibili' | 'weibo' | 'douyin'
                    title: string
                    rank?: number
                    hot_value?: number
                    /** Format: date-time */
                    seen_at?: string
                    /** Format: uri */
                    url?: string
                    description?: string
                  }
                  voice?: {
                    tone: string
                    sentence_length: string
                    opening: string
                    closing: string
                    signature_words: string[]
                    never_words: string[]
                  }
                  hook_examples?: {
                    /** @enum {string|null} */
                    type:
                      'question' | 'counter_intuitive' | 'result_first' | 'story' | 'number_list' | 'pain_point' | null
                    voice_over: string
                  }[]
                }
                connection_id: string | null
                messages: {
                  id: string
                  /** @enum {string} */
                  role: 'user' | 'assistant'
                  content: string
                  /** @enum {string|null} */
                  action:
                    | 'shorter'
                    | 'punchier_hook'
                    | 'more_humorous'
                    | 'more_professional'
                    | 'add_data_point'
                    | 'translate'
                    | 'continue'
                    | null
                  script: {
                    titles: string[]
                    hook: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }
                    beats: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }[]
                    call_to_action: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }
                    hashtags: string[]
                    cover_text: string
                    caption: string | null
                    notes: string[]
                  } | null
                  warnings: string[]
                  /** @enum {string} */
                  status: 'streaming' | 'complete' | 'incomplete' | 'failed'
                  engine: string | null
                  version: number | null
                  target_seconds: number | null
                  check: {
                    revision: number
                    /** @enum {string} */
                    state: 'ready' | 'outline' | 'needs_work'
                    passed: number
                    total: number
                    rules: {
                      /** @enum {string} */
                      id:
                        | 'structure'
                        | 'hook'
                        | 'pacing'
                        | 'length'
                        | 'coverage'
                        | 'packaging'
                        | 'hashtags'
                        | 'claims'
                        | 'language'
                      ok: boolean
                    }[]
                    findings: {
                      /** @enum {string} */
                      rule:
                        | 'structure'
                        | 'hook'
                        | 'pacing'
                        | 'length'
                        | 'coverage'
                        | 'packaging'
                        | 'hashtags'
                        | 'claims'
                        | 'language'
                      /** @enum {string} */
                      code:
                        | 'missing_section'
                        | 'empty_section'
                        | 'hook_too_long'
                        | 'speech_over'
                        | 'total_off'
                        | 'thin_voice_over'
                        | 'too_long'
                        | 'hashtag_count'
                        | 'hashtag_style'
                        | 'hashtag_jargon'
                        | 'absolute_claim'
                        | 'wrong_language'
                        | 'hook_restates_topic'
                        | 'stock_hook'
                        | 'cut_short'
                        | 'hashtag_unrelated'
                        | 'never_word'
                      /** @enum {string} */
                      section:
                        'script' | 'titles' | 'hook' | 'beat' | 'call_to_action' | 'hashtags' | 'cover_text' | 'caption'
                      index?: number
                      actual?: number
                      needed?: number
                      limit?: number
                      min?: number
                      max?: number
                      text?: string
                      /** @enum {string} */
                      unit?: 'character' | 'chinese-character'
                    }[]
                    placeholders: number
                    voice_over_seconds: number
                    placeholder_seconds: number
                    speech_seconds: number
                    total_seconds: number
                    target_seconds: number
                    /** @enum {string} */
                    language: 'en' | 'zh'
                  } | null
                  /** @enum {string|null} */
                  incomplete_reason:
                    | 'length'
                    | 'stopped'
                    | 'provider_closed'
                    | 'malformed'
                    | 'provider_error'
                    | 'timeout'
                    | 'interrupted'
                    | 'disabled'
                    | null
                  credits_charged: number
                  created_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    /** Delete a conversation and all its versions */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Deleted */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: null
            }
          }
        }
      }
    }
    options?: never
    head?: never
    /** Rename a conversation */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      /** @description The new title */
      requestBody: {
        content: {
          'application/json': {
            title: string
          }
        }
      }
      responses: {
        /** @description Renamed */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                title: string
                topic: string
                /** @enum {string} */
                platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                /** @enum {string} */
                format: 'talking_head' | 'vlog' | 'tutorial' | 'story' | 'review' | 'news_commentary'
                /** @enum {string} */
                language: 'en' | 'zh'
                current_message_id: string | null
                /** @enum {string|null} */
                state: 'ready' | 'outline' | 'needs_work' | null
                version_count: number
                created_at: string
                updated_at: string
                brief: {
                  topic: string
                  /** @enum {string} */
                  platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                  /**
                   * @default talking_head
                   * @enum {string}
                   */
                  format: 'talking_head' | 'vlog' | 'tutorial' | 'story' | 'review' | 'news_commentary'
                  duration_seconds?: number
                  tone?: string
                  audience?: string
                  /**
                   * @default zh
                   * @enum {string}
                   */
                  language: 'en' | 'zh'
                  notes?: string
                  trend?: {
                    /** @enum {string} */
                    platform: 'bilibili' | 'weibo' | 'douyin'
                    title: string
                    rank?: number
                    hot_value?: number
                    /** Format: date-time */
                    seen_at?: string
                    /** Format: uri */
                    url?: string
                    description?: string
                  }
                  voice?: {
                    tone: string
                    sentence_length: string
                    opening: string
                    closing: string
                    signature_words: string[]
                    never_words: string[]
                  }
                  hook_examples?: {
                    /** @enum {string|null} */
                    type:
                      'question' | 'counter_intuitive' | 'result_first' | 'story' | 'number_list' | 'pain_point' | null
                    voice_over: string
                  }[]
                }
                connection_id: string | null
                messages: {
                  id: string
                  /** @enum {string} */
                  role: 'user' | 'assistant'
                  content: string
                  /** @enum {string|null} */
                  action:
                    | 'shorter'
                    | 'punchier_hook'
                    | 'more_humorous'
                    | 'more_professional'
                    | 'add_data_point'
                    | 'translate'
                    | 'continue'
                    | null
                  script: {
                    titles: string[]
                    hook: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }
                    beats: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }[]
                    call_to_action: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }
                    hashtags: string[]
                    cover_text: string
                    caption: string | null
                    notes: string[]
                  } | null
                  warnings: string[]
                  /** @enum {string} */
                  status: 'streaming' | 'complete' | 'incomplete' | 'failed'
                  engine: string | null
                  version: number | null
                  target_seconds: number | null
                  check: {
                    revision: number
                    /** @enum {string} */
                    state: 'ready' | 'outline' | 'needs_work'
                    passed: number
                    total: number
                    rules: {
                      /** @enum {string} */
                      id:
                        | 'structure'
                        | 'hook'
                        | 'pacing'
                        | 'length'
                        | 'coverage'
                        | 'packaging'
                        | 'hashtags'
                        | 'claims'
                        | 'language'
                      ok: boolean
                    }[]
                    findings: {
                      /** @enum {string} */
                      rule:
                        | 'structure'
                        | 'hook'
                        | 'pacing'
                        | 'length'
                        | 'coverage'
                        | 'packaging'
                        | 'hashtags'
                        | 'claims'
                        | 'language'
                      /** @enum {string} */
                      code:
                        | 'missing_section'
                        | 'empty_section'
                        | 'hook_too_long'
                        | 'speech_over'
                        | 'total_off'
                        | 'thin_voice_over'
                        | 'too_long'
                        | 'hashtag_count'
                        | 'hashtag_style'
                        | 'hashtag_jargon'
                        | 'absolute_claim'
                        | 'wrong_language'
                        | 'hook_restates_topic'
                        | 'stock_hook'
                        | 'cut_short'
                        | 'hashtag_unrelated'
                        | 'never_word'
                      /** @enum {string} */
                      section:
                        'script' | 'titles' | 'hook' | 'beat' | 'call_to_action' | 'hashtags' | 'cover_text' | 'caption'
                      index?: number
                      actual?: number
                      needed?: number
                      limit?: number
                      min?: number
                      max?: number
                      text?: string
                      /** @enum {string} */
                      unit?: 'character' | 'chinese-character'
                    }[]
                    placeholders: number
                    voice_over_seconds: number
                    placeholder_seconds: number
                    speech_seconds: number
                    total_seconds: number
                    target_seconds: number
                    /** @enum {string} */
                    language: 'en' | 'zh'
                  } | null
                  /** @enum {string|null} */
                  incomplete_reason:
                    | 'length'
                    | 'stopped'
                    | 'provider_closed'
                    | 'malformed'
                    | 'provider_error'
                    | 'timeout'
                    | 'interrupted'
                    | 'disabled'
                    | null
                  credits_charged: number
                  created_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    trace?: never
  }
  '/scripts/{id}/messages': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Write the next version: the first draft, a follow-up, or a regenerate (empty body)
     * @description With `Accept: text/event-stream` the answer is an SSE stream: `event: delta` with `{"text"}` for each piece of Markdown, then `event: done` with `{"message", "credits"?}` (the saved version and the balance after the charge) or `event: error` with `{"code", "message", "message_id"}` (what streamed is kept as an incomplete version and not charged). Before a model's second attempt at a script that failed the script check, `event: repairing` with `{"failed"}` is sent. A reply that is not a script ends in an error `NOT_A_SCRIPT` (502) and is neither saved as a version nor charged. A `: heartbeat` comment is sent every 15 s. Closing the connection stops the generation upstream. Without that header the finished version is answered as JSON. 402/404/400, and 429 when the user already has GENERATION_MAX_CONCURRENT_PER_USER generations streaming, are answered as JSON before any streaming.
     */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      /** @description Optional free text and/or a quick action */
      requestBody?: {
        content: {
          'application/json': {
            text?: string
            /** @enum {string} */
            action?:
              | 'shorter'
              | 'punchier_hook'
              | 'more_humorous'
              | 'more_professional'
              | 'add_data_point'
              | 'translate'
              | 'continue'
          }
        }
      }
      responses: {
        /** @description The saved version (JSON) or the event stream */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                message: {
                  id: string
                  /** @enum {string} */
                  role: 'user' | 'assistant'
                  content: string
                  /** @enum {string|null} */
                  action:
                    | 'shorter'
                    | 'punchier_hook'
                    | 'more_humorous'
                    | 'more_professional'
                    | 'add_data_point'
                    | 'translate'
                    | 'continue'
                    | null
                  script: {
                    titles: string[]
                    hook: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }
                    beats: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }[]
                    call_to_action: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }
                    hashtags: string[]
                    cover_text: string
                    caption: string | null
                    notes: string[]
                  } | null
                  warnings: string[]
                  /** @enum {string} */
                  status: 'streaming' | 'complete' | 'incomplete' | 'failed'
                  engine: string | null
                  version: number | null
                  target_seconds: number | null
                  check: {
                    revision: number
                    /** @enum {string} */
                    state: 'ready' | 'outline' | 'needs_work'
                    passed: number
                    total: number
                    rules: {
                      /** @enum {string} */
                      id:
                        | 'structure'
                        | 'hook'
                        | 'pacing'
                        | 'length'
                        | 'coverage'
                        | 'packaging'
                        | 'hashtags'
                        | 'claims'
                        | 'language'
                      ok: boolean
                    }[]
                    findings: {
                      /** @enum {string} */
                      rule:
                        | 'structure'
                        | 'hook'
                        | 'pacing'
                        | 'length'
                        | 'coverage'
                        | 'packaging'
                        | 'hashtags'
                        | 'claims'
                        | 'language'
                      /** @enum {string} */
                      code:
                        | 'missing_section'
                        | 'empty_section'
                        | 'hook_too_long'
                        | 'speech_over'
                        | 'total_off'
                        | 'thin_voice_over'
                        | 'too_long'
                        | 'hashtag_count'
                        | 'hashtag_style'
                        | 'hashtag_jargon'
                        | 'absolute_claim'
                        | 'wrong_language'
                        | 'hook_restates_topic'
                        | 'stock_hook'
                        | 'cut_short'
                        | 'hashtag_unrelated'
                        | 'never_word'
                      /** @enum {string} */
                      section:
                        'script' | 'titles' | 'hook' | 'beat' | 'call_to_action' | 'hashtags' | 'cover_text' | 'caption'
                      index?: number
                      actual?: number
                      needed?: number
                      limit?: number
                      min?: number
                      max?: number
                      text?: string
                      /** @enum {string} */
                      unit?: 'character' | 'chinese-character'
                    }[]
                    placeholders: number
                    voice_over_seconds: number
                    placeholder_seconds: number
                    speech_seconds: number
                    total_seconds: number
                    target_seconds: number
                    /** @enum {string} */
                    language: 'en' | 'zh'
                  } | null
                  /** @enum {string|null} */
                  incomplete_reason:
                    | 'length'
                    | 'stopped'
                    | 'provider_closed'
                    | 'malformed'
                    | 'provider_error'
                    | 'timeout'
                    | 'interrupted'
                    | 'disabled'
                    | null
                  credits_charged: number
                  created_at: string
                }
                credits?: {
                  left_credits: number
                }
              } | null
            }
            'text/event-stream': string
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/scripts/{id}/messages/{messageId}/restore': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Make an earlier version current; the next follow-up revises it */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
          messageId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The conversation */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                title: string
                topic: string
                /** @enum {string} */
                platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                /** @enum {string} */
                format: 'talking_head' | 'vlog' | 'tutorial' | 'story' | 'review' | 'news_commentary'
                /** @enum {string} */
                language: 'en' | 'zh'
                current_message_id: string | null
                /** @enum {string|null} */
                state: 'ready' | 'outline' | 'needs_work' | null
                version_count: number
                created_at: string
                updated_at: string
                brief: {
                  topic: string
                  /** @enum {string} */
                  platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                  /**
                   * @default talking_head
                   * @enum {string}
                   */
                  format: 'talking_head' | 'vlog' | 'tutorial' | 'story' | 'review' | 'news_commentary'
                  duration_seconds?: number
                  tone?: string
                  audience?: string
                  /**
                   * @default zh
                   * @enum {string}
                   */
                  language: 'en' | 'zh'
                  notes?: string
                  trend?: {
                    /** @enum {string} */
                    platform: 'bilibili' | 'weibo' | 'douyin'
                    title: string
                    rank?: number
                    hot_value?: number
                    /** Format: date-time */
                    seen_at?: string
                    /** Format: uri */
                    url?: string
                    description?: string
                  }
                  voice?: {
                    tone: string
                    sentence_length: string
                    opening: string
                    closing: string
                    signature_words: string[]
                    never_words: string[]
                  }
                  hook_examples?: {
                    /** @enum {string|null} */
                    type:
                      'question' | 'counter_intuitive' | 'result_first' | 'story' | 'number_list' | 'pain_point' | null
                    voice_over: string
                  }[]
                }
                connection_id: string | null
                messages: {
                  id: string
                  /** @enum {string} */
                  role: 'user' | 'assistant'
                  content: string
                  /** @enum {string|null} */
                  action:
                    | 'shorter'
                    | 'punchier_hook'
                    | 'more_humorous'
                    | 'more_professional'
                    | 'add_data_point'
                    | 'translate'
                    | 'continue'
                    | null
                  script: {
                    titles: string[]
                    hook: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }
                    beats: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }[]
                    call_to_action: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }
                    hashtags: string[]
                    cover_text: string
                    caption: string | null
                    notes: string[]
                  } | null
                  warnings: string[]
                  /** @enum {string} */
                  status: 'streaming' | 'complete' | 'incomplete' | 'failed'
                  engine: string | null
                  version: number | null
                  target_seconds: number | null
                  check: {
                    revision: number
                    /** @enum {string} */
                    state: 'ready' | 'outline' | 'needs_work'
                    passed: number
                    total: number
                    rules: {
                      /** @enum {string} */
                      id:
                        | 'structure'
                        | 'hook'
                        | 'pacing'
                        | 'length'
                        | 'coverage'
                        | 'packaging'
                        | 'hashtags'
                        | 'claims'
                        | 'language'
                      ok: boolean
                    }[]
                    findings: {
                      /** @enum {string} */
                      rule:
                        | 'structure'
                        | 'hook'
                        | 'pacing'
                        | 'length'
                        | 'coverage'
                        | 'packaging'
                        | 'hashtags'
                        | 'claims'
                        | 'language'
                      /** @enum {string} */
                      code:
                        | 'missing_section'
                        | 'empty_section'
                        | 'hook_too_long'
                        | 'speech_over'
                        | 'total_off'
                        | 'thin_voice_over'
                        | 'too_long'
                        | 'hashtag_count'
                        | 'hashtag_style'
                        | 'hashtag_jargon'
                        | 'absolute_claim'
                        | 'wrong_language'
                        | 'hook_restates_topic'
                        | 'stock_hook'
                        | 'cut_short'
                        | 'hashtag_unrelated'
                        | 'never_word'
                      /** @enum {string} */
                      section:
                        'script' | 'titles' | 'hook' | 'beat' | 'call_to_action' | 'hashtags' | 'cover_text' | 'caption'
                      index?: number
                      actual?: number
                      needed?: number
                      limit?: number
                      min?: number
                      max?: number
                      text?: string
                      /** @enum {string} */
                      unit?: 'character' | 'chinese-character'
                    }[]
                    placeholders: number
                    voice_over_seconds: number
                    placeholder_seconds: number
                    speech_seconds: number
                    total_seconds: number
                    target_seconds: number
                    /** @enum {string} */
                    language: 'en' | 'zh'
                  } | null
                  /** @enum {string|null} */
                  incomplete_reason:
                    | 'length'
                    | 'stopped'
                    | 'provider_closed'
                    | 'malformed'
                    | 'provider_error'
                    | 'timeout'
                    | 'interrupted'
                    | 'disabled'
                    | null
                  credits_charged: number
                  created_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/scripts/{id}/versions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Save a version edited by hand: a new current version after the base one, checked, free of charge
     * @description The script is trimmed (hashtags without their #), rendered as Markdown in the base version’s language, checked against the brief and the base version’s target, and saved as the next version (engine `edited`, no credits). A script identical to the base version is refused with 409 "No changes": nothing is saved.
     */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      /** @description The base version and the edited script */
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            base_message_id: string
            script: {
              titles: string[]
              hook: {
                label: string
                shot: string
                voice_over: string
                on_screen_text: string
                seconds: number
              }
              beats: {
                label: string
                shot: string
                voice_over: string
                on_screen_text: string
                seconds: number
              }[]
              call_to_action: {
                label: string
                shot: string
                voice_over: string
                on_screen_text: string
                seconds: number
              }
              hashtags: string[]
              cover_text: string
              caption: string | null
              /** @default [] */
              notes?: string[]
            }
          }
        }
      }
      responses: {
        /** @description The conversation, the edited version current */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                title: string
                topic: string
                /** @enum {string} */
                platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                /** @enum {string} */
                format: 'talking_head' | 'vlog' | 'tutorial' | 'story' | 'review' | 'news_commentary'
                /** @enum {string} */
                language: 'en' | 'zh'
                current_message_id: string | null
                /** @enum {string|null} */
                state: 'ready' | 'outline' | 'needs_work' | null
                version_count: number
                created_at: string
                updated_at: string
                brief: {
                  topic: string
                  /** @enum {string} */
                  platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                  /**
                   * @default talking_head
                   * @enum {string}
                   */
                  format: 'talking_head' | 'vlog' | 'tutorial' | 'story' | 'review' | 'news_commentary'
                  duration_seconds?: number
                  tone?: string
                  audience?: string
                  /**
                   * @default zh
                   * @enum {string}
                   */
                  language: 'en' | 'zh'
                  notes?: string
                  trend?: {
                    /** @enum {string} */
                    platform: 'bilibili' | 'weibo' | 'douyin'
                    title: string
                    rank?: number
                    hot_value?: number
                    /** Format: date-time */
                    seen_at?: string
                    /** Format: uri */
                    url?: string
                    description?: string
                  }
                  voice?: {
                    tone: string
                    sentence_length: string
                    opening: string
                    closing: string
                    signature_words: string[]
                    never_words: string[]
                  }
                  hook_examples?: {
                    /** @enum {string|null} */
                    type:
                      'question' | 'counter_intuitive' | 'result_first' | 'story' | 'number_list' | 'pain_point' | null
                    voice_over: string
                  }[]
                }
                connection_id: string | null
                messages: {
                  id: string
                  /** @enum {string} */
                  role: 'user' | 'assistant'
                  content: string
                  /** @enum {string|null} */
                  action:
                    | 'shorter'
                    | 'punchier_hook'
                    | 'more_humorous'
                    | 'more_professional'
                    | 'add_data_point'
                    | 'translate'
                    | 'continue'
                    | null
                  script: {
                    titles: string[]
                    hook: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }
                    beats: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }[]
                    call_to_action: {
                      label: string
                      shot: string
                      voice_over: string
                      on_screen_text: string
                      seconds: number
                    }
                    hashtags: string[]
                    cover_text: string
                    caption: string | null
                    notes: string[]
                  } | null
                  warnings: string[]
                  /** @enum {string} */
                  status: 'streaming' | 'complete' | 'incomplete' | 'failed'
                  engine: string | null
                  version: number | null
                  target_seconds: number | null
                  check: {
                    revision: number
                    /** @enum {string} */
                    state: 'ready' | 'outline' | 'needs_work'
                    passed: number
                    total: number
                    rules: {
                      /** @enum {string} */
                      id:
                        | 'structure'
                        | 'hook'
                        | 'pacing'
                        | 'length'
                        | 'coverage'
                        | 'packaging'
                        | 'hashtags'
                        | 'claims'
                        | 'language'
                      ok: boolean
                    }[]
                    findings: {
                      /** @enum {string} */
                      rule:
                        | 'structure'
                        | 'hook'
                        | 'pacing'
                        | 'length'
                        | 'coverage'
                        | 'packaging'
                        | 'hashtags'
                        | 'claims'
                        | 'language'
                      /** @enum {string} */
                      code:
                        | 'missing_section'
                        | 'empty_section'
                        | 'hook_too_long'
                        | 'speech_over'
                        | 'total_off'
                        | 'thin_voice_over'
                        | 'too_long'
                        | 'hashtag_count'
                        | 'hashtag_style'
                        | 'hashtag_jargon'
                        | 'absolute_claim'
                        | 'wrong_language'
                        | 'hook_restates_topic'
                        | 'stock_hook'
                        | 'cut_short'
                        | 'hashtag_unrelated'
                        | 'never_word'
                      /** @enum {string} */
                      section:
                        'script' | 'titles' | 'hook' | 'beat' | 'call_to_action' | 'hashtags' | 'cover_text' | 'caption'
                      index?: number
                      actual?: number
                      needed?: number
                      limit?: number
                      min?: number
                      max?: number
                      text?: string
                      /** @enum {string} */
                      unit?: 'character' | 'chinese-character'
                    }[]
                    placeholders: number
                    voice_over_seconds: number
                    placeholder_seconds: number
                    speech_seconds: number
                    total_seconds: number
                    target_seconds: number
                    /** @enum {string} */
                    language: 'en' | 'zh'
                  } | null
                  /** @enum {string|null} */
                  incomplete_reason:
                    | 'length'
                    | 'stopped'
                    | 'provider_closed'
                    | 'malformed'
                    | 'provider_error'
                    | 'timeout'
                    | 'interrupted'
                    | 'disabled'
                    | null
                  credits_charged: number
                  created_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/scripts/{id}/export': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Export a version (the current one by default) as Markdown, teleprompter text or SRT captions; revision notes only with notes=true */
    get: {
      parameters: {
        query?: {
          format?: 'markdown' | 'text' | 'srt'
          message_id?: string
          notes?: 'true' | 'false'
        }
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The file content and a suggested name */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                /** @enum {string} */
                format: 'markdown' | 'text' | 'srt'
                filename: string
                mime_type: string
                content: string
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/model-connections': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The server's own engine and the models this user connected (keys never included, only their last four characters) */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Server engine and connections */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                server: {
                  /** @enum {string} */
                  kind: 'offline' | 'openai-compatible'
                  provider: string | null
                  model: string | null
                }
                connections: {
                  id: string
                  /** @enum {string} */
                  provider: 'openai' | 'deepseek' | 'qwen' | 'moonshot' | 'zhipu' | 'ollama' | 'custom'
                  base_url: string
                  model: string
                  api_key_last4: string | null
                  is_default: boolean
                  /** @enum {string} */
                  status: 'connected' | 'failing'
                  last_checked_at: string | null
                  last_latency_ms: number | null
                  last_error: {
                    /** @enum {string} */
                    reason:
                      | 'bad_api_key'
                      | 'no_balance'
                      | 'rate_limited'
                      | 'model_not_found'
                      | 'unreachable'
                      | 'timeout'
                      | 'blocked_address'
                      | 'redirect'
                      | 'provider_error'
                    message: string | null
                  } | null
                  created_at: string
                  updated_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    put?: never
    /** Connect a model: saved with the result of a connection test (connected or failing); the first connection becomes the default */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description Provider, address, key and model */
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            provider: 'openai' | 'deepseek' | 'qwen' | 'moonshot' | 'zhipu' | 'ollama' | 'custom'
            base_url?: string
            api_key?: string
            model: string
            is_default?: boolean
          }
        }
      }
      responses: {
        /** @description The saved connection */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                /** @enum {string} */
                provider: 'openai' | 'deepseek' | 'qwen' | 'moonshot' | 'zhipu' | 'ollama' | 'custom'
                base_url: string
                model: string
                api_key_last4: string | null
                is_default: boolean
                /** @enum {string} */
                status: 'connected' | 'failing'
                last_checked_at: string | null
                last_latency_ms: number | null
                last_error: {
                  /** @enum {string} */
                  reason:
                    | 'bad_api_key'
                    | 'no_balance'
                    | 'rate_limited'
                    | 'model_not_found'
                    | 'unreachable'
                    | 'timeout'
                    | 'blocked_address'
                    | 'redirect'
                    | 'provider_error'
                  message: string | null
                } | null
                created_at: string
                updated_at: string
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/model-connections/ollama': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Whether a local Ollama server answers (OLLAMA_BASE_URL) and its installed models, for a one-click connection (provider ollama, base_url as given) */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description What was found */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                available: boolean
                /** @enum {string|null} */
                reason: 'not_running' | 'no_models' | 'not_allowed' | null
                base_url: string
                models: {
                  name: string
                  size: number | null
                  parameter_size: string | null
                }[]
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/model-connections/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Disconnect: the connection and its key are deleted; scripts it wrote go on with the server's engine */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Deleted */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: null
            }
          }
        }
      }
    }
    options?: never
    head?: never
    /** Edit a connection (an empty key keeps the saved one); a changed address, key or model is tested again */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      /** @description Fields to change */
      requestBody: {
        content: {
          'application/json': {
            base_url?: string
            api_key?: string
            model?: string
            is_default?: boolean
          }
        }
      }
      responses: {
        /** @description The connection */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                /** @enum {string} */
                provider: 'openai' | 'deepseek' | 'qwen' | 'moonshot' | 'zhipu' | 'ollama' | 'custom'
                base_url: string
                model: string
                api_key_last4: string | null
                is_default: boolean
                /** @enum {string} */
                status: 'connected' | 'failing'
                last_checked_at: string | null
                last_latency_ms: number | null
                last_error: {
                  /** @enum {string} */
                  reason:
                    | 'bad_api_key'
                    | 'no_balance'
                    | 'rate_limited'
                    | 'model_not_found'
                    | 'unreachable'
                    | 'timeout'
                    | 'blocked_address'
                    | 'redirect'
                    | 'provider_error'
                  message: string | null
                } | null
                created_at: string
                updated_at: string
              } | null
            }
          }
        }
      }
    }
    trace?: never
  }
  '/model-connections/{id}/test': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Test a saved connection again and store the result */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The connection with its new status */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                /** @enum {string} */
                provider: 'openai' | 'deepseek' | 'qwen' | 'moonshot' | 'zhipu' | 'ollama' | 'custom'
                base_url: string
                model: string
                api_key_last4: string | null
                is_default: boolean
                /** @enum {string} */
                status: 'connected' | 'failing'
                last_checked_at: string | null
                last_latency_ms: number | null
                last_error: {
                  /** @enum {string} */
                  reason:
                    | 'bad_api_key'
                    | 'no_balance'
                    | 'rate_limited'
                    | 'model_not_found'
                    | 'unreachable'
                    | 'timeout'
                    | 'blocked_address'
                    | 'redirect'
                    | 'provider_error'
                  message: string | null
                } | null
                created_at: string
                updated_at: string
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/model-connections/test': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Test a connection before saving it: a tiny real request; success with latency, or the reason (200 either way) */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description What to test; connection_id lends a saved key */
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            provider: 'openai' | 'deepseek' | 'qwen' | 'moonshot' | 'zhipu' | 'ollama' | 'custom'
            base_url?: string
            api_key?: string
            model?: string
            /** Format: uuid */
            connection_id?: string
          }
        }
      }
      responses: {
        /** @description The result */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                ok: boolean
                latency_ms: number | null
                /** @enum {string|null} */
                reason:
                  | 'bad_api_key'
                  | 'no_balance'
                  | 'rate_limited'
                  | 'model_not_found'
                  | 'unreachable'
                  | 'timeout'
                  | 'blocked_address'
                  | 'redirect'
                  | 'provider_error'
                  | null
                message: string | null
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/model-connections/models': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** The provider's model list (GET /models); empty with a reason when it offers none */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description Where to ask; connection_id lends a saved key */
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            provider: 'openai' | 'deepseek' | 'qwen' | 'moonshot' | 'zhipu' | 'ollama' | 'custom'
            base_url?: string
            api_key?: string
            model?: string
            /** Format: uuid */
            connection_id?: string
          }
        }
      }
      responses: {
        /** @description Model ids */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                models: string[]
                /** @enum {string|null} */
                reason:
                  | 'bad_api_key'
                  | 'no_balance'
                  | 'rate_limited'
                  | 'model_not_found'
                  | 'unreachable'
                  | 'timeout'
                  | 'blocked_address'
                  | 'redirect'
                  | 'provider_error'
                  | null
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/credits': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Balance, the cost of a generation and whom to ask for more */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The summary Billing shows */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                balance: number
                cost_per_generation: number
                admin_contact: string | null
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/credits/ledger': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * The signed-in user's credit history
     * @description Every change of the balance, newest first: sign-up bonus, each generation with its script and model, adjustments by an admin with their reason.
     */
    get: {
      parameters: {
        query?: {
          page?: number
          pageSize?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description One page of entries and the balance */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                items: {
                  id: string
                  delta: number
                  balance_after: number
                  /** @enum {string} */
                  kind: 'opening_balance' | 'signup_bonus' | 'generation' | 'admin_grant' | 'admin_deduct'
                  reason: string | null
                  actor: {
                    id: string
                    email: string
                  } | null
                  script: {
                    id: string
                    title: string
                  } | null
                  model: string | null
                  created_at: string
                }[]
                total: number
                page: number
                pageSize: number
                balance: number
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/users': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Every account, searched, filtered, sorted and paged */
    get: {
      parameters: {
        query?: {
          q?: string
          status?: 'active' | 'unverified' | 'disabled'
          sort?: 'created_at' | 'last_active_at' | 'email' | 'credits' | 'scripts'
          order?: 'asc' | 'desc'
          page?: number
          pageSize?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description One page of accounts */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                items: {
                  id: string
                  email: string
                  nickname: string
                  created_at: string
                  last_active_at: string | null
                  scripts: number
                  credits: number
                  /** @enum {string} */
                  status: 'active' | 'unverified' | 'disabled'
                  is_admin: boolean
                }[]
                total: number
                page: number
                pageSize: number
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/users/{id}/ledger': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** An account's credit history, with who made each adjustment */
    get: {
      parameters: {
        query?: {
          page?: number
          pageSize?: number
        }
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description One page of entries */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                items: {
                  id: string
                  delta: number
                  balance_after: number
                  /** @enum {string} */
                  kind: 'opening_balance' | 'signup_bonus' | 'generation' | 'admin_grant' | 'admin_deduct'
                  reason: string | null
                  actor: {
                    id: string
                    email: string
                  } | null
                  script: {
                    id: string
                    title: string
                  } | null
                  model: string | null
                  created_at: string
                }[]
                total: number
                page: number
                pageSize: number
                balance: number
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/users/{id}/credits': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Grant (positive) or deduct (negative) credits, with a reason */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      /** @description Credits to add or take and why */
      requestBody: {
        content: {
          'application/json': {
            delta: number
            reason: string
          }
        }
      }
      responses: {
        /** @description The account after the change */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                email: string
                nickname: string
                created_at: string
                last_active_at: string | null
                scripts: number
                credits: number
                /** @enum {string} */
                status: 'active' | 'unverified' | 'disabled'
                is_admin: boolean
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/users/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /**
     * Disable or enable an account
     * @description Disabling signs the account out everywhere and refuses its sign-ins; its scripts stay. An admin cannot disable their own account.
     */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      /** @description { "disabled": true | false, "reason": "why" } (the audit log keeps both) */
      requestBody: {
        content: {
          'application/json': {
            disabled: boolean
            reason: string
          }
        }
      }
      responses: {
        /** @description The account after the change */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                email: string
                nickname: string
                created_at: string
                last_active_at: string | null
                scripts: number
                credits: number
                /** @enum {string} */
                status: 'active' | 'unverified' | 'disabled'
                is_admin: boolean
              } | null
            }
          }
        }
      }
    }
    trace?: never
  }
  '/admin/audit': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** What administrators did: who, what, to whom, when and why (newest first) */
    get: {
      parameters: {
        query?: {
          page?: number
          pageSize?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description One page of entries */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                items: {
                  id: string
                  /** @enum {string} */
                  action:
                    | 'credits_granted'
                    | 'credits_deducted'
                    | 'account_disabled'
                    | 'account_enabled'
                    | 'admin_claimed'
                    | 'admin_granted'
                    | 'admin_revoked'
                  actor: {
                    id: string | null
                    email: string | null
                  } | null
                  target: {
                    id: string | null
                    email: string | null
                  } | null
                  reason: string | null
                  delta: number | null
                  created_at: string
                }[]
                total: number
                page: number
                pageSize: number
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/jobs': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Background jobs: each queue, its schedule, last and next run, counts and newest failures */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Every queue */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                queues: {
                  name: string
                  every_seconds: number | null
                  last_run_at: string | null
                  /** @enum {string|null} */
                  last_state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed' | null
                  next_run_at: string | null
                  counts: {
                    queued: number
                    active: number
                    retrying: number
                    completed: number
                    failed: number
                  }
                  recent_failures: {
                    /** Format: uuid */
                    id: string
                    failed_at: string | null
                    error: string
                    attempts: number
                    retryable: boolean
                  }[]
                }[]
                now: string
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/jobs/{queue}/{id}/retry': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Queue a failed job again for one more attempt */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          queue: string
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Queued again: the next worker that polls runs it */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/admin/jobs/{queue}/run': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Run a scheduled queue's job now, outside its schedule */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          queue: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Queued: the next worker that polls runs it */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                /** Format: uuid */
                id: string
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/chats': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The creator's brainstorm threads, newest first, filtered by title; and whether a model can answer */
    get: {
      parameters: {
        query?: {
          q?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Threads */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                items: {
                  /** Format: uuid */
                  id: string
                  title: string
                  /** @enum {string} */
                  platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                  created_at: string
                  updated_at: string
                }[]
                model: {
                  available: boolean
                  label: string | null
                  credits_per_message: number
                }
              } | null
            }
          }
        }
      }
    }
    put?: never
    /** Start a thread (platform, trending items attached as context) */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description The thread */
      requestBody: {
        content: {
          'application/json': {
            title?: string
            /**
             * @default douyin
             * @enum {string}
             */
            platform?: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
            /** @default [] */
            trends?: {
              /** @enum {string} */
              platform: 'bilibili' | 'weibo' | 'douyin'
              title: string
              rank?: number
              hot_value?: number
              /** Format: date-time */
              seen_at?: string
              /** Format: uri */
              url?: string
              description?: string
            }[]
          }
        }
      }
      responses: {
        /** @description The new thread */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                /** Format: uuid */
                id: string
                title: string
                /** @enum {string} */
                platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                created_at: string
                updated_at: string
                trends: {
                  /** @enum {string} */
                  platform: 'bilibili' | 'weibo' | 'douyin'
                  title: string
                  rank?: number
                  hot_value?: number
                  /** Format: date-time */
                  seen_at?: string
                  /** Format: uri */
                  url?: string
                  description?: string
                }[]
                messages: {
                  /** Format: uuid */
                  id: string
                  /** @enum {string} */
                  role: 'user' | 'assistant'
                  content: string
                  /** @enum {string} */
                  status: 'streaming' | 'complete' | 'stopped' | 'failed'
                  model: string | null
                  credits_charged: number
                  created_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/chats/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A thread with its messages */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The thread */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                /** Format: uuid */
                id: string
                title: string
                /** @enum {string} */
                platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                created_at: string
                updated_at: string
                trends: {
                  /** @enum {string} */
                  platform: 'bilibili' | 'weibo' | 'douyin'
                  title: string
                  rank?: number
                  hot_value?: number
                  /** Format: date-time */
                  seen_at?: string
                  /** Format: uri */
                  url?: string
                  description?: string
                }[]
                messages: {
                  /** Format: uuid */
                  id: string
                  /** @enum {string} */
                  role: 'user' | 'assistant'
                  content: string
                  /** @enum {string} */
                  status: 'streaming' | 'complete' | 'stopped' | 'failed'
                  model: string | null
                  credits_charged: number
                  created_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    /** Delete a thread and its messages */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Deleted */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: null
            }
          }
        }
      }
    }
    options?: never
    head?: never
    /** Rename a thread, change its platform or the trending items attached */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      /** @description What changes */
      requestBody: {
        content: {
          'application/json': {
            title?: string
            /** @enum {string} */
            platform?: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
            trends?: {
              /** @enum {string} */
              platform: 'bilibili' | 'weibo' | 'douyin'
              title: string
              rank?: number
              hot_value?: number
              /** Format: date-time */
              seen_at?: string
              /** Format: uri */
              url?: string
              description?: string
            }[]
          }
        }
      }
      responses: {
        /** @description The thread */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                /** Format: uuid */
                id: string
                title: string
                /** @enum {string} */
                platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                created_at: string
                updated_at: string
              } | null
            }
          }
        }
      }
    }
    trace?: never
  }
  '/chats/{id}/messages/{messageId}/brief': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Write this as a script: the brief one idea of an answer makes (topic, angle as notes, the thread's platform); idea is 1-based, the first when left out */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
          messageId: string
        }
        cookie?: never
      }
      /** @description Which idea of the answer (optional) */
      requestBody?: {
        content: {
          'application/json': {
            idea?: number
          }
        }
      }
      responses: {
        /** @description The brief */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                topic?: string
                /** @enum {string} */
                platform?: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                /**
                 * @default talking_head
                 * @enum {string}
                 */
                format: 'talking_head' | 'vlog' | 'tutorial' | 'story' | 'review' | 'news_commentary'
                duration_seconds?: number
                tone?: string
                audience?: string
                /**
                 * @default zh
                 * @enum {string}
                 */
                language: 'en' | 'zh'
                notes?: string
                trend?: {
                  /** @enum {string} */
                  platform: 'bilibili' | 'weibo' | 'douyin'
                  title: string
                  rank?: number
                  hot_value?: number
                  /** Format: date-time */
                  seen_at?: string
                  /** Format: uri */
                  url?: string
                  description?: string
                }
                voice?: {
                  tone: string
                  sentence_length: string
                  opening: string
                  closing: string
                  signature_words: string[]
                  never_words: string[]
                }
                hook_examples?: {
                  /** @enum {string|null} */
                  type:
                    'question' | 'counter_intuitive' | 'result_first' | 'story' | 'number_list' | 'pain_point' | null
                  voice_over: string
                }[]
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/chats/{id}/messages': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Ask the creator's model; the answer streams as the AI SDK's UI message stream (text parts, then data-saved with the stored message). Refusals come before the stream as the envelope. */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      /** @description The turn */
      requestBody: {
        content: {
          'application/json':
            | {
                /** @enum {string} */
                trigger: 'submit'
                text: string
                /** @enum {string} */
                quick_start?: 'angles' | 'titles' | 'comments'
              }
            | {
                /** @enum {string} */
                trigger: 'regenerate'
              }
        }
      }
      responses: {
        /** @description text/event-stream: the AI SDK UI message stream */
        200: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/scripts/{id}/hooks': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Hook Lab: five hooks of named types for a version from the creator’s model, each checked like a hook and timed; pick one with POST /{id}/versions */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      /** @description The version */
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            message_id: string
          }
        }
      }
      responses: {
        /** @description The hooks */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                /** @enum {string} */
                source: 'model' | 'template'
                model: string | null
                hooks: {
                  /** @enum {string|null} */
                  type:
                    'question' | 'counter_intuitive' | 'result_first' | 'story' | 'number_list' | 'pain_point' | null
                  /** @enum {string} */
                  format?: 'talking_head' | 'vlog' | 'tutorial' | 'story' | 'review' | 'news_commentary'
                  voice_over: string
                  on_screen_text: string
                  seconds: number
                  findings: {
                    code: string
                    rule: string
                    text?: string
                  }[]
                }[]
                credits?: {
                  left_credits: number
                }
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/tasks/calendar-feed': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Whether the private calendar (.ics) link of the plan exists, and since when (the link itself is shown once) */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The feed */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                active: boolean
                created_at: string | null
                url: string | null
              } | null
            }
          }
        }
      }
    }
    put?: never
    /** A new private calendar (.ics) link of the planned dates; it replaces the old link, which stops working */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The feed with its link */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                active: boolean
                created_at: string | null
                url: string | null
              } | null
            }
          }
        }
      }
    }
    /** Revoke the calendar link: it answers 404 from now on */
    delete: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Revoked */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: null
            }
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/tasks/calendar/{token}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The plan as an iCalendar feed (one all-day event per planned date), for a calendar app to subscribe to. Public: the unguessable token in the link is the only key; a revoked or unknown one is a 404 */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          token: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The iCalendar text */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'text/calendar': string
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/tasks/drafts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Today's batch drafts and every unfinished one: queued, writing, done (with its task), failed (with why) */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Drafts, newest first */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                items: {
                  id: string
                  batch_id: string
                  topic: string
                  /** @enum {string} */
                  platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                  /** @enum {string} */
                  status: 'queued' | 'writing' | 'done' | 'failed' | 'cancelled'
                  reason: string | null
                  attempts: number
                  script_id: string | null
                  task_id: string | null
                  created_at: string
                  updated_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    put?: never
    /** Batch drafts: up to 20 topics, one platform, format and length; a draft each on the job queue, planned as a task in "scripted" once written */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description Topics and the shared brief */
      requestBody: {
        content: {
          'application/json': {
            topics: {
              topic: string
              trend?: {
                /** @enum {string} */
                platform: 'bilibili' | 'weibo' | 'douyin'
                title: string
                rank?: number
                hot_value?: number
                /** Format: date-time */
                seen_at?: string
                /** Format: uri */
                url?: string
                description?: string
              }
            }[]
            /** @enum {string} */
            platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
            /**
             * @default talking_head
             * @enum {string}
             */
            format?: 'talking_head' | 'vlog' | 'tutorial' | 'story' | 'review' | 'news_commentary'
            duration_seconds?: number
            /**
             * @default zh
             * @enum {string}
             */
            language?: 'en' | 'zh'
          }
        }
      }
      responses: {
        /** @description The queued drafts */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                items: {
                  id: string
                  batch_id: string
                  topic: string
                  /** @enum {string} */
                  platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                  /** @enum {string} */
                  status: 'queued' | 'writing' | 'done' | 'failed' | 'cancelled'
                  reason: string | null
                  attempts: number
                  script_id: string | null
                  task_id: string | null
                  created_at: string
                  updated_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/tasks/drafts/{id}/cancel': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Cancel a draft, or with batch its whole batch: unfinished drafts stop and hold no credits; finished ones stay */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      /** @description Whole batch? */
      requestBody?: {
        content: {
          'application/json': {
            /** @default false */
            batch?: boolean
          }
        }
      }
      responses: {
        /** @description The drafts cancelled */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                items: {
                  id: string
                  batch_id: string
                  topic: string
                  /** @enum {string} */
                  platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                  /** @enum {string} */
                  status: 'queued' | 'writing' | 'done' | 'failed' | 'cancelled'
                  reason: string | null
                  attempts: number
                  script_id: string | null
                  task_id: string | null
                  created_at: string
                  updated_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/tasks': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The creator's content plan, by planned date; optionally one platform, a date range or one script's task */
    get: {
      parameters: {
        query?: {
          platform?: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
          from?: string
          to?: string
          script_id?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Tasks */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                items: {
                  id: string
                  title: string
                  topic: string
                  /** @enum {string} */
                  platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                  planned_date: string | null
                  /** @enum {string} */
                  status: 'idea' | 'scripted' | 'filmed' | 'published'
                  notes: string
                  script: {
                    id: string
                    title: string
                    /** @enum {string|null} */
                    state: 'ready' | 'outline' | 'needs_work' | null
                  } | null
                  results: {
                    url: string | null
                    published_on: string | null
                    after_24h: {
                      views: number
                      /** @default null */
                      likes: number | null
                      /** @default null */
                      comments: number | null
                      /** @default null */
                      shares: number | null
                      /** @default null */
                      saves: number | null
                    } | null
                    after_7d: {
                      views: number
                      /** @default null */
                      likes: number | null
                      /** @default null */
                      comments: number | null
                      /** @default null */
                      shares: number | null
                      /** @default null */
                      saves: number | null
                    } | null
                  } | null
                  outlier: {
                    score: number
                    views: number
                    median_views: number
                    earlier: number
                    outlier: boolean
                  } | null
                  created_at: string
                  updated_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    put?: never
    /** Plan a video: by hand, from a trending item, or from a script (at most one task per script) */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description The video */
      requestBody: {
        content: {
          'application/json': {
            title: string
            /** @default  */
            topic?: string
            /** @enum {string} */
            platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
            /**
             * Format: date
             * @default null
             */
            planned_date?: string | null
            /**
             * @default idea
             * @enum {string}
             */
            status?: 'idea' | 'scripted' | 'filmed' | 'published'
            /** @default  */
            notes?: string
            /**
             * Format: uuid
             * @default null
             */
            script_id?: string | null
          }
        }
      }
      responses: {
        /** @description The new task */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                title: string
                topic: string
                /** @enum {string} */
                platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                planned_date: string | null
                /** @enum {string} */
                status: 'idea' | 'scripted' | 'filmed' | 'published'
                notes: string
                script: {
                  id: string
                  title: string
                  /** @enum {string|null} */
                  state: 'ready' | 'outline' | 'needs_work' | null
                } | null
                results: {
                  url: string | null
                  published_on: string | null
                  after_24h: {
                    views: number
                    /** @default null */
                    likes: number | null
                    /** @default null */
                    comments: number | null
                    /** @default null */
                    shares: number | null
                    /** @default null */
                    saves: number | null
                  } | null
                  after_7d: {
                    views: number
                    /** @default null */
                    likes: number | null
                    /** @default null */
                    comments: number | null
                    /** @default null */
                    shares: number | null
                    /** @default null */
                    saves: number | null
                  } | null
                } | null
                outlier: {
                  score: number
                  views: number
                  median_views: number
                  earlier: number
                  outlier: boolean
                } | null
                created_at: string
                updated_at: string
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/tasks/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One task with its linked script */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The task */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                title: string
                topic: string
                /** @enum {string} */
                platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                planned_date: string | null
                /** @enum {string} */
                status: 'idea' | 'scripted' | 'filmed' | 'published'
                notes: string
                script: {
                  id: string
                  title: string
                  /** @enum {string|null} */
                  state: 'ready' | 'outline' | 'needs_work' | null
                } | null
                results: {
                  url: string | null
                  published_on: string | null
                  after_24h: {
                    views: number
                    /** @default null */
                    likes: number | null
                    /** @default null */
                    comments: number | null
                    /** @default null */
                    shares: number | null
                    /** @default null */
                    saves: number | null
                  } | null
                  after_7d: {
                    views: number
                    /** @default null */
                    likes: number | null
                    /** @default null */
                    comments: number | null
                    /** @default null */
                    shares: number | null
                    /** @default null */
                    saves: number | null
                  } | null
                } | null
                outlier: {
                  score: number
                  views: number
                  median_views: number
                  earlier: number
                  outlier: boolean
                } | null
                created_at: string
                updated_at: string
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    /** Remove a video from the plan (its script stays in History) */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Deleted */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: null
            }
          }
        }
      }
    }
    options?: never
    head?: never
    /** Change a task: a drag on the board moves its status, on the calendar its planned date */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      /** @description Fields to change */
      requestBody: {
        content: {
          'application/json': {
            title?: string
            topic?: string
            /** @enum {string} */
            platform?: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
            /** Format: date */
            planned_date?: string | null
            /** @enum {string} */
            status?: 'idea' | 'scripted' | 'filmed' | 'published'
            notes?: string
            /** Format: uuid */
            script_id?: string | null
          }
        }
      }
      responses: {
        /** @description The task */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                title: string
                topic: string
                /** @enum {string} */
                platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                planned_date: string | null
                /** @enum {string} */
                status: 'idea' | 'scripted' | 'filmed' | 'published'
                notes: string
                script: {
                  id: string
                  title: string
                  /** @enum {string|null} */
                  state: 'ready' | 'outline' | 'needs_work' | null
                } | null
                results: {
                  url: string | null
                  published_on: string | null
                  after_24h: {
                    views: number
                    /** @default null */
                    likes: number | null
                    /** @default null */
                    comments: number | null
                    /** @default null */
                    shares: number | null
                    /** @default null */
                    saves: number | null
                  } | null
                  after_7d: {
                    views: number
                    /** @default null */
                    likes: number | null
                    /** @default null */
                    comments: number | null
                    /** @default null */
                    shares: number | null
                    /** @default null */
                    saves: number | null
                  } | null
                } | null
                outlier: {
                  score: number
                  views: number
                  median_views: number
                  earlier: number
                  outlier: boolean
                } | null
                created_at: string
                updated_at: string
              } | null
            }
          }
        }
      }
    }
    trace?: never
  }
  '/tasks/{id}/results': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** After publishing: the post's link, the day it went out and its figures at 24 h and 7 days (replaced as a whole); answers the task with its outlier score */
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      /** @description Link, day and figures */
      requestBody: {
        content: {
          'application/json': {
            /** @default null */
            url?: string | null
            /**
             * Format: date
             * @default null
             */
            published_on?: string | null
            /** @default null */
            after_24h?: {
              views: number
              /** @default null */
              likes?: number | null
              /** @default null */
              comments?: number | null
              /** @default null */
              shares?: number | null
              /** @default null */
              saves?: number | null
            } | null
            /** @default null */
            after_7d?: {
              views: number
              /** @default null */
              likes?: number | null
              /** @default null */
              comments?: number | null
              /** @default null */
              shares?: number | null
              /** @default null */
              saves?: number | null
            } | null
          }
        }
      }
      responses: {
        /** @description The task */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                title: string
                topic: string
                /** @enum {string} */
                platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                planned_date: string | null
                /** @enum {string} */
                status: 'idea' | 'scripted' | 'filmed' | 'published'
                notes: string
                script: {
                  id: string
                  title: string
                  /** @enum {string|null} */
                  state: 'ready' | 'outline' | 'needs_work' | null
                } | null
                results: {
                  url: string | null
                  published_on: string | null
                  after_24h: {
                    views: number
                    /** @default null */
                    likes: number | null
                    /** @default null */
                    comments: number | null
                    /** @default null */
                    shares: number | null
                    /** @default null */
                    saves: number | null
                  } | null
                  after_7d: {
                    views: number
                    /** @default null */
                    likes: number | null
                    /** @default null */
                    comments: number | null
                    /** @default null */
                    shares: number | null
                    /** @default null */
                    saves: number | null
                  } | null
                } | null
                outlier: {
                  score: number
                  views: number
                  median_views: number
                  earlier: number
                  outlier: boolean
                } | null
                created_at: string
                updated_at: string
              } | null
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/watches': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The creator's watches, newest first (webhook addresses and secrets never included, only their last four characters) */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Watches */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                items: {
                  id: string
                  name: string
                  keywords: string[]
                  platforms: ('bilibili' | 'weibo' | 'douyin')[]
                  /** @enum {string} */
                  trigger: 'enters' | 'top_n'
                  top_n: number | null
                  /** @enum {string} */
                  delivery: 'instant' | 'digest'
                  digest_time: string
                  quiet_hours: {
                    start: string
                    end: string
                  } | null
                  timezone: string
                  enabled: boolean
                  webhook: {
                    /** @enum {string} */
                    kind: 'feishu' | 'wecom' | 'dingtalk' | 'slack' | 'discord' | 'telegram'
                    url_last4: string | null
                    secret_last4: string | null
                    chat_id: string | null
                  } | null
                  last_delivery: {
                    at: string
                    ok: boolean
                    status: number | null
                    message: string | null
                  } | null
                  created_at: string
                  updated_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    put?: never
    /** Save a watch: keywords, platforms, trigger, delivery and an optional webhook (stored encrypted) */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description The watch */
      requestBody: {
        content: {
          'application/json': {
            name: string
            keywords: string[]
            platforms: ('bilibili' | 'weibo' | 'douyin')[]
            /** @enum {string} */
            trigger: 'enters' | 'top_n'
            /** @default null */
            top_n?: number | null
            /**
             * @default instant
             * @enum {string}
             */
            delivery?: 'instant' | 'digest'
            /** @default 09:00 */
            digest_time?: string
            /** @default null */
            quiet_hours?: {
              start: string
              end: string
            } | null
            /** @default Asia/Shanghai */
            timezone?: string
            /** @default true */
            enabled?: boolean
            /** @default null */
            webhook?: {
              /** @enum {string} */
              kind: 'feishu' | 'wecom' | 'dingtalk' | 'slack' | 'discord' | 'telegram'
              url?: '' | string
              secret?: string
              chat_id?: string
            } | null
          }
        }
      }
      responses: {
        /** @description The saved watch */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                name: string
                keywords: string[]
                platforms: ('bilibili' | 'weibo' | 'douyin')[]
                /** @enum {string} */
                trigger: 'enters' | 'top_n'
                top_n: number | null
                /** @enum {string} */
                delivery: 'instant' | 'digest'
                digest_time: string
                quiet_hours: {
                  start: string
                  end: string
                } | null
                timezone: string
                enabled: boolean
                webhook: {
                  /** @enum {string} */
                  kind: 'feishu' | 'wecom' | 'dingtalk' | 'slack' | 'discord' | 'telegram'
                  url_last4: string | null
                  secret_last4: string | null
                  chat_id: string | null
                } | null
                last_delivery: {
                  at: string
                  ok: boolean
                  status: number | null
                  message: string | null
                } | null
                created_at: string
                updated_at: string
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/watches/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One watch */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The watch */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                name: string
                keywords: string[]
                platforms: ('bilibili' | 'weibo' | 'douyin')[]
                /** @enum {string} */
                trigger: 'enters' | 'top_n'
                top_n: number | null
                /** @enum {string} */
                delivery: 'instant' | 'digest'
                digest_time: string
                quiet_hours: {
                  start: string
                  end: string
                } | null
                timezone: string
                enabled: boolean
                webhook: {
                  /** @enum {string} */
                  kind: 'feishu' | 'wecom' | 'dingtalk' | 'slack' | 'discord' | 'telegram'
                  url_last4: string | null
                  secret_last4: string | null
                  chat_id: string | null
                } | null
                last_delivery: {
                  at: string
                  ok: boolean
                  status: number | null
                  message: string | null
                } | null
                created_at: string
                updated_at: string
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    /** Delete a watch and its webhook; its notifications stay */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Deleted */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: null
            }
          }
        }
      }
    }
    options?: never
    head?: never
    /** Edit a watch (an empty webhook address or secret keeps the saved one; webhook null removes it) */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      /** @description Fields to change */
      requestBody: {
        content: {
          'application/json': {
            name?: string
            keywords?: string[]
            platforms?: ('bilibili' | 'weibo' | 'douyin')[]
            /** @enum {string} */
            trigger?: 'enters' | 'top_n'
            top_n?: number | null
            /** @enum {string} */
            delivery?: 'instant' | 'digest'
            digest_time?: string
            quiet_hours?: {
              start: string
              end: string
            } | null
            timezone?: string
            enabled?: boolean
            webhook?: {
              /** @enum {string} */
              kind: 'feishu' | 'wecom' | 'dingtalk' | 'slack' | 'discord' | 'telegram'
              url?: '' | string
              secret?: string
              chat_id?: string
            } | null
          }
        }
      }
      responses: {
        /** @description The watch */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                name: string
                keywords: string[]
                platforms: ('bilibili' | 'weibo' | 'douyin')[]
                /** @enum {string} */
                trigger: 'enters' | 'top_n'
                top_n: number | null
                /** @enum {string} */
                delivery: 'instant' | 'digest'
                digest_time: string
                quiet_hours: {
                  start: string
                  end: string
                } | null
                timezone: string
                enabled: boolean
                webhook: {
                  /** @enum {string} */
                  kind: 'feishu' | 'wecom' | 'dingtalk' | 'slack' | 'discord' | 'telegram'
                  url_last4: string | null
                  secret_last4: string | null
                  chat_id: string | null
                } | null
                last_delivery: {
                  at: string
                  ok: boolean
                  status: number | null
                  message: string | null
                } | null
                created_at: string
                updated_at: string
              } | null
            }
          }
        }
      }
    }
    trace?: never
  }
  '/watches/{id}/test': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Send a test message to the watch's webhook now: the chat app's answer (200 either way) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The result */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                ok: boolean
                status: number | null
                reason: string | null
                message: string | null
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/notifications': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The creator's notifications, newest first, a page at a time, with the unread count */
    get: {
      parameters: {
        query?: {
          limit?: number
          cursor?: string
          unread?: 'true' | 'false'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description A page */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                items: {
                  id: string
                  /** @enum {string} */
                  kind: 'watch_hit'
                  hit: {
                    watch_id: string | null
                    watch_name: string
                    /** @enum {string} */
                    trigger: 'enters' | 'top_n'
                    top_n: number | null
                    keyword: string
                    /** @enum {string} */
                    platform: 'bilibili' | 'weibo' | 'douyin'
                    key: string
                    title: string
                    url: string
                    rank: number
                  }
                  read: boolean
                  created_at: string
                }[]
                next_cursor: string | null
                unread: number
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/notifications/unread-count': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** How many notifications are unread (the bell polls it) */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The count */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                unread: number
              } | null
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/notifications/read-all': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Mark every notification read */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description How many were unread */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                updated: number
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/notifications/{id}/read': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Mark one notification read */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The notification */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                id: string
                /** @enum {string} */
                kind: 'watch_hit'
                hit: {
                  watch_id: string | null
                  watch_name: string
                  /** @enum {string} */
                  trigger: 'enters' | 'top_n'
                  top_n: number | null
                  keyword: string
                  /** @enum {string} */
                  platform: 'bilibili' | 'weibo' | 'douyin'
                  key: string
                  title: string
                  url: string
                  rank: number
                }
                read: boolean
                created_at: string
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/notifications/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Delete one notification */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Deleted */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: null
            }
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/voice': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The creator's voice profile, whether a model can distil one, and the versions they edited by hand */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The voice */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                profile: {
                  tone: string
                  sentence_length: string
                  opening: string
                  closing: string
                  signature_words: string[]
                  never_words: string[]
                } | null
                updated_at: string | null
                model: {
                  available: boolean
                  label: string | null
                  credits_per_message: number
                }
                edited_versions: {
                  /** Format: uuid */
                  id: string
                  /** Format: uuid */
                  script_id: string
                  title: string
                  excerpt: string
                  created_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    /** Save the voice profile as the creator edited it */
    put: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description The profile */
      requestBody: {
        content: {
          'application/json': {
            profile: {
              tone: string
              sentence_length: string
              opening: string
              closing: string
              signature_words: string[]
              never_words: string[]
            }
          }
        }
      }
      responses: {
        /** @description The voice */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                profile: {
                  tone: string
                  sentence_length: string
                  opening: string
                  closing: string
                  signature_words: string[]
                  never_words: string[]
                } | null
                updated_at: string | null
                model: {
                  available: boolean
                  label: string | null
                  credits_per_message: number
                }
                edited_versions: {
                  /** Format: uuid */
                  id: string
                  /** Format: uuid */
                  script_id: string
                  title: string
                  excerpt: string
                  created_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    post?: never
    /** Forget the voice profile (briefs already written keep the copy they carry) */
    delete: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The voice */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                profile: {
                  tone: string
                  sentence_length: string
                  opening: string
                  closing: string
                  signature_words: string[]
                  never_words: string[]
                } | null
                updated_at: string | null
                model: {
                  available: boolean
                  label: string | null
                  credits_per_message: number
                }
                edited_versions: {
                  /** Format: uuid */
                  id: string
                  /** Format: uuid */
                  script_id: string
                  title: string
                  excerpt: string
                  created_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/voice/distil': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** The creator's model distils a voice profile from 3–5 of their scripts or hand-edited versions (validated, one repair turn), saved at once; charged like a chat answer */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description The samples */
      requestBody: {
        content: {
          'application/json': {
            /** @default [] */
            samples?: string[]
            /** @default [] */
            message_ids?: string[]
          }
        }
      }
      responses: {
        /** @description The profile */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                profile: {
                  tone: string
                  sentence_length: string
                  opening: string
                  closing: string
                  signature_words: string[]
                  never_words: string[]
                }
                model: string
                updated_at: string
                credits?: {
                  left_credits: number
                }
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/hook-library': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The creator's starred hooks, newest first */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The hook library */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                items: {
                  /** Format: uuid */
                  id: string
                  voice_over: string
                  on_screen_text: string
                  /** @enum {string|null} */
                  type:
                    'question' | 'counter_intuitive' | 'result_first' | 'story' | 'number_list' | 'pain_point' | null
                  /** @enum {string} */
                  language: 'en' | 'zh'
                  /** @enum {string} */
                  platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                  /** Format: uuid */
                  script_id: string | null
                  script_title: string | null
                  created_at: string
                }[]
              } | null
            }
          }
        }
      }
    }
    put?: never
    /** Star a hook (from a Hook Lab round or a version) into the hook library; the same words twice keep one */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      /** @description The hook */
      requestBody: {
        content: {
          'application/json': {
            voice_over: string
            /** @default  */
            on_screen_text?: string
            /**
             * @default null
             * @enum {string|null}
             */
            type?: 'question' | 'counter_intuitive' | 'result_first' | 'story' | 'number_list' | 'pain_point' | null
            /** @enum {string} */
            language: 'en' | 'zh'
            /** @enum {string} */
            platform?: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
            /** Format: uuid */
            script_id?: string
          }
        }
      }
      responses: {
        /** @description The starred hook */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: {
                /** Format: uuid */
                id: string
                voice_over: string
                on_screen_text: string
                /** @enum {string|null} */
                type: 'question' | 'counter_intuitive' | 'result_first' | 'story' | 'number_list' | 'pain_point' | null
                /** @enum {string} */
                language: 'en' | 'zh'
                /** @enum {string} */
                platform: 'douyin' | 'tiktok' | 'bilibili' | 'weibo' | 'xiaohongshu' | 'youtube_shorts'
                /** Format: uuid */
                script_id: string | null
                script_title: string | null
                created_at: string
              } | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/hook-library/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Unstar a hook */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Unstarred */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              code: number
              message: string
              data: null
            }
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: never
  responses: never
  parameters: never
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export type operations = Record<string, never>
