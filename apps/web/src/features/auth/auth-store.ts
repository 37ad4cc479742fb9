import { sessionChannel } from './session-channel';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  IDEMPOTENCY_KEY_HEADER,
  LoginUserResponseSchema,
  LogoutUserResponseSchema,
  RegisterUserResponseSchema,
  SetCookieSettingsResponseSchema,
  TenantIdSchema,
  UserSchema,
  shouldAutoLogin,
  shouldPersistState,
  tenantFromHost,
  type LoginUserResponse,
  type User,
} from '@clearpath/core';
import type { z } from 'zod';
import { ApiError, apiRequest, setTokenGetter, type ApiRequest } from '../../lib/api-client';
import { deviceCookies, type CookieFlag, type DeviceCookies } from '../../lib/device-cookies';
import { encryptedStorage, tabStorage, type EncryptedStorage } from '../../lib/encrypted-storage';
import { takeEarlyLogin, type EarlyLogin } from '../../lib/early-responses';
import { PERSISTED_AUTH, loginCall } from '../../lib/kept-login';
import { nextTask } from '../../lib/next-task';
import { registerSessionReset, resetSession } from '../../lib/session-reset';
import { notifySessionStarted, type SessionStart } from '../../lib/session-start';
import { solveChallenge as browserSolveChallenge } from './challenge-solver';
import { logoutNoticeStore } from './logout-notice-store';

/** Auth state of docs/product.md §3. `password` is the access code. */
export interface AuthState {
  auth_token: string | null;
  password: string | null;
  tenant: string | null;
  user: User | null;
  /** When this session started, in ms since the epoch. */
  logged_in_time: number | null;
  /** Whether auto-login from persisted state has run since the app started (the route guard's memory). */
  autoLoginTried: boolean;
}

const LOGGED_OUT: Omit<AuthState, 'autoLoginTried'> = {
  auth_token: null,
  password: null,
  tenant: null,
  user: null,
  logged_in_time: null,
};

/** The solved registration challenge: the `key` and `captcha` fields of register_user. */
export interface SolvedChallenge {
  key: string;
  captcha: string;
}

export interface RegisterInput {
  enableGa: CookieFlag;
  rememberMe: CookieFlag;
  batchId: string | null;
  /** Fetches and solves a challenge; called after the silent logout. */
  solveChallenge: (signal?: AbortSignal) => Promise<SolvedChallenge>;
  signal?: AbortSignal;
}

export type RegisterOutcome = { ok: true; code: string } | { ok: false; reason: string };

export interface LoginInput {
  password: string;
  /** This device's remember-me choice from the login form; omitted, the cookie is left alone. */
  rememberMe?: CookieFlag;
  /**
   * Renews an ended session in place (the session-expired dialog): the other stores keep what
   * the student has done since, instead of being restored from the login answer.
   */
  resume?: boolean;
  /** The answer of this login, sent already before the app was there (lib/early-responses.ts). */
  sent?: Promise<Response> | undefined;
}

export interface AuthDeps {
  request: ApiRequest;
  cookies: DeviceCookies;
  storage: EncryptedStorage;
  /** This tab's own copy of the session (sessionStorage), kept whatever remember-me says. */
  tabStorage?: EncryptedStorage;
  /** The page's host: the tenant and the registration `domain`. */
  host: () => string;
  now: () => number;
  resetSession: () => void;
  registerSessionReset: (reset: () => void) => () => void;
  showLogoutNotice: (now: number) => void;
  /** Tells this browser's other tabs that `student` logged out (session-channel.ts). */
  announceLogout?: (student: string) => void;
  /** Restores the other stores from the login or registration answer. */
  sessionStarted?: (session: SessionStart) => void;
  /**
   * Solves a proof-of-work challenge for a login the server throttled because of wrong codes
   * from this connection, such as a shared campus network: with it the right code still gets
   * in (docs/decisions/0008-one-rate-limit-design.md). Without it such a login fails.
   */
  solveChallenge?: (signal?: AbortSignal) => Promise<SolvedChallenge>;
  /**
   * The answer of the login the early-requests script sent with `user`'s kept code, if it did
   * (lib/early-responses.ts `takeEarlyLogin`): a start-up login then takes it, sending nothing.
   */
  earlyLogin?: (user: string) => Promise<EarlyLogin | undefined>;
  /**
   * Resolves in a later task (lib/next-task.ts). A login's answer is checked in one task, and
   * the session started and stored in the next: each some ms on this machine, together a task
   * long enough to hold up a tap on a phone (issue #19). Without it, one task.
   */
  nextTask?: () => Promise<void>;
  /** A new Idempotency-Key for a registration (random; tests give their own). */
  newKey?: () => string;
}

