import { GoogleOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { loadPage } from '../../lib/loadPage'
import { GOOGLE_SIGN_IN_URL } from './googleSignIn'

// Offered only where the server has Google sign-in (SignInChoice asks /api/auth/providers).
export function GoogleSignInButton() {
  return (
    <Button
      size="large"
      block
      icon={<GoogleOutlined aria-hidden />}
      onClick={() => {
        loadPage(GOOGLE_SIGN_IN_URL)
      }}
    >
      Continue with Google
    </Button>
  )
}
