import { GoogleOutlined } from '@ant-design/icons'
import { Alert, Button } from 'antd'
import { useState } from 'react'
import { loadPage } from '../../lib/loadPage'
import { useGetAuthProvidersQuery } from './api'
import { GOOGLE_DISABLED_MESSAGE, GOOGLE_SIGN_IN_URL } from './googleSignIn'

// Until /api/auth/providers answers the server decides: it redirects back with google_disabled.
export function GoogleSignInButton() {
  const { data: providers } = useGetAuthProvidersQuery()
  const [explainDisabled, setExplainDisabled] = useState(false)

  function signIn() {
    if (providers?.google === false) {
      setExplainDisabled(true)
    } else {
      loadPage(GOOGLE_SIGN_IN_URL)
    }
  }

  return (
    <>
      <Button size="large" block icon={<GoogleOutlined aria-hidden />} onClick={signIn}>
        Continue with Google
      </Button>
      {explainDisabled && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          title={GOOGLE_DISABLED_MESSAGE}
          description="The operator of this server can turn it on by setting auth.google.client_id and auth.google.client_secret. Until then, please continue with email."
        />
      )}
    </>
  )
}
