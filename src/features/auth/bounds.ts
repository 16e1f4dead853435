import { NICKNAME_MAX } from '../../../contract/constants.ts';
import { useConfig } from '../../lib/use-config.ts';

export interface AuthBounds {
  accountMin: number;
  accountMax: number;
  passwordMin: number;
  passwordMax: number;
  nicknameMax: number;
  smsCodeMax: number;
}

/** Used until the first preLogin has stored the config's own bounds (SPEC section 5: config-driven). */
const FALLBACK: AuthBounds = { accountMin: 4, accountMax: 16, passwordMin: 6, passwordMax: 20, nicknameMax: NICKNAME_MAX, smsCodeMax: 6 };

export function useAuthBounds(): AuthBounds {
  const config = useConfig();
  if (!config) return FALLBACK;
  return {
    accountMin: config.accountLengthMin,
    accountMax: config.accountLengthMax,
    passwordMin: config.passwordLengthMin,
    passwordMax: config.passwordLengthMax,
    nicknameMax: config.nicknameLengthMax,
    smsCodeMax: config.smsCodeLengthMax,
  };
}
