import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { selectRows } from '../../db/raw-rows'
import { signInDevices } from '../../db/schema'
import { describeUserAgent } from '../../lib/user-agent'

/**
 * Records the device (browser + OS) a sign-in came from and says whether the account had signed
 * in from it before. One statement: the insert's `xmax = 0` is true only for a row it created.
 */
export async function recordSignInDevice(
  db: Db,
  userId: string,
  userAgent: string | undefined,
): Promise<'new' | 'known'> {
  const { deviceKey } = describeUserAgent(userAgent)
  const [row] = await selectRows<{ inserted: boolean }>(
    db,
    sql`
    INSERT INTO ${signInDevices} (user_id, device_key) VALUES (${userId}, ${deviceKey})
    ON CONFLICT (user_id, device_key) DO UPDATE SET last_seen_at = now()
    RETURNING (xmax = 0) AS inserted`,
  )
  return row?.inserted ? 'new' : 'known'
}
