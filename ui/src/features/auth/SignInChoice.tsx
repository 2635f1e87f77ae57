import { MailOutlined } from '@ant-design/icons'
import { Button, Divider } from 'antd'
import { useState } from 'react'
import { EmailDialog } from './emailDialog/EmailDialog'
import { GoogleSignInButton } from './GoogleSignInButton'

export function SignInChoice() {
  const [emailDialogOpen, setEmailDialogOpen] = useState(false)
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
      <Divider plain>Or</Divider>
      <GoogleSignInButton />
      <EmailDialog
        open={emailDialogOpen}
        onClose={() => {
          setEmailDialogOpen(false)
        }}
      />
    </>
  )
}