/** What a registration sends: its choices and its solved challenge. */
type RegisterBody = {
  batch_id?: string;
  domain: string;
  enable_ga: CookieFlag;
  remember_me: CookieFlag;
} & SolvedChallenge;

export { PERSISTED_AUTH } from '../../lib/kept-login';

/**
 * The encrypted entry with the session and what this phone knows of the student's progress,
 * so the tool opens from it with no signal (docs/product.md §1): in this tab always, and on
 * the device with remember-me. When the signal is back, the kept token sends the waiting
 * answers; if the server ended that session meanwhile, the session-expired dialog asks for
 * the code.
 */
const OFFLINE_SESSION = 'offline-session';

const OfflineSessionSchema = LoginUserResponseSchema.partial().required({
  token: true,
  user: true,
  tree: true,
});
export type OfflineSession = z.infer<typeof OfflineSessionSchema>;

function parsePersisted(value: unknown): { user: User; tenant: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { user, tenant } = value as Record<string, unknown>;
  const parsedUser = UserSchema.safeParse(user);
  const parsedTenant = TenantIdSchema.safeParse(tenant);
  if (!parsedUser.success || !parsedTenant.success) return null;
  return { user: parsedUser.data, tenant: parsedTenant.data };
}

/** A 429 that names `captcha`: the code is checked if it comes with a solved challenge. */
function asksForChallenge(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429 && error.fields?.captcha !== undefined;
}

/** Whether a failed auto-login means the remembered data is of no further use. */
function isPermanentFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 400 || error.status === 401;
}

