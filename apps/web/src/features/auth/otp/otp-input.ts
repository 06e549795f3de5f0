import { SIGN_IN_CODE_LENGTH } from '@hookline/contract'

export const OTP_LENGTH = SIGN_IN_CODE_LENGTH

/**
 * Typing past the last slot keeps the code as it is. A full input-otp would let each extra key
 * replace the last character; that change (same first characters) is refused. A paste of a
 * different code still replaces it.
 */
export function keepFirstCharacters(current: string, next: string): string {
  const typedPastTheEnd =
    current.length === OTP_LENGTH && next.length === OTP_LENGTH && next.slice(0, -1) === current.slice(0, -1)
  return typedPastTheEnd ? current : next.slice(0, OTP_LENGTH)
}
