import { MailOutlined } from '@ant-design/icons'
import { Button, Divider } from 'antd'
import { useState } from 'react'
import { useGetAuthProvidersQuery } from './api'
import { EmailDialog } from './emailDialog/EmailDialog'
import { GoogleSignInButton } from './GoogleSignInButton'

interface SignInChoiceProps {
  /** For a new trial ('Start Free Trial'): the e-mail dialog opens at once, on Create Account. */
  signUp?: boolean
}

// E-mail, and Google where the server has it: the button is not offered until the server has
// said so, as a press could only fail.
export function SignInChoice({ signUp = false }: SignInChoiceProps) {
  const [emailDialogOpen, setEmailDialogOpen] = useState(signUp)
  const google = useGetAuthProvidersQuery().data?.google === true
  return (
    <>
      <Button
        type="primary"
        size="large"
        block
        icon={<MailOutlined aria-hidden />}
        onClick={() => {
          setEmailDialogOpen(true)
        }}
      >
        Continue with Email
      </Button>
      {google && (
        <>
          <Divider plain>Or</Divider>
          <GoogleSignInButton />
        </>
      )}
      <EmailDialog
        open={emailDialogOpen}
        startOn={signUp ? 'create-account' : 'sign-in'}
        onClose={() => {
          setEmailDialogOpen(false)
        }}
      />
    </>
  )
}