export function createAuth(deps: AuthDeps) {
  const store = createStore<AuthState>()(() => ({ ...LOGGED_OUT, autoLoginTried: false }));
  deps.registerSessionReset(() => {
    store.setState(LOGGED_OUT);
    offlineCopy = null;
  });
  let autoLogin: Promise<boolean> | null = null;
  let offlineCopy: OfflineSession | null = null;

  /** Writes the offline copy of the session: this tab always, the device with remember-me. */
  async function keepOfflineCopy(copy: OfflineSession): Promise<void> {
    offlineCopy = copy;
    try {
      await deps.tabStorage?.write(OFFLINE_SESSION, copy);
      if (shouldPersistState(deps.cookies.rememberMe())) {
        await deps.storage.write(OFFLINE_SESSION, copy);
      }
    } catch {
      // Storage full or unavailable: the tool then needs a signal to open again.
    }
  }

  /** Opens the session kept on the phone when the server cannot be reached; false if none. */
  async function startOfflineSession(from: EncryptedStorage | undefined): Promise<boolean> {
    try {
      const parsed = OfflineSessionSchema.safeParse(await from?.read(OFFLINE_SESSION));
      if (!parsed.success) return false;
      const copy = parsed.data;
      startSession(copy.token, copy.user);
      offlineCopy = copy;
      deps.sessionStarted?.({ ...copy, fromDevice: true });
      return true;
    } catch {
      return false;
    }
  }

  function startSession(token: string, user: User) {
    const tenant = tenantFromHost(deps.host());
    store.setState({
      auth_token: token,
      password: user.password,
      tenant,
      user,
      logged_in_time: deps.now(),
    });
    deps.tabStorage?.write(PERSISTED_AUTH, { user, tenant }).catch(() => {
      // Storage unavailable: a reload then asks for the code again.
    });
  }

  /** Keeps the encrypted copy in step with the remember-me cookie; never fails the caller. */
  async function persist(): Promise<void> {
    try {
      const { user, tenant, logged_in_time } = store.getState();
      if (!user || !shouldPersistState(deps.cookies.rememberMe())) {
        // Only what remember-me keeps. Answers the server lacks stay on the device whatever it
        // says (docs/product.md §4) until they are sent: the login that is about to merge them
        // back (navigation-sync's restore) reads them after this.
        deps.storage.remove(PERSISTED_AUTH);
        deps.storage.remove(OFFLINE_SESSION);
        return;
      }
      await deps.storage.write(PERSISTED_AUTH, { user, tenant, logged_in_time });
    } catch {
      // Storage full or unavailable (private browsing): the session simply is not remembered.
    }
  }

  async function sendCookieSettings(enableGa: CookieFlag, rememberMe: CookieFlag): Promise<void> {
    try {
      await deps.request('/activity/set_cookie_settings', {
        method: 'POST',
        body: { enable_ga: enableGa, remember_me: rememberMe },
        schema: SetCookieSettingsResponseSchema,
      });
    } catch {
      // docs/product.md §8: cookie-preference failures are silently ignored.
    }
  }

  /**
   * Logs in at start-up with a kept student's code, taking the answer of the login the
   * early-requests script sent with it, if it did.
   */
  async function logInAsKept(user: User): Promise<void> {
    await actions['auth/login_user']({
      password: user.password,
      sent: (await deps.earlyLogin?.(user.user_uuid))?.response,
    });
  }

  /** Logs in again with the code this tab kept (a reload mid-module); false when there is none. */
  async function resumeTabSession(): Promise<boolean> {
    if (!deps.tabStorage?.has(PERSISTED_AUTH) || store.getState().password !== null) return false;
    try {
      const kept = parsePersisted(await deps.tabStorage.read(PERSISTED_AUTH));
      if (kept === null) throw new Error('Unreadable tab session');
      await logInAsKept(kept.user);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        return startOfflineSession(deps.tabStorage);
      }
      if (isPermanentFailure(error)) deps.tabStorage.clear();
      return false;
    }
  }

  /**
   * A registration sent whose answer never came (no connection): the next Start sends it again
   * as it was, challenge and Idempotency-Key included, so a registration the server did make is
   * answered again (the same code) instead of being refused as a used challenge, or made twice.
   */
  let unanswered: { choices: string; body: RegisterBody; key: string } | null = null;

  const actions = {
    async 'auth/register_user'(input: RegisterInput): Promise<RegisterOutcome> {
      // docs/product.md §4: registering first logs out silently.
      await actions['auth/logoutUser']({ silent: true });
      const choices = {
        ...(input.batchId ? { batch_id: input.batchId } : {}),
        domain: deps.host(),
        enable_ga: input.enableGa,
        remember_me: input.rememberMe,
      };
      // Sent again only as it was: other choices are another registration.
      const attempt =
        unanswered !== null && unanswered.choices === JSON.stringify(choices)
          ? unanswered
          : {
              choices: JSON.stringify(choices),
              body: { ...choices, ...(await input.solveChallenge(input.signal)) },
              key: (deps.newKey ?? (() => crypto.randomUUID()))(),
            };
      unanswered = attempt;
      let answer: z.infer<typeof RegisterUserResponseSchema>;
      try {
        answer = await deps.request('/auth/register_user', {
          method: 'POST',
          body: attempt.body,
          headers: { [IDEMPOTENCY_KEY_HEADER]: attempt.key },
          schema: RegisterUserResponseSchema,
          ...(input.signal ? { signal: input.signal } : {}),
        });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 0)) unanswered = null;
        throw error;
      }
      unanswered = null;
      if (!answer.status) return { ok: false, reason: answer.reason };
      deps.cookies.setRememberMe(input.rememberMe);
      deps.cookies.setAllowAnalytics(input.enableGa);
      startSession(answer.token, answer.user);
      deps.sessionStarted?.({ user: answer.user, tree: answer.tree });
      await persist();
      await keepOfflineCopy({ token: answer.token, user: answer.user, tree: answer.tree });
      return { ok: true, code: answer.user.password };
    },

    async 'auth/login_user'(input: LoginInput): Promise<LoginUserResponse> {
      const send = (challenge?: SolvedChallenge, sent?: Promise<Response>) => {
        const { path, ...call } = loginCall(input.password, challenge);
        return deps.request(path, { ...call, schema: LoginUserResponseSchema, sent });
      };
      let answer: LoginUserResponse;
      try {
        answer = await send(undefined, input.sent);
      } catch (error) {
        if (!asksForChallenge(error) || !deps.solveChallenge) throw error;
        answer = await send(await deps.solveChallenge());
      }
      await deps.nextTask?.();
      startSession(answer.token, answer.user);
      if (!input.resume) deps.sessionStarted?.(answer);
      if (input.rememberMe !== undefined) {
        deps.cookies.setRememberMe(input.rememberMe);
        if (input.rememberMe !== answer.remember_me) {
          void sendCookieSettings(answer.enable_ga, input.rememberMe);
        }
      }
      await persist();
      // A renewed session keeps what this phone knew; only the token is new.
      await keepOfflineCopy(
        input.resume && offlineCopy ? { ...offlineCopy, token: answer.token } : answer,
      );
      return answer;
    },

    /**
     * Ends the session (docs/product.md §4): clears every registered store, the persisted data and the
     * remember-me choice at once, then revokes the token on the server in the background, so a
     * weak signal never keeps a student waiting to log out.
     */
    async 'auth/logoutUser'(
      options: {
        silent?: boolean;
        /** Another tab logged this student out: it told the others already. */
        fromOtherTab?: boolean;
      } = {},
    ): Promise<void> {
      const { auth_token: token, password, user } = store.getState();
      deps.resetSession();
      deps.storage.clear();
      deps.tabStorage?.clear();
      deps.cookies.setRememberMe(0);
      if (!options.silent) deps.showLogoutNotice(deps.now());
      if (user && !options.fromOtherTab) deps.announceLogout?.(user.user_uuid);
      // The tab that logged out ends every session of the student, this tab's too.
      if (!token || options.fromOtherTab) return;
      try {
        await deps.request('/auth/logout_user', {
          method: 'POST',
          body: password ? { password } : {},
          schema: LogoutUserResponseSchema,
          token,
        });
      } catch {
        // The token is gone from this device; on the server it expires by itself.
      }
    },

    /**
     * docs/product.md §4: on start, logs in with the remembered code, only when remember-me is 1 and no
     * code is in memory. Any failure leaves the student logged out, silently (docs/product.md §8); the
     * remembered data is dropped unless the failure was the connection's or the server's.
     */
    'auth/tryAutoLoginFromPersisted'(): Promise<boolean> {
      autoLogin ??= (async () => {
        if (await resumeTabSession()) return true;
        const allowed = shouldAutoLogin({
          rememberMe: deps.cookies.rememberMe(),
          passwordInMemory: store.getState().password !== null,
        });
        if (!allowed) return false;
        try {
          const remembered = parsePersisted(await deps.storage.read(PERSISTED_AUTH));
          if (!remembered) {
            deps.storage.clear();
            return false;
          }
          await logInAsKept(remembered.user);
          return true;
        } catch (error) {
          if (error instanceof ApiError && error.status === 0) {
            return startOfflineSession(deps.storage);
          }
          if (isPermanentFailure(error)) deps.storage.clear();
          return false;
        }
      })().finally(() => {
        store.setState({ autoLoginTried: true });
        autoLogin = null;
      });
      return autoLogin;
    },

    /**
     * The error screen's "Go Back" (docs/product.md §2, §8): logs in again with the code in memory, and
     * logs out if that fails. A lost connection is not a failed login: the student stays.
     */
    async 'auth/retryLogin'(): Promise<'no-session' | 'logged-in' | 'offline' | 'logged-out'> {
      const { password } = store.getState();
      if (!password) return 'no-session';
      try {
        await actions['auth/login_user']({ password });
        return 'logged-in';
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) return 'offline';
        await actions['auth/logoutUser']();
        return 'logged-out';
      }
    },

    /**
     * Updates the offline copy of the session with what the student has done since (their
     * profile and navigation), so the tool reopens offline where they were.
     */
    async 'auth/keepOfflineCopy'(update: Partial<OfflineSession>): Promise<void> {
      const { auth_token: token, user } = store.getState();
      if (!offlineCopy || !token || !user || offlineCopy.user.user_uuid !== user.user_uuid) return;
      await keepOfflineCopy({ ...offlineCopy, ...update, token, user });
    },

    /** The cookie choices control: updates the cookies, the encrypted copy and the server. */
    async 'auth/setCookieChoices'(choices: {
      enableGa: CookieFlag;
      rememberMe: CookieFlag;
    }): Promise<void> {
      deps.cookies.setRememberMe(choices.rememberMe);
      deps.cookies.setAllowAnalytics(choices.enableGa);
      await persist();
      if (store.getState().auth_token)
        await sendCookieSettings(choices.enableGa, choices.rememberMe);
    },
  };

  /** Whether this tab kept a session to resume (the route guard's question). */
  const hasTabSession = (): boolean => deps.tabStorage?.has(PERSISTED_AUTH) ?? false;

  return { store, actions, hasTabSession };
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthActions = Auth['actions'];

/** The app's auth: the browser's cookies and storage, and the API client. */
export const auth: Auth = createAuth({
  request: apiRequest,
  cookies: deviceCookies,
  storage: encryptedStorage,
  tabStorage,
  host: () => window.location.host,
  now: () => Date.now(),
  resetSession,
  registerSessionReset,
  showLogoutNotice: (now) => logoutNoticeStore.getState().show(now),
  announceLogout: (student) => sessionChannel?.post({ kind: 'logout', student }),
  sessionStarted: notifySessionStarted,
  solveChallenge: browserSolveChallenge,
  earlyLogin: (user) => takeEarlyLogin(user),
  nextTask,
});
export const authStore = auth.store;
export const authActions = auth.actions;

setTokenGetter(() => authStore.getState().auth_token);

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}
