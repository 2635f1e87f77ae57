import { Tabs } from 'antd'
import { CreateAccountForm } from './CreateAccountForm'
import { SignInForm } from './SignInForm'

interface AuthStepProps {
  onSignedIn: () => void
  onRegistered: (email: string) => void
  onEmailNotVerified: (email: string) => void
  onForgotPassword: () => void
}

export function AuthStep({ onSignedIn, onRegistered, onEmailNotVerified, onForgotPassword }: AuthStepProps) {
  return (
    <Tabs
      items={[
        {
          key: 'sign-in',
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
          key: 'create-account',
          label: 'Create Account',
          children: <CreateAccountForm onRegistered={onRegistered} />,
        },
      ]}
    />
  )
}
