import { Tabs } from 'antd'
import { CreateAccountForm } from './CreateAccountForm'
import { SignInForm } from './SignInForm'

export type AuthTab = 'sign-in' | 'create-account'

interface AuthStepProps {
  /** The tab shown first. */
  startOn: AuthTab
  onSignedIn: () => void
  onRegistered: (email: string) => void
  onEmailNotVerified: (email: string) => void
  onForgotPassword: () => void
}

export function AuthStep({ startOn, onSignedIn, onRegistered, onEmailNotVerified, onForgotPassword }: AuthStepProps) {
  return (
    <Tabs
      defaultActiveKey={startOn}
      items={[
        {
          key: 'sign-in' satisfies AuthTab,
          label: 'Sign In',
          children: (
            <SignInForm
              onSignedIn={onSignedIn}
              onEmailNotVerified={onEmailNotVerified}
              onForgotPassword={onForgotPassword}
            />
          ),
        },
        {
          key: 'create-account' satisfies AuthTab,
          label: 'Create Account',
          children: <CreateAccountForm onRegistered={onRegistered} />,
        },
      ]}
    />
  )
}
