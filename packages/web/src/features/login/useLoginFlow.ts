/**
 * The login flow of docs/product/ways-in.md §4: username step → (password | e-mail unknown | no credentials |
 * light-user modal | no password (social-login customer) | error), password step → success or one of the login errors of §8.
 * Every outcome is visible; nothing the customer typed is lost.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCheckUsername } from './useCheckUsername.ts';
import { useLogin } from './useLogin.ts';
import type { WrongCountryNotice_ErrorFragment } from './WrongCountryNotice.generated.ts';
import type { SocialLoginProvider, UsernameType } from '../../gql/schemaTypes.ts';
import { memberOf } from '../../lib/mutationOutcome.ts';
import { showErrorOutcome } from '../../lib/errorOutcome.ts';
import { paths } from '../../lib/paths.ts';
import { recaptcha } from '../../lib/recaptcha.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { rememberLoginMethod } from '../../lib/loginMethod.ts';
import { track } from '../../lib/tracking.ts';
import type { PasswordForm } from './usernameSchema.ts';
import { registrationDraftEmail } from './registration/registrationDraftEmail.ts';

type LoginStep =
  | { kind: 'username' }
  | { kind: 'password'; username: string; usernameType: UsernameType }
  | { kind: 'emailUnknown'; email: string }
  | { kind: 'register'; email: string }
  | { kind: 'lightAccount'; email: string }
  | { kind: 'doubleOptIn'; email: string; light: boolean }
  | { kind: 'notActivated'; username: string }
  | { kind: 'noCredentials'; usernameType: UsernameType }
  | { kind: 'noPassword'; username: string; usernameType: UsernameType; provider: SocialLoginProvider | null };

export type LoginError =
  { kind: 'message'; text: string } | { kind: 'wrongCountry'; error: WrongCountryNotice_ErrorFragment };

export interface LoginFlow {
  step: LoginStep;
  /** The username exactly as typed, kept across steps and errors. */
  typedUsername: string;
  usernameFieldError: string | null;
  usernameFormError: string | null;
  passwordError: LoginError | null;
  /** A light-account customer without password: the dialog offering the set-password link is open. */
  lightUser: string | null;
  checking: boolean;
  loggingIn: boolean;
  /** True once the customer has moved between steps (focus then follows the step). */
  interacted: boolean;
  submitUsername: (typed: string) => Promise<void>;
  submitPassword: (values: PasswordForm) => Promise<boolean>;
  backToUsername: () => void;
  startRegistration: () => void;
  startLightAccount: () => void;
  /** Registration done: the double opt-in step (or straight on, when logged in through a social provider). */
  /** The account was created: its e-mail activates it, or (`light`) sets its first password. */
  registered: (email: string, light?: boolean) => void;
  /** A customer with the same data exists: the no-credentials state. */
  duplicateAccount: () => void;
  closeLightUserDialog: () => void;
  /** The set-password link could not be sent: the dialog closed, the message shows at the username step (docs/product/ways-in.md §4). */
  lightUserLinkFailed: (message: string) => void;
  clearUsernameErrors: () => void;
}

