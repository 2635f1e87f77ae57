// 'Start Free Trial' leads to the sign-in page with the e-mail dialog open on Create Account;
// 'Sign In' leads to /login alone, where the dialog opens on Sign In.
export const SIGN_UP_PARAM = 'signup'
export const START_TRIAL_PATH = `/login?${SIGN_UP_PARAM}`
