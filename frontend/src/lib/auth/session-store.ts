import type { Session } from './session-types';

const SESSION_KEY = 'daily.session';
const OTP_FLOW_KEY = 'daily.otpFlowCompleted';

/** The session survives reloads in local storage; every tab sees the same one (see the storage event). */
export const sessionStore = {
  read(): Session | null {
    try {
      const raw = localStorage.getItem(SESSION_KEY);
      return raw ? (JSON.parse(raw) as Session) : null;
    } catch {
      return null;
    }
  },
  write(session: Session | null): void {
    if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_KEY);
  },
  key: SESSION_KEY,
};

/** The completed-OTP-flow flag of spec section 3 lives in session storage. */
export const otpFlowFlag = {
  set: () => sessionStorage.setItem(OTP_FLOW_KEY, 'true'),
  clear: () => sessionStorage.removeItem(OTP_FLOW_KEY),
  isSet: () => sessionStorage.getItem(OTP_FLOW_KEY) === 'true',
};