export function useLoginFlow(): LoginFlow {
  const t = useT();
  const { market } = useMarket();
  // A registration interrupted by a reload of the tab opens again with what was typed (registrationDraft.ts).
  const [step, setStep] = useState<LoginStep>(() => {
    const email = registrationDraftEmail(market);
    return email ? { kind: 'register', email } : { kind: 'username' };
  });
  const [typedUsername, setTypedUsername] = useState('');
  const [usernameFieldError, setUsernameFieldError] = useState<string | null>(null);
  const [usernameFormError, setUsernameFormError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<LoginError | null>(null);
  const [lightUser, setLightUser] = useState<string | null>(null);
  /** Too many wrong passwords for the customer: every further attempt carries a solved challenge. */
  const [challengeRequired, setChallengeRequired] = useState(false);
  const navigate = useNavigate();
  const [interacted, setInteracted] = useState(false);
  const [checkUsername, { loading: checking }] = useCheckUsername();
  const [login, { loading: loggingIn }] = useLogin();

  const generic = t('login.genericError');

  const goTo = (next: LoginStep) => {
    setInteracted(true);
    setStep(next);
  };

  const submitUsername = async (typed: string) => {
    setTypedUsername(typed);
    setUsernameFieldError(null);
    setUsernameFormError(null);
    let token: string;
    try {
      token = await recaptcha().execute('username_check');
    } catch {
      setUsernameFormError(generic);
      return;
    }
    let result;
    try {
      result = memberOf(await checkUsername({ input: { username: typed, recaptchaToken: token } }));
    } catch {
      setUsernameFormError(generic);
      return;
    }
    if (!result) {
      setUsernameFormError(generic);
      return;
    }
    switch (result.__typename) {
      case 'UsernameAccepted':
        setPasswordError(null);
        goTo({ kind: 'password', username: result.username, usernameType: result.usernameType });
        return;
      case 'UsernameNotFound':
        if (result.usernameType === 'EMAIL') goTo({ kind: 'emailUnknown', email: result.username });
        else setUsernameFieldError(t('login.wrongAccountNumber'));
        return;
      case 'NoCredentials':
        // An e-mail: the customer confirms the account is theirs (account verification).
        if (result.usernameType === 'EMAIL') {
          void navigate(paths.accountVerification, { state: { email: result.username } });
          return;
        }
        goTo({ kind: 'noCredentials', usernameType: result.usernameType });
        return;
      case 'LightUserNoCredentials':
        setLightUser(result.username);
        return;
      case 'NoPassword':
        // Signed up with a social provider: a password step would refuse every password.
        goTo({
          kind: 'noPassword',
          username: result.username,
          usernameType: result.usernameType,
          provider: result.socialLoginProvider,
        });
        return;
      case 'AccountNotActivated':
        goTo({ kind: 'notActivated', username: typed.trim() });
        return;
      case 'RateLimited':
        setUsernameFormError(showErrorOutcome(t, result, { rateLimited: 'login.rateLimited' }));
        return;
      case 'InvalidInput':
        setUsernameFieldError(showErrorOutcome(t, result));
        return;
      case 'UsernameCheckFailed':
      default:
        setUsernameFormError(generic);
    }
  };

  /** Returns true when the customer is now logged in. */
  const submitPassword = async (values: PasswordForm): Promise<boolean> => {
    if (step.kind !== 'password') return false;
    setPasswordError(null);
    let token: string;
    let challengeToken: string | undefined;
    try {
      token = await recaptcha().execute('login');
      if (challengeRequired) challengeToken = await recaptcha().challenge();
    } catch {
      setPasswordError({ kind: 'message', text: generic });
      return false;
    }
    let result;
    try {
      result = memberOf(
        await login({
          input: {
            username: step.username,
            password: values.password,
            stayLoggedIn: values.stayLoggedIn,
            recaptchaToken: token,
            challengeToken,
          },
        }),
      );
    } catch {
      setPasswordError({ kind: 'message', text: generic });
      return false;
    }
    switch (result?.__typename) {
      case 'LoginSuccess':
        rememberLoginMethod(result.loginMethod);
        track({ event: 'login', login_method: result.loginMethod, market });
        return true;
      case 'LoginRejected':
        setPasswordError({ kind: 'message', text: t('login.NotAuthorizedException') });
        return false;
      case 'LoginChallengeRequired':
        setChallengeRequired(true);
        setPasswordError({ kind: 'message', text: t('login.challengeRequired') });
        return false;
      case 'LoginWrongCountry':
        setPasswordError({ kind: 'wrongCountry', error: result });
        return false;
      case 'LoginWrongCustomer':
        setPasswordError({ kind: 'message', text: t('login.wrongCustomer') });
        return false;
      case 'RateLimited':
        setPasswordError({ kind: 'message', text: showErrorOutcome(t, result, { rateLimited: 'login.rateLimited' }) });
        return false;
      case 'AccountNotActivated':
        goTo({ kind: 'notActivated', username: step.username });
        return false;
      default:
        setPasswordError({ kind: 'message', text: generic });
        return false;
    }
  };

  return {
    step,
    typedUsername,
    usernameFieldError,
    usernameFormError,
    passwordError,
    lightUser,
    checking,
    loggingIn,
    interacted,
    submitUsername,
    submitPassword,
    backToUsername: () => {
      setPasswordError(null);
      setUsernameFieldError(null);
      setUsernameFormError(null);
      goTo({ kind: 'username' });
    },
    startRegistration: () => {
      if (step.kind === 'emailUnknown') goTo({ kind: 'register', email: step.email });
    },
    startLightAccount: () => {
      if (step.kind === 'emailUnknown') goTo({ kind: 'lightAccount', email: step.email });
    },
    registered: (email, light = false) => goTo({ kind: 'doubleOptIn', email, light }),
    duplicateAccount: () => goTo({ kind: 'noCredentials', usernameType: 'EMAIL' }),
    closeLightUserDialog: () => setLightUser(null),
    lightUserLinkFailed: (message) => {
      setLightUser(null);
      setUsernameFormError(message);
    },
    clearUsernameErrors: () => {
      setUsernameFieldError(null);
    },
  };
}
