import { Tabs } from 'antd'
import { CreateAccountForm } from './CreateAccountForm'
import { SignInForm } from './SignInForm'

interface AuthStepProps {
  onSignedIn: () => void
  onNeedsVerification: (email: string, notice: string) => void
  onForgotPassword: () => void
}

export function AuthStep({ onSignedIn, onNeedsVerification, onForgotPassword }: AuthStepProps) {
  return (
    <Tabs
      items={[
        {
          key: 'sign-in',
          label: 'Sign In',
          children: (
            <SignInForm
              onSignedIn={onSignedIn}
              onEmailNotVerified={onNeedsVerification}
              onForgotPassword={onForgotPassword}
            />
          ),
        },
        {
          key: 'create-account',
          label: 'Create Account',
          children: <CreateAccountForm onRegistered={onNeedsVerification} />,
        },
      ]}
    />
  )
}
